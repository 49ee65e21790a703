/**
 * The incorporation cost calculator (issue 22) with the site's real facts.
 * Expected amounts are literals, each beside the rule it comes from.
 */
import { facts } from "../helpers/facts"
import {
  articlesStampDuty,
  companyRegistrationFee,
  incorporationCost,
  incorporationMessage,
  IncorporationInputError,
  slabIndex,
} from "../../src/lib/tools/incorporation"
import { incorporationWordsEn } from "../../src/config/strings/incorporation-words"
import { toolWordsEn } from "../../src/config/strings/tools-words"
import { incorporationRates } from "../../src/lib/tools/incorporation-rates"

/** The English words, as an English page's data carries them. */
const EN_TEXT = { words: incorporationWordsEn, amounts: toolWordsEn.amounts }

const r = incorporationRates(facts)
const amounts = (entity: "pvt" | "opc" | "llp", capital: number, people: number) =>
  Object.fromEntries(incorporationCost(entity, capital, people, r, "small", EN_TEXT).lines.map(l => [l.id, l.amount]))

describe("the rates read from content/facts.json", () => {
  it("are the figures of the rules", () => {
    expect(r).toEqual({
      waiverCapital: 1_500_000,
      nameFee: 1_000,
      small: { from: 1_000_000, base: 2_000, per10k: 200, upTo: 5_000_000 },
      general: { from: 1_000_000, base: 36_000, per10k: 300, mid: 5_000_000, per10kMid: 100, crore: 10_000_000, per10kCrore: 75, cap: 25_000_000 },
      stamp: { moa: 500, aoaBp: 15, aoaMin: 1_000, aoaMax: 500_000, form: 20 },
      llp: {
        nameFee: 200,
        slabs: [100_000, 500_000, 1_000_000, 2_500_000, 10_000_000],
        reg: [500, 2_000, 4_000, 5_000, 10_000, 25_000],
        form3: [50, 100, 150, 200, 400, 600],
      },
      dsc: 1_500,
      smallCompanyCapital: 100_000_000,
    })
  })
})

describe("company registration fee and the ₹15 lakh waiver (G.S.R. 180(E), 2019; Table of Fees, 2018)", () => {
  it("is nil up to and including ₹15 lakh of authorised capital", () => {
    expect(companyRegistrationFee(100_000, r)).toBe(0)
    expect(companyRegistrationFee(1_000_000, r)).toBe(0)
    expect(companyRegistrationFee(1_500_000, r)).toBe(0)
  })
  it("above ₹15 lakh is ₹2,000 plus ₹200 for every ₹10,000 or part after the first ₹10 lakh", () => {
    expect(companyRegistrationFee(1_500_001, r)).toBe(12_200) // 51 parts
    expect(companyRegistrationFee(1_510_000, r)).toBe(12_200)
    expect(companyRegistrationFee(2_000_000, r)).toBe(22_000)
    expect(companyRegistrationFee(5_000_000, r)).toBe(82_000)
  })
  it("above ₹50 lakh, where the small-company column has no rate, follows the general scale", () => {
    expect(companyRegistrationFee(5_000_001, r)).toBe(156_100)
    expect(companyRegistrationFee(10_000_000, r)).toBe(206_000)
  })
})

describe("the general scale: companies other than OPCs and small companies (Table of Fees, item I.A(I)2)", () => {
  // ₹36,000 after the first ₹10 lakh, then per ₹10,000 or part: ₹300 to ₹50 lakh, ₹100 to ₹1 crore, ₹75 above; additional fees at most ₹2.5 crore
  it.each([
    [1_500_000, 0], // the ₹15 lakh waiver applies to every company
    [1_500_001, 51_300], // 51 parts × ₹300
    [5_000_000, 156_000], // 400 × ₹300
    [5_000_001, 156_100], // + 1 × ₹100
    [10_000_000, 206_000], // + 500 × ₹100
    [10_000_001, 206_075], // + 1 × ₹75
    [100_000_000, 881_000], // 1,70,000 + 9,000 × ₹75
    [3_320_660_000, 25_035_950], // 1,70,000 + 3,31,066 × ₹75: just under the cap
    [3_320_660_001, 25_036_000], // the additional fees stop at ₹2.5 crore
    [33_200_000_000, 25_036_000],
  ])("capital %d: %d", (capital, fee) => {
    expect(companyRegistrationFee(capital, r, "general")).toBe(fee)
  })
})

