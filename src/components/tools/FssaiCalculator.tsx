import * as React from "react"
import { Link } from "gatsby"
import { lookupFact } from "../../lib/facts"
import { FSSAI_FEE_FACTS, fssaiMessage, fssaiTier } from "../../lib/tools/calculators"
import { AmountField, readAmount, unitName, YesNo } from "./fields"
import { useFactTable, useThresholds } from "./ToolFacts"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

const DEFAULTS: FormValues = { "fssai-turnover": "", [unitName("fssai-turnover")]: "lakh", "fssai-central": "no" }
const readTurnover = (values: FormValues) => readAmount(values, "fssai-turnover", "yearly turnover")
const firstInvalid = (values: FormValues) => (readTurnover(values).error ? "fssai-turnover" : undefined)

/** FSSAI licence tier by yearly turnover. */
export function FssaiCalculator() {
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const thresholds = useThresholds()
  const facts = useFactTable()
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
            hint="Type the number and choose its unit: 12 with lakh, or 12,00,000 with rupees."
            values={values}
            error={submitted ? turnover.error : undefined}
          />
          <YesNo
            name="fssai-central"
            legend="Do you import or export food, run an e-commerce food platform, or run a head office for food units in more than one state?"
            hint="Selling on Swiggy, Zomato or a marketplace does not count: the platform holds the central licence, and your own turnover decides yours."
          />
          <div>
            <button type="submit" className="btn btn--primary">
              Find my licence
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && result && turnover.value !== undefined && (
        <ToolResult id="fssai-result" heading="Your FSSAI licence" message={fssaiMessage(turnover.value, central, result)} service={result.name} ref={resultRef}>
          <p className="tool-result__value">{result.name}</p>
          <p>Application: {result.form}.</p>
          <p>
            Government fee: {FSSAI_FEE_FACTS[result.tier].map(key => lookupFact(key, facts)).join(" to ")} a year
            {result.tier === "state" ? ", depending on the kind of business" : ""}.
          </p>
          <p>{result.reason}</p>
          <p>
            <Link to={result.guide}>Read the guide to the {result.name}</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
