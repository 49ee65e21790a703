import * as React from "react"
import { Link } from "gatsby"
import { formatRupees } from "../../lib/tools/amounts"
import { GUIDES, pfContribution, pfMessage } from "../../lib/tools/calculators"
import { useThresholds } from "./ToolFacts"
import { NumberField, readWhole } from "./fields"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

const percent = (bp: number) => `${bp / 100}%`
const DEFAULTS: FormValues = { "pf-wage": "" }
const readWage = (values: FormValues) => readWhole(values["pf-wage"], "monthly wage in rupees", 1)
const firstInvalid = (values: FormValues) => (readWage(values).error ? "pf-wage" : undefined)

/** Monthly PF, EPS and EDLI contributions for a wage. */
export function PfCalculator() {
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const read = readWage(values)
  const thresholds = useThresholds()
  const r = read.value !== undefined ? pfContribution(read.value, thresholds) : undefined
  const t = thresholds.pf
  const capped = r && r.wage > r.pensionWage

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="pf-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="pf-form-heading">The employee's wage</h2>
          </legend>
          <NumberField
            name="pf-wage"
            label="Monthly wage in rupees (basic pay + DA)"
            hint="A whole number of rupees, for example 15000."
            error={submitted ? read.error : undefined}
          />
          <div>
            <button type="submit" className="btn btn--primary">
              Calculate contributions
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && r && (
        <ToolResult id="pf-result" heading="Monthly PF contributions" message={pfMessage(r)} ref={resultRef}>
          <p>For a monthly wage of {formatRupees(r.wage)}:</p>
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">PF contributions for a monthly wage of {formatRupees(r.wage)}</caption>
              <thead>
                <tr>
                  <th scope="col">Contribution</th>
                  <th scope="col">Rate</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Employee PF (deducted from the wage)</th>
                  <td>{percent(t.employeeBp)}</td>
                  <td>{formatRupees(r.employee)}</td>
                </tr>
                <tr>
                  <th scope="row">Employer PF (EPF)</th>
                  <td>{capped ? `${percent(t.employeeBp)} less pension` : percent(t.employerPfBp)}</td>
                  <td>{formatRupees(r.employerPf)}</td>
                </tr>
                <tr>
                  <th scope="row">Employer pension (EPS)</th>
                  <td>
                    {percent(t.pensionBp)} of {formatRupees(r.pensionWage)}
                  </td>
                  <td>{formatRupees(r.pension)}</td>
                </tr>
                <tr>
                  <th scope="row">Employer insurance (EDLI)</th>
                  <td>
                    {percent(t.edliBp)} of {formatRupees(r.pensionWage)}
                  </td>
                  <td>{formatRupees(r.edli)}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Employer's total</th>
                  <td></td>
                  <td>{formatRupees(r.employerTotal)}</td>
                </tr>
                <tr>
                  <th scope="row">Total each month</th>
                  <td></td>
                  <td>{formatRupees(r.total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          {capped && (
            <p>
              The pension share is worked out on {formatRupees(t.wageCeiling)}, the wage ceiling, so it stays at {formatRupees(r.pension)}; the
              rest of the employer's {percent(t.employeeBp)} goes into the PF account.
            </p>
          )}
          <p>
            <Link to={GUIDES.pf}>Read the guide to PF registration</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
