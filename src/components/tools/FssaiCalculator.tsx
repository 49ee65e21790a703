import * as React from "react"
import { Link } from "gatsby"
import { fill } from "../../config/strings/fill"
import type { FssaiWords } from "../../config/strings/calculator-words"
import { fssaiMessage, fssaiTier } from "../../lib/tools/fssai"
import { AmountField, readAmount } from "./amount-field"
import { unitName } from "./fields"
import { YesNo } from "./YesNo"
import { useThresholds } from "./thresholds-context"
import { ToolResult } from "./ToolResult"
import { useToolForm, type FormValues } from "./useToolForm"
import { useToolWords } from "./words"

const DEFAULTS: FormValues = { "fssai-turnover": "", [unitName("fssai-turnover")]: "lakh", "fssai-central": "no" }

/** FSSAI licence tier by yearly turnover, in the words of the page's language (its page data). */
export function FssaiCalculator({ words: w }: { words: FssaiWords }) {
  const shared = useToolWords()
  const readTurnover = (values: FormValues) => readAmount(values, "fssai-turnover", w.turnoverWhat, shared)
  const firstInvalid = (values: FormValues) => (readTurnover(values).error ? "fssai-turnover" : undefined)
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const thresholds = useThresholds()
  const turnover = readTurnover(values)
  const central = values["fssai-central"] === "yes"
  const result = turnover.value !== undefined ? fssaiTier(turnover.value, central, thresholds, w.state, shared) : undefined
  // the tier's yearly fee as the facts state it (the build reads them into the thresholds)
  const fees = result && thresholds.fssai.fees[result.tier]

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="fssai-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="fssai-form-heading">{w.formHeading}</h2>
          </legend>
          <AmountField name="fssai-turnover" label={w.turnoverLabel} hint={w.turnoverHint} values={values} error={submitted ? turnover.error : undefined} />
          <YesNo name="fssai-central" legend={w.centralLegend} hint={w.centralHint} />
          <div>
            <button type="submit" className="btn btn--primary">
              {w.submit}
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && result && fees && turnover.value !== undefined && (
        <ToolResult
          id="fssai-result"
          heading={w.resultHeading}
          message={fssaiMessage(turnover.value, central, result, w, shared.amounts)}
          service={result.name}
          ref={resultRef}
        >
          <p className="tool-result__value">{result.name}</p>
          <p>{fill(w.application, { form: result.form })}</p>
          <p>{fill(result.tier === "state" ? w.feeState : w.fee, { fee: fees.length > 1 ? fill(w.feeRange, { min: fees[0], max: fees[1] }) : fees[0] })}</p>
          <p>{result.reason}</p>
          {w.ourFees[result.tier] && <p className="cost-ours">{fill(w.ourFeeLine, { fee: w.ourFees[result.tier]! })}</p>}
          <p>
            <Link to={w.guides[result.tier]}>{fill(w.readGuide, { name: result.name })}</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
