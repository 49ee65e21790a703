import * as React from "react"
import { Link } from "gatsby"
import {
  FORM_LABELS,
  LOCATION_LABELS,
  SUPPLIES_LABELS,
  whichRegistrations,
  whichRegistrationsMessage,
  type Answers,
  type BusinessForm,
  type Finding,
  type Location,
  type Supplies,
} from "../../lib/tools/which-registrations"
import { AmountField, ChoiceGroup, NumberField, readAmount, readWhole, unitName, YesNo } from "./fields"
import { useThresholds } from "./ToolFacts"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

const choices = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map(value => ({ value, label: labels[value] }))

const DEFAULTS: FormValues = {
  form: "proprietorship",
  "which-turnover": "",
  [unitName("which-turnover")]: "lakh",
  location: "telangana",
  supplies: "services",
  interstate: "no",
  food: "no",
  "which-employees": "",
  contract: "no",
  "import-export": "no",
  brand: "no",
  premises: "no",
}

function read(values: FormValues) {
  const turnover = readAmount(values, "which-turnover", "yearly turnover")
  const employees = readWhole(values["which-employees"], "number of employees", 0)
  const answers: Answers | undefined =
    turnover.value !== undefined && employees.value !== undefined
      ? {
          form: values.form as BusinessForm,
          turnover: turnover.value,
          location: values.location as Location,
          supplies: values.supplies as Supplies,
          interstateOrOnline: values.interstate === "yes",
          food: values.food === "yes",
          employees: employees.value,
          contractLabour: values.contract === "yes",
          importExport: values["import-export"] === "yes",
          brand: values.brand === "yes",
          premises: values.premises === "yes",
        }
      : undefined
  return { turnover, employees, answers }
}

const firstInvalid = (values: FormValues) => {
  const { turnover, employees } = read(values)
  return turnover.error ? "which-turnover" : employees.error ? "which-employees" : undefined
}

function FindingList({ id, heading, findings }: { id: string; heading: string; findings: Finding[] }) {
  if (findings.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul className="findings">
        {findings.map(f => (
          <li key={f.id}>
            <h4>{f.name}</h4>
            <p>{f.reason}</p>
            <Link to={f.guide}>
              Read the guide<span className="visually-hidden"> to {f.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** "Which registrations do I need?": the questions and the answer. */
export function WhichRegistrations() {
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const thresholds = useThresholds()
  const { turnover, employees, answers } = read(values)
  const answer = answers && whichRegistrations(answers, thresholds)

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="which-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="which-form-heading">Tell us about your business</h2>
          </legend>
          <ChoiceGroup name="form" legend="Business form" choices={choices(FORM_LABELS)} defaultValue={DEFAULTS.form as BusinessForm} />
          <AmountField
            name="which-turnover"
            label="Expected yearly turnover"
            hint="All sales in a financial year, across India. Enter 0 if you have not started."
            values={values}
            error={submitted ? turnover.error : undefined}
          />
          <ChoiceGroup
            name="location"
            legend="Where is the business?"
            hint="Special category states have a lower GST limit."
            choices={choices(LOCATION_LABELS)}
            defaultValue={DEFAULTS.location as Location}
          />
          <ChoiceGroup name="supplies" legend="Do you supply goods or services?" choices={choices(SUPPLIES_LABELS)} defaultValue={DEFAULTS.supplies as Supplies} />
          <YesNo name="interstate" legend="Do you sell goods to buyers in other states or through e-commerce marketplaces?" />
          <YesNo name="food" legend="Do you make, store, transport, sell or serve food?" />
          <NumberField
            name="which-employees"
            label="Number of employees"
            hint="Count everyone who works for you: permanent, temporary, casual and contract staff."
            error={submitted ? employees.error : undefined}
          />
          <YesNo name="contract" legend="Do you engage workers through a contractor, or supply workers to other businesses?" />
          <YesNo name="import-export" legend="Do you import or export?" />
          <YesNo name="brand" legend="Do you sell under your own brand name or logo?" />
          <YesNo name="premises" legend="Do you trade from a shop, restaurant, workshop, godown, clinic or other premises?" />
          <div>
            <button type="submit" className="btn btn--primary">
              Show what I need
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && answers && answer && (
        <ToolResult id="which-result" heading="What your business needs" message={whichRegistrationsMessage(answers, answer)} ref={resultRef}>
          <FindingList id="which-required" heading="Needed now" findings={answer.required} />
          <FindingList id="which-recommended" heading="Recommended" findings={answer.recommended} />
          <FindingList id="which-not-now" heading="Not needed at these numbers" findings={answer.notNow} />
        </ToolResult>
      )}
    </>
  )
}
