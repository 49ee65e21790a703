/**
 * Telugu that reads as written (issue 33): every Telugu text of the site (every `*.te.md` there
 * is, the component words `src/config/**\/*.te.ts`, the facts' te/teLabel/teBasis, the glossary)
 * keeps a gloss to body text and to once a page, gives GST and PAN none, writes an amount before
 * a noun in its joined form, and none of the banned forms (gatsby/telugu-wording.ts). Each rule is
 * first shown failing on a sentence that breaks it.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import {
  amountProblems,
  bannedFormProblems,
  bannedGlossPatterns,
  bodyPieces,
  frontmatterPieces,
  glossesOf,
  glossProblems,
  linkGlossProblems,
  stringLiterals,
  type GlossaryTerm,
  type Piece,
} from "../../gatsby/telugu-wording"
import type { FactFile } from "../../src/lib/facts"

const ROOT = path.join(__dirname, "../..")
const rel = (file: string) => path.relative(ROOT, file)
const walk = (dir: string, test: (f: string) => boolean): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? walk(full, test) : test(e.name) ? [full] : []
  })

const terms: GlossaryTerm[] = matter(`---\n${fs.readFileSync(path.join(ROOT, "content/glossary.te.yml"), "utf8")}\n---\n`).data.terms
const glosses = glossesOf(terms)
const banned = bannedGlossPatterns(terms)
const factFile: FactFile = JSON.parse(fs.readFileSync(path.join(ROOT, "content/facts.json"), "utf8"))
const lookup = (key: string) => {
  const [group, name] = key.split(".")
  return factFile[group]?.[name]
}

/** A page's pieces, from its file's text. */
function pagePieces(file: string, source: string): Piece[] {
  const { data, content } = matter(source)
  const bodyLine = source.slice(0, source.length - content.length).split("\n").length
  return [...frontmatterPieces(data, file), ...bodyPieces(content, file, bodyLine)]
}
const checkPage = (file: string, source: string) => {
  const pieces = pagePieces(file, source)
  const links = pieces.filter(p => p.where.endsWith("(link text)"))
  return [...glossProblems(pieces, glosses, banned), ...links.flatMap(linkGlossProblems), ...pieces.flatMap(p => [...amountProblems(p, lookup), ...bannedFormProblems(p)])]
}
const page = (frontmatter: string, body = "") => `---\npath: /te/x\nlang: te\n${frontmatter}\n---\n${body}`

describe("the glossary's glosses", () => {
  it("GST and PAN take none; the trademark's names what a mark is", () => {
    const byEn = (en: string) => terms.find(t => t.en.startsWith(en))!
    expect(byEn("GST (").first).toBeUndefined()
    expect(byEn("GST (").gloss).toBe("none")
    expect(byEn("PAN").first).toBeUndefined()
    expect(byEn("trademark").first).toBe("ట్రేడ్‌మార్క్ (బ్రాండ్ పేరు, లోగో)")
    expect(glosses.map(g => g.text)).toContain("(ఏడాదిలో మొత్తం అమ్మకాలు)")
    expect(glosses.map(g => g.text)).toContain("(బ్రాండ్ పేరు, లోగో)")
    expect(glosses.map(g => g.text)).not.toContain("(ITR)")
    // The third review's table gloss (M7) is the glossary's, so the rule below catches it in a table row.
    expect(glosses.map(g => g.text)).toContain("(మూడు నెలల కాలం)")
    expect(glossesOf(terms.filter(t => t.en.startsWith("Udyam"))).map(g => g.text)).toEqual(["(MSMEలకు ఉచిత ప్రభుత్వ రిజిస్ట్రేషన్)"])
  })
})

