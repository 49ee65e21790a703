import { fill } from "../../config/strings/fill"
import type { PfWords } from "../../config/strings/calculator-words"
import { applyRate, formatRupees } from "./typed-amounts"
import type { Thresholds } from "./thresholds"

/* Monthly PF contributions (the PF contribution calculator). Each calculator is a module of its own, so a tool page loads only its own (calculators.ts gathers them). */

/** The wage a PF share is worked out on: the whole wage, or the wage ceiling when the wage is above it. */
export type PfBasis = "actual" | "ceiling"

export interface PfOptions {
  /** The employee's 12%: on the whole wage, or restricted to the ceiling. */
  employee: PfBasis
  /** The employer's 12% (EPF + EPS): on the whole wage, or restricted to the ceiling. */
  employer: PfBasis
}

export const PF_DEFAULT_OPTIONS: PfOptions = { employee: "actual", employer: "actual" }

export interface PfResult {
  wage: number
  options: PfOptions
  /** Wage the employee's share is worked out on. */
  employeeWage: number
  /**
   * The employee's share chosen on the ceiling but worked out on the whole wage, because the
   * employer's is (the employee's contribution is at least equal to the employer's: Code on Social
   * Security, 2020, section 16(1)(a)); the result says so (PfWords.employeeRaised).
   */
  employeeRaised: boolean
  /** Wage the employer's PF and pension shares are worked out on. */
  employerWage: number
  /** Wage on which the pension and EDLI shares are worked out (the wage, at most the ceiling). */
  pensionWage: number
  /** Wage on which the administration charge is worked out (the PF wages in the return: the larger basis). */
  adminWage: number
  employee: number
  /** Employer share into the employee's PF account (EPF). */
  employerPf: number
  /** Employer share into the Employees' Pension Scheme (EPS). */
  pension: number
  /** Employer share for the Employees' Deposit Linked Insurance (EDLI); capped by the ceiling. */
  edli: number
  /** Employer's administration charge to EPFO for this employee. */
  admin: number
  /** Everything the employer pays: EPF + EPS + EDLI + administration charge. */
  employerTotal: number
  total: number
}

/**
 * Monthly PF contributions for a wage (basic pay plus DA, and allowances above
 * half of the pay under the labour codes), each rounded to the nearest rupee.
 *
 * - The employee pays the employee rate on the whole wage, or on the ceiling
 *   if the share is restricted to it, but never on less than the employer's
 *   basis: the employee's contribution is equal to the employer's, and may be
 *   more, the employer not being bound to pay more than its own (Code on
 *   Social Security, 2020, section 16(1)(a): in force from 3 May 2023 by the
 *   Ministry of Labour and Employment's notification of that date, as reported
 *   by SCC Online on 5 May 2023; the same rule as section 6 of the EPF Act,
 *   1952 and paragraph 29(2) of the 1952 scheme before it), so with the
 *   employer on the whole wage the employee is too.
 * - The employer pays the same rate on its own basis (whole wage or ceiling):
 *   the pension rate on the wage up to the ceiling goes to EPS, the rest to the
 *   employee's PF account (the employer PF rate when the wage is within the
 *   ceiling).
 * - EDLI is the EDLI rate on the wage up to the ceiling (so never more than
 *   the rate of the ceiling).
 * - The administration charge is the admin rate on the PF wages (the larger of
 *   the two bases); EPFO charges an establishment at least the monthly
 *   minimum in all, which the page states beside the table.
 */
export function pfContribution(wage: number, t: Thresholds, options: PfOptions = PF_DEFAULT_OPTIONS): PfResult {
  const { employeeBp, employerPfBp, pensionBp, edliBp, adminBp, wageCeiling } = t.pf
  const basis = (b: PfBasis) => (b === "ceiling" ? Math.min(wage, wageCeiling) : wage)
  const chosen = basis(options.employee)
  const employerWage = basis(options.employer)
  const employeeWage = Math.max(chosen, employerWage)
  const employeeRaised = employeeWage > chosen
  const pensionWage = Math.min(wage, wageCeiling)
  // (the larger basis: the employee's, never below the employer's)
  const adminWage = employeeWage
  const employee = applyRate(employeeWage, employeeBp)
  const pension = applyRate(pensionWage, pensionBp)
  const employerPf = applyRate(employerWage, employerPfBp + pensionBp) - pension
  const edli = applyRate(pensionWage, edliBp)
  const admin = applyRate(adminWage, adminBp)
  const employerTotal = employerPf + pension + edli + admin
  return {
    wage,
    options,
    employeeWage,
    employeeRaised,
    employerWage,
    pensionWage,
    adminWage,
    employee,
    employerPf,
    pension,
    edli,
    admin,
    employerTotal,
    total: employee + employerTotal,
  }
}

/** A rate in basis points as shown ("12%", "8.33%"). */
export const percent = (bp: number) => `${bp / 100}%`

/**
 * Above the wage ceiling, PF on the part of the wage above it is optional:
 * the required share is the rate on the ceiling, and more only if the
 * employee and the employer both choose to pay on the whole wage. Null when
 * the wage is within the ceiling.
 */
export function pfCeilingNote(wage: number, t: Thresholds, w: PfWords): string | null {
  const { employeeBp, wageCeiling } = t.pf
  if (wage <= wageCeiling) return null
  return fill(w.ceilingNote, {
    ceiling: formatRupees(wageCeiling),
    rate: percent(employeeBp),
    onCeiling: formatRupees(applyRate(wageCeiling, employeeBp)),
    wage: formatRupees(wage),
    onWage: formatRupees(applyRate(wage, employeeBp)),
  })
}

export function pfMessage(result: PfResult, w: PfWords): string {
  const restricted = [
    result.employeeWage < result.wage ? fill(w.messageEmployeeOn, { wage: formatRupees(result.employeeWage) }) : "",
    result.employerWage < result.wage ? fill(w.messageEmployerOn, { wage: formatRupees(result.employerWage) }) : "",
  ].filter(Boolean)
  const r = formatRupees
  return [
    w.messageIntro,
    fill(restricted.length ? w.messageWageRestricted : w.messageWage, { wage: r(result.wage), restricted: restricted.join(w.messageRestrictedJoin) }),
    fill(w.messageShares, { employee: r(result.employee), employerPf: r(result.employerPf), pension: r(result.pension), edli: r(result.edli), admin: r(result.admin) }),
    fill(w.messageTotals, { employerTotal: r(result.employerTotal), total: r(result.total) }),
    w.messageHelp,
  ].join("\n")
}