describe("the total never falls as the capital rises", () => {
  // every slab boundary of the Table of Fees, of the stamp duty on the articles and of the LLP fees, with a rupee either side
  const boundaries = [100_000, 500_000, 666_667, 1_000_000, 1_500_000, 2_500_000, 5_000_000, 10_000_000, 333_333_334, 3_320_660_000]
  const capitals = [...new Set(boundaries.flatMap(b => [b - 1, b, b + 1]))].sort((a, b) => a - b)
  it.each([
    ["pvt", "small"],
    ["pvt", "general"],
    ["opc", "small"],
    ["llp", "small"],
  ] as const)("%s on the %s scale", (entity, scale) => {
    const totals = capitals.map(c => incorporationCost(entity, c, entity === "opc" ? 1 : 2, r, scale, EN_TEXT).government)
    totals.slice(1).forEach((total, i) => expect(total).toBeGreaterThanOrEqual(totals[i]))
  })
  it("₹1 crore costs more than ₹25 lakh (the case the review found)", () => {
    expect(incorporationCost("pvt", 10_000_000, 2, r, "small", EN_TEXT).government).toBe(1_000 + 206_000 + 20 + 500 + 15_000)
    expect(incorporationCost("pvt", 2_500_000, 2, r, "small", EN_TEXT).government).toBe(1_000 + 32_000 + 20 + 500 + 3_750)
  })
  it("an OPC always pays on the OPC and small-company scale", () => {
    expect(amounts("opc", 2_000_000, 1).registration).toBe(22_000)
    expect(incorporationCost("opc", 2_000_000, 1, r, "general", EN_TEXT).lines.find(l => l.id === "registration")!.amount).toBe(22_000)
  })
  it("says which scale it used", () => {
    const line = (capital: number, scale: "small" | "general") => incorporationCost("pvt", capital, 2, r, scale, EN_TEXT).lines.find(l => l.id === "registration")!
    // under the line, the scale in a sentence; folded with the source, the scale itself
    expect(line(2_000_000, "small").detail).toBe("On the Registrar's scale for one person and small companies.")
    expect(line(2_000_000, "general").detail).toBe("On the Registrar's scale for companies other than one person and small companies.")
    expect(line(5_000_001, "small").detail).toBe("Above ₹50 lakh of capital, on the Registrar's general scale.")
    expect(line(1_500_000, "small").working).toBeUndefined()
    const detail = (capital: number, scale: "small" | "general") => line(capital, scale).working
    expect(detail(2_000_000, "small")).toBe(
      "₹2,000 plus ₹200 for every ₹10,000 (or part) of authorised capital after the first ₹10 lakh, on the scale for one person and small companies. The SPICe+ form's own filing fee is stated in your quote.",
    )
    const general =
      "₹36,000 plus, for every ₹10,000 (or part) of authorised capital after the first ₹10 lakh, ₹300 up to ₹50 lakh, ₹100 up to ₹1 crore and ₹75 above it (the additional fees at most ₹2.5 crore), on the scale for companies other than one person and small companies. The SPICe+ form's own filing fee is stated in your quote."
    expect(detail(2_000_000, "general")).toBe(general)
    expect(detail(5_000_001, "small")).toBe(`Above ₹50 lakh the Table of Fees gives no rate for one person and small companies, so the general scale applies: ${general}`)
  })
})

describe("Telangana stamp duty on the articles: 0.15% of the authorised capital, ₹1,000 to ₹5 lakh", () => {
  it.each([
    [100_000, 1_000],
    [666_666, 1_000],
    [666_667, 1_001],
    [1_000_000, 1_500],
    [1_500_000, 2_250],
    [50_000_000, 75_000],
    [333_333_333, 500_000],
    [10_000_000_000, 500_000],
  ])("capital %d: %d", (capital, duty) => {
    expect(articlesStampDuty(capital, r)).toBe(duty)
  })
})

