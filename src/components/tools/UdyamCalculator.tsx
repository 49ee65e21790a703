import * as React from "react"
import { Link } from "gatsby"
import { GUIDES, udyamClass, udyamMessage } from "../../lib/tools/calculators"
import { AmountField, readAmount, unitName } from "./fields"
import { useThresholds } from "./ToolFacts"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

const DEFAULTS: FormValues = {
  "udyam-investment": "",
  [unitName("udyam-investment")]: "crore",
  "udyam-turnover": "",
  [unitName("udyam-turnover")]: "crore",
}

function read(values: FormValues) {
  return {
    investment: readAmount(values, "udyam-investment", "investment"),
    turnover: readAmount(values, "udyam-turnover", "yearly turnover"),
  }
}

const firstInvalid = (values: FormValues) => {
  const { investment, turnover } = read(values)
  return investment.error ? "udyam-investment" : turnover.error ? "udyam-turnover" : undefined
}

/** Udyam (MSME) class by investment and turnover. */
export function UdyamCalculator() {
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const thresholds = useThresholds()
  const { investment, turnover } = read(values)
  const inv = investment.value
  const turn = turnover.value
  const result = inv !== undefined && turn !== undefined ? udyamClass(inv, turn, thresholds) : undefined

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="udyam-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="udyam-form-heading">Your enterprise</h2>
          </legend>
          <AmountField
            name="udyam-investment"
            label="Investment in plant and machinery or equipment"
            hint="For services, the investment in equipment. Type the number and choose its unit: 2.5 with crore, or 2,50,00,000 with rupees."
            values={values}
            defaultUnit="crore"
            error={submitted ? investment.error : undefined}
          />
          <AmountField name="udyam-turnover" label="Yearly turnover" values={values} defaultUnit="crore" error={submitted ? turnover.error : undefined} />
          <div>
            <button type="submit" className="btn btn--primary">
              Find my class
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && result && inv !== undefined && turn !== undefined && (
        <ToolResult id="udyam-result" heading="Your Udyam classification" message={udyamMessage(inv, turn, result)} service="Udyam (MSME) Registration" ref={resultRef}>
          <p className="tool-result__value">{result.name}</p>
          <p>{result.reason}</p>
          <p>
            <Link to={GUIDES.udyam}>Read the guide to Udyam (MSME) registration</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
