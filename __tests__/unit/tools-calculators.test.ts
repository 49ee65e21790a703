/**
 * The calculators with the site's real facts (content/facts.json). Every
 * boundary is tested at the limit and at the next rupee; expected answers
 * are literals, each next to the rule it comes from.
 */
import { thresholds as T } from "../helpers/facts"
import {
  FSSAI_FEE_FACTS,
  fssaiMessage,
  fssaiTier,
  pfContribution,
  pfMessage,
  pfCeilingNote,
  TRADEMARK_CLASSES,
  TrademarkClassesError,
  trademarkFee,
  trademarkMessage,
  udyamClass,
  udyamMessage,
} from "../../src/lib/tools/calculators"
// The words an English page's data carries (gatsby/build-html.ts templateWords).
import { calculatorWordsEn } from "../../src/config/strings/calculator-words"

describe("FSSAI tier by yearly turnover", () => {
  // From 1 April 2026 (PIB release of 13 March 2026, https://www.pib.gov.in/PressReleasePage.aspx?PRID=2239834;
  // FSSAI order RCD-01002/1/2021-Regulatory-FSSAI-Part(1)): basic registration for turnover NOT EXCEEDING
  // ₹1.5 crore; state licence above ₹1.5 crore up to ₹50 crore; central licence above ₹50 crore.
  // (Until 31 March 2026: ₹12 lakh and ₹20 crore, FSS Licensing Regulations, 2011.)
  it.each([
    [0, "basic"],
    [1_200_001, "basic"], // above the 2011 limit of ₹12 lakh: basic registration now
    [5_000_000, "basic"], // ₹50 lakh: basic registration now (a state licence until 31 March 2026)
    [14_999_999, "basic"],
    [15_000_000, "basic"], // exactly ₹1.5 crore is basic registration
    [15_000_001, "state"], // the next rupee
    [200_000_001, "state"], // above the 2011 central limit of ₹20 crore: state licence now
    [499_999_999, "state"],
    [500_000_000, "state"], // exactly ₹50 crore is still the state licence
    [500_000_001, "central"], // the next rupee
  ])("turnover ₹%d: %s", (turnover, tier) => {
    expect(fssaiTier(turnover, false, T).tier).toBe(tier)
  })

  it("names the form, the reason and the guide at each edge", () => {
    expect(fssaiTier(15_000_000, false, T)).toEqual({
      tier: "basic",
      name: "FSSAI basic registration",
      form: "Form A",
      reason: "Turnover of ₹1.5 crore does not exceed ₹1.5 crore, the limit for basic registration.",
      guide: "/food-license/fssai/food-license-registration",
    })
    expect(fssaiTier(15_000_001, false, T)).toEqual({
      tier: "state",
      name: "FSSAI state licence",
      form: "Form B, filed with the Telangana food safety department",
      reason: "Turnover of ₹1,50,00,001 is above ₹1.5 crore and up to ₹50 crore, the range for a state licence.",
      guide: "/food-license/fssai/food-state-license",
    })
    expect(fssaiTier(500_000_000, false, T).reason).toBe("Turnover of ₹50 crore is above ₹1.5 crore and up to ₹50 crore, the range for a state licence.")
    expect(fssaiTier(500_000_001, false, T).reason).toBe("Turnover of ₹50,00,00,001 is above ₹50 crore, the limit for a central licence.")
    expect(fssaiTier(500_000_001, false, T).guide).toBe("/food-license/fssai/food-central-license")
    expect(fssaiTier(50_000_000, false, T, "Karnataka").form).toBe("Form B, filed with the Karnataka food safety department")
  })

  it("puts importers, exporters and e-commerce food platforms in the central tier at any turnover", () => {
    const r = fssaiTier(500_000, true, T)
    expect(r.tier).toBe("central")
    expect(r.reason).toMatch(/whatever their turnover/)
  })

  it("names the facts that state each tier's yearly fee", () => {
    expect(FSSAI_FEE_FACTS).toEqual({
      basic: ["fssai.feeRegistration"],
      state: ["fssai.feeStateMin", "fssai.feeStateMax"],
      central: ["fssai.feeCentral"],
    })
  })

  it("writes the WhatsApp message", () => {
    expect(fssaiMessage(15_000_000, false, fssaiTier(15_000_000, false, T), calculatorWordsEn.fssai)).toBe(
      [
        "Hello, I used the FSSAI licence calculator on your website.",
        "Yearly food turnover: ₹1.5 crore.",
        "Result: FSSAI basic registration (Form A).",
        "Please help me apply for the FSSAI basic registration.",
      ].join("\n"),
    )
  })
})