describe("the rules fail where they are broken", () => {
  const turnover = "టర్నోవర్ (ఏడాదిలో మొత్తం అమ్మకాలు)"

  it("a gloss in a title, lead, glance card, fees, heading, table row or link text", () => {
    expect(checkPage("a.te.md", page(`title: ${turnover} పరిమితి`))).toEqual([expect.stringContaining('a.te.md: field "title": the gloss "(ఏడాదిలో మొత్తం అమ్మకాలు)"')])
    expect(checkPage("a.te.md", page(`lead: మీ ${turnover} చూస్తాం`))).toHaveLength(1)
    expect(checkPage("a.te.md", page(`glance:\n  - label: ఎప్పుడు\n    value: ${turnover} దాటితే`))).toEqual([expect.stringContaining('field "glance.0.value"')])
    expect(checkPage("a.te.md", page(`fees:\n  time: ${turnover} బట్టి`))).toHaveLength(1)
    expect(checkPage("a.te.md", page("title: x", `## ${turnover}\n`))).toEqual([expect.stringContaining("a.te.md: line 6")])
    expect(checkPage("a.te.md", page("title: x", `| ${turnover} | 1 |\n`))).toHaveLength(1)
    expect(checkPage("a.te.md", page("title: x", "| GSTR-1 | QRMPలో, క్వార్టర్ (మూడు నెలల కాలం) తర్వాతి నెల 13వ తేదీ |\n"))).toEqual([expect.stringContaining('the gloss "(మూడు నెలల కాలం)" is in a title, heading, hero, glance card, fees, table')])
    // The Udyam gloss with a bracket inside a bracket is no longer used anywhere (third review, M9).
    expect(checkPage("a.te.md", page("title: x", "ఉద్యమ్ రిజిస్ట్రేషన్ (సూక్ష్మ, చిన్న, మధ్య తరహా సంస్థల (MSME) కోసం ఉచిత ప్రభుత్వ రిజిస్ట్రేషన్) ఉచితం.\n"))).toEqual([expect.stringContaining("no longer used")])
    expect(checkPage("a.te.md", page("title: x", `చూడండి: [ఉద్యమ్ రిజిస్ట్రేషన్ (MSMEలకు ఉచిత ప్రభుత్వ రిజిస్ట్రేషన్)](/te/x).\n`))).toEqual([
      expect.stringContaining("(link text): the gloss"),
      expect.stringContaining("(link text): \"(MSMEలకు"),
    ])
    expect(checkPage("a.te.md", page(`sections:\n  - type: hero\n    text: ${turnover} ఎంతైనా`))).toHaveLength(1)
  })

  it("any explanation in brackets in a link's text, in the glossary or not, in running text or a table", () => {
    const links = (text: string) => checkPage("a.te.md", page("title: x", `${text}\n`))
    expect(links("[PF (ఉద్యోగుల భవిష్య నిధి) రిజిస్ట్రేషన్](/te/x) చూడండి.")).toEqual([expect.stringContaining('"(ఉద్యోగుల భవిష్య నిధి)" explains a term inside a link')])
    expect(links("| [IEC (దిగుమతి-ఎగుమతి కోడ్)](/te/x) | ఎగుమతిదారులు |")).toEqual([expect.stringContaining("line 6 (link text)")])
    expect(links("[ట్రేడ్‌మార్క్ అభ్యంతరానికి (objection)](/te/x) జవాబు.")).toHaveLength(1)
    expect(linkGlossProblems({ where: "nav", text: "వెబోరియం (వెబ్‌సైట్లు)" })).toHaveLength(1)
    expect(linkGlossProblems({ where: "nav", text: "Udyam (సూక్ష్మ, చిన్న సంస్థల MSME రిజిస్ట్రేషన్)" })).toHaveLength(1)
    // An acronym or a year in brackets is part of the name; a bracket in body text is not a link's.
    expect(links("[ఫుడ్ లైసెన్స్ (FSSAI)](/te/x), [ఎస్టాబ్లిష్‌మెంట్ రిజిస్ట్రేషన్ (OSH కోడ్)](/te/y), [వన్ పర్సన్ కంపెనీ (OPC) రిజిస్ట్రేషన్](/te/z); వెబోరియం (వెబ్‌సైట్లు).")).toEqual([])
  })

  it("a gloss twice on a page, and none once in body text", () => {
    expect(checkPage("a.te.md", page(`title: x\nsteps:\n  - text: మీ ${turnover}`, `మీ ${turnover} ఎంత?\n`))).toEqual([expect.stringContaining("appears 2 times")])
    expect(checkPage("a.te.md", page("title: x", `మీ ${turnover} ఎంత? మీ టర్నోవర్ చూస్తాం.\n`))).toEqual([])
  })

  it("a GST or PAN gloss anywhere, and the old trademark gloss", () => {
    expect(checkPage("a.te.md", page("title: x", "GST (వస్తువులు, సేవల పన్ను) కట్టాలి.\n"))).toHaveLength(1)
    expect(checkPage("a.te.md", page("title: x", "వ్యాపారం PAN (శాశ్వత ఖాతా సంఖ్య) కార్డు.\n"))).toHaveLength(1)
    expect(checkPage("a.te.md", page("title: x", "వస్తువులు, సేవల పన్ను (GST) భారతదేశంలో.\n"))).toHaveLength(1)
    expect(checkPage("a.te.md", page("title: x", "ట్రేడ్‌మార్క్ (మీ బ్రాండ్ పేరు, లోగోకు చట్టపరమైన రక్షణ) తీసుకోండి.\n"))).toHaveLength(1)
    expect(checkPage("a.te.md", page("title: x", "GST (Goods and Services Tax) and PAN, GSTIN (15 అక్షరాల GST రిజిస్ట్రేషన్ నంబర్).\n"))).toEqual([])
  })

  it("an amount before a noun or a postposition in the plain form, written out or as a token", () => {
    const body = (text: string) => checkPage("a.te.md", page("title: x", `${text}\n`))
    expect(body("₹40 లక్షలు పరిమితిని ఆ రాష్ట్రం అమలు చేయలేదు.")).toEqual([expect.stringContaining('"₹40 లక్షలు పరిమితిని": an amount before a noun takes the joined form (₹40 లక్షల')])
    expect(body("30 రోజులు లోపు దాఖలు చేయాలి.")).toHaveLength(1)
    expect(body("12 నెలలు పాటు చెల్లుతుంది.")).toHaveLength(1)
    expect(body("{{gst.threshold}} టర్నోవర్ దాటితే.")).toEqual([expect.stringContaining('"₹20 లక్షలు టర్నోవర్"')])
    expect(body("{{gst.amendWithin}} గడవక ముందే మార్చండి.")).toHaveLength(1)
    expect(body("ఉద్యోగులు {{pf.employees}} నుంచి PF తప్పనిసరి.")).toEqual([expect.stringContaining("write {{pf.employees:joined}}")])
    expect(body("{{gst.threshold}}లో సగం.")).toHaveLength(1)
    expect(body("ఇక్కడ {{gst.threshold}} పరిమితే వర్తిస్తుంది.")).toEqual([expect.stringContaining('"₹20 లక్షలు పరిమితే"')])
    expect(body("{{gst.amendWithin:joined}}లోగా మార్చండి.")).toEqual([expect.stringContaining("write {{gst.amendWithin:within}}")])
    expect(body("అధికారి {{fssai.registrationDecision:joined}}లోపు నిర్ణయిస్తారు.")).toEqual([expect.stringContaining('reads "7 రోజులలోపు": write {{fssai.registrationDecision:within}} (7 రోజుల్లోగా)')])
    expect(body("7 రోజులలోపు నిర్ణయిస్తారు; 30 రోజులలోగా కట్టాలి; 3-7 పని దినాలలో.")).toEqual([
      expect.stringContaining('"7 రోజులలోపు": within a time write the joined form 7 రోజుల్లోపు'),
      expect.stringContaining('"30 రోజులలోగా": within a time write the joined form 30 రోజుల్లోగా'),
      expect.stringContaining('"3-7 పని దినాలలో": within a time write the joined form 3-7 పని దినాల్లో'),
    ])
    expect(body("7 రోజుల్లోపు నిర్ణయిస్తారు; 30 రోజుల్లోగా కట్టాలి; 90 రోజుల్లో; 12 నెలల జీతం.")).toEqual([])
    // A date's case ending on its word (finding 31): {{fact:within}}, not a space before లోగా/లోపు.
    expect(body("{{incomeTax.deadline}} లోపు దాఖలు చేయండి.")).toEqual([expect.stringContaining("write {{incomeTax.deadline:within}} (31 జూలైలోగా)")])
    expect(body("{{pvtLtd.agmBy}} లోగా AGM.")).toEqual([expect.stringContaining("write {{pvtLtd.agmBy:within}} (30 సెప్టెంబర్\u200cలోగా)")])
    expect(body("{{incomeTax.deadline:within}} దాఖలు చేయండి; నగదు {{incomeTax.auditCashShare}} లోపు ఉంటే.")).toEqual([])
    // The joined form, the within form, and the plain form where no noun follows, are right.
    expect(body("{{gst.threshold:joined}} టర్నోవర్ దాటితే; {{gst.amendWithin:within}} మార్చండి; ₹40 లక్షల పరిమితి; 30 రోజులు పడుతుంది; టర్నోవర్ {{gst.threshold}} దాటితే; ₹1 కోటి టర్నోవర్.")).toEqual([])
  })

  it("the banned forms", () => {
    const body = (text: string) => checkPage("a.te.md", page("title: x", `${text}\n`)).map(p => p.replace(/^a\.te\.md: line \d+: /, ""))
    expect(body("చాలా చిన్న వ్యాపారాలు స్వచ్ఛందంగా తీసుకుంటాయి.")).toEqual([expect.stringContaining('"చాలా చిన్న"')])
    expect(body("{{gst.threshold}} దాటితే రిజిస్టర్ చేయాలి.")).toEqual([expect.stringContaining("with no object")])
    expect(body("మీరు రిజిస్టర్ చేయాలా అని చూస్తాం.")).toHaveLength(1)
    expect(body("తన సంస్థను రిజిస్టర్ చేయాలి; మీరు రిజిస్టర్ చేసుకోవాలి; రిజిస్ట్రేషన్ తీసుకోవాలి.")).toEqual([])
    expect(body("section 263 కింద")).toEqual([expect.stringContaining("సెక్షన్")])
    expect(body("CGST రూల్స్‌లోని rule 8(4A)")).toEqual([expect.stringContaining("రూల్")])
    expect(body("Budget 2026లో మార్పు")).toHaveLength(1)
    expect(body("e-filing పోర్టల్‌లో")).toHaveLength(1)
    expect(body("GST Suvidha Kendraలో")).toHaveLength(1)
    expect(body("® గుర్తు వాడొచ్చా?")).toEqual([expect.stringContaining("Spoken forms")])
    expect(body("ఇక రెన్యూ చేయనక్కర్లేదు.")).toHaveLength(1)
    expect(body("కొత్తది అక్కర్లేదు.")).toHaveLength(1)
    expect(body("® గుర్తు వాడవచ్చా? ఇక రెన్యూ చేయాల్సిన అవసరం లేదు; సర్టిఫికెట్ వచ్చు.")).toEqual([])
    // one word for one thing (fourth review)
    expect(body("ఆ ఎక్కువ పరిమితిని తెలంగాణ స్వీకరించలేదు.")).toEqual([expect.stringContaining("అమలు చేయలేదు")])
    expect(body("క్వార్టర్‌కు ఒకసారి దాఖలు చేసేవారు; త్రైమాసిక రిటర్న్‌లు")).toEqual([expect.stringContaining("మూడు నెలలకోసారి")])
    expect(body("రిటర్న్‌ను రివైజ్ చేయవచ్చు")).toEqual([expect.stringContaining("సవరించు")])
    expect(body("తెలంగాణ అమలు చేయలేదు; మూడు నెలలకోసారి దాఖలు చేసేవారు, ప్రతి క్వార్టర్‌లో; రిటర్న్‌ను సవరించవచ్చు; చెల్లుబాటు శాశ్వతం.")).toEqual([])
    expect(checkPage("a.te.md", page("keywords:\n  - income tax e-filing section 44AD"))).toEqual([])
  })
})

