import { applyRate, describeRupees, formatRupees } from "./amounts"
import type { Thresholds } from "./thresholds"

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

export const FSSAI_NAMES: Record<FssaiTier, string> = {
  basic: "FSSAI basic registration",
  state: "FSSAI state licence",
  central: "FSSAI central licence",
}

/**
 * The FSSAI tier for a yearly turnover: basic below the basic limit, state
 * from that limit up to and including the top of the state range, central above.
 * Importers, exporters, e-commerce food businesses and multi-state head
 * offices need the central licence whatever their turnover.
 */
export function fssaiTier(turnover: number, centralActivity = false, t: Thresholds): FssaiResult {
  const { basicBelow, state, centralAbove } = t.fssai
  const amount = describeRupees(turnover)
  if (centralActivity) {
    return {
      tier: "central",
      name: FSSAI_NAMES.central,
      form: "Form B, filed with FSSAI",
      reason: "Importers, exporters, e-commerce food businesses and multi-state head offices need the central licence whatever their turnover.",
      guide: GUIDES.fssaiCentral,
    }
  }
  if (turnover < basicBelow) {
    return {
      tier: "basic",
      name: FSSAI_NAMES.basic,
      form: "Form A",
      reason: `Turnover of ${amount} is under ${describeRupees(basicBelow)}, the limit for basic registration.`,
      guide: GUIDES.fssaiBasic,
    }
  }
  if (turnover <= state.max) {
    return {
      tier: "state",
      name: FSSAI_NAMES.state,
      form: "Form B, filed with the Telangana food safety department",
      reason: `Turnover of ${amount} is within ${describeRupees(state.min)} to ${describeRupees(state.max)}, the range for a state licence.`,
      guide: GUIDES.fssaiState,
    }
  }
  return {
    tier: "central",
    name: FSSAI_NAMES.central,
    form: "Form B, filed with FSSAI",
    reason: `Turnover of ${amount} is above ${describeRupees(centralAbove)}, the limit for a central licence.`,
    guide: GUIDES.fssaiCentral,
  }
}