describe("Udyam class: the smallest class whose investment AND turnover limits are both met", () => {
  // Ministry of MSME notification S.O. 1364(E), 21 March 2025, in force 1 April 2025
  // (https://egazette.gov.in/WriteReadData/2025/261838.pdf): micro up to ₹2.5 crore investment and
  // ₹10 crore turnover; small ₹25 crore and ₹100 crore; medium ₹125 crore and ₹500 crore.
  it.each([
    [0, 0, "micro"],
    // micro
    [25_000_000, 100_000_000, "micro"], // ₹2.5 crore and ₹10 crore: micro (the 2020 limits said small)
    [25_000_001, 100_000_000, "small"], // one rupee more investment
    [25_000_000, 100_000_001, "small"], // one rupee more turnover
    // small
    [250_000_000, 1_000_000_000, "small"], // ₹25 crore and ₹100 crore
    [250_000_001, 1_000_000_000, "medium"],
    [250_000_000, 1_000_000_001, "medium"],
    // a small investment with a large turnover is classed by the turnover
    [1_000_000, 1_000_000_001, "medium"],
    // medium
    [1_250_000_000, 5_000_000_000, "medium"], // ₹125 crore and ₹500 crore: medium (the 2020 limits said not an MSME)
    [1_250_000_001, 5_000_000_000, "none"],
    [1_250_000_000, 5_000_000_001, "none"],
  ])("investment ₹%d and turnover ₹%d: %s", (investment, turnover, cls) => {
    expect(udyamClass(investment, turnover, T, calculatorWordsEn.udyam).class).toBe(cls)
  })

  it("explains the class and what is above the limits", () => {
    expect(udyamClass(25_000_000, 100_000_000, T, calculatorWordsEn.udyam)).toEqual({
      class: "micro",
      name: "Micro enterprise",
      reason: "Investment of ₹2.5 crore is within ₹2.5 crore and turnover of ₹10 crore is within ₹10 crore, the micro enterprise limits.",
    })
    expect(udyamClass(1_300_000_000, 6_000_000_000, T, calculatorWordsEn.udyam).reason).toBe(
      "The investment of ₹130 crore is above ₹125 crore and turnover of ₹600 crore is above ₹500 crore, beyond the medium enterprise limits, so Udyam registration is not available.",
    )
    expect(udyamClass(1_300_000_000, 10_000_000, T, calculatorWordsEn.udyam).reason).toBe(
      "The investment of ₹130 crore is above ₹125 crore, beyond the medium enterprise limits, so Udyam registration is not available.",
    )
  })

  it("writes the WhatsApp message", () => {
    expect(udyamMessage(20_000_000, 40_000_000, udyamClass(20_000_000, 40_000_000, T, calculatorWordsEn.udyam), calculatorWordsEn.udyam)).toBe(
      [
        "Hello, I used the Udyam classification calculator on your website.",
        "Investment in plant, machinery or equipment: ₹2 crore. Yearly turnover: ₹4 crore.",
        "Result: Micro enterprise.",
        "Please help me with Udyam (MSME) registration.",
      ].join("\n"),
    )
  })
})