describe("every Telugu text of the site", () => {
  const pages = walk(path.join(ROOT, "content"), f => f.endsWith(".te.md"))

  it("finds the Telugu pages", () => {
    expect(pages.length).toBeGreaterThanOrEqual(17)
  })

  it.each(pages.map(rel))("%s", file => {
    expect(checkPage(file, fs.readFileSync(path.join(ROOT, file), "utf8"))).toEqual([])
  })

  it("the component words: no GST or PAN gloss, no gloss in a menu label, an amount joined before a noun, no banned form", () => {
    const problems: string[] = []
    for (const file of walk(path.join(ROOT, "src/config"), f => f.endsWith(".te.ts"))) {
      const isNav = path.basename(file).startsWith("nav")
      const pieces: Piece[] = stringLiterals(fs.readFileSync(file, "utf8"))
        .filter(s => /[\u0C00-\u0C7F]/u.test(s))
        .map(text => ({ where: `${rel(file)}: "${text.slice(0, 40)}"`, text, zone: isNav ? "no-gloss" : "body" }))
      if (isNav) problems.push(...glossProblems(pieces, glosses, banned), ...pieces.flatMap(linkGlossProblems))
      else problems.push(...glossProblems(pieces, [], banned))
      for (const p of pieces) problems.push(...amountProblems(p, lookup), ...bannedFormProblems(p))
    }
    expect(problems).toEqual([])
  })

  it("the facts' Telugu (shown in glance cards, tables and Sources lists): no gloss, no banned form", () => {
    const pieces: Piece[] = []
    for (const [group, entries] of Object.entries(factFile))
      for (const [name, fact] of Object.entries(entries))
        for (const field of ["te", "teLabel", "teBasis", "teSourceTitle"] as const)
          if (fact[field]) pieces.push({ where: `content/facts.json: ${group}.${name}.${field}`, text: fact[field]!, zone: "no-gloss" })
    // A teLabel cites the Act, rule and section exactly as the English label does (facts-te-label.test.ts), so its
    // Latin citation ("CGST Rules, rule 9(1)") is not judged as running text.
    const citation = (p: Piece) => p.where.endsWith(".teLabel")
    expect([
      ...glossProblems(pieces, glosses, banned),
      ...pieces.flatMap(p => [...amountProblems(p, lookup), ...(citation(p) ? [] : bannedFormProblems(p))]),
    ]).toEqual([])
  })
})
