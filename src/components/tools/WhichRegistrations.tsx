import * as React from "react"
import { fill } from "../../config/strings/fill"
import type { ToolWords } from "../../config/strings/tools-words"
import { formatRupees } from "../../lib/tools/typed-amounts"
import type { ContractRole } from "../../lib/tools/which-registrations"
import { HOME_STATE } from "../../lib/tools/which-states"
import { AmountField, readAmount } from "./amount-field"
import { NumberField, readWhole } from "./number-field"
import { SelectField } from "./select-field"
import { unitName } from "./fields"
import { ChoiceQuestion } from "./ChoiceQuestion"
import { useThresholds } from "./thresholds-context"
import { useToolWords } from "./words"
import { useToolForm, type FormValues } from "./useToolForm"
import type { WhichAnswer, WhichNumbers } from "./which-answer"

/**
 * The wizard's words in the page's language: its own (which-words.ts) with those every tool
 * shares, which its page's data carries (gatsby/build-html.ts toolPage), on this page only.
 */
export const useWizardWords = (): ToolWords => useToolWords() as ToolWords

const choices = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map(value => ({ value, label: labels[value] }))

/** The questions answered with a radio button, in the form's order (their words: which-words.ts `missing`). */
type Question = keyof ToolWords["which"]["missing"]

/*
 * Every answer is the visitor's: nothing is chosen or typed for them (reviews 43 and 44, major: a
 * "no" chosen for them put the trade licence under "not needed", saying they had said they do not
 * trade from premises, and a business form, "services only" and a 0 in the contract workers' box
 * did the same for the rest). The state starts at the firm's own, which the visitor sees and can change.
 */
const DEFAULTS: FormValues = {
  form: "",
  state: HOME_STATE,
  supplies: "",
  "which-turnover": "",
  [unitName("which-turnover")]: "lakh",
  interstate: "",
  online: "",
  food: "",
  "which-employees": "",
  // may stay empty below ESI's headcount (check); with nobody employed it counts as 0 (issue 29 review:
  // a 0 left in the box read as "none of my 12 employees earn up to ₹21,000")
  "which-esi-employees": "",
  "which-contract": "",
  "contract-role": "",
  "import-export": "",
  "food-import-export": "",
  "food-platform": "",
  "food-multi-state": "",
  brand: "",
  premises: "",
}

/** The questions asked only of a food business, right under the food question. */
const FOOD_QUESTIONS: ReadonlyArray<Question> = ["food-import-export", "food-platform", "food-multi-state"]

/**
 * Whether the form asks a question, given the answers so far: selling goods to other states only
 * of a business that supplies goods; whose the contract workers are only of one that has some; the
 * food questions only of a food business (review 45, major: a shop that had said it has no food
 * was made to answer whether it imports food). A question not asked keeps its empty answer, a "no".
 */
const asks = (question: Question, values: FormValues, contract: number | undefined) =>
  question === "interstate"
    ? values.supplies !== "services"
    : question === "contract-role"
      ? (contract ?? 0) > 0
      : !FOOD_QUESTIONS.includes(question) || values.food === "yes"

/** The question the form asks and the visitor has not answered, by the id of its first radio button. */
const unanswered = (question: Question, values: FormValues, contract: number | undefined) =>
  asks(question, values, contract) && !values[question] ? `${question}-first` : undefined

/**
 * The form's numbers read and checked. The ESI question may be left empty below ESI's headcount
 * (review 32: a business of six was stopped by it, and ESI is not needed there whatever the
 * wages): the answer then says nothing of those wages (esiEmployees null).
 */
function check(values: FormValues, words: ToolWords, esiFrom: number) {
  const w = words.which
  const turnover = readAmount(values, "which-turnover", w.whatTurnover, words)
  const employees = readWhole(values["which-employees"], w.whatEmployees, { min: 0, example: "25", grouped: "1,200" }, words)
  const contract = readWhole(values["which-contract"], w.whatContract, { min: 0, example: "20", grouped: "1,200" }, words)
  const contractRole: ContractRole = values["contract-role"] in words.which.contractRoles ? (values["contract-role"] as ContractRole) : "principal"
  // Contract workers the business uses count for ESI; those it supplies to others count for the businesses that use them.
  const people = employees.value !== undefined && contract.value !== undefined ? employees.value + (contractRole === "contractor" ? 0 : contract.value) : undefined
  const esiText = values["which-esi-employees"] ?? ""
  const esiBlank = esiText.trim() === ""
  let esiEmployees: { value?: number | null; error?: string } =
    // left empty while the headcount is still wrong: nothing to say yet (review 46: "Enter the number
    // of people at that wage" under a box its hint allowed to leave empty, after "five" employees)
    esiBlank && people === undefined
      ? {}
      : esiBlank && people === 0
      ? { value: 0 }
      : esiBlank && people !== undefined && people < esiFrom
        ? { value: null }
        : readWhole(esiText, w.whatEsi, { min: 0, example: "10", grouped: "1,200" }, words)
  if (typeof esiEmployees.value === "number" && people !== undefined && esiEmployees.value > people) {
    esiEmployees = { error: fill(w.esiTooMany, { people }) }
  }
  // the answers are read by the answer's chunk (which-answer.tsx answersOf)
  const numbers: WhichNumbers | undefined =
    turnover.value !== undefined && employees.value !== undefined && esiEmployees.value !== undefined && contract.value !== undefined
      ? { turnover: turnover.value, employees: employees.value, esiEmployees: esiEmployees.value, contract: contract.value, contractRole }
      : undefined
  return { turnover, employees, esiEmployees, contract, numbers }
}

