import * as React from "react"
import { Link } from "gatsby"
import { fill } from "../../config/strings/fill"
import type { TrademarkWords } from "../../config/strings/calculator-words"
import { formatRupees } from "../../lib/tools/typed-amounts"
import { TRADEMARK_CLASSES, trademarkFeeOf, trademarkMessage, type TrademarkApplicant, type TrademarkFiling } from "../../lib/tools/trademark"
import { counted } from "../../lib/tools/words"
import { NumberField, readWhole } from "./number-field"
import { ChoiceGroup } from "./fields"
import { useThresholds } from "./thresholds-context"
import { ToolResult } from "./ToolResult"
import { useToolForm, type FormValues } from "./useToolForm"
import { useToolWords } from "./words"

const APPLICANTS: TrademarkApplicant[] = ["small", "other"]
const FILINGS: TrademarkFiling[] = ["e-filing", "physical"]
const DEFAULTS: FormValues = { "tm-applicant": "small", "tm-filing": "e-filing", "tm-classes": "1" }

/** Government filing fee for a trademark: fee per class times classes, in the words of the page's language (its page data). */
export function TrademarkCalculator({ words: w }: { words: TrademarkWords }) {
  const shared = useToolWords()
  const readClasses = (values: FormValues) => readWhole(values["tm-classes"], w.classesWhat, { min: 1, max: TRADEMARK_CLASSES, example: "2" }, shared)
  const firstInvalid = (values: FormValues) => (readClasses(values).error ? "tm-classes" : undefined)
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const thresholds = useThresholds()
  const applicant = values["tm-applicant"] as TrademarkApplicant
  const filing = values["tm-filing"] as TrademarkFiling
  const read = readClasses(values)
  const result = read.value !== undefined ? trademarkFeeOf(applicant, read.value, thresholds, filing) : undefined

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="tm-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="tm-form-heading">{w.formHeading}</h2>
          </legend>
          <ChoiceGroup
            name="tm-applicant"
            legend={w.applicantLegend}
            hint={w.applicantHint}
            choices={APPLICANTS.map(value => ({ value, label: w.applicants[value] }))}
            defaultValue="small"
          />
          <ChoiceGroup name="tm-filing" legend={w.filingLegend} choices={FILINGS.map(value => ({ value, label: w.filings[value] }))} defaultValue="e-filing" />
          <NumberField
            name="tm-classes"
            label={w.classesLabel}
            hint={fill(w.classesHint, { classes: TRADEMARK_CLASSES })}
            defaultValue="1"
            error={submitted ? read.error : undefined}
          />
          <div>
            <button type="submit" className="btn btn--primary">
              {w.submit}
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && result && (
        <ToolResult id="tm-result" heading={w.resultHeading} message={trademarkMessage(result, w)} service={w.service} ref={resultRef}>
          <p className="tool-result__value">{formatRupees(result.total)}</p>
          <p>
            {fill(w.perClass, {
              fee: formatRupees(result.feePerClass),
              classes: counted(w.classCount, result.classes),
              filed: result.filing === "physical" ? w.filedOnPaper : w.filedOnline,
            })}
          </p>
          <p>
            <Link to={w.guide}>{w.readGuide}</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
