import * as React from "react"
import { Link } from "gatsby"
import { fssaiMessage, fssaiTier } from "../../lib/tools/calculators"
import { AmountField, readAmount, unitName, YesNo } from "./fields"
import { useThresholds } from "./ToolFacts"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

const DEFAULTS: FormValues = { "fssai-turnover": "", [unitName("fssai-turnover")]: "lakh", "fssai-central": "no" }
const readTurnover = (values: FormValues) => readAmount(values, "fssai-turnover", "yearly turnover")
const firstInvalid = (values: FormValues) => (readTurnover(values).error ? "fssai-turnover" : undefined)

/** FSSAI licence tier by yearly turnover. */
export function FssaiCalculator() {
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const thresholds = useThresholds()
  const turnover = readTurnover(values)
  const central = values["fssai-central"] === "yes"
  const result = turnover.value !== undefined ? fssaiTier(turnover.value, central, thresholds) : undefined

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="fssai-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="fssai-form-heading">Your food business</h2>
          </legend>
          <AmountField
            name="fssai-turnover"
            label="Yearly turnover of the food business"
            values={values}
            error={submitted ? turnover.error : undefined}
          />
          <YesNo
            name="fssai-central"
            legend="Do you import or export food, sell it through an e-commerce platform, or run a head office for units in more than one state?"
          />
          <div>
            <button type="submit" className="btn btn--primary">
              Find my licence
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && result && turnover.value !== undefined && (
        <ToolResult id="fssai-result" heading="Your FSSAI licence" message={fssaiMessage(turnover.value, central, result)} ref={resultRef}>
          <p className="tool-result__value">{result.name}</p>
          <p>Application: {result.form}.</p>
          <p>{result.reason}</p>
          <p>
            <Link to={result.guide}>Read the guide to the {result.name}</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
