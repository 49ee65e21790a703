import {
  AmountParseError,
  applyRate,
  describeRupees,
  formatAmountWords,
  formatIndian,
  formatRupees,
  parseAmount,
  parseBasisPoints,
  parseCount,
  parsePercent,
  parseRange,
  parseUserAmount,
  parseUserWhole,
} from "../../src/lib/tools/amounts"
import { buildThresholds } from "../../src/lib/tools/thresholds"
import { facts, thresholds } from "../helpers/facts"

describe("parsing the fact strings", () => {
  it("reads lakh, crore and plain rupee amounts", () => {
    expect(parseAmount("20 lakh")).toBe(2_000_000)
    expect(parseAmount("10 lakh")).toBe(1_000_000)
    expect(parseAmount("1 crore")).toBe(10_000_000)
    expect(parseAmount("250 crore")).toBe(2_500_000_000)
    expect(parseAmount("15,000")).toBe(15_000)
    expect(parseAmount("INR 4,500 per class")).toBe(4_500)
    expect(parseAmount("INR 9,000")).toBe(9_000)
    expect(parseAmount("12,00,000")).toBe(1_200_000)
    expect(parseAmount("1.5 crore")).toBe(15_000_000)
    expect(parseAmount("0.12 crore")).toBe(1_200_000)
    expect(parseAmount("2 lakhs")).toBe(200_000)
    expect(parseAmount("5 cr")).toBe(50_000_000)
  })

  it("refuses text with no amount or two amounts", () => {
    expect(() => parseAmount("one year")).toThrow(AmountParseError)
    expect(() => parseAmount("12 lakh to 20 crore")).toThrow(/one amount/)
  })

  it("reads ranges, carrying the upper unit to a bare lower end", () => {
    expect(parseRange("12 lakh to 20 crore")).toEqual({ min: 1_200_000, max: 200_000_000 })
    expect(parseRange("500 to 5,000")).toEqual({ min: 500, max: 5_000 })
    expect(parseRange("Rs. 500 to 2000")).toEqual({ min: 500, max: 2_000 })
    expect(parseRange("5,000 to 50,000")).toEqual({ min: 5_000, max: 50_000 })
    expect(parseRange("5 to 10 lakh")).toEqual({ min: 500_000, max: 1_000_000 })
    expect(() => parseRange("20 crore")).toThrow(AmountParseError)
    expect(() => parseRange("20 crore to 12 lakh")).toThrow(/backwards/)
  })

  it("reads counts", () => {
    expect(parseCount("20 employees")).toBe(20)
    expect(parseCount("10 or more employees")).toBe(10)
    expect(parseCount("20 workers")).toBe(20)
    expect(parseCount("10")).toBe(10)
    expect(() => parseCount("2.5 employees")).toThrow(/whole number/)
  })

  it("reads percentages exactly", () => {
    expect(parsePercent("12%")).toBe(0.12)
    expect(parsePercent("8.33%")).toBe(0.0833)
    expect(parseBasisPoints("12%")).toBe(1200)
    expect(parseBasisPoints("3.67%")).toBe(367)
    expect(parseBasisPoints("8.33%")).toBe(833)
    expect(parseBasisPoints("0.5%")).toBe(50)
    expect(parseBasisPoints("12% a year")).toBe(1200)
    expect(() => parseBasisPoints("twelve")).toThrow(AmountParseError)
  })
})

describe("rounding and writing amounts", () => {
  it("applies a rate to the nearest rupee, half up", () => {
    expect(applyRate(15_000, 833)).toBe(1_250) // 1,249.50
    expect(applyRate(15_000, 367)).toBe(551) // 550.50
    expect(applyRate(10_000, 1200)).toBe(1_200)
    expect(applyRate(14_999, 833)).toBe(1_249) // 1,249.42
    expect(applyRate(101, 50)).toBe(1) // 0.505
    expect(applyRate(99, 50)).toBe(0) // 0.495
  })

  it("groups digits the Indian way", () => {
    expect(formatIndian(0)).toBe("0")
    expect(formatIndian(999)).toBe("999")
    expect(formatIndian(15_000)).toBe("15,000")
    expect(formatIndian(1_200_000)).toBe("12,00,000")
    expect(formatIndian(2_500_000_000)).toBe("2,50,00,00,000")
    expect(formatIndian(1_199_999.5)).toBe("11,99,999.5")
    expect(formatRupees(1_250)).toBe("₹1,250")
  })

  it("names amounts in lakh and crore when exact", () => {
    expect(formatAmountWords(2_000_000)).toBe("20 lakh")
    expect(formatAmountWords(1_250_000)).toBe("12.5 lakh")
    expect(formatAmountWords(10_000_000)).toBe("1 crore")
    expect(formatAmountWords(200_000_000)).toBe("20 crore")
    expect(formatAmountWords(200_100_000)).toBe("20.01 crore")
    expect(formatAmountWords(200_000_001)).toBe("20,00,00,001")
    expect(formatAmountWords(1_199_999)).toBe("11,99,999")
    expect(formatAmountWords(15_000)).toBe("15,000")
    expect(describeRupees(1_000_000)).toBe("₹10 lakh")
  })
})

