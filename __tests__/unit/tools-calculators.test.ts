import { facts as F, thresholds as T } from "../helpers/facts"
import {
  fssaiMessage,
  fssaiTier,
  pfContribution,
  pfMessage,
  TRADEMARK_CLASSES,
  TrademarkClassesError,
  trademarkFee,
  trademarkMessage,
  udyamClass,
  udyamMessage,
} from "../../src/lib/tools/calculators"

const LAKH = 100_000
const CRORE = 10_000_000

describe("FSSAI tier by turnover (basic under 12 lakh, state 12 lakh to 20 crore, central above)", () => {
  it.each([
    [0, "basic"],
    [12 * LAKH - 1, "basic"],
    [12 * LAKH, "state"],
    [12 * LAKH + 1, "state"],
    [20 * CRORE - 1, "state"],
    [20 * CRORE, "state"],
    [20 * CRORE + 1, "central"],
  ])("turnover %d is %s", (turnover, tier) => {
    expect(fssaiTier(turnover, false, T).tier).toBe(tier)
  })

  it("names the form, the reason and the guide", () => {
    expect(fssaiTier(11 * LAKH, false, T)).toEqual({
      tier: "basic",
      name: "FSSAI basic registration",
      form: "Form A",
      reason: "Turnover of ₹11 lakh is under ₹12 lakh, the limit for basic registration.",
      guide: "/food-license/fssai/food-license-registration",
    })
    expect(fssaiTier(12 * LAKH, false, T).reason).toBe("Turnover of ₹12 lakh is within ₹12 lakh to ₹20 crore, the range for a state licence.")
    expect(fssaiTier(12 * LAKH, false, T).guide).toBe("/food-license/fssai/food-state-license")
    expect(fssaiTier(20 * CRORE + 1, false, T).reason).toBe("Turnover of ₹20,00,00,001 is above ₹20 crore, the limit for a central licence.")
    expect(fssaiTier(20 * CRORE + 1, false, T).guide).toBe("/food-license/fssai/food-central-license")
  })

  it("puts importers, exporters and e-commerce food businesses in the central tier at any turnover", () => {
    const r = fssaiTier(5 * LAKH, true, T)
    expect(r.tier).toBe("central")
    expect(r.reason).toMatch(/whatever their turnover/)
  })

  it("writes the WhatsApp message", () => {
    const turnover = 12 * LAKH
    expect(fssaiMessage(turnover, false, fssaiTier(turnover, false, T))).toBe(
      [
        "Hello, I used the FSSAI licence calculator on your website.",
        "Yearly food turnover: ₹12 lakh.",
        "Result: FSSAI state licence (Form B, filed with the Telangana food safety department).",
        "Please help me apply for the FSSAI state licence.",
      ].join("\n"),
    )
  })
})

describe("Udyam class: the smallest class whose investment AND turnover limits are both met", () => {
  // Limits since 1 April 2025: Ministry of MSME notification S.O. 1364(E), 21 March 2025
  it.each([
    // micro: investment up to 2.5 crore, turnover up to 10 crore
    [2.5 * CRORE - 1, 10 * CRORE - 1, "micro"],
    [2.5 * CRORE, 10 * CRORE, "micro"],
    [2.5 * CRORE + 1, 10 * CRORE, "small"],
    [2.5 * CRORE, 10 * CRORE + 1, "small"],
    // small: 25 crore and 100 crore
    [25 * CRORE - 1, 100 * CRORE - 1, "small"],
    [25 * CRORE, 100 * CRORE, "small"],
    [25 * CRORE + 1, 100 * CRORE, "medium"],
    [25 * CRORE, 100 * CRORE + 1, "medium"],
    // a small investment with a large turnover is classed by the turnover
    [10 * LAKH, 100 * CRORE + 1, "medium"],
    // medium: 125 crore and 500 crore
    [125 * CRORE - 1, 500 * CRORE - 1, "medium"],
    [125 * CRORE, 500 * CRORE, "medium"],
    [125 * CRORE + 1, 500 * CRORE, "none"],
    [125 * CRORE, 500 * CRORE + 1, "none"],
    [0, 0, "micro"],
  ])("investment %d and turnover %d: %s", (investment, turnover, cls) => {
    expect(udyamClass(investment, turnover, T).class).toBe(cls)
  })

  it("explains the class and what is above the limits", () => {
    expect(udyamClass(2.5 * CRORE, 10 * CRORE, T)).toEqual({
      class: "micro",
      name: "Micro enterprise",
      reason: "Investment of ₹2.5 crore is within ₹2.5 crore and turnover of ₹10 crore is within ₹10 crore, the micro enterprise limits.",
    })
    expect(udyamClass(130 * CRORE, 600 * CRORE, T).reason).toBe(
      "The investment of ₹130 crore is above ₹125 crore and turnover of ₹600 crore is above ₹500 crore, beyond the medium enterprise limits, so Udyam registration is not available.",
    )
    expect(udyamClass(130 * CRORE, 1 * CRORE, T).reason).toBe(
      "The investment of ₹130 crore is above ₹125 crore, beyond the medium enterprise limits, so Udyam registration is not available.",
    )
  })

  it("writes the WhatsApp message", () => {
    const r = udyamClass(3 * CRORE, 4 * CRORE, T)
    expect(udyamMessage(3 * CRORE, 4 * CRORE, r)).toBe(
      [
        "Hello, I used the Udyam classification calculator on your website.",
        "Investment in plant, machinery or equipment: ₹3 crore. Yearly turnover: ₹4 crore.",
        "Result: Small enterprise.",
        "Please help me with Udyam (MSME) registration.",
      ].join("\n"),
    )
  })
})

