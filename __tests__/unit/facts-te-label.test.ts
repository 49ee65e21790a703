/**
 * The Telugu Sources list (issue 24): a Telugu guide names each fact it cites by the fact's
 * Telugu label (`teLabel` in content/facts.json), with the Telugu value; English guides are
 * unchanged and carry no Telugu; content/facts.json keeps the label's figures in `teLabel`; the
 * content check names each fact a Telugu guide lists without a Telugu label; the CMS offers the field.
 */
import path from "path"
import fs from "fs"
import { checkFacts, FACT_FIELDS } from "../../gatsby/fact-rules"
import { checkContent, checkProject } from "../../gatsby/content-check"
import { teLabelProblems } from "../../gatsby/content-rules"
import { guidePage, type GuideSource } from "../../gatsby/build-html"
import { factsCollection } from "../../gatsby/cms-config"
import { sourceFactsIn, type SourceFact } from "../../src/lib/sources"
import { factTable, flattenFacts, type FactFile } from "../../src/lib/facts"
import { incorporationRates } from "../../src/lib/tools/incorporation-rates"
import { incorporationSheet } from "../../src/components/tools/incorporation-result"
import { calculatorWordsTe } from "../../src/config/strings/calculator-words.te"
import { toolsTe } from "../../src/config/strings/tools.te"
// The project's own content is checked as the build checks it: on the real day in India (facts are checked on the day someone verifies them).
import { todayInIndia } from "../../gatsby/facts"

const TODAY = "2026-11-26"
const TELUGU = /[\u0C00-\u0C7F]/
const provenance = { source: "https://cbic-gst.gov.in/gst-acts.html", sourceTitle: "CGST Act, 2017", effective: "2017-07-01", checked: "2026-11-23", reviewBy: "2027-05-23" }
const threshold = {
  value: "₹20 lakh",
  te: "₹20 లక్షలు",
  label: "GST registration limit (CGST Act s.22(1))",
  teLabel: "GST రిజిస్ట్రేషన్ పరిమితి (CGST Act s.22(1))",
  ...provenance,
}
const rate = { value: "18%", label: "Interest on GST paid late (CGST Act s.50(1))", ...provenance }
const time = { value: "7-30 days", te: "7-30 రోజులు", label: "Typical time", kind: "estimate", basis: "Our filings", checked: "2026-11-23", reviewBy: "2027-05-23" }
const factsFile = (gst: Record<string, unknown>) => ({ file: "content/facts.json", text: JSON.stringify({ gst }) })

describe("content/facts.json: teLabel", () => {
  it("is a known field, accepted with the label's figures", () => {
    const result = checkFacts({ gst: { threshold } }, TODAY)
    expect(result.errors).toEqual([])
    expect(result.facts[0].teLabel).toBe("GST రిజిస్ట్రేషన్ పరిమితి (CGST Act s.22(1))")
  })

  it("stops the build when teLabel states other figures than label (a section renumbered, its Telugu label not)", () => {
    expect(checkFacts({ gst: { threshold: { ...threshold, label: "GST registration limit (CGST Act s.23(1))" } } }, TODAY).errors).toEqual([
      'content/facts.json: fact "gst.threshold": "teLabel" must state the same figures as "label" (1, 23), written the same way; it has 1, 22: "GST రిజిస్ట్రేషన్ పరిమితి (CGST Act s.22(1))"',
    ])
  })
})

