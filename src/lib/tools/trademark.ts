import { fill } from "../../config/strings/fill"
import type { TrademarkWords } from "../../config/strings/calculator-words"
import { formatRupees } from "./typed-amounts"
import type { Thresholds } from "./thresholds"
import { counted } from "./words"

/* The government fee of a trademark application (the trademark fee calculator). Each calculator is a module of its own, so a tool page loads only its own (calculators.ts gathers them). */

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

/**
 * Government fee for a trademark application (Form TM-A, Trade Marks Rules,
 * 2017, First Schedule): the fee per class for the applicant and the way of
 * filing, times the number of classes, a whole number from 1 to 45 that the caller has checked
 * (the calculator reads it with readWhole; calculators.ts trademarkFee refuses any other).
 */
export function trademarkFeeOf(applicant: TrademarkApplicant, classes: number, t: Thresholds, filing: TrademarkFiling = "e-filing"): TrademarkResult {
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
