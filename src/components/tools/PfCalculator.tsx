import * as React from "react"
import { TableScroll } from "../guide/TableScroll"
import { Link } from "gatsby"
import { fill } from "../../config/strings/fill"
import type { PfWords } from "../../config/strings/calculator-words"
import { formatRupees } from "../../lib/tools/typed-amounts"
import { percent, pfCeilingNote, pfContribution, pfMessage, type PfBasis } from "../../lib/tools/pf"
import { useThresholds } from "./thresholds-context"
import { NumberField, readWhole } from "./number-field"
import { ChoiceGroup } from "./fields"
import { ToolResult } from "./ToolResult"
import { useToolForm, type FormValues } from "./useToolForm"
import { useToolWords } from "./words"

const DEFAULTS: FormValues = { "pf-wage": "", "pf-employee-basis": "actual", "pf-employer-basis": "actual" }

/** Monthly PF, EPS, EDLI and administration charge for a wage, on the whole wage or the ceiling, in the words of the page's language (its page data). */
export function PfCalculator({ words: w }: { words: PfWords }) {
  const shared = useToolWords()
  const readWage = (values: FormValues) => readWhole(values["pf-wage"], w.wageWhat, { min: 1, rupees: true, example: "15000", grouped: "15,000" }, shared)
  const firstInvalid = (values: FormValues) => (readWage(values).error ? "pf-wage" : undefined)
  const { formRef, resultRef, values, ready, submitted, onChange, onSubmit } = useToolForm(DEFAULTS, firstInvalid)
  const read = readWage(values)
  const thresholds = useThresholds()
  const t = thresholds.pf
  const ceiling = formatRupees(t.wageCeiling)
  const basisChoices = [
    { value: "actual" as const, label: w.basisWhole },
    { value: "ceiling" as const, label: fill(w.basisCeiling, { ceiling }) },
  ]
  const options = { employee: values["pf-employee-basis"] as PfBasis, employer: values["pf-employer-basis"] as PfBasis }
  const r = read.value !== undefined ? pfContribution(read.value, thresholds, options) : undefined
  const above = r && r.wage > t.wageCeiling
  const rateOf = (rate: string, wage: number) => fill(w.rateOf, { rate, wage: formatRupees(wage) })
  /** A rate on the wage, or on the lower wage a share is restricted to ("12% of ₹15,000"). */
  const rateOn = (rate: string, wage: number) => (wage < r!.wage ? rateOf(rate, wage) : rate)
  /** A row of the table: the contribution, its rate (none in the totals) and its amount. */
  const row = (label: string, rate: string | null, amount: number) => (
    <tr>
      <th scope="row">{label}</th>
      <td data-label={rate === null ? undefined : w.rate}>{rate}</td>
      <td data-label={w.amount}>{formatRupees(amount)}</td>
    </tr>
  )

  const tableLabel = r && fill(w.tableLabel, { wage: formatRupees(r.wage) })

  return (
    <>
      <form ref={formRef} className="form tool-form" onChange={onChange} onSubmit={onSubmit} noValidate aria-labelledby="pf-form-heading">
        <fieldset className="tool-form__fields" disabled={!ready}>
          <legend>
            <h2 id="pf-form-heading">{w.formHeading}</h2>
          </legend>
          <NumberField name="pf-wage" label={w.wageLabel} hint={w.wageHint} error={submitted ? read.error : undefined} />
          <ChoiceGroup name="pf-employee-basis" legend={w.employeeLegend} hint={fill(w.employeeHint, { ceiling })} choices={basisChoices} defaultValue="actual" />
          <ChoiceGroup name="pf-employer-basis" legend={w.employerLegend} choices={basisChoices} defaultValue="actual" />
          <div>
            <button type="submit" className="btn btn--primary">
              {w.submit}
            </button>
          </div>
        </fieldset>
      </form>
      {submitted && r && (
        <ToolResult id="pf-result" heading={w.resultHeading} message={pfMessage(r, w)} service={w.service} ref={resultRef}>
          <p>{fill(w.forWage, { wage: formatRupees(r.wage), total: formatRupees(r.total), employee: formatRupees(r.employee), employerTotal: formatRupees(r.employerTotal) })}</p>
          <TableScroll label={tableLabel!}>
            <table>
              <caption className="visually-hidden">{tableLabel}</caption>
              <thead>
                <tr>
                  <th scope="col">{w.contribution}</th>
                  <th scope="col">{w.rate}</th>
                  <th scope="col">{w.amount}</th>
                </tr>
              </thead>
              <tbody>
                {row(w.employee, rateOn(percent(t.employeeBp), r.employeeWage), r.employee)}
                {row(w.employerPf, above ? fill(w.lessPension, { rate: rateOn(percent(t.employeeBp), r.employerWage) }) : percent(t.employerPfBp), r.employerPf)}
                {row(w.pension, rateOf(percent(t.pensionBp), r.pensionWage), r.pension)}
                {row(w.edli, rateOf(percent(t.edliBp), r.pensionWage), r.edli)}
                {row(w.admin, rateOf(percent(t.adminBp), r.adminWage), r.admin)}
              </tbody>
              <tfoot>
                {row(w.employerTotal, null, r.employerTotal)}
                {row(w.total, null, r.total)}
              </tfoot>
            </table>
          </TableScroll>
          {/* the employee's share worked out on the employer's basis, and why (review 36, major: with the employee's share on ₹15,000 and the employer's on the whole wage, the result contradicted the note under it) */}
          {r.employeeRaised && <p id="pf-employee-raised">{fill(w.employeeRaised, { ceiling })}</p>}
          {above && (
            <>
              <p id="pf-ceiling-note">{pfCeilingNote(r.wage, thresholds, w)}</p>
              <p>{fill(w.ceilingShares, { ceiling, pension: formatRupees(r.pension), edli: formatRupees(r.edli), rate: percent(t.employeeBp) })}</p>
            </>
          )}
          {/* the table's charge is this employee's part of the establishment's (review 18: "₹125" beside "at least ₹500 a month" read as a contradiction) */}
          <p>{fill(w.adminNote, { admin: formatRupees(r.admin), minimum: formatRupees(t.adminMinimum) })}</p>
          <p>
            <Link to={w.guide}>{w.readGuide}</Link>
          </p>
        </ToolResult>
      )}
    </>
  )
}
