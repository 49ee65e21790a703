import * as React from "react"
import { Link } from "gatsby"
import { formatRupees } from "../../lib/tools/amounts"
import {
  GUIDES,
  TRADEMARK_APPLICANTS,
  TRADEMARK_CLASSES,
  TRADEMARK_FILINGS,
  trademarkFee,
  trademarkMessage,
  type TrademarkApplicant,
  type TrademarkFiling,
} from "../../lib/tools/calculators"
import { ChoiceGroup, NumberField, readWhole } from "./fields"
import { useThresholds } from "./ToolFacts"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

const APPLICANTS = (Object.keys(TRADEMARK_APPLICANTS) as TrademarkApplicant[]).map(value => ({ value, label: TRADEMARK_APPLICANTS[value] }))
const FILINGS = (Object.keys(TRADEMARK_FILINGS) as TrademarkFiling[]).map(value => ({ value, label: TRADEMARK_FILINGS[value] }))

const DEFAULTS: FormValues = { "tm-applicant": "small", "tm-filing": "e-filing", "tm-classes": "1" }
const readClasses = (values: FormValues) => readWhole(values["tm-classes"], "number of classes", { min: 1, max: TRADEMARK_CLASSES, example: "2" })
const firstInvalid = (values: FormValues) => (readClasses(values).error ? "tm-classes" : undefined)

/** Government filing fee for a trademark: fee per class times classes. */
export function TrademarkCalculator() {
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const thresholds = useThresholds()
  const applicant = values["tm-applicant"] as TrademarkApplicant
  const filing = values["tm-filing"] as TrademarkFiling
  const read = readClasses(values)
  const result = read.value !== undefined ? trademarkFee(applicant, read.value, thresholds, filing) : undefined

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="tm-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="tm-form-heading">Your application</h2>
          </legend>
          <ChoiceGroup
            name="tm-applicant"
            legend="Who is applying?"
            hint="A small enterprise is one registered under Udyam; a startup is one recognised by DPIIT."
            choices={APPLICANTS}
            defaultValue="small"
          />
          <ChoiceGroup name="tm-filing" legend="How will the application be filed?" choices={FILINGS} defaultValue="e-filing" />
          <NumberField
            name="tm-classes"
            label="Number of classes"
            hint={`Goods and services fall in ${TRADEMARK_CLASSES} classes; most small businesses file in one or two.`}
            defaultValue="1"
            error={submitted ? read.error : undefined}
          />
          <div>
            <button type="submit" className="btn btn--primary">
              Calculate the fee
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && result && (
        <ToolResult id="tm-result" heading="Government filing fee" message={trademarkMessage(result)} service="Trademark Registration" ref={resultRef}>
          <p className="tool-result__value">{formatRupees(result.total)}</p>
          <p>
            {formatRupees(result.feePerClass)} per class × {result.classes} {result.classes === 1 ? "class" : "classes"},{" "}
            {result.filing === "physical" ? "filed on paper" : "filed online"}. The fee is paid for each class when the application is filed; our
            professional fee is quoted separately.
          </p>
          <p>
            <Link to={GUIDES.trademark}>Read the guide to trademark registration</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
