import { lookupFact, type FactTable } from "../facts"
import { parseAmount, parseBasisPoints, parseCount, parseRange } from "./amounts"
import { FSSAI_FEE_FACTS } from "./fssai-fees"

/**
 * Every limit, rate and fee the calculators and the wizard use, read from
 * content/facts.json: the same values the guides print through
 * {{group.name}} tokens. Change a fact there and the guides and the tools
 * change together; nothing here is a copy of a figure.
 */
export interface Thresholds {
  gst: {
    /** Registration limit for services, and for goods in states that kept it (Telangana among them). */
    limit: number
    /** The limit in the special category states that kept the lowest limit. */
    limitSpecial: number
    /** The higher limit for suppliers of goods only, in states that adopted it (Notification 10/2019-CT). */
    limitGoods: number
    /** States with the special (lowest) limit for goods and services. */
    specialStates: string[]
    /** From when small sellers of goods through e-commerce operators may register under the lower limit, as the facts write the date. */
    ecoSmallSellerFrom: string
  }
  fssai: {
    /** Basic registration for turnover up to and including this amount. */
    basicUpTo: number
    /** State licence above `min` up to and including `max`. */
    state: { min: number; max: number }
    /** Central licence above this turnover. */
    centralAbove: number
    /** The yearly government fee of each tier as the facts state it (a range for the state licence: its two ends). */
    fees: { basic: string[]; state: string[]; central: string[] }
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
    adminBp: number
    /** The least administration charge an establishment pays a month. */
    adminMinimum: number
    /** Monthly wage ceiling: EPS and EDLI are worked out on at most this, and either share may be restricted to it. */
    wageCeiling: number
  }
  esi: {
    /** ESI covers establishments with this many employees or more. */
    employees: number
    /** Employees earning up to this a month are covered. */
    wageLimit: number
  }
  labour: {
    /** A contract labour licence is needed from this many contract workers. */
    workers: number
    /** An establishment registers under the OSH Code from this many workers (its own and contract workers). */
    establishment: number
    /** Since when the labour codes are in force, as the facts write the date. */
    codesInForce: string
  }
  trademark: {
    eFiling: { small: number; other: number }
    physical: { small: number; other: number }
  }
}

/** "Manipur, Mizoram, Nagaland and Tripura" -> ["Manipur", "Mizoram", "Nagaland", "Tripura"]. */
export function parseList(text: string): string[] {
  return text
    .split(/\s*,\s*|\s+and\s+/)
    .map(s => s.trim())
    .filter(Boolean)
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
      limitGoods: amount("gst.thresholdGoodsPartnership"),
      specialStates: parseList(fact("gst.specialStates")),
      ecoSmallSellerFrom: fact("gst.ecoSmallSellerFrom"),
    },
    fssai: {
      basicUpTo: amount("fssai.basicLimit"),
      state: parseRange(fact("fssai.stateRange")),
      centralAbove: amount("fssai.centralAbove"),
      fees: {
        basic: FSSAI_FEE_FACTS.basic.map(fact),
        state: FSSAI_FEE_FACTS.state.map(fact),
        central: FSSAI_FEE_FACTS.central.map(fact),
      },
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
      adminBp: rate("pf.adminCharge"),
      adminMinimum: amount("pf.adminMinimum"),
      wageCeiling: amount("pf.wageCeiling"),
    },
    esi: { employees: count("esi.employees"), wageLimit: amount("esi.wageLimit") },
    labour: { workers: count("labour.workers"), establishment: count("labour.establishmentWorkers"), codesInForce: fact("labour.codesInForce") },
    trademark: {
      eFiling: { small: amount("trademark.feeSmall"), other: amount("trademark.feeLarge") },
      physical: { small: amount("trademark.feeSmallPhysical"), other: amount("trademark.feeLargePhysical") },
    },
  }
}
