import * as React from "react"
import { Link } from "gatsby"
import type { UdyamWords } from "../../config/strings/calculator-words"
import type { ToolPageWords } from "../../config/strings/tools-words"
import { udyamClass, udyamMessage } from "../../lib/tools/udyam"
import { AmountField, readAmount } from "./amount-field"
import { unitName } from "./fields"
import { useThresholds } from "./thresholds-context"
import { ToolResult } from "./ToolResult"
import { useToolForm, type FormValues } from "./useToolForm"
import { useToolWords } from "./words"

// Both amounts start in lakh, as the other tools' turnovers do (review 48: "30" typed in lakh and
// read in crore, the unit this tool alone started at, answered "Medium enterprise").
const DEFAULTS: FormValues = {
  "udyam-investment": "",
  [unitName("udyam-investment")]: "lakh",
  "udyam-turnover": "",
  [unitName("udyam-turnover")]: "lakh",
}

function read(values: FormValues, w: UdyamWords, shared: ToolPageWords) {
  return {
    investment: readAmount(values, "udyam-investment", w.investmentWhat, shared),
    turnover: readAmount(values, "udyam-turnover", w.turnoverWhat, shared),
  }
}

/** Udyam (MSME) class by investment and turnover, in the words of the page's language (its page data). */
export function UdyamCalculator({ words: w }: { words: UdyamWords }) {
  const shared = useToolWords()
  const firstInvalid = (values: FormValues) => {
    const { investment, turnover } = read(values, w, shared)
    return investment.error ? "udyam-investment" : turnover.error ? "udyam-turnover" : undefined
  }
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const thresholds = useThresholds()
  const { investment, turnover } = read(values, w, shared)
  const inv = investment.value
  const turn = turnover.value
  const result = inv !== undefined && turn !== undefined ? udyamClass(inv, turn, thresholds, w, shared.amounts) : undefined

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="udyam-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="udyam-form-heading">{w.formHeading}</h2>
          </legend>
          <AmountField
            name="udyam-investment"
            label={w.investmentLabel}
            hint={w.investmentHint}
            values={values}
            error={submitted ? investment.error : undefined}
          />
          <AmountField name="udyam-turnover" label={w.turnoverLabel} values={values} error={submitted ? turnover.error : undefined} />
          <div>
            <button type="submit" className="btn btn--primary">
              {w.submit}
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && result && inv !== undefined && turn !== undefined && (
        <ToolResult
          id="udyam-result"
          heading={w.resultHeading}
          message={udyamMessage(inv, turn, result, w, shared.amounts)}
          service={w.service}
          ref={resultRef}
        >
          <p className="tool-result__value">{result.name}</p>
          <p>{result.reason}</p>
          <p className="cost-ours">{w.ourFeeLine}</p>
          <p>
            <Link to={w.guide}>{w.readGuide}</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