describe("content/facts.json: teSourceTitle (issue 33: the Sources' titles in Telugu)", () => {
  const titled = { ...threshold, teSourceTitle: "CGST Act, 2017, సవరణలతో" }
  it("is a known field, accepted with the title's figures", () => {
    const result = checkFacts({ gst: { threshold: titled } }, TODAY)
    expect(result.errors).toEqual([])
    expect(result.facts[0].teSourceTitle).toBe("CGST Act, 2017, సవరణలతో")
  })

  it("stops the build when teSourceTitle states other figures than sourceTitle (a date changed in one of them)", () => {
    expect(checkFacts({ gst: { threshold: { ...titled, sourceTitle: "CBIC Notification 10/2019-Central Tax, 7 March 2019", teSourceTitle: "CBIC నోటిఫికేషన్ 10/2019-Central Tax, 8 మార్చి 2019" } } }, TODAY).errors).toEqual([
      'content/facts.json: fact "gst.threshold": "teSourceTitle" must state the same figures as "sourceTitle" (10, 2019, 2019, 7), written the same way; it has 10, 2019, 2019, 8: "CBIC నోటిఫికేషన్ 10/2019-Central Tax, 8 మార్చి 2019"',
    ])
  })
})

describe("the content check: a Telugu guide lists each fact with its Telugu label", () => {
  const page = (file: string, lang: string | null, template: string, body: string) => ({
    file,
    text: `---\npath: ${lang === "te" ? "/te" : ""}/gst/x\n${lang ? `lang: ${lang}\n` : ""}template: ${template}\ntitle: GST\ndescription: "Limit {{gst.threshold}}"\n---\n${body}`,
  })
  const body = "Interest {{gst.interestRate}} from {{gst.interestRate:effective}}; time {{gst.time}}.\n"
  const errors = (pages: Array<{ file: string; text: string }>, gst: Record<string, unknown>) =>
    checkContent({ pages, facts: factsFile(gst), templates: ["guide", "page"], today: TODAY }).errors.filter(e => e.includes("teLabel"))

  it("names the file and each fact it lists without one, with its English label, in order of first use", () => {
    const pages = [page("content/guides/gst/x.md", null, "guide", body), page("content/guides/gst/x.te.md", "te", "guide", body)]
    expect(errors(pages, { threshold: { ...threshold, teLabel: undefined }, interestRate: rate, time })).toEqual([
      'content/guides/gst/x.te.md: fact "gst.threshold" is in the Sources list with its English label ("GST registration limit (CGST Act s.22(1))"); a Telugu guide needs its Telugu label: add "teLabel" to it in content/facts.json (words from content/glossary.te.yml, the Act and section as in the label)',
      'content/guides/gst/x.te.md: fact "gst.interestRate" is in the Sources list with its English label ("Interest on GST paid late (CGST Act s.50(1))"); a Telugu guide needs its Telugu label: add "teLabel" to it in content/facts.json (words from content/glossary.te.yml, the Act and section as in the label)',
      'content/guides/gst/x.te.md: fact "gst.time" is in the Sources list with its English label ("Typical time"); a Telugu guide needs its Telugu label: add "teLabel" to it in content/facts.json (words from content/glossary.te.yml, the Act and section as in the label)',
    ])
  })

  it("says nothing when every listed fact has one, for English guides, or for Telugu pages without a Sources list", () => {
    const labelled = { threshold, interestRate: { ...rate, teLabel: "ఆలస్యంగా కట్టిన GSTపై వడ్డీ (CGST Act s.50(1))" }, time: { ...time, teLabel: "సాధారణంగా పట్టే సమయం" } }
    expect(errors([page("content/guides/gst/x.md", null, "guide", body), page("content/guides/gst/x.te.md", "te", "guide", body)], labelled)).toEqual([])
    const unlabelled = { threshold: { ...threshold, teLabel: undefined }, interestRate: rate, time }
    expect(errors([page("content/guides/gst/x.md", null, "guide", body)], unlabelled)).toEqual([])
    expect(errors([page("content/pages/x.md", null, "page", body), page("content/pages/x.te.md", "te", "page", body)], unlabelled)).toEqual([])
  })

  it("names each fact a Telugu guide lists under its document's English title, and says nothing once it has teSourceTitle", () => {
    const titleErrors = (pages: Array<{ file: string; text: string }>, gst: Record<string, unknown>) =>
      checkContent({ pages, facts: factsFile(gst), templates: ["guide", "page"], today: TODAY }).errors.filter(e => e.includes("teSourceTitle"))
    const labelled = { threshold, interestRate: { ...rate, teLabel: "ఆలస్యంగా కట్టిన GSTపై వడ్డీ (CGST Act s.50(1))" }, time: { ...time, teLabel: "సాధారణంగా పట్టే సమయం", teBasis: "మా దరఖాస్తులు" } }
    const both = [page("content/guides/gst/x.md", null, "guide", body), page("content/guides/gst/x.te.md", "te", "guide", body)]
    expect(titleErrors(both, labelled)).toEqual([
      'content/guides/gst/x.te.md: fact "gst.threshold" is in the Sources list under its document\'s English title ("CGST Act, 2017"); a Telugu guide needs it in Telugu: add "teSourceTitle" to it in content/facts.json (official names as they are, the notes and connecting words in Telugu, dates as "7 మార్చి 2019")',
      'content/guides/gst/x.te.md: fact "gst.interestRate" is in the Sources list under its document\'s English title ("CGST Act, 2017"); a Telugu guide needs it in Telugu: add "teSourceTitle" to it in content/facts.json (official names as they are, the notes and connecting words in Telugu, dates as "7 మార్చి 2019")',
    ])
    const titled = (fact: Record<string, unknown>) => ({ ...fact, teSourceTitle: "CGST Act, 2017, సవరణలతో" })
    expect(titleErrors(both, { ...labelled, threshold: titled(labelled.threshold), interestRate: titled(labelled.interestRate) })).toEqual([])
    // an English guide, and a Telugu page without a Sources list, need none
    expect(titleErrors([page("content/guides/gst/x.md", null, "guide", body)], labelled)).toEqual([])
    expect(titleErrors([page("content/pages/x.md", null, "page", body), page("content/pages/x.te.md", "te", "page", body)], labelled)).toEqual([])
  })

  it("skips what the Sources list does not show: an estimate without its basis", () => {
    const problems = teLabelProblems(
      { file: "content/guides/gst/x.te.md", frontmatter: { lang: "te", template: "guide" }, body: "{{gst.time}}" },
      () => ({ label: "Typical time", kind: "estimate" }),
    )
    expect(problems).toEqual([])
  })

  it("names an estimate a Telugu guide lists without its basis in Telugu (teBasis), and checks its figures", () => {
    const basisErrors = (gst: Record<string, unknown>) =>
      checkContent({ pages: [page("content/guides/gst/x.en.md", null, "guide", body), page("content/guides/gst/x.te.md", "te", "guide", body)], facts: factsFile(gst), templates: ["guide", "page"], today: TODAY }).errors.filter(e => e.includes("teBasis"))
    const labelled = { threshold, interestRate: { ...rate, teLabel: "ఆలస్యంగా కట్టిన GSTపై వడ్డీ (CGST Act s.50(1))" } }
    expect(basisErrors({ ...labelled, time: { ...time, teLabel: "సాధారణంగా పట్టే సమయం" } })).toEqual([
      'content/guides/gst/x.te.md: estimate "gst.time" is in the Sources list with its English basis ("Our filings"); a Telugu guide needs it in Telugu: add "teBasis" to it in content/facts.json (words from content/glossary.te.yml)',
    ])
    expect(basisErrors({ ...labelled, time: { ...time, teLabel: "సాధారణంగా పట్టే సమయం", teBasis: "మా దరఖాస్తులు" } })).toEqual([])
    expect(checkFacts({ gst: { time: { ...time, basis: "Our 2026 filings", teBasis: "మా 2025 దరఖాస్తులు" } } }, TODAY).errors).toEqual([
      'content/facts.json: fact "gst.time": "teBasis" must state the same figures as "basis" (2026), written the same way; it has 2025: "మా 2025 దరఖాస్తులు"',
    ])
  })

  it("the project: every fact a Telugu guide lists has its Telugu label and its document's Telugu title (and an estimate its Telugu basis), with the same figures", () => {
    const { errors: all } = checkProject(path.join(__dirname, "../.."), todayInIndia())
    expect(all.filter(e => e.includes("teLabel") || e.includes("teBasis") || e.includes("teSourceTitle") || e.startsWith("content/facts.json"))).toEqual([])
  })

  it("the project: the Telugu labels keep the label's Act and section references", () => {
    const root = path.join(__dirname, "../..")
    const file = JSON.parse(fs.readFileSync(path.join(root, "content/facts.json"), "utf8")) as FactFile
    // "CGST Act s.22(1)", "rule 61A(1)", "Notification 14/2019-Central Tax", "Schedule, entry 4": written as in the label.
    const REFERENCE = /\b(?:[A-Z][A-Za-z-]* )?(?:Act|Rules)(?:, \d{4})?|\bs\.\d+[A-Z]*(?:\([^)]+\))*|\brules? \d+[A-Z]*(?:\([^)]+\))*|\bNotifications? [\d/]+(?: and [\d/]+)?(?:-[A-Za-z]+ Tax)?|\b(?:entry|entries) \d+(?: and \d+)?|\bExplanation \([ivx]+\)/g
    const drifted: string[] = []
    let checked = 0
    for (const [group, entries] of Object.entries(file)) {
      for (const [name, fact] of Object.entries(entries)) {
        if (!fact.teLabel) continue
        for (const ref of fact.label.match(REFERENCE) ?? []) {
          checked++
          if (!fact.teLabel.includes(ref)) drifted.push(`${group}.${name}: ${ref}`)
        }
      }
    }
    expect(checked).toBeGreaterThan(80)
    expect(drifted).toEqual([])
  })
})

