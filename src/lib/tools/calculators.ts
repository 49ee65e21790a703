/**
 * The calculators of the tools, gathered: each is a module of its own (fssai.ts, udyam.ts, pf.ts,
 * trademark.ts), which its tool imports directly, so that a tool page's JavaScript carries its own
 * calculator only. Their sentences come in the page's words (src/config/strings/calculator-words.ts).
 */
export * from "./guides"
export * from "./fssai"
export * from "./udyam"
export * from "./pf"
export * from "./trademark"

/*
 * The FSSAI and Udyam calculators with English words unless given: the calculators' modules take
 * the words of the page's language always (a tool's JavaScript carries no words table), these
 * serve the build and the tests, which compute in English.
 */
import { toolWordsEn, type ToolPageWords } from "../../config/strings/tools-words"
import type { FssaiWords, UdyamWords } from "../../config/strings/calculator-words"
import * as fssai from "./fssai"
import * as udyam from "./udyam"
import { TRADEMARK_CLASSES, trademarkFeeOf, type TrademarkApplicant, type TrademarkFiling } from "./trademark"
import type { Thresholds } from "./thresholds"

export const FSSAI_NAMES: Record<fssai.FssaiTier, string> = toolWordsEn.fssai.names

export const fssaiTier = (turnover: number, centralActivity = false, t: Thresholds, state = "Telangana", words: ToolPageWords = toolWordsEn) =>
  fssai.fssaiTier(turnover, centralActivity, t, state, words)

export const fssaiMessage = (turnover: number, centralActivity: boolean, result: fssai.FssaiResult, w: FssaiWords, amounts = toolWordsEn.amounts) =>
  fssai.fssaiMessage(turnover, centralActivity, result, w, amounts)

export const udyamClass = (investment: number, turnover: number, t: Thresholds, w: UdyamWords, amounts = toolWordsEn.amounts) => udyam.udyamClass(investment, turnover, t, w, amounts)

export const udyamMessage = (investment: number, turnover: number, result: udyam.UdyamResult, w: UdyamWords, amounts = toolWordsEn.amounts) =>
  udyam.udyamMessage(investment, turnover, result, w, amounts)


/** A number of classes that is not a whole number from 1 to 45. */
export class TrademarkClassesError extends Error {}

/**
 * The trademark fee (trademark.ts trademarkFeeOf) for a number of classes, refused unless it is a
 * whole number from 1 to 45 (the calculator checks what a visitor types before it computes).
 */
export function trademarkFee(applicant: TrademarkApplicant, classes: number, t: Thresholds, filing: TrademarkFiling = "e-filing") {
  if (!Number.isInteger(classes) || classes < 1 || classes > TRADEMARK_CLASSES) {
    throw new TrademarkClassesError(`Classes must be a whole number from 1 to ${TRADEMARK_CLASSES}`)
  }
  return trademarkFeeOf(applicant, classes, t, filing)
}
