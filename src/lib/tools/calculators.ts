import { fill } from "../../config/strings/fill"
import { toolWordsEn, type ToolPageWords } from "../../config/strings/tools-words"
import type { FssaiWords, PfWords, TrademarkWords, UdyamWords } from "../../config/strings/calculator-words"
import { applyRate, describeRupees, formatRupees } from "./amounts"
import type { Thresholds } from "./thresholds"
import { counted } from "./words"

/** Guide pages the calculators link to (canonical paths of content/guides). */
export const GUIDES = {
  fssaiBasic: "/food-license/fssai/food-license-registration",
  fssaiState: "/food-license/fssai/food-state-license",
  fssaiCentral: "/food-license/fssai/food-central-license",
  udyam: "/registrations/company/udyam-(msme)-registration",
  pf: "/registrations/company/pf-registration",
  trademark: "/trademark/services/trademark-registration",
} as const

// ---------------------------------------------------------------- FSSAI

export type FssaiTier = "basic" | "state" | "central"

export interface FssaiResult {
  tier: FssaiTier
  /** "FSSAI basic registration" / "FSSAI state licence" / "FSSAI central licence". */
  name: string
  form: string
  reason: string
  guide: string
}

export const FSSAI_NAMES: Record<FssaiTier, string> = toolWordsEn.fssai.names

/** The facts that state the yearly government fee of each tier (a range for the state licence). */
export const FSSAI_FEE_FACTS: Record<FssaiTier, string[]> = {
  basic: ["fssai.feeRegistration"],
  state: ["fssai.feeStateMin", "fssai.feeStateMax"],
  central: ["fssai.feeCentral"],
}

/**
 * The FSSAI tier for a yearly turnover (FSS (Licensing and Registration of
 * Food Businesses) Regulations, 2011, Schedules 1 and 2): basic registration
 * for a turnover NOT EXCEEDING the basic limit (so exactly the limit is
 * basic), a state licence above it up to and including the top of the state
 * range, a central licence above that. Importers, exporters, e-commerce food
 * businesses (the platforms) and head offices of units in several states need
 * the central licence whatever their turnover. `state` names where a state
 * licence is filed.
 */
export function fssaiTier(turnover: number, centralActivity = false, t: Thresholds, state = "Telangana", words: ToolPageWords = toolWordsEn): FssaiResult {
  const { basicUpTo, state: range, centralAbove } = t.fssai
  const w = words.fssai
  const rupees = (value: number) => describeRupees(value, words.amounts)
  const amount = rupees(turnover)
  if (centralActivity) {
    return {
      tier: "central",
      name: w.names.central,
      form: w.forms.central,
      reason: w.centralActivity,
      guide: GUIDES.fssaiCentral,
    }
  }
  if (turnover <= basicUpTo) {
    return {
      tier: "basic",
      name: w.names.basic,
      form: w.forms.basic,
      reason: fill(w.basic, { amount, limit: rupees(basicUpTo) }),
      guide: GUIDES.fssaiBasic,
    }
  }
  if (turnover <= range.max) {
    return {
      tier: "state",
      name: w.names.state,
      form: fill(w.forms.state, { state }),
      reason: fill(w.state, { amount, min: rupees(range.min), max: rupees(range.max) }),
      guide: GUIDES.fssaiState,
    }
  }
  return {
    tier: "central",
    name: w.names.central,
    form: w.forms.central,
    reason: fill(w.central, { amount, limit: rupees(centralAbove) }),
    guide: GUIDES.fssaiCentral,
  }
}

export function fssaiMessage(turnover: number, centralActivity: boolean, result: FssaiResult, w: FssaiWords, amounts = toolWordsEn.amounts): string {
  const name = result.name
  return [
    w.messageIntro,
    fill(centralActivity ? w.messageTurnoverCentral : w.messageTurnover, { turnover: describeRupees(turnover, amounts) }),
    fill(w.messageResult, { name, form: result.form }),
    fill(w.messageHelp, { name }),
  ].join("\n")
}

// ---------------------------------------------------------------- Udyam

export type UdyamClass = "micro" | "small" | "medium" | "none"

export interface UdyamResult {
  class: UdyamClass
  /** "Micro enterprise"... or "Not an MSME". */
  name: string
  reason: string
}

/**
 * The Udyam class: the smallest class whose investment limit AND turnover
 * limit the enterprise both meets ("up to" the limit, so a limit itself is in
 * the class). Crossing either limit moves it to the next class; above the
 * medium limits it is not an MSME.
 */