describe("PF contributions (12% employee; 3.67% EPF + 8.33% EPS on wages up to 15,000; 0.5% EDLI)", () => {
  it("splits a wage within the ceiling", () => {
    expect(pfContribution(10_000, T)).toEqual({
      wage: 10_000,
      pensionWage: 10_000,
      employee: 1_200,
      employerPf: 367,
      pension: 833,
      edli: 50,
      employerTotal: 1_250,
      total: 2_450,
    })
  })

  it("is exact just below, at and just above the 15,000 ceiling", () => {
    expect(pfContribution(14_999, T)).toMatchObject({ employee: 1_800, pension: 1_249, employerPf: 551, edli: 75, total: 3_675 })
    // EPS capped at 8.33% of 15,000 = 1,249.50, rounded to 1,250
    expect(pfContribution(15_000, T)).toMatchObject({ employee: 1_800, pension: 1_250, employerPf: 550, edli: 75, employerTotal: 1_875, total: 3_675 })
    expect(pfContribution(15_001, T)).toMatchObject({ pensionWage: 15_000, employee: 1_800, pension: 1_250, employerPf: 550, edli: 75 })
  })

  it("sends the employer share above the pension cap to the PF account", () => {
    expect(pfContribution(25_000, T)).toEqual({
      wage: 25_000,
      pensionWage: 15_000,
      employee: 3_000,
      employerPf: 1_750,
      pension: 1_250,
      edli: 75,
      employerTotal: 3_075,
      total: 6_075,
    })
  })

  it("keeps the employer's PF and pension shares equal to the employee's 12% at every wage", () => {
    for (const wage of [1, 99, 5_001, 12_345, 14_999, 15_000, 15_001, 40_000]) {
      const r = pfContribution(wage, T)
      expect(r.employerPf + r.pension).toBe(r.employee)
      expect(r.pension).toBeLessThanOrEqual(1_250)
    }
  })

  it("writes the WhatsApp message", () => {
    expect(pfMessage(pfContribution(15_000, T))).toBe(
      [
        "Hello, I used the PF contribution calculator on your website.",
        "Monthly wage (basic + DA): ₹15,000.",
        "Employee PF: ₹1,800. Employer PF (EPF): ₹550. Pension (EPS): ₹1,250. EDLI: ₹75.",
        "Total each month: ₹3,675.",
        "Please help me with PF registration and monthly filing.",
      ].join("\n"),
    )
  })
})

describe("trademark filing fee (4,500 or 9,000 per class x classes)", () => {
  it.each([
    ["small", 1, 4_500],
    ["small", 2, 9_000],
    ["small", 44, 198_000],
    ["small", 45, 202_500],
    ["other", 1, 9_000],
    ["other", 3, 27_000],
    ["other", 45, 405_000],
  ] as const)("%s applicant, %d classes: %d", (applicant, classes, total) => {
    expect(trademarkFee(applicant, classes, T).total).toBe(total)
  })

  it("accepts 1 to 45 classes only", () => {
    expect(TRADEMARK_CLASSES).toBe(45)
    expect(() => trademarkFee("small", 0, T)).toThrow(TrademarkClassesError)
    expect(() => trademarkFee("small", 46, T)).toThrow("Classes must be a whole number from 1 to 45")
    expect(() => trademarkFee("other", 1.5, T)).toThrow(TrademarkClassesError)
  })

  it("writes the WhatsApp message", () => {
    expect(trademarkMessage(trademarkFee("small", 2, T))).toBe(
      [
        "Hello, I used the trademark fee calculator on your website.",
        "Applicant: Individual, startup or small enterprise with Udyam registration.",
        "Government fee: ₹4,500 x 2 classes = ₹9,000.",
        "Please help me file my trademark application.",
      ].join("\n"),
    )
    expect(trademarkMessage(trademarkFee("other", 1, T))).toContain("Government fee: ₹9,000 x 1 class = ₹9,000.")
  })
})
