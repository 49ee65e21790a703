import { lookupFact, type FactTable } from "../facts"
import { parseAmount, parseBasisPoints, parseCount, parseRange } from "./amounts"

/**
 * Every limit, rate and fee the tools use, read from content/facts.json:
 * the same values the guides print through {{group.name}} tokens. Change a
 * fact there and the guides and the tools change together.
 */
export interface Thresholds {
  gst: {
    /** Registration is mandatory above this turnover. */
    limit: number
    /** The same limit in special category states. */
    limitSpecial: number
    /** The higher limit some states allow for goods only (Telangana does not). */
    limitGoodsOtherStates: number
  }
  fssai: {
    /** Basic registration below this turnover. */
    basicBelow: number
    /** State licence from min to max turnover (both included). */
    state: { min: number; max: number }
    /** Central licence above this turnover. */
    centralAbove: number
  }
  udyam: {
    micro: { investment: number; turnover: number }
    small: { investment: number; turnover: number }
    medium: { investment: number; turnover: number }
  }
  pf: {
    /** Registration is mandatory from this many employees. */
    employees: number
    /** Rates in hundredths of a per cent. */
    employeeBp: number
    employerPfBp: number
    pensionBp: number
    edliBp: number
    /** Monthly wage on which the pension (and EDLI) share is worked out at most. */
    wageCeiling: number
  }
  esi: { employees: number }
  labour: { workers: number }
  trademark: { feeSmall: number; feeLarge: number }
}

export function buildThresholds(table: FactTable): Thresholds {
  const fact = (key: string) => lookupFact(key, table)
  const amount = (key: string) => parseAmount(fact(key))
  const count = (key: string) => parseCount(fact(key))
  const rate = (key: string) => parseBasisPoints(fact(key))
  return {
    gst: {
      limit: amount("gst.threshold"),
      limitSpecial: amount("gst.thresholdSpecial"),
      limitGoodsOtherStates: amount("gst.thresholdGoodsPartnership"),
    },
    fssai: {
      basicBelow: amount("fssai.basicLimit"),
      state: parseRange(fact("fssai.stateRange")),
      centralAbove: amount("fssai.centralAbove"),
    },
    udyam: {
      micro: { investment: amount("udyam.microInvestment"), turnover: amount("udyam.microTurnover") },
      small: { investment: amount("udyam.smallInvestment"), turnover: amount("udyam.smallTurnover") },
      medium: { investment: amount("udyam.mediumInvestment"), turnover: amount("udyam.mediumTurnover") },
    },
    pf: {
      employees: count("pf.employees"),
      employeeBp: rate("pf.employeeShare"),
      employerPfBp: rate("pf.employerPf"),
      pensionBp: rate("pf.pension"),
      edliBp: rate("pf.edli"),
      wageCeiling: amount("pf.wageCeiling"),
    },
    esi: { employees: count("esi.employees") },
    labour: { workers: count("labour.workers") },
    trademark: { feeSmall: amount("trademark.feeSmall"), feeLarge: amount("trademark.feeLarge") },
  }
}