describe("what a visitor types", () => {
  it("reads amounts with a unit", () => {
    expect(parseUserAmount("12", "lakh")).toEqual({ ok: true, value: 1_200_000 })
    expect(parseUserAmount(" 11.99999 ", "lakh")).toEqual({ ok: true, value: 1_199_999 })
    expect(parseUserAmount("20", "crore")).toEqual({ ok: true, value: 200_000_000 })
    expect(parseUserAmount("12,00,000", "rupees")).toEqual({ ok: true, value: 1_200_000 })
    expect(parseUserAmount("₹ 15,000", "rupees")).toEqual({ ok: true, value: 15_000 })
    expect(parseUserAmount("0.12", "crore")).toEqual({ ok: true, value: 1_200_000 })
    expect(parseUserAmount("0", "lakh")).toEqual({ ok: true, value: 0 })
  })

  it("rejects empty and non-numeric input", () => {
    expect(parseUserAmount("  ", "lakh")).toEqual({ ok: false, error: "empty" })
    expect(parseUserAmount("-5", "lakh")).toEqual({ ok: false, error: "invalid" })
    expect(parseUserAmount("12 lakh", "lakh")).toEqual({ ok: false, error: "invalid" })
    expect(parseUserAmount("1.2.3", "lakh")).toEqual({ ok: false, error: "invalid" })
  })

  it("reads whole numbers", () => {
    expect(parseUserWhole("20")).toBe(20)
    expect(parseUserWhole(" 1,000 ")).toBe(1_000)
    expect(parseUserWhole("2.5")).toBeUndefined()
    expect(parseUserWhole("")).toBeUndefined()
    expect(parseUserWhole("-1")).toBeUndefined()
  })
})

describe("thresholds come from content/facts.json", () => {
  it("reads every limit the tools use from the facts the guides print", () => {
    expect(thresholds).toEqual({
      gst: { limit: 2_000_000, limitSpecial: 1_000_000, limitGoodsOtherStates: 4_000_000 },
      fssai: { basicBelow: 1_200_000, state: { min: 1_200_000, max: 200_000_000 }, centralAbove: 200_000_000 },
      udyam: {
        // S.O. 1364(E), 21 March 2025, in force 1 April 2025
        micro: { investment: 25_000_000, turnover: 100_000_000 },
        small: { investment: 250_000_000, turnover: 1_000_000_000 },
        medium: { investment: 1_250_000_000, turnover: 5_000_000_000 },
      },
      pf: { employees: 20, employeeBp: 1200, employerPfBp: 367, pensionBp: 833, edliBp: 50, wageCeiling: 15_000 },
      esi: { employees: 10 },
      labour: { workers: 50 },
      trademark: { feeSmall: 4_500, feeLarge: 9_000 },
    })
  })

  it("follows a changed fact, so the tools never keep a copy", () => {
    const changed = JSON.parse(JSON.stringify(facts))
    changed.gst.threshold = "40 lakh"
    changed.pf.wageCeiling = "21,000"
    changed.fssai.stateRange = "12 lakh to 25 crore"
    const t = buildThresholds(changed)
    expect(t.gst.limit).toBe(4_000_000)
    expect(t.pf.wageCeiling).toBe(21_000)
    expect(t.fssai.state.max).toBe(250_000_000)
  })

  it("names a missing fact", () => {
    const missing = JSON.parse(JSON.stringify(facts))
    delete missing.esi
    expect(() => buildThresholds(missing)).toThrow('Unknown fact "{{esi.employees}}"')
  })
})
