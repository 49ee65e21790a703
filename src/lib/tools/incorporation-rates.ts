import { lookupFact, type FactTable } from "../facts"
import { parseAmount, parseBasisPoints } from "./amounts"
import { parseList } from "./thresholds"
import type { IncorporationRates } from "./incorporation"

/**
 * The incorporation cost's fees, duties and slabs, read from content/facts.json (group
 * "incorporation") by the build (the `incorporationRates` field of the tool's page data), so the
 * tool's JavaScript carries no fact parsing.
 */
export function incorporationRates(table: FactTable): IncorporationRates {
  const fact = (name: string) => lookupFact(`incorporation.${name}`, table)
  const amount = (name: string) => parseAmount(fact(name))
  const six = (prefix: string) => [1, 2, 3, 4, 5, 6].map(i => amount(`${prefix}${i}`))
  return {
    waiverCapital: amount("feeWaiverCapital"),
    nameFee: amount("nameFee"),
    small: { from: amount("smallFeeFrom"), base: amount("smallFeeBase"), per10k: amount("smallFeePer"), upTo: amount("smallFeeUpTo") },
    general: {
      from: amount("generalFeeFrom"),
      base: amount("generalFeeBase"),
      per10k: amount("generalFeePer"),
      mid: amount("generalFeeMid"),
      per10kMid: amount("generalFeePer2"),
      crore: amount("generalFeeCrore"),
      per10kCrore: amount("generalFeePer3"),
      cap: amount("generalFeeCap"),
    },
    stamp: {
      moa: amount("moaStamp"),
      aoaBp: parseBasisPoints(fact("aoaStampRate")),
      aoaMin: amount("aoaStampMin"),
      aoaMax: amount("aoaStampMax"),
      form: amount("formStamp"),
    },
    llp: { nameFee: amount("llpNameFee"), slabs: parseList(fact("llpSlabs")).map(parseAmount), reg: six("llpReg"), form3: six("llpForm3_") },
    dsc: amount("dscPrice"),
    smallCompanyCapital: parseAmount(lookupFact("pvtLtd.smallCompanyCapital", table)),
  }
}
