import {
  AmountParseError,
  applyRate,
  describeAmountError,
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
import { buildThresholds, parseList } from "../../src/lib/tools/thresholds"
import { facts, thresholds } from "../helpers/facts"
import { toolWordsEn } from "../../src/config/strings/tools-words"

/** The English words of amounts, as an English tool page's data gives them (gatsby/build-html.ts toolPage). */
const EN = toolWordsEn.amounts

describe("parsing the fact strings", () => {
  it("reads lakh, crore and plain rupee amounts", () => {
    expect(parseAmount("20 lakh")).toBe(2_000_000)
    expect(parseAmount("10 lakh")).toBe(1_000_000)
    expect(parseAmount("1 crore")).toBe(10_000_000)
    expect(parseAmount("250 crore")).toBe(2_500_000_000)
    expect(parseAmount("15,000")).toBe(15_000)
    expect(parseAmount("₹4,500 per class")).toBe(4_500)
    expect(parseAmount("₹9,000")).toBe(9_000)
    expect(parseAmount("₹2.5 crore")).toBe(25_000_000)
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
    expect(formatAmountWords(2_000_000, EN)).toBe("20 lakh")
    expect(formatAmountWords(1_250_000, EN)).toBe("12.5 lakh")
    expect(formatAmountWords(10_000_000, EN)).toBe("1 crore")
    expect(formatAmountWords(200_000_000, EN)).toBe("20 crore")
    expect(formatAmountWords(200_100_000, EN)).toBe("20.01 crore")
    expect(formatAmountWords(200_000_001, EN)).toBe("20,00,00,001")
    expect(formatAmountWords(1_199_999, EN)).toBe("11,99,999")
    expect(formatAmountWords(15_000, EN)).toBe("15,000")
    expect(describeRupees(1_000_000, EN)).toBe("₹10 lakh")
  })
})

describe("what a visitor types", () => {
  it("reads amounts in the unit chosen, exact to the paisa", () => {
    expect(parseUserAmount("12", "lakh")).toEqual({ ok: true, value: 1_200_000 })
    expect(parseUserAmount(" 11.99999 ", "lakh")).toEqual({ ok: true, value: 1_199_999 })
    expect(parseUserAmount("12.00001", "lakh")).toEqual({ ok: true, value: 1_200_001 })
    expect(parseUserAmount("20", "crore")).toEqual({ ok: true, value: 200_000_000 })
    expect(parseUserAmount("0.12", "crore")).toEqual({ ok: true, value: 1_200_000 })
    expect(parseUserAmount("0", "lakh")).toEqual({ ok: true, value: 0 })
    expect(parseUserAmount("1500.50", "rupees")).toEqual({ ok: true, value: 1_500.5 })
  })

  it("accepts Indian and international digit grouping in rupees", () => {
    expect(parseUserAmount("12,00,000", "rupees")).toEqual({ ok: true, value: 1_200_000 })
    expect(parseUserAmount("12,00,001", "rupees")).toEqual({ ok: true, value: 1_200_001 })
    expect(parseUserAmount("1,200,000", "rupees")).toEqual({ ok: true, value: 1_200_000 })
    expect(parseUserAmount("₹ 15,000", "rupees")).toEqual({ ok: true, value: 15_000 })
    expect(parseUserAmount("Rs. 2,50,00,000", "rupees")).toEqual({ ok: true, value: 25_000_000 })
  })

  it("does not read 12,00,000 as lakh or crore: it asks for the unit instead of giving ₹12,000 crore", () => {
    expect(parseUserAmount("12,00,000", "lakh")).toEqual({ ok: false, error: { kind: "rupees-with-unit", unit: "lakh", asRupees: 1_200_000 } })
    expect(parseUserAmount("2,50,00,000", "crore")).toEqual({ ok: false, error: { kind: "rupees-with-unit", unit: "crore", asRupees: 25_000_000 } })
    expect(describeAmountError({ kind: "rupees-with-unit", unit: "lakh", asRupees: 1_200_000 }, "yearly turnover", EN)).toBe(
      '"12,00,000" looks like an amount in rupees (₹12 lakh), but the unit is lakh. Choose rupees as the unit, or type the amount in lakh',
    )
  })

  it("does not read six digits or more as lakh or crore either: 1800000 lakh would be ₹18,000 crore (review 48)", () => {
    expect(parseUserAmount("1800000", "lakh")).toEqual({ ok: false, error: { kind: "rupees-with-unit", unit: "lakh", asRupees: 1_800_000 } })
    expect(parseUserAmount("100000", "crore")).toEqual({ ok: false, error: { kind: "rupees-with-unit", unit: "crore", asRupees: 100_000 } })
    expect(parseUserAmount("₹ 250000.50", "lakh")).toEqual({ ok: false, error: { kind: "rupees-with-unit", unit: "lakh", asRupees: 250_000.5 } })
    // five digits are read in the unit (10,000 lakh is ₹100 crore), and six digits in rupees are rupees
    expect(parseUserAmount("99999", "lakh")).toEqual({ ok: true, value: 9_999_900_000 })
    expect(parseUserAmount("12345.5", "crore")).toEqual({ ok: true, value: 123_455_000_000 })
    expect(parseUserAmount("1800000", "rupees")).toEqual({ ok: true, value: 1_800_000 })
    expect(describeAmountError({ kind: "rupees-with-unit", unit: "lakh", asRupees: 1_800_000 }, "yearly turnover", EN)).toBe(
      '"18,00,000" looks like an amount in rupees (₹18 lakh), but the unit is lakh. Choose rupees as the unit, or type the amount in lakh',
    )
  })

  it.each([
    ["", "empty", "Enter the yearly turnover"],
    ["-5", "negative", "The yearly turnover cannot be negative: enter 0 or more"],
    ["−5", "negative", "The yearly turnover cannot be negative: enter 0 or more"],
    ["1e5", "exponent", 'Write the yearly turnover in plain digits, without "e" (for example 1200000 or 12,00,000)'],
    ["1.2E+21", "exponent", 'Write the yearly turnover in plain digits, without "e" (for example 1200000 or 12,00,000)'],
    ["Infinity", "letters", "Use digits only for the yearly turnover, with no letters or symbols (for example 12 or 12.5)"],
    ["NaN", "letters", "Use digits only for the yearly turnover, with no letters or symbols (for example 12 or 12.5)"],
    ["twelve", "letters", "Use digits only for the yearly turnover, with no letters or symbols (for example 12 or 12.5)"],
    ["12abc", "letters", "Use digits only for the yearly turnover, with no letters or symbols (for example 12 or 12.5)"],
    ["12 lakh", "unit-word", "Type only the number in the yearly turnover box, and choose the unit (rupees, lakh or crore) beside it"],
    ["1234567890123456", "too-many-digits", "The yearly turnover has more than 15 digits: check the amount"],
    ["12345678901234567890123", "too-many-digits", "The yearly turnover has more than 15 digits: check the amount"],
    ["1,2,3", "grouping", "Check the commas in the yearly turnover: write it as 12,00,000 or 1200000"],
    ["1.2.3", "grouping", "Check the commas in the yearly turnover: write it as 12,00,000 or 1200000"],
  ])("rejects %j (%s) with a clear message", (input, kind, message) => {
    const parsed = parseUserAmount(input, "rupees")
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.error.kind).toBe(kind)
    expect(describeAmountError(parsed.error, "yearly turnover", EN)).toBe(message)
  })

  it("rejects an amount of more than 15 digits in rupees, and decimals below a paisa", () => {
    // 15 digits are allowed: 99,99,99,99,99,99,999 rupees
    expect(parseUserAmount("999999999999999", "rupees")).toEqual({ ok: true, value: 999_999_999_999_999 })
    // but 12 digits in thousands are 16 digits in rupees (in lakh or crore, so many digits are taken for rupees first)
    expect(parseUserAmount("1000000000000", "thousand")).toEqual({ ok: false, error: { kind: "too-large" } })
    expect(parseUserAmount("100000000", "crore")).toEqual({ ok: false, error: { kind: "rupees-with-unit", unit: "crore", asRupees: 100_000_000 } })
    expect(describeAmountError({ kind: "too-large" }, "yearly turnover", EN)).toBe(
      "The yearly turnover is too large: at most 15 digits in rupees (₹99,99,99,99,99,99,999)",
    )
    expect(parseUserAmount("12.001", "rupees")).toEqual({ ok: false, error: { kind: "decimals", unit: "rupees", places: 2 } })
    expect(parseUserAmount("1.00000001", "lakh")).toEqual({ ok: false, error: { kind: "decimals", unit: "lakh", places: 7 } })
  })

  it("reads whole numbers, with the same checks", () => {
    expect(parseUserWhole("20")).toEqual({ ok: true, value: 20 })
    expect(parseUserWhole(" 1,000 ")).toEqual({ ok: true, value: 1_000 })
    expect(parseUserWhole("2.5")).toEqual({ ok: false, error: { kind: "not-whole" } })
    expect(parseUserWhole("")).toEqual({ ok: false, error: { kind: "empty" } })
    expect(parseUserWhole("-1")).toEqual({ ok: false, error: { kind: "negative" } })
    expect(parseUserWhole("1e3")).toEqual({ ok: false, error: { kind: "exponent" } })
    expect(parseUserWhole("20 employees")).toEqual({ ok: false, error: { kind: "letters" } })
    expect(parseUserWhole("1234567890123456")).toEqual({ ok: false, error: { kind: "too-many-digits" } })
  })

  it("never writes NaN, Infinity or an exponent: large amounts keep their digits, a non-number is refused", () => {
    expect(formatIndian(1e21)).toBe("1,00,00,00,00,00,00,00,00,00,000") // one followed by 21 zeros
    expect(formatRupees(999_999_999_999_999)).toBe("₹99,99,99,99,99,99,999")
    expect(describeRupees(1e22, EN)).toBe("₹1,00,00,00,00,00,00,000 crore") // 10^15 crore
    expect(formatIndian(1_199_999.995)).toBe("12,00,000")
    expect(() => formatIndian(Number.NaN)).toThrow(RangeError)
    expect(() => formatIndian(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe("thresholds come from content/facts.json", () => {
  it("reads every limit the tools use from the facts the guides print", () => {
    expect(thresholds).toEqual({
      // CGST Act s.22(1) and first proviso; Notification 10/2019-Central Tax (goods only); s.22 Explanation (iii)
      gst: {
        limit: 2_000_000,
        limitSpecial: 1_000_000,
        limitGoods: 4_000_000,
        specialStates: ["Manipur", "Mizoram", "Nagaland", "Tripura"],
        ecoSmallSellerFrom: "1 October 2023",
      },
      // FSSAI thresholds from 1 April 2026 (PIB release of 13 March 2026; FSSAI order RCD-01002/1/2021-Regulatory-FSSAI-Part(1))
      fssai: {
        basicUpTo: 15_000_000,
        state: { min: 15_000_000, max: 500_000_000 },
        centralAbove: 500_000_000,
        fees: { basic: ["₹100"], state: ["₹2,000", "₹5,000"], central: ["₹7,500"] },
      },
      // Ministry of MSME notification S.O. 1364(E), 21 March 2025, in force 1 April 2025
      udyam: {
        micro: { investment: 25_000_000, turnover: 100_000_000 },
        small: { investment: 250_000_000, turnover: 1_000_000_000 },
        medium: { investment: 1_250_000_000, turnover: 5_000_000_000 },
      },
      // Code on Social Security, 2020, First Schedule; EPF, EPS and EDLI Schemes, 2026; S.O. 2011(E), 21 May 2018 (admin charge)
      pf: { employees: 20, employeeBp: 1200, employerPfBp: 367, pensionBp: 833, edliBp: 50, adminBp: 50, adminMinimum: 500, wageCeiling: 15_000 },
      // Code on Social Security, 2020, First Schedule; ESI (Central) Rules, 1950, rule 50
      esi: { employees: 10, wageLimit: 21_000 },
      // Occupational Safety, Health and Working Conditions Code, 2020, s.45 and s.47
      // OSH Code 2020: contractor's licence from 50 contract workers; an establishment registers from 10 workers
      labour: { workers: 50, establishment: 10, codesInForce: "21 November 2025" },
      // Trade Marks Rules, 2017, First Schedule, entry 1
      trademark: { eFiling: { small: 4_500, other: 9_000 }, physical: { small: 5_000, other: 10_000 } },
    })
  })

  it("follows a changed fact, so the tools never keep a copy", () => {
    const changed = JSON.parse(JSON.stringify(facts))
    changed.gst.threshold = "₹40 lakh"
    changed.pf.wageCeiling = "₹21,000"
    changed.fssai.stateRange = "₹1.5 crore to ₹60 crore"
    changed.gst.specialStates = "Manipur and Tripura"
    const t = buildThresholds(changed)
    expect(t.gst.limit).toBe(4_000_000)
    expect(t.pf.wageCeiling).toBe(21_000)
    expect(t.fssai.state.max).toBe(600_000_000)
    expect(t.gst.specialStates).toEqual(["Manipur", "Tripura"])
  })

  it("names a missing fact", () => {
    const missing = JSON.parse(JSON.stringify(facts))
    delete missing.esi
    expect(() => buildThresholds(missing)).toThrow('Unknown fact "{{esi.employees}}"')
  })

  it("reads lists of states", () => {
    expect(parseList("Manipur, Mizoram, Nagaland and Tripura")).toEqual(["Manipur", "Mizoram", "Nagaland", "Tripura"])
    expect(parseList("Telangana")).toEqual(["Telangana"])
  })
})