export function fssaiMessage(turnover: number, centralActivity: boolean, result: FssaiResult): string {
  return [
    "Hello, I used the FSSAI licence calculator on your website.",
    `Yearly food turnover: ${describeRupees(turnover)}${centralActivity ? " (import, export, e-commerce or more than one state)" : ""}.`,
    `Result: ${result.name} (${result.form}).`,
    `Please help me apply for the ${result.name}.`,
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

export const UDYAM_NAMES: Record<UdyamClass, string> = {
  micro: "Micro enterprise",
  small: "Small enterprise",
  medium: "Medium enterprise",
  none: "Not an MSME",
}

/**
 * The Udyam class: the smallest class whose investment limit AND turnover
 * limit the enterprise both meets ("up to" the limit, so a limit itself is in
 * the class). Crossing either limit moves it to the next class; above the
 * medium limits it is not an MSME.
 */
export function udyamClass(investment: number, turnover: number, t: Thresholds): UdyamResult {
  const inv = describeRupees(investment)
  const turn = describeRupees(turnover)
  for (const cls of ["micro", "small", "medium"] as const) {
    const limit = t.udyam[cls]
    if (investment <= limit.investment && turnover <= limit.turnover) {
      return {
        class: cls,
        name: UDYAM_NAMES[cls],
        reason: `Investment of ${inv} is within ${describeRupees(limit.investment)} and turnover of ${turn} is within ${describeRupees(limit.turnover)}, the ${cls} enterprise limits.`,
      }
    }
  }
  const medium = t.udyam.medium
  const over = [
    investment > medium.investment ? `investment of ${inv} is above ${describeRupees(medium.investment)}` : "",
    turnover > medium.turnover ? `turnover of ${turn} is above ${describeRupees(medium.turnover)}` : "",
  ].filter(Boolean)
  return {
    class: "none",
    name: UDYAM_NAMES.none,
    reason: `The ${over.join(" and ")}, beyond the medium enterprise limits, so Udyam registration is not available.`,
  }
}

export function udyamMessage(investment: number, turnover: number, result: UdyamResult): string {
  return [
    "Hello, I used the Udyam classification calculator on your website.",
    `Investment in plant, machinery or equipment: ${describeRupees(investment)}. Yearly turnover: ${describeRupees(turnover)}.`,
    `Result: ${result.name}.`,
    result.class === "none" ? "Please advise me on the registrations my business needs." : "Please help me with Udyam (MSME) registration.",
  ].join("\n")
}

// ---------------------------------------------------------------- PF

export interface PfResult {
  wage: number
  /** Wage on which the pension and EDLI shares are worked out (the wage, at most the ceiling). */
  pensionWage: number
  employee: number
  /** Employer share into the employee's PF account (EPF). */
  employerPf: number
  /** Employer share into the Employees' Pension Scheme (EPS). */
  pension: number
  /** Employer share for the Employees' Deposit Linked Insurance (EDLI). */
  edli: number
  employerTotal: number
  total: number
}

/**
 * Monthly PF contributions for a wage (basic pay plus DA), each rounded to the
 * nearest rupee. The employee pays the employee rate on the whole wage. The
 * employer pays the same total into PF and pension: the pension rate on the
 * wage up to the ceiling goes to EPS (so at most the pension rate of the
 * ceiling), the rest to the employee's PF account (the employer PF rate when
 * the wage is within the ceiling). EDLI is the EDLI rate on the wage up to the
 * ceiling.
 */
export function pfContribution(wage: number, t: Thresholds): PfResult {
  const { employeeBp, employerPfBp, pensionBp, edliBp, wageCeiling } = t.pf
  const pensionWage = Math.min(wage, wageCeiling)
  const employee = applyRate(wage, employeeBp)
  const pension = applyRate(pensionWage, pensionBp)
  const employerPf = applyRate(wage, employerPfBp + pensionBp) - pension
  const edli = applyRate(pensionWage, edliBp)
  const employerTotal = employerPf + pension + edli
  return { wage, pensionWage, employee, employerPf, pension, edli, employerTotal, total: employee + employerTotal }
}

export function pfMessage(result: PfResult): string {
  return [
    "Hello, I used the PF contribution calculator on your website.",
    `Monthly wage (basic + DA): ${formatRupees(result.wage)}.`,
    `Employee PF: ${formatRupees(result.employee)}. Employer PF (EPF): ${formatRupees(result.employerPf)}. Pension (EPS): ${formatRupees(result.pension)}. EDLI: ${formatRupees(result.edli)}.`,
    `Total each month: ${formatRupees(result.total)}.`,
    "Please help me with PF registration and monthly filing.",
  ].join("\n")
}

// ---------------------------------------------------------------- Trademark

/** Classes of goods and services under the Nice Classification (1 to 45). */
export const TRADEMARK_CLASSES = 45

export type TrademarkApplicant = "small" | "other"

export const TRADEMARK_APPLICANTS: Record<TrademarkApplicant, string> = {
  small: "Individual, startup or small enterprise with Udyam registration",
  other: "Any other applicant (company, firm or LLP without Udyam or startup recognition)",
}

export interface TrademarkResult {
  applicant: TrademarkApplicant
  classes: number
  feePerClass: number
  total: number
}

export class TrademarkClassesError extends Error {}

/** Government filing fee: the fee per class for the applicant times the number of classes (1 to 45). */
export function trademarkFee(applicant: TrademarkApplicant, classes: number, t: Thresholds): TrademarkResult {
  if (!Number.isInteger(classes) || classes < 1 || classes > TRADEMARK_CLASSES) {
    throw new TrademarkClassesError(`Classes must be a whole number from 1 to ${TRADEMARK_CLASSES}`)
  }
  const feePerClass = applicant === "small" ? t.trademark.feeSmall : t.trademark.feeLarge
  return { applicant, classes, feePerClass, total: feePerClass * classes }
}

export function trademarkMessage(result: TrademarkResult): string {
  const classes = `${result.classes} class${result.classes === 1 ? "" : "es"}`
  return [
    "Hello, I used the trademark fee calculator on your website.",
    `Applicant: ${TRADEMARK_APPLICANTS[result.applicant]}.`,
    `Government fee: ${formatRupees(result.feePerClass)} x ${classes} = ${formatRupees(result.total)}.`,
    "Please help me file my trademark application.",
  ].join("\n")
}