describe("PF contributions", () => {
  // Code on Social Security, 2020 and the EPF, EPS and EDLI Schemes, 2026 (https://www.epfindia.gov.in):
  // employee 12%; employer 12%, of which 8.33% of wages up to ₹15,000 to EPS and the rest (3.67%) to EPF;
  // EDLI 0.5% of wages up to ₹15,000 (so at most ₹75); administration charge 0.5% of PF wages
  // (S.O. 2011(E), 21 May 2018, https://egazette.gov.in), at least ₹500 a month per establishment.
  it("splits a wage within the ceiling, with the admin charge in the employer's total", () => {
    expect(pfContribution(10_000, T)).toEqual({
      wage: 10_000,
      options: { employee: "actual", employer: "actual" },
      employeeWage: 10_000,
      employeeRaised: false,
      employerWage: 10_000,
      pensionWage: 10_000,
      adminWage: 10_000,
      employee: 1_200,
      employerPf: 367,
      pension: 833,
      edli: 50,
      admin: 50,
      employerTotal: 1_300,
      total: 2_500,
    })
  })

  it("is exact at the ₹15,000 ceiling and at the next rupee", () => {
    // 8.33% of ₹15,000 = ₹1,249.50, rounded to ₹1,250; 0.5% = ₹75
    expect(pfContribution(15_000, T)).toMatchObject({ employee: 1_800, employerPf: 550, pension: 1_250, edli: 75, admin: 75, employerTotal: 1_950, total: 3_750 })
    // ₹15,001: EPS and EDLI stay on ₹15,000; the employer's 12% of ₹15,001 is ₹1,800.12, so ₹550 to EPF
    expect(pfContribution(15_001, T)).toMatchObject({ pensionWage: 15_000, employee: 1_800, employerPf: 550, pension: 1_250, edli: 75, admin: 75 })
    expect(pfContribution(14_999, T)).toMatchObject({ employee: 1_800, employerPf: 551, pension: 1_249, edli: 75, admin: 75 })
  })

  it("on the whole wage above the ceiling: EPS and EDLI capped, the rest of the employer's 12% to EPF", () => {
    expect(pfContribution(25_000, T)).toMatchObject({
      employee: 3_000,
      employerPf: 1_750,
      pension: 1_250,
      edli: 75, // EDLI capped at 0.5% of ₹15,000
      admin: 125, // 0.5% of ₹25,000
      employerTotal: 3_200,
      total: 6_200,
    })
  })

  it("offers the ₹15,000 ceiling for either share", () => {
    // both shares restricted to ₹15,000
    expect(pfContribution(25_000, T, { employee: "ceiling", employer: "ceiling" })).toMatchObject({
      employeeWage: 15_000,
      employerWage: 15_000,
      adminWage: 15_000,
      employee: 1_800,
      employerPf: 550,
      pension: 1_250,
      edli: 75,
      admin: 75,
      employerTotal: 1_950,
      total: 3_750,
    })
    // the employee pays on the whole wage, the employer restricts its share to ₹15,000
    expect(pfContribution(25_000, T, { employee: "actual", employer: "ceiling" })).toMatchObject({
      employee: 3_000,
      employerPf: 550,
      pension: 1_250,
      edli: 75,
      admin: 125,
      employerTotal: 2_000,
      total: 5_000,
    })
    // the employer on the whole wage and the employee chosen on ₹15,000: the employee's share is at
    // least the employer's (Code on Social Security, 2020, s. 16(1)(a)), so both on the whole wage
    const raised = pfContribution(25_000, T, { employee: "ceiling", employer: "actual" })
    const { options: _both, ...both } = pfContribution(25_000, T, { employee: "actual", employer: "actual" })
    expect(raised).toMatchObject({ employeeWage: 25_000, employeeRaised: true, employee: 3_000, employerPf: 1_750, total: 6_200 })
    expect({ ...raised, options: undefined, employeeRaised: false }).toEqual({ ...both, options: undefined })
    expect(pfContribution(12_000, T, { employee: "ceiling", employer: "actual" }).employeeRaised).toBe(false)
    expect(pfContribution(25_000, T, { employee: "actual", employer: "ceiling" }).employeeRaised).toBe(false)
    // within the ceiling the choice changes nothing
    const { options: _restricted, ...restricted } = pfContribution(12_000, T, { employee: "ceiling", employer: "ceiling" })
    const { options: _actual, ...actual } = pfContribution(12_000, T, { employee: "actual", employer: "actual" })
    expect(restricted).toEqual(actual)
    expect(actual).toMatchObject({ employee: 1_440, employerPf: 440, pension: 1_000, edli: 60, admin: 60 })
  })

  it("keeps the employer's PF and pension equal to 12% of its basis at every wage", () => {
    for (const wage of [1, 99, 5_001, 12_345, 14_999, 15_000, 15_001, 40_000]) {
      const r = pfContribution(wage, T)
      expect(r.employerPf + r.pension).toBe(r.employee)
      expect(r.pension).toBeLessThanOrEqual(1_250)
      expect(r.edli).toBeLessThanOrEqual(75)
    }
  })

  it("writes the WhatsApp message", () => {
    expect(pfMessage(pfContribution(25_000, T, { employee: "ceiling", employer: "ceiling" }), calculatorWordsEn.pf)).toBe(
      [
        "Hello, I used the PF contribution calculator on your website.",
        "Monthly wage (basic + DA): ₹25,000 (employee's share on ₹15,000, employer's share on ₹15,000).",
        "Employee PF: ₹1,800. Employer PF (EPF): ₹550. Pension (EPS): ₹1,250. EDLI: ₹75. Admin charge: ₹75.",
        "Employer's total: ₹1,950. Total each month: ₹3,750.",
        "Please help me with PF registration and monthly filing.",
      ].join("\n"),
    )
  })
})

