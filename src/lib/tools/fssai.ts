import { fill } from "../../config/strings/fill"
import type { ToolPageWords } from "../../config/strings/tools-words"
import type { FssaiWords } from "../../config/strings/calculator-words"
import { describeRupees } from "./typed-amounts"
import type { Thresholds } from "./thresholds"
import { GUIDES } from "./guides"

/* The FSSAI licence tier (the FSSAI licence calculator, and the wizard's FSSAI finding). Each calculator is a module of its own, so a tool page loads only its own (calculators.ts gathers them). */

export type FssaiTier = "basic" | "state" | "central"

export interface FssaiResult {
  tier: FssaiTier
  /** "FSSAI basic registration" / "FSSAI state licence" / "FSSAI central licence". */
  name: string
  form: string
  reason: string
  guide: string
}

export { FSSAI_FEE_FACTS } from "./fssai-fees"

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
export function fssaiTier(turnover: number, centralActivity: boolean, t: Thresholds, state: string, words: ToolPageWords): FssaiResult {
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

export function fssaiMessage(turnover: number, centralActivity: boolean, result: FssaiResult, w: FssaiWords, amounts: ToolPageWords["amounts"]): string {
  const name = result.name
  return [
    w.messageIntro,
    fill(centralActivity ? w.messageTurnoverCentral : w.messageTurnover, { turnover: describeRupees(turnover, amounts) }),
    fill(w.messageResult, { name, form: result.form }),
    fill(w.messageHelp, { name }),
  ].join("\n")
}

