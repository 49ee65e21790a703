import * as React from "react"
import { Link } from "gatsby"
import { fill } from "../../config/strings/fill"
import type { ToolWords } from "../../config/strings/tools-words"
import { formatRupees } from "../../lib/tools/typed-amounts"
import {
  HOME_STATE,
  stateName,
  STATES,
  whichRegistrations,
  whichRegistrationsMessage,
  type Answers,
  type BusinessForm,
  type ContractRole,
  type Finding,
  type Supplies,
} from "../../lib/tools/which-registrations"
import { AmountField, readAmount } from "./amount-field"
import { NumberField, readWhole } from "./number-field"
import { SelectField } from "./select-field"
import { ChoiceGroup, unitName, YesNo } from "./fields"
import { useThresholds } from "./thresholds-context"
import { useToolWords } from "./words"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

/**
 * The wizard's words in the page's language: its own (which-words.ts) with those every tool
 * shares, which its page's data carries (gatsby/build-html.ts toolPage), on this page only.
 */
export const useWizardWords = (): ToolWords => useToolWords() as ToolWords

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
  // empty, not 0: a 0 left in the box read as "none of my 12 employees earn up to ₹21,000" and the
  // answer said ESI was not needed (issue 29 review); with nobody employed it counts as 0
  "which-esi-employees": "",
  "which-contract": "0",
  "contract-role": "principal",
  "import-export": "no",
  "food-import-export": "no",
  "food-platform": "no",
  "food-multi-state": "no",
  brand: "no",
  premises: "no",
}

function read(values: FormValues, words: ToolWords) {
  const w = words.which
  const turnover = readAmount(values, "which-turnover", w.whatTurnover, words)
  const employees = readWhole(values["which-employees"], w.whatEmployees, { min: 0, example: "25", grouped: "1,200" }, words)
  const contract = readWhole(values["which-contract"], w.whatContract, { min: 0, example: "20", grouped: "1,200" }, words)
  const contractRole: ContractRole = values["contract-role"] in words.which.contractRoles ? (values["contract-role"] as ContractRole) : "principal"
  // Contract workers the business uses count for ESI; those it supplies to others count for the businesses that use them.
  const people = employees.value !== undefined && contract.value !== undefined ? employees.value + (contractRole === "contractor" ? 0 : contract.value) : undefined
  const esiText = values["which-esi-employees"] ?? ""
  let esiEmployees = esiText.trim() === "" && people === 0 ? { value: 0 } : readWhole(esiText, w.whatEsi, { min: 0, example: "10", grouped: "1,200" }, words)
  if (esiEmployees.value !== undefined && people !== undefined && esiEmployees.value > people) {
    esiEmployees = { error: fill(w.esiTooMany, { people }) }
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
          foodPlatform: values["food-platform"] === "yes",
          foodMultiState: values["food-multi-state"] === "yes",
          brand: values.brand === "yes",
          premises: values.premises === "yes",
        }
      : undefined
  return { turnover, employees, esiEmployees, contract, answers }
}

/** Which answer is missing or wrong (the same whatever the language). */
const firstInvalid = (values: FormValues, words: ToolWords) => {
  const { turnover, employees, esiEmployees, contract } = read(values, words)
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
  const w = useWizardWords().which
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
              {w.readGuide}
              <span className="visually-hidden">{fill(w.readGuideHidden, { name: f.name })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** "Which registrations do I need?": the questions and the answer. */
export function WhichRegistrations() {
  const words = useWizardWords()
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, current => firstInvalid(current, words))
  const w = words.which
  const thresholds = useThresholds()
  const { turnover, employees, esiEmployees, contract, answers } = read(values, words)
  const answer = answers && whichRegistrations(answers, thresholds, words)
  const esiWage = formatRupees(thresholds.esi.wageLimit)

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="which-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="which-form-heading">{w.formHeading}</h2>
          </legend>
          <ChoiceGroup name="form" legend={w.formLegend} choices={choices(w.forms)} defaultValue={DEFAULTS.form as BusinessForm} />
          <SelectField
            name="state"
            label={w.stateLabel}
            hint={w.stateHint}
            options={STATES}
            optionLabel={state => stateName(state, w)}
            defaultValue={HOME_STATE}
          />
          <ChoiceGroup name="supplies" legend={w.suppliesLegend} choices={choices(w.supplies)} defaultValue={DEFAULTS.supplies as Supplies} />
          <AmountField name="which-turnover" label={w.turnoverLabel} hint={w.turnoverHint} values={values} error={submitted ? turnover.error : undefined} />
          <YesNo name="interstate" legend={w.interstate} />
          <YesNo name="online" legend={w.online} />
          <YesNo name="food" legend={w.food} />
          <NumberField name="which-employees" label={w.employeesLabel} hint={w.employeesHint} error={submitted ? employees.error : undefined} />
          <NumberField
            name="which-contract"
            label={w.contractLabel}
            hint={w.contractHint}
            defaultValue={DEFAULTS["which-contract"]}
            error={submitted ? contract.error : undefined}
          />
          <ChoiceGroup name="contract-role" legend={w.contractRoleLegend} choices={choices(w.contractRoles)} defaultValue={DEFAULTS["contract-role"] as ContractRole} />
          <NumberField
            name="which-esi-employees"
            label={fill(w.esiLabel, { wage: esiWage })}
            hint={fill(w.esiHint, { wage: esiWage })}
            defaultValue={DEFAULTS["which-esi-employees"]}
            error={submitted ? esiEmployees.error : undefined}
          />
          <YesNo name="import-export" legend={w.importExport} />
          <YesNo name="food-import-export" legend={w.foodImportExport} />
          <YesNo name="food-platform" legend={w.foodPlatform} />
          <YesNo name="food-multi-state" legend={w.foodMultiState} />
          <YesNo name="brand" legend={w.brand} />
          <YesNo name="premises" legend={w.premises} />
          <div>
            <button type="submit" className="btn btn--primary">
              {w.submit}
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && answers && answer && (
        <ToolResult id="which-result" heading={w.resultHeading} message={whichRegistrationsMessage(answers, answer, words)} ref={resultRef}>
          <FindingList id="which-required" heading={w.required} findings={answer.required} />
          <FindingList id="which-recommended" heading={w.recommended} findings={answer.recommended} />
          <FindingList id="which-not-now" heading={w.notNow} findings={answer.notNow} />
        </ToolResult>
      )}
    </>
  )
}