describe("trademark filing fee per class, by applicant and filing mode", () => {
  // Trade Marks Rules, 2017, First Schedule, entry 1 (Form TM-A), https://ipindia.gov.in/form-and-fees-tm.htm:
  // e-filing ₹4,500 (individual, startup, small enterprise) or ₹9,000 (others);
  // physical filing ₹5,000 or ₹10,000.
  it.each([
    ["small", "e-filing", 1, 4_500],
    ["small", "e-filing", 2, 9_000],
    ["small", "e-filing", 45, 202_500],
    ["other", "e-filing", 1, 9_000],
    ["other", "e-filing", 3, 27_000],
    ["small", "physical", 1, 5_000],
    ["small", "physical", 2, 10_000],
    ["other", "physical", 1, 10_000],
    ["other", "physical", 45, 450_000],
  ] as const)("%s applicant, %s, %d classes: ₹%d", (applicant, filing, classes, total) => {
    expect(trademarkFee(applicant, classes, T, filing).total).toBe(total)
  })

  it("accepts 1 to 45 classes only", () => {
    expect(TRADEMARK_CLASSES).toBe(45)
    expect(() => trademarkFee("small", 0, T)).toThrow(TrademarkClassesError)
    expect(() => trademarkFee("small", 46, T)).toThrow("Classes must be a whole number from 1 to 45")
    expect(() => trademarkFee("other", 1.5, T)).toThrow(TrademarkClassesError)
  })

  it("writes the WhatsApp message", () => {
    expect(trademarkMessage(trademarkFee("small", 2, T), calculatorWordsEn.trademark)).toBe(
      [
        "Hello, I used the trademark fee calculator on your website.",
        "Applicant: Individual, startup, or MSME (Udyam registered). Filed online.",
        "Government fee: ₹4,500 x 2 classes = ₹9,000.",
        "Please help me file my trademark application.",
      ].join("\n"),
    )
    expect(trademarkMessage(trademarkFee("other", 1, T, "physical"), calculatorWordsEn.trademark)).toContain("Government fee: ₹10,000 x 1 class = ₹10,000.")
  })
})

describe("PF above the wage ceiling: contributions above it are optional (issue 32)", () => {
  it("says nothing up to ₹15,000", () => {
    expect(pfCeilingNote(15_000, T, calculatorWordsEn.pf)).toBeNull()
  })
  it("above it, gives 12% of ₹15,000 (₹1,800) and 12% of the full wage", () => {
    expect(pfCeilingNote(15_001, T, calculatorWordsEn.pf)).toContain("12% of ₹15,000 is ₹1,800 a month, 12% of the full wage of ₹15,001 is ₹1,800.")
    expect(pfCeilingNote(40_000, T, calculatorWordsEn.pf)).toBe(
      "Above the ₹15,000 wage ceiling, contributions on the part of the wage above it are optional: 12% of ₹15,000 is ₹1,800 a month, 12% of the full wage of ₹40,000 is ₹4,800. The employer may contribute on ₹15,000 only, unless the employee and the employer both choose the whole wage. In the form above, choose which of the two each share is worked out on.",
    )
  })
})
