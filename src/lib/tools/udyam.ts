import { fill } from "../../config/strings/fill"
import type { ToolPageWords } from "../../config/strings/tools-words"
import type { UdyamWords } from "../../config/strings/calculator-words"
import { describeRupees } from "./typed-amounts"
import type { Thresholds } from "./thresholds"

/* The Udyam (MSME) class (the Udyam classification calculator). Each calculator is a module of its own, so a tool page loads only its own (calculators.ts gathers them). */

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
export function udyamClass(investment: number, turnover: number, t: Thresholds, w: UdyamWords, amounts: ToolPageWords["amounts"]): UdyamResult {
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

export function udyamMessage(investment: number, turnover: number, result: UdyamResult, w: UdyamWords, amounts: ToolPageWords["amounts"]): string {
  return [
    w.messageIntro,
    fill(w.messageAmounts, { investment: describeRupees(investment, amounts), turnover: describeRupees(turnover, amounts) }),
    fill(w.messageResult, { name: result.name }),
    result.class === "none" ? w.messageHelpNone : w.messageHelp,
  ].join("\n")
}

