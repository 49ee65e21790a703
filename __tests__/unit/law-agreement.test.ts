/**
 * Issue 32: pages that must not disagree. Each test reads the pages' own
 * Markdown (and the wizard's words) and holds one agreement.
 */
import { readFileSync } from "fs"
import { join } from "path"
import { whichWordsEn } from "../../src/config/strings/which-words"
import { toolWordsEn } from "../../src/config/strings/tools-words"
import { whichRegistrations, type Answers } from "../../src/lib/tools/which-registrations-en"
import { BASE_ANSWERS } from "../helpers/which-answers"
import { facts as F, thresholds as T } from "../helpers/facts"

const read = (file: string) => readFileSync(join(__dirname, "../../content", file), "utf8")

describe("tax audit and filing guides name the same annual tax statement for the same years", () => {
  const phrase = "{{incomeTax.annualTaxStatementForm}} from tax year 2026-27, Form 26AS for earlier years"
  it.each(["guides/tax/income-tax-audit.en.md", "guides/tax/income-tax-filing.en.md"])("%s", file => {
    expect(read(file)).toContain(phrase)
    expect(read(file)).not.toMatch(/AIS and Form 26AS\./)
  })
})

describe("return due dates: the filing guide applies the staggered dates to the 2025-26 returns, as the calendar does", () => {
  it("English and Telugu guides say the dates apply to the returns filed in 2026", () => {
    const en = read("guides/tax/income-tax-filing.en.md")
    expect(en).toContain("They already apply to the returns for 2025-26 filed in 2026 (the Finance Act, 2026 amended section 139(1) of the 1961 Act from 1 March 2026)")
    expect(en).not.toContain("From the tax year 2026-27 (returns filed in 2027)")
    expect(read("guides/tax/income-tax-filing.te.md")).toContain("2026లో దాఖలు చేసే 2025-26 రిటర్న్‌లకు ఇవి ఇప్పటికే వర్తిస్తాయి")
  })
})

describe("PF under the Code on Social Security: the guide and the labour-codes update date each step the same way", () => {
  it.each([
    ["guides/government/pf-registration.en.md", "the Code took effect on {{labour.codesInForce}}, but the repeal of the EPF Act, 1952 was not notified then"],
    ["updates/2025-11-labour-codes.md", "the clause repealing the Employees' Provident Funds Act, 1952 was not notified"],
    ["updates/2026-06-epf-schemes-2026.md", "the clause repealing the Employees' Provident Funds Act, 1952 had not been notified when the Code came into force on 21 November 2025"],
  ])("%s", (file, text) => {
    const body = read(file)
    expect(body).toContain(text)
    expect(body).toMatch(/G\.S\.R\. 525\(E\)|\{\{pf\.schemesFrom\}\}/)
    expect(body).not.toMatch(/PF and ESI now run under the Code|Since \{\{labour\.codesInForce\}\}, PF is governed/)
  })
  it("the PF coverage fact is dated and sourced to the EPF Scheme, 2026, and recorded with that change, not the codes of November 2025", () => {
    const file = JSON.parse(readFileSync(join(__dirname, "../../content/facts.json"), "utf8"))
    const employees = file.pf.employees
    expect(employees.effective).toBe("2026-06-29")
    expect(employees.effective).toBe(file.pf.schemesFrom.effective)
    expect(employees.sourceTitle).toContain("G.S.R. 525(E)")
    expect(employees.sourceTitle).toContain("EPF Act, 1952")
    expect(employees.sourceTitle).not.toMatch(/in force 21 November 2025/)
    expect(read("updates/2026-06-epf-schemes-2026.md")).toMatch(/^ {2}- pf\.employees$/m)
    expect(read("updates/2025-11-labour-codes.md")).not.toMatch(/^ {2}- pf\.employees$/m)
  })
})

describe("IEC: one rule on the which-registrations page and in the wizard", () => {
  it("goods always; services only when claiming Foreign Trade Policy benefits", () => {
    expect(whichWordsEn.iecReason).toContain("(for services, only when claiming Foreign Trade Policy benefits)")
    expect(read("tools/which-registrations.md")).toContain("| Importers and exporters of goods; for services, only when claiming Foreign Trade Policy benefits |")
    expect(read("tools/which-registrations.te.md")).toContain("సేవలకైతే, ఫారిన్ ట్రేడ్ పాలసీ ప్రయోజనాలు క్లెయిమ్ చేసినప్పుడు మాత్రమే")
  })
})

describe("FSSAI central licence: the wizard asks what the guides and the calculator name", () => {
  // The guides (fssai, registration, central licence), the FSSAI calculator and the 2026 update all
  // name four activities that need the central licence whatever the turnover.
  const central = (changes: Partial<Answers>) => whichRegistrations({ ...BASE_ANSWERS, food: true, turnover: 500_000, ...changes }, T).findings.find(f => f.id === "fssai")
  it.each([
    ["an importer or exporter of food", { foodImportExport: true }],
    ["an e-commerce food platform", { foodPlatform: true }],
    ["the head office of food units in more than one state", { foodMultiState: true }],
  ])("%s: central licence at ₹5 lakh turnover", (_, changes) => {
    const finding = central(changes)!
    expect(finding.name).toBe("FSSAI central licence")
    expect(finding.reason).toContain(toolWordsEn.fssai.centralActivity)
  })
  it("a seller on Swiggy or a marketplace keeps the tier of its turnover", () => {
    expect(central({ online: true })!.name).toBe("FSSAI basic registration")
  })
  it("the guides and the calculator name the same activities", () => {
    for (const words of [/importers/i, /exporters/i, /e-commerce food/i, /(multi-state head offices|head offices of food units in more than one state|more than one state)/i]) {
      expect(read("guides/food/fssai.en.md")).toMatch(words)
      expect(read("tools/fssai-licence.md")).toMatch(words)
      expect(read("tools/which-registrations.md")).toMatch(words)
      expect(toolWordsEn.fssai.centralActivity).toMatch(words)
    }
    expect(whichWordsEn.foodPlatform).toContain("Selling on Swiggy, Zomato or a marketplace does not count")
  })
})

describe("FSSAI registration time: the guide states the 2011 rule and the 2026 announcement, not a bare \"may inspect\"", () => {
  it("English and Telugu registration guides", () => {
    const en = read("guides/food/food-license-registration.en.md")
    expect(en).toContain("announce {{fssai.instantRegistration}}")
    expect(en).toContain("within {{fssai.registrationDecision}}, and decide within {{fssai.registrationAfterInspection}} of an inspection")
    expect(en).not.toContain("may raise a query or inspect")
    const te = read("guides/food/food-license-registration.te.md")
    expect(te).toContain("{{fssai.instantRegistration}} ప్రకటించాయి")
    expect(te).toContain("అధికారి {{fssai.registrationDecision:within}} రిజిస్ట్రేషన్ ఇవ్వవచ్చు")
    expect(te).toContain("తనిఖీ జరిగితే {{fssai.registrationAfterInspection:within}} నిర్ణయిస్తారు")
  })
})
