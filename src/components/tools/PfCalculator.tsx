import * as React from "react"
import { TableScroll } from "../guide/TableScroll"
import { Link } from "gatsby"
import { formatRupees } from "../../lib/tools/amounts"
import { GUIDES, pfCeilingNote, pfContribution, pfMessage, type PfBasis } from "../../lib/tools/calculators"
import { useThresholds } from "./ToolFacts"
import { ChoiceGroup, NumberField, readWhole } from "./fields"
import { ToolResult, useToolForm, type FormValues } from "./ToolResult"

const percent = (bp: number) => `${bp / 100}%`
const DEFAULTS: FormValues = { "pf-wage": "", "pf-employee-basis": "actual", "pf-employer-basis": "actual" }
const readWage = (values: FormValues) => readWhole(values["pf-wage"], "monthly wage in rupees", { min: 1, rupees: true, example: "15000", grouped: "15,000" })
const firstInvalid = (values: FormValues) => (readWage(values).error ? "pf-wage" : undefined)

/** Monthly PF, EPS, EDLI and administration charge for a wage, on the whole wage or the ceiling. */
export function PfCalculator() {
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const read = readWage(values)
  const thresholds = useThresholds()
  const t = thresholds.pf
  const ceiling = formatRupees(t.wageCeiling)
  const basisChoices = [
    { value: "actual" as const, label: "The whole wage" },
    { value: "ceiling" as const, label: `${ceiling}, the wage ceiling (if the wage is higher)` },
  ]
  const options = { employee: values["pf-employee-basis"] as PfBasis, employer: values["pf-employer-basis"] as PfBasis }
  const r = read.value !== undefined ? pfContribution(read.value, thresholds, options) : undefined
  const above = r && r.wage > t.wageCeiling
  const on = (wage: number) => (r && wage < r.wage ? ` of ${formatRupees(wage)}` : "")

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
            hint="A whole number of rupees, for example 15000 or 15,000. Under the labour codes, allowances above half of the total pay count as wages too."
            error={submitted ? read.error : undefined}
          />
          <ChoiceGroup
            name="pf-employee-basis"
            legend="The employee's share is worked out on"
            hint={`Matters only when the wage is above ${ceiling}: PF may be paid on the whole wage or restricted to ${ceiling}.`}
            choices={basisChoices}
            defaultValue="actual"
          />
          <ChoiceGroup name="pf-employer-basis" legend="The employer's share is worked out on" choices={basisChoices} defaultValue="actual" />
          <div>
            <button type="submit" className="btn btn--primary">
              Calculate contributions
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && r && (
        <ToolResult id="pf-result" heading="Monthly PF contributions" message={pfMessage(r)} service="PF Registration" ref={resultRef}>
          {above && (
            <p className="pf-ceiling-note" id="pf-ceiling-note">
              {pfCeilingNote(r.wage, thresholds)}
            </p>
          )}
          <p>For a monthly wage of {formatRupees(r.wage)}:</p>
          <TableScroll label={`PF contributions for a monthly wage of ${formatRupees(r.wage)}`}>
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
                  <td data-label="Rate">
                    {percent(t.employeeBp)}
                    {on(r.employeeWage)}
                  </td>
                  <td data-label="Amount">{formatRupees(r.employee)}</td>
                </tr>
                <tr>
                  <th scope="row">Employer PF (EPF)</th>
                  <td data-label="Rate">
                    {above ? `${percent(t.employeeBp)}${on(r.employerWage)} less pension` : percent(t.employerPfBp)}
                  </td>
                  <td data-label="Amount">{formatRupees(r.employerPf)}</td>
                </tr>
                <tr>
                  <th scope="row">Employer pension (EPS)</th>
                  <td data-label="Rate">
                    {percent(t.pensionBp)} of {formatRupees(r.pensionWage)}
                  </td>
                  <td data-label="Amount">{formatRupees(r.pension)}</td>
                </tr>
                <tr>
                  <th scope="row">Employer insurance (EDLI)</th>
                  <td data-label="Rate">
                    {percent(t.edliBp)} of {formatRupees(r.pensionWage)}
                  </td>
                  <td data-label="Amount">{formatRupees(r.edli)}</td>
                </tr>
                <tr>
                  <th scope="row">Employer administration charge</th>
                  <td data-label="Rate">
                    {percent(t.adminBp)} of {formatRupees(r.adminWage)}
                  </td>
                  <td data-label="Amount">{formatRupees(r.admin)}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Employer's total</th>
                  <td></td>
                  <td data-label="Amount">{formatRupees(r.employerTotal)}</td>
                </tr>
                <tr>
                  <th scope="row">Total each month</th>
                  <td></td>
                  <td data-label="Amount">{formatRupees(r.total)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
          {above && (
            <p>
              The pension and insurance shares are worked out on at most {ceiling}, the wage ceiling, so they stay at {formatRupees(r.pension)} and{" "}
              {formatRupees(r.edli)}; the rest of the employer's {percent(t.employeeBp)} goes into the PF account.
            </p>
          )}
          <p>
            The administration charge is paid by the employer on the PF wages of all employees together, at least {formatRupees(t.adminMinimum)} a
            month for the establishment.
          </p>
          <p>
            <Link to={GUIDES.pf}>Read the guide to PF registration</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