/** The first answer, in the form's order, that is missing or wrong (the same whatever the language). */
const firstInvalid = (values: FormValues, words: ToolWords, esiFrom: number) => {
  const { turnover, employees, esiEmployees, contract } = check(values, words, esiFrom)
  const missing = (question: Question) => unanswered(question, values, contract.value)
  return [
    missing("form"),
    missing("supplies"),
    turnover.error && "which-turnover",
    missing("interstate"),
    missing("online"),
    missing("food"),
    ...FOOD_QUESTIONS.map(missing),
    employees.error && "which-employees",
    contract.error && "which-contract",
    missing("contract-role"),
    esiEmployees.error && "which-esi-employees",
    missing("import-export"),
    missing("brand"),
    missing("premises"),
  ].find(Boolean)
}

/**
 * Code loaded once, when it is first asked for: `value` is what `load` resolved to, null until
 * then. A load that failed (the connection dropped) is forgotten, so the next ask tries again, and
 * not thrown: Gatsby answers an unhandled "Loading chunk failed" by loading the page again, and the
 * visitor's answers were lost. Here, not beside useToolForm: the calculators' pages would carry it.
 */
function useLoadOnce<T>(load: () => Promise<T>) {
  const [value, setValue] = React.useState<T | null>(null)
  const loading = React.useRef<Promise<void> | null>(null)
  const get = () =>
    (loading.current ??= load().then(
      loaded => setValue(() => loaded),
      () => void (loading.current = null),
    ))
  return { value, load: get }
}

/** The answer's chunk (which-answer.tsx): the rules, the findings and the message. */
const loadAnswer = () => import("./which-answer").then(m => m.WhichAnswer)

/** "Which registrations do I need?": the questions and the answer. */
export function WhichRegistrations() {
  const words = useWizardWords()
  // The answer's code loads when the visitor starts answering (the form's first focus) or asks for the answer.
  const answer = useLoadOnce<typeof WhichAnswer>(loadAnswer)
  // The form's state, as every tool's, but the answer's heading takes focus once the answer's chunk is there.
  const thresholds = useThresholds()
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, current => firstInvalid(current, words, thresholds.esi.employees), answer.load)
  const Answer = answer.value
  const w = words.which
  const { turnover, employees, esiEmployees, contract, numbers } = check(values, words, thresholds.esi.employees)
  const esiWage = formatRupees(thresholds.esi.wageLimit)
  const yesNo = [
    { value: "yes", label: words.fields.yes },
    { value: "no", label: words.fields.no },
  ]
  /** A question with its choices (yes or no unless given), if the form asks it; its message once sent unanswered. */
  const ask = (question: Question, legend: string, options: Record<string, string> | null = null, hint?: string) =>
    asks(question, values, contract.value) && (
      <ChoiceQuestion
        name={question}
        legend={legend}
        hint={hint}
        choices={options ? choices(options) : yesNo}
        error={submitted && !values[question] ? w.missing[question] : undefined}
      />
    )

  return (
    <>
      <form
        ref={formRef}
        className="form tool-form"
        onChange={onChange}
        onSubmit={onSubmit}
        onFocus={() => void answer.load()}
        noValidate
        aria-labelledby="which-form-heading"
      >
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="which-form-heading">{w.formHeading}</h2>
          </legend>
          {ask("form", w.formLegend, w.forms)}
          <SelectField
            name="state"
            label={w.stateLabel}
            hint={w.stateHint}
            // the states in the words' order, which is STATES' (the values sent are the English names)
            options={Object.keys(w.states)}
            optionLabel={state => w.states[state as keyof typeof w.states]}
            defaultValue={HOME_STATE}
          />
          {ask("supplies", w.suppliesLegend, w.supplies)}
          <AmountField name="which-turnover" label={w.turnoverLabel} hint={w.turnoverHint} values={values} error={submitted ? turnover.error : undefined} />
          {ask("interstate", w.interstate)}
          {ask("online", w.online)}
          {ask("food", w.food, null, w.foodHint)}
          {ask("food-import-export", w.foodImportExport)}
          {ask("food-platform", w.foodPlatform)}
          {ask("food-multi-state", w.foodMultiState)}
          <NumberField name="which-employees" label={w.employeesLabel} hint={w.employeesHint} error={submitted ? employees.error : undefined} />
          <NumberField name="which-contract" label={w.contractLabel} hint={w.contractHint} error={submitted ? contract.error : undefined} />
          {ask("contract-role", w.contractRoleLegend, w.contractRoles)}
          <NumberField
            name="which-esi-employees"
            label={fill(w.esiLabel, { wage: esiWage })}
            hint={fill(w.esiHint, { wage: esiWage, from: thresholds.esi.employees })}
            defaultValue={DEFAULTS["which-esi-employees"]}
            error={submitted ? esiEmployees.error : undefined}
          />
          {ask("import-export", w.importExport)}
          {ask("brand", w.brand)}
          {ask("premises", w.premises)}
          <div>
            <button type="submit" className="btn btn--primary">
              {w.submit}
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && numbers && !firstInvalid(values, words, thresholds.esi.employees) && Answer && <Answer values={values} numbers={numbers} words={words} thresholds={thresholds} ref={resultRef} />}
    </>
  )
}
