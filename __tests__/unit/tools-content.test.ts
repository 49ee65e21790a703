/**
 * The tool pages' Markdown, with the facts filled in as the build fills
 * them: each page states the rules its tool applies (for readers without
 * JavaScript), and its examples agree with the calculators. Expected
 * sentences are literals.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { flattenFacts, replaceTokens } from "../../src/lib/facts"
import { factFile, thresholds as T } from "../helpers/facts"
import { fssaiTier, pfContribution, trademarkFee, udyamClass } from "../../src/lib/tools/calculators"
import { calculatorWordsEn } from "../../src/config/strings/calculator-words"

const root = path.join(__dirname, "../..")
const byKey = new Map(flattenFacts(factFile).map(f => [f.key, f]))
const fill = (text: string) => replaceTokens(text, key => byKey.get(key))
const read = (name: string) => {
  const file = matter(fs.readFileSync(path.join(root, "content/tools", `${name}.md`), "utf8"))
  return { data: file.data as Record<string, unknown>, text: fill(file.content), description: fill(String(file.data.description)) }
}
const TOOLS = ["which-registrations", "fssai-licence", "udyam-classification", "pf-contribution", "trademark-fee", "incorporation-cost", "compliance-calendar"]

describe("tool pages explain themselves without JavaScript", () => {
  it.each(TOOLS)("%s has its own template, a title, a description and keywords", name => {
    const { data } = read(name)
    expect(data.path).toBe(`/tools/${name}`)
    expect(data.template).toBe(`tool-${name}`)
    expect(fs.existsSync(path.join(root, "src/templates", `tool-${name}.tsx`))).toBe(true)
    expect(typeof data.title).toBe("string")
    expect((data.keywords as string[]).length).toBeGreaterThan(2)
  })

  it("the checker's page states every limit it applies", () => {
    const { text } = read("which-registrations")
    for (const rule of [
      "| Telangana, Arunachal Pradesh, Meghalaya, Puducherry, Sikkim and Uttarakhand | ₹20 lakh | ₹20 lakh |",
      "| Manipur, Mizoram, Nagaland and Tripura | ₹10 lakh | ₹10 lakh |",
      "| Every other state and union territory | ₹40 lakh | ₹20 lakh |",
      // from 1 April 2026 (PIB release of 13 March 2026), with the 2011 limits dated
      "A food business with turnover up to ₹1.5 crore (since 1 April 2026; until 31 March 2026, up to ₹12 lakh, with the state licence up to ₹20 crore)",
      "A food business with turnover above ₹1.5 crore, up to ₹50 crore",
      "From 20 employees",
      // Code on Social Security: contract workers the business uses count as its employees
      "From 20 employees, counting the contract workers you use through contractors",
      "10 or more employees, counting the contract workers you use, for the employees earning up to ₹21,000 a month",
      // OSH Code: the licence is the contractor's; the principal employer registers its establishment
      "A contractor who supplies contract workers, from 50 workers on any day of the last 12 months, under the labour codes in force since 21 November 2025",
      "A principal employer that uses contract workers registers its establishment from 10 workers, counting its own and contract workers",
      // G.O.Ms.No.55, 11 February 2026
      "GHMC for Khairatabad, Secunderabad, Charminar, Golconda, Rajendranagar and Shamshabad; the Cyberabad Municipal Corporation for Serilingampally, Kukatpally and Quthbullapur; the Malkajgiri Municipal Corporation for Malkajgiri, Uppal and LB Nagar",
      "at any turnover importers and exporters of food (importing equipment or packaging does not count), e-commerce food platforms (selling on one does not count) and the head office of food units in more than one state",
      "investment up to ₹125 crore and turnover up to ₹500 crore",
      "Since 1 October 2023, a small seller of goods on e-commerce platforms who sells only within its own state needs no GST registration up to ₹20 lakh",
    ]) {
      expect(text).toContain(rule)
    }
    expect(text).not.toMatch(/₹250 crore|20 workers|from GHMC in Greater Hyderabad/)
  })

  it("the incorporation cost page states the waiver, the scale, the stamp duty and the LLP slabs the calculator applies", () => {
    const { text, description } = read("incorporation-cost")
    for (const rule of [
      "| Registration fee, authorised capital up to ₹15 lakh | Nil |",
      "| ₹2,000 plus ₹200 for every ₹10,000 or part after the first ₹10 lakh |",
      "rule 38(2), as amended by notification G.S.R. 180(E) of 6 March 2019",
      "| Stamp duty on the memorandum of association | ₹500 |",
      "| Stamp duty on the articles of association | 0.15% of the authorised capital, at least ₹1,000 and at most ₹5 lakh |",
      "| Up to ₹1 lakh | ₹500 | ₹50 |",
      "| Above ₹25 lakh, up to ₹1 crore | ₹10,000 | ₹400 |",
      "| Above ₹1 crore | ₹25,000 | ₹600 |",
      "A company with exactly ₹15 lakh of authorised capital pays no registration fee",
      "we could not verify its rate from an official text",
      "a typical market price of ₹1,500 per person",
    ]) {
      expect(text).toContain(rule)
    }
    expect(description).toContain("nil up to ₹15 lakh of authorised capital")
  })

  it("the FSSAI page says exactly ₹1.5 crore is basic registration, as the calculator does, and dates the 2011 limits", () => {
    const { text, description } = read("fssai-licence")
    expect(fssaiTier(15_000_000, false, T).tier).toBe("basic")
    expect(fssaiTier(500_000_000, false, T).tier).toBe("state")
    expect(text).toContain("A turnover of exactly ₹1.5 crore is still within basic registration")
    expect(text).toContain("a turnover of exactly ₹50 crore needs the state licence")
    expect(text).toContain("| Up to ₹1.5 crore | [FSSAI basic registration](/food-license/fssai/food-license-registration) | Form A | ₹100 a year |")
    expect(text).toContain("Until 31 March 2026: basic registration up to ₹12 lakh, state licence ₹12 lakh to ₹20 crore, central licence above ₹20 crore.")
    expect(text).toContain("Since 1 April 2026 a registration or licence has perpetual validity, with no renewal")
    expect(description).toContain("basic registration (up to ₹1.5 crore)")
  })

  it("the Udyam page's table and example agree with the calculator, and the 2020 limits are dated", () => {
    const { text } = read("udyam-classification")
    expect(text).toContain("| Micro | ₹2.5 crore | ₹10 crore |")
    expect(text).toContain("| Medium | ₹125 crore | ₹500 crore |")
    expect(text).toContain("These limits apply from 1 April 2025.")
    expect(udyamClass(20_000_000, 150_000_000, T, calculatorWordsEn.udyam).class).toBe("small")
    expect(text).toContain("₹2 crore of machinery and ₹15 crore of turnover is **small**")
    expect(text).toContain("Until 31 March 2025 the limits were lower: micro up to ₹1 crore investment and ₹5 crore turnover")
  })

  it("the PF page's worked examples agree with the calculator", () => {
    const { text } = read("pf-contribution")
    expect(pfContribution(15_000, T)).toMatchObject({ employee: 1_800, employerPf: 550, pension: 1_250, edli: 75, admin: 75, employerTotal: 1_950, total: 3_750 })
    expect(text).toContain(
      "on a wage of ₹15,000 the employee pays ₹1,800; the employer pays ₹550 to EPF, ₹1,250 to EPS, ₹75 to EDLI and ₹75 in admin charge: ₹1,950, and ₹3,750 in all",
    )
    expect(pfContribution(25_000, T)).toMatchObject({ employee: 3_000, employerPf: 1_750, pension: 1_250, edli: 75, admin: 125, employerTotal: 3_200 })
    expect(text).toContain(
      "On ₹25,000 paid on the whole wage, the employee pays ₹3,000 and the employer ₹1,750 to EPF, ₹1,250 to EPS, ₹75 to EDLI and ₹125 in admin charge: ₹3,200",
    )
    expect(pfContribution(25_000, T, { employee: "ceiling", employer: "ceiling" }).total).toBe(pfContribution(15_000, T).total)
    expect(text).toContain("On ₹25,000 with both shares restricted to ₹15,000, each side pays as on ₹15,000.")
    expect(text).toContain("never more than ₹1,250 a month")
  })

  it("the trademark page's examples agree with the calculator", () => {
    const { text } = read("trademark-fee")
    expect(trademarkFee("small", 2, T).total).toBe(9_000)
    expect(trademarkFee("other", 3, T).total).toBe(27_000)
    expect(text).toContain("a startup filing online in two classes pays ₹9,000")
    expect(text).toContain("filing online in three classes pays ₹27,000")
    expect(text).toContain("| Individual, startup, or enterprise registered under Udyam (micro, small or medium) | ₹4,500 per class | ₹5,000 per class |")
  })

  it("the calendar's page lists every rule the calendar uses", () => {
    const { text } = read("compliance-calendar")
    for (const rule of [
      "| Income tax return | Individuals without business income (ITR-1, ITR-2) | 31 July |",
      "| Income tax return | Proprietors, professionals, partnership firms and LLPs without an audit | 31 August |",
      "| Income tax return | Companies, and businesses whose accounts are audited (a tax audit, or an LLP's statutory audit) | 31 October |",
      "| Income tax return | Businesses that must file a transfer pricing report | 30 November |",
      "By the 7th of the next month; tax deducted in March by 30 April",
      "| GSTR-3B | Quarterly filers in Telangana | By the 22nd of the month after the quarter |",
      "| GSTR-1 (sales) | Monthly filers | By the 11th of the next month |",
      "| LLP annual return (Form 11) | Every LLP, even with no business | 30 May |",
      "| LLP statement of account and solvency (Form 8) | Every LLP | 30 October |",
      "| ESI contributions | Employers with 10 or more employees, for those earning up to ₹21,000 a month | By the 15th of the next month |",
      "| Professional tax and Form V | Employers in Telangana deducting it from salaries | By the 10th of the next month |",
    ]) {
      expect(text).toContain(rule)
    }
    expect(text).not.toContain("31 May every year")
    expect(text).not.toContain("30 September with an audit")
  })
})

describe("the tools index", () => {
  it("lists every tool, the compliance calendar included", () => {
    const { data } = matter(fs.readFileSync(path.join(root, "content/tools/index.md"), "utf8"))
    expect(data.path).toBe("/tools")
    const cards = (data.sections as Array<{ type: string; items?: Array<{ path: string }> }>).find(s => s.type === "cards")!
    expect(cards.items!.map(i => i.path)).toEqual(TOOLS.map(t => `/tools/${t}`))
  })
})