export function udyamClass(investment: number, turnover: number, t: Thresholds, w: UdyamWords, amounts = toolWordsEn.amounts): UdyamResult {
  const rupees = (value: number) => describeRupees(value, amounts)
  const inv = rupees(investment)
  const turn = rupees(turnover)
  for (const cls of ["micro", "small", "medium"] as const) {
    const limit = t.udyam[cls]
    if (investment <= limit.investment && turnover <= limit.turnover) {
      return {
        class: cls,
        name: w.names[cls],
        reason: fill(w.within, { investment: inv, investmentLimit: rupees(limit.investment), turnover: turn, turnoverLimit: rupees(limit.turnover), cls: w.classes[cls] }),
      }
    }
  }
  const medium = t.udyam.medium
  const over = [
    investment > medium.investment ? fill(w.overInvestment, { investment: inv, limit: rupees(medium.investment) }) : "",
    turnover > medium.turnover ? fill(w.overTurnover, { turnover: turn, limit: rupees(medium.turnover) }) : "",
  ].filter(Boolean)
  return {
    class: "none",
    name: w.names.none,
    reason: fill(w.none, { over: over.join(w.overJoin) }),
  }
}

export function udyamMessage(investment: number, turnover: number, result: UdyamResult, w: UdyamWords, amounts = toolWordsEn.amounts): string {
  return [
    w.messageIntro,
    fill(w.messageAmounts, { investment: describeRupees(investment, amounts), turnover: describeRupees(turnover, amounts) }),
    fill(w.messageResult, { name: result.name }),
    result.class === "none" ? w.messageHelpNone : w.messageHelp,
  ].join("\n")
}

// ---------------------------------------------------------------- PF

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
 *   if the share is restricted to it.
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
  const employeeWage = basis(options.employee)
  const employerWage = basis(options.employer)
  const pensionWage = Math.min(wage, wageCeiling)
  const adminWage = Math.max(employeeWage, employerWage)
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
    rate: `${employeeBp / 100}%`,
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
  const r = (value: number) => formatRupees(value)
  return [
    w.messageIntro,
    fill(restricted.length ? w.messageWageRestricted : w.messageWage, { wage: r(result.wage), restricted: restricted.join(w.messageRestrictedJoin) }),
    fill(w.messageShares, { employee: r(result.employee), employerPf: r(result.employerPf), pension: r(result.pension), edli: r(result.edli), admin: r(result.admin) }),
    fill(w.messageTotals, { employerTotal: r(result.employerTotal), total: r(result.total) }),
    w.messageHelp,
  ].join("\n")
}

// ---------------------------------------------------------------- Trademark

/** Classes of goods and services under the Nice Classification (1 to 45). */
export const TRADEMARK_CLASSES = 45

export type TrademarkApplicant = "small" | "other"
export type TrademarkFiling = "e-filing" | "physical"

export interface TrademarkResult {
  applicant: TrademarkApplicant
  filing: TrademarkFiling
  classes: number
  feePerClass: number
  total: number
}

export class TrademarkClassesError extends Error {}

/**
 * Government fee for a trademark application (Form TM-A, Trade Marks Rules,
 * 2017, First Schedule): the fee per class for the applicant and the way of
 * filing, times the number of classes (1 to 45).
 */
export function trademarkFee(applicant: TrademarkApplicant, classes: number, t: Thresholds, filing: TrademarkFiling = "e-filing"): TrademarkResult {
  if (!Number.isInteger(classes) || classes < 1 || classes > TRADEMARK_CLASSES) {
    throw new TrademarkClassesError(`Classes must be a whole number from 1 to ${TRADEMARK_CLASSES}`)
  }
  const fees = filing === "physical" ? t.trademark.physical : t.trademark.eFiling
  const feePerClass = fees[applicant]
  return { applicant, filing, classes, feePerClass, total: feePerClass * classes }
}

export function trademarkMessage(result: TrademarkResult, w: TrademarkWords): string {
  const online = result.filing !== "physical"
  return [
    w.messageIntro,
    fill(w.messageApplicant, { applicant: w.applicants[result.applicant], filed: online ? w.messageOnline : w.messageOnPaper }),
    fill(w.messageFee, { fee: formatRupees(result.feePerClass), classes: counted(w.classCount, result.classes), total: formatRupees(result.total) }),
    w.messageHelp,
  ].join("\n")
}
