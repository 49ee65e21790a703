import * as React from "react"
import { Link } from "gatsby"
import { formatRupees } from "../../lib/tools/amounts"
import {
  CONTRACT_ROLE_LABELS,
  FORM_LABELS,
  HOME_STATE,
  STATES,
  SUPPLIES_LABELS,
  whichRegistrations,
  whichRegistrationsMessage,
  type Answers,
  type BusinessForm,
  type ContractRole,
  type Finding,
  type Supplies,
} from "../../lib/tools/which-registrations"
import { AmountField, ChoiceGroup, NumberField, readAmount, readWhole, SelectField, unitName, YesNo } from "./fields"
import { useFactTable, useThresholds } from "./ToolFacts"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

const choices = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map(value => ({ value, label: labels[value] }))

const DEFAULTS: FormValues = {
  form: "proprietorship",
  state: HOME_STATE,
  supplies: "services",
  "which-turnover": "",
  [unitName("which-turnover")]: "lakh",
  interstate: "no",
  online: "no",
  food: "no",
  "which-employees": "",
  "which-esi-employees": "0",
  "which-contract": "0",
  "contract-role": "principal",
  "import-export": "no",
  "food-import-export": "no",
  brand: "no",
  premises: "no",
}

function read(values: FormValues) {
  const turnover = readAmount(values, "which-turnover", "yearly turnover")
  const employees = readWhole(values["which-employees"], "number of employees", { min: 0, example: "25", grouped: "1,200" })
  const contract = readWhole(values["which-contract"], "number of contract workers", { min: 0, example: "20", grouped: "1,200" })
  const contractRole: ContractRole = values["contract-role"] in CONTRACT_ROLE_LABELS ? (values["contract-role"] as ContractRole) : "principal"
  let esiEmployees = readWhole(values["which-esi-employees"], "number of people at that wage", { min: 0, example: "10", grouped: "1,200" })
  // Contract workers the business uses count for ESI; those it supplies to others count for the businesses that use them.
  const people = employees.value !== undefined && contract.value !== undefined ? employees.value + (contractRole === "contractor" ? 0 : contract.value) : undefined
  if (esiEmployees.value !== undefined && people !== undefined && esiEmployees.value > people) {
    esiEmployees = { error: `This cannot be more than your employees and the contract workers you use (${people})` }
  }
  const answers: Answers | undefined =
    turnover.value !== undefined && employees.value !== undefined && esiEmployees.value !== undefined && contract.value !== undefined
      ? {
          form: values.form as BusinessForm,
          turnover: turnover.value,
          state: (STATES as ReadonlyArray<string>).includes(values.state) ? values.state : HOME_STATE,
          supplies: values.supplies as Supplies,
          interstateGoods: values.interstate === "yes",
          online: values.online === "yes",
          food: values.food === "yes",
          employees: employees.value,
          esiEmployees: esiEmployees.value,
          contractWorkers: contract.value,
          contractRole,
          importExport: values["import-export"] === "yes",
          foodImportExport: values["food-import-export"] === "yes",
          brand: values.brand === "yes",
          premises: values.premises === "yes",
        }
      : undefined
  return { turnover, employees, esiEmployees, contract, answers }
}

const firstInvalid = (values: FormValues) => {
  const { turnover, employees, esiEmployees, contract } = read(values)
  return turnover.error
    ? "which-turnover"
    : employees.error
      ? "which-employees"
      : contract.error
        ? "which-contract"
        : esiEmployees.error
          ? "which-esi-employees"
          : undefined
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
  const facts = useFactTable()
  const { turnover, employees, esiEmployees, contract, answers } = read(values)
  const answer = answers && whichRegistrations(answers, thresholds, facts)
  const esiWage = formatRupees(thresholds.esi.wageLimit)

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="which-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="which-form-heading">Tell us about your business</h2>
          </legend>
          <ChoiceGroup name="form" legend="Business form" choices={choices(FORM_LABELS)} defaultValue={DEFAULTS.form as BusinessForm} />
          <SelectField
            name="state"
            label="State of your main place of business"
            hint="The GST limit depends on the state, and on whether you supply goods or services."
            options={STATES}
            defaultValue={HOME_STATE}
          />
          <ChoiceGroup name="supplies" legend="Do you supply goods or services?" choices={choices(SUPPLIES_LABELS)} defaultValue={DEFAULTS.supplies as Supplies} />
          <AmountField
            name="which-turnover"
            label="Expected yearly turnover"
            hint="All sales in a financial year, across India. Type the number and choose its unit: 25 with lakh, or 25,00,000 with rupees. Enter 0 if you have not started."
            values={values}
            error={submitted ? turnover.error : undefined}
          />
          <YesNo name="interstate" legend="Do you sell goods to buyers in other states?" />
          <YesNo name="online" legend="Do you sell through e-commerce platforms, such as Amazon, Flipkart, Swiggy or Zomato?" />
          <YesNo name="food" legend="Do you make, store, transport, sell or serve food?" />
          <NumberField
            name="which-employees"
            label="Number of employees"
            hint="Everyone on your payroll: permanent, temporary and casual staff. Enter 0 if none."
            error={submitted ? employees.error : undefined}
          />
          <NumberField
            name="which-contract"
            label="Contract workers: the most you used through contractors, or supplied to others as a contractor, on any day of the last 12 months"
            hint="Enter 0 if none."
            defaultValue={DEFAULTS["which-contract"]}
            error={submitted ? contract.error : undefined}
          />
          <ChoiceGroup
            name="contract-role"
            legend="If you have contract workers: whose are they?"
            choices={choices(CONTRACT_ROLE_LABELS)}
            defaultValue={DEFAULTS["contract-role"] as ContractRole}
          />
          <NumberField
            name="which-esi-employees"
            label={`How many of your employees and the contract workers you use earn ${esiWage} a month or less?`}
            hint={`Gross monthly wages. ESI covers employees earning up to ${esiWage}.`}
            defaultValue={DEFAULTS["which-esi-employees"]}
            error={submitted ? esiEmployees.error : undefined}
          />
          <YesNo name="import-export" legend="Do you import or export anything, such as equipment, goods or services?" />
          <YesNo name="food-import-export" legend="Do you import or export food or food ingredients?" />
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