describe("the Sources list in the page's language", () => {
  const used = [
    { key: "gst.threshold", kind: "rule", ...threshold },
    { key: "gst.interestRate", kind: "rule", ...rate, teLabel: "ఆలస్యంగా కట్టిన GSTపై వడ్డీ (CGST Act s.50(1))" },
    { key: "gst.time", ...time, teLabel: "సాధారణంగా పట్టే సమయం", teBasis: "మా దరఖాస్తుల్లో", source: null, sourceTitle: null },
  ] as SourceFact[]

  it("sourceFactsIn: Telugu label and value on a Telugu page; the facts as they are in English", () => {
    expect(sourceFactsIn(used, "en")).toBe(used)
    expect(sourceFactsIn(used, "te").map(f => [f.label, f.value])).toEqual([
      ["GST రిజిస్ట్రేషన్ పరిమితి (CGST Act s.22(1))", "₹20 లక్షలు"],
      ["ఆలస్యంగా కట్టిన GSTపై వడ్డీ (CGST Act s.50(1))", "18%"],
      ["సాధారణంగా పట్టే సమయం", "7-30 రోజులు"],
    ])
  })

  const source = (lang: string | null): GuideSource =>
    ({ html: "<p>x</p>", fm: { title: "GST", path: "/gst/x", lang, reviewed: "2026-11-01" }, factsUsed: used }) as unknown as GuideSource

  it("a Telugu guide's Sources part names each fact by its Telugu label; the document's title stays", () => {
    const html = guidePage(source("te"), "/te/gst/x").sources!.html
    expect(html).toContain("<li>GST రిజిస్ట్రేషన్ పరిమితి (CGST Act s.22(1)): <strong>₹20 లక్షలు</strong> (1 జూలై 2017 నుంచి)</li>")
    expect(html).toContain("ఆలస్యంగా కట్టిన GSTపై వడ్డీ")
    expect(html).toContain("<li>సాధారణంగా పట్టే సమయం: <strong>7-30 రోజులు</strong>. మా దరఖాస్తుల్లో</li>")
    expect(html).not.toContain("Our filings")
    expect(html).toContain("CGST Act, 2017")
    for (const fact of used) expect(html).not.toContain(fact.label)
  })

  it("a Telugu guide's Sources part names each document by its Telugu title (teSourceTitle); an English guide by its title", () => {
    const titled = used.map(f => (f.sourceTitle ? { ...f, sourceTitle: "CGST Act, 2017, as amended", teSourceTitle: "CGST Act, 2017, సవరణలతో" } : f))
    const at = (lang: string | null) => ({ ...source(lang), factsUsed: titled }) as GuideSource
    const te = guidePage(at("te"), "/te/gst/x").sources!.html
    expect(te).toContain(">CGST Act, 2017, సవరణలతో<span")
    expect(te).not.toContain("as amended")
    const en = guidePage(at(null), "/gst/x").sources!.html
    expect(en).toContain(">CGST Act, 2017, as amended<span")
    expect(en).not.toMatch(TELUGU)
  })

  it("the incorporation cost tool's Telugu sources name each document by its Telugu title, the English ones by its title", () => {
    const file = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/facts.json"), "utf8")) as FactFile
    const facts = flattenFacts(file)
    const rates = incorporationRates(factTable(facts))
    const group = facts.filter(f => f.key.startsWith("incorporation.") && f.source) as unknown as SourceFact[]
    const nameFee = group.find(f => f.key === "incorporation.nameFee")!
    expect(nameFee.teSourceTitle).toMatch(TELUGU)
    const sheet = (lang: "en" | "te") => JSON.stringify(incorporationSheet(rates, { words: calculatorWordsTe.incorporation, amounts: toolsTe.words!.amounts }, sourceFactsIn(group, lang), {}))
    const escaped = (text: string) => JSON.stringify(text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")).slice(1, -1)
    expect(sheet("te")).toContain(escaped(nameFee.teSourceTitle!))
    expect(sheet("te")).not.toContain(escaped(nameFee.sourceTitle!))
    expect(sheet("en")).toContain(escaped(nameFee.sourceTitle!))
  })

  it("an English guide's Sources part is unchanged: English labels and values, no Telugu", () => {
    const html = guidePage(source(null), "/gst/x").sources!.html
    expect(html).toContain("<li>GST registration limit (CGST Act s.22(1)): <strong>₹20 lakh</strong> (from 1 July 2017)</li>")
    expect(html).toContain("<li>Typical time: <strong>7-30 days</strong>. Our filings</li>")
    expect(html).not.toMatch(TELUGU)
  })
})

describe("the CMS: staff edit the Telugu title beside the title", () => {
  it("every fact's fields include teSourceTitle, after sourceTitle, with a hint", () => {
    expect(FACT_FIELDS.find(f => f.name === "teSourceTitle")).toMatchObject({ type: "string", required: "never" })
    expect(FACT_FIELDS.map(f => f.name).indexOf("teSourceTitle")).toBe(FACT_FIELDS.map(f => f.name).indexOf("sourceTitle") + 1)
    const collection = factsCollection({ gst: { threshold } } as unknown as FactFile)
    const field = collection.files![0].fields[0].fields![0].fields!.find(f => f.name === "teSourceTitle")!
    expect(field).toMatchObject({ widget: "string", required: false })
    expect(field.hint).toMatch(/Telugu page's Sources list/)
  })
})

describe("the CMS: staff edit the Telugu label beside the label", () => {
  it("every fact's fields include teLabel, after label, with a hint", () => {
    const spec = FACT_FIELDS.find(f => f.name === "teLabel")!
    expect(spec).toMatchObject({ type: "string", required: "never" })
    expect(FACT_FIELDS.map(f => f.name).indexOf("teLabel")).toBe(FACT_FIELDS.map(f => f.name).indexOf("label") + 1)
    const collection = factsCollection({ gst: { threshold } } as unknown as FactFile)
    const fields = collection.files![0].fields[0].fields![0].fields!
    const field = fields.find(f => f.name === "teLabel")!
    expect(field).toMatchObject({ widget: "string", required: false })
    expect(field.hint).toMatch(/Telugu guide's Sources list/)
    expect(field.hint).toMatch(/glossary\.te\.yml/)
  })
})