describe("a private limited company", () => {
  it("at exactly ₹15 lakh pays no registration fee; the stamp duty stays", () => {
    const result = incorporationCost("pvt", 1_500_000, 2, r, "small", EN_TEXT)
    expect(Object.fromEntries(result.lines.map(l => [l.id, l.amount]))).toEqual({
      name: 1_000,
      registration: 0,
      "form-stamp": 20,
      "moa-stamp": 500,
      "aoa-stamp": 2_250,
      "pan-tan": null,
      dsc: 3_000,
    })
    expect(result.government).toBe(3_770)
    expect(result.signatures).toBe(3_000)
    expect(result.complete).toBe(false)
    expect(result.lines.find(l => l.id === "registration")!.detail).toBe("Nil: no fee is payable when the authorised capital is up to ₹15 lakh.")
  })
  it("one rupee above ₹15 lakh pays the registration fee", () => {
    expect(amounts("pvt", 1_500_001, 3)).toMatchObject({ registration: 12_200, "aoa-stamp": 2_251, dsc: 4_500 })
    expect(incorporationCost("pvt", 1_500_001, 3, r, "small", EN_TEXT).government).toBe(1_000 + 12_200 + 20 + 500 + 2_251)
  })
  it("the most common case, ₹1 lakh and two directors", () => {
    const result = incorporationCost("pvt", 100_000, 2, r, "small", EN_TEXT)
    expect(result.government).toBe(2_520)
    expect(incorporationMessage(result, "from ₹9,999", EN_TEXT)).toBe(
      [
        "Hello, I used the incorporation cost calculator on your website.",
        "Private limited company in Telangana. Authorised capital: ₹1 lakh. Directors: 2.",
        "Government fees and stamp duty:",
        "- Name reservation (SPICe+ Part A): ₹1,000",
        "- Registration fee (SPICe+ with the memorandum and articles): ₹0",
        "- Stamp duty on the incorporation form: ₹20",
        "- Stamp duty on the memorandum of association: ₹500",
        "- Stamp duty on the articles of association: ₹1,000",
        "- Government charge for the company's PAN and TAN: to be quoted",
        "Government total worked out: ₹2,520 (plus the items to be quoted).",
        "- Digital signatures (2 × ₹1,500): ₹3,000",
        "Your professional fee: from ₹9,999 (separate).",
        "Please send me a quote.",
      ].join("\n"),
    )
  })
  it("needs 2 to 15 directors; an OPC 1 to 15", () => {
    expect(() => incorporationCost("pvt", 100_000, 1, r, "small", EN_TEXT)).toThrow(new IncorporationInputError("The number of directors must be a whole number from 2 to 15"))
    expect(() => incorporationCost("pvt", 100_000, 16, r, "small", EN_TEXT)).toThrow(IncorporationInputError)
    expect(amounts("opc", 100_000, 1).dsc).toBe(1_500)
    expect(() => incorporationCost("opc", 0, 1, r, "small", EN_TEXT)).toThrow(new IncorporationInputError("The capital must be a whole number of rupees, 1 or more"))
    expect(() => incorporationCost("opc", 1.5, 1, r, "small", EN_TEXT)).toThrow(IncorporationInputError)
  })
})

describe("an LLP: fees by total contribution (LLP Rules, 2009, Annexure A, items 1 and 3)", () => {
  it("puts a contribution on each slab limit in the lower slab", () => {
    const limits = r.llp.slabs
    expect([1, 100_000, 100_001, 500_000, 1_000_000, 2_500_000, 10_000_000, 10_000_001].map(a => slabIndex(a, limits))).toEqual([0, 0, 1, 1, 2, 3, 4, 5])
  })
  it.each([
    [100_000, 500, 50],
    [100_001, 2_000, 100],
    [1_000_000, 4_000, 150],
    [2_500_000, 5_000, 200],
    [2_500_001, 10_000, 400],
    [10_000_001, 25_000, 600],
  ])("contribution %d: FiLLiP %d, Form 3 %d", (contribution, registration, agreement) => {
    const result = incorporationCost("llp", contribution, 2, r, "small", EN_TEXT)
    expect(Object.fromEntries(result.lines.map(l => [l.id, l.amount]))).toEqual({
      name: 200,
      registration,
      agreement,
      "agreement-stamp": null,
      "pan-tan": null,
      dsc: 3_000,
    })
    expect(result.government).toBe(200 + registration + agreement)
  })
  it("says what it does not work out", () => {
    const line = incorporationCost("llp", 100_000, 2, r, "small", EN_TEXT).lines.find(l => l.id === "agreement-stamp")!
    expect(line.detail).toBe("Not worked out here: we state the Telangana rate in your quote.")
  })
})

describe("the fee case at the top of the small scale", () => {
  const detail = (capital: number) => incorporationCost("pvt", capital, 2, r, "small", EN_TEXT).lines.find(l => l.id === "registration")!.working
  it("₹50 lakh is still on the small scale; one rupee more and the general scale applies", () => {
    expect(detail(5_000_000)).toMatch(/^₹2,000 plus/)
    expect(detail(5_000_001)).toMatch(/^Above ₹50 lakh the Table of Fees gives no rate/)
  })
})

/* eslint-disable @typescript-eslint/no-var-requires */
describe("the company guides' government fee and the calculator agree (review 10: the guide left out the form's stamp duty the tool adds)", () => {
  const fs = require("fs")
  const path = require("path")
  const matter = require("gray-matter")
  const governmentFee = (file: string): string => matter(fs.readFileSync(path.join(__dirname, "../..", file), "utf8")).data.fees.government
  it.each([
    ["pvt", "content/guides/company/pvt-ltd-registration.en.md"],
    ["pvt", "content/guides/company/pvt-ltd-registration.te.md"],
    ["opc", "content/guides/company/opc-registration.en.md"],
    ["opc", "content/guides/company/opc-registration.te.md"],
  ] as const)("%s: %s names every stamp duty the calculator itemises", (entity, file) => {
    const stamps = incorporationCost(entity, 1_000_000, entity === "opc" ? 1 : 2, r, "small", EN_TEXT).lines.filter(l => l.group === "stamp")
    expect(stamps.length).toBeGreaterThanOrEqual(3)
    const fee = governmentFee(file)
    for (const line of stamps) expect([line.id, fee.includes(`{{${line.facts[0]}`)]).toEqual([line.id, true])
  })
})
