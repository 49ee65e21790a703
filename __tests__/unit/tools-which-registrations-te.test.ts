/**
 * The wizard in Telugu (issue 24): the same rules with the Telugu words table. Every question,
 * option, finding and message has Telugu text (no English word left but the terms people say in
 * English), the answers are the English ones (same statuses, same order), and the guides link to
 * the Telugu guide wherever one exists (content/guides/<group>/<guide>.te.md), else to the English one.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { facts as F, thresholds as T } from "../helpers/facts"
import { EN } from "../../src/config/strings"
import { TE } from "../../src/config/strings/te"
import { toolWordsEn } from "../../src/config/strings/tools-words"
import { whichWordsEn, wizardWordsEn } from "../../src/config/strings/which-words"
import { describeAmountError, describeRupees, formatAmountWords } from "../../src/lib/tools/amounts"
import { fssaiTier } from "../../src/lib/tools/calculators"
import {
  describeBusiness,
  GUIDES,
  gstLimit,
  STATES,
  whichRegistrations,
  whichRegistrationsMessage,
  type Answers,
} from "../../src/lib/tools/which-registrations-en"
import { counted, listing, localDate } from "../../src/lib/tools/words"
import { BASE_ANSWERS } from "../helpers/which-answers"

const base = BASE_ANSWERS

/** Answers that between them reach every branch of every finding. */
const CASES: Array<Partial<Answers>> = [
  {},
  { form: "pvt-ltd", turnover: 2_500_000, employees: 12, esiEmployees: 5, premises: true, brand: true },
  { form: "opc", supplies: "goods", state: "Karnataka", turnover: 3_000_000, online: true, premises: true },
  { form: "llp", supplies: "goods", state: "Telangana", online: true, turnover: 1_000_000, food: true },
  { form: "partnership", supplies: "both", state: "Manipur", turnover: 1_500_000, online: true },
  { supplies: "goods", state: "Uttarakhand", turnover: 2_500_000, interstateGoods: true },
  { supplies: "goods", state: "Gujarat", turnover: 3_000_000 },
  { food: true, turnover: 50_000_000 },
  { food: true, turnover: 600_000_000 },
  { foodImportExport: true, turnover: 1_000_000 },
  { importExport: true, turnover: 6_000_000_000 },
  { employees: 8, contractWorkers: 60, contractRole: "principal", esiEmployees: 30 },
  { employees: 1, contractWorkers: 1, contractRole: "both", esiEmployees: 0 },
  { employees: 3, contractWorkers: 55, contractRole: "contractor" },
  { employees: 3, contractWorkers: 5, contractRole: "contractor" },
  { employees: 25, esiEmployees: 0 },
  { employees: 1 },
]
/** The Telugu table's tool words (the English pages' table has none: they load with the tools). */
const TW = TE.tools.words!
const answersOf = (changes: Partial<Answers>): Answers => ({ ...base, ...changes })

const TELUGU = /[\u0C00-\u0C7F]/
/** An English word in running text (the terms kept in English letters are capitals: GST, PAN, Udyam...). */
const ENGLISH_WORD = /\b[a-z]{3,}\b/
const SLOT = /\{\w+\}/

/** The Telugu guides: English path -> Telugu path, from the guides' own frontmatter. */
function teluguGuides(): Map<string, string> {
  const root = path.join(__dirname, "../../content/guides")
  const map = new Map<string, string>()
  for (const group of fs.readdirSync(root)) {
    const dir = path.join(root, group)
    if (!fs.statSync(dir).isDirectory()) continue
    for (const file of fs.readdirSync(dir).filter(f => f.endsWith(".te.md"))) {
      const te = matter(fs.readFileSync(path.join(dir, file), "utf8")).data.path as string
      const en = matter(fs.readFileSync(path.join(dir, file.replace(/\.te\.md$/, ".en.md")), "utf8")).data.path as string
      map.set(en, te)
    }
  }
  return map
}

describe("the wizard's answers in Telugu", () => {
  it.each(CASES.map(c => [JSON.stringify(c), c]))("%s: every finding has a Telugu name and reason, with the English statuses", (_, changes) => {
    const a = answersOf(changes as Partial<Answers>)
    const en = whichRegistrations(a, T)
    const te = whichRegistrations(a, T, TW)
    expect(te.findings.map(f => [f.id, f.status])).toEqual(en.findings.map(f => [f.id, f.status]))
    for (const f of te.findings) {
      for (const text of [f.name, f.reason]) {
        expect(text).toMatch(TELUGU)
        expect(text).not.toMatch(ENGLISH_WORD)
        expect(text).not.toMatch(SLOT)
      }
    }
  })

  it.each(CASES.map(c => [JSON.stringify(c), c]))("%s: the business and the WhatsApp message are in Telugu", (_, changes) => {
    const a = answersOf(changes as Partial<Answers>)
    const answer = whichRegistrations(a, T, TW)
    const message = whichRegistrationsMessage(a, answer, TW)
    expect(message).not.toMatch(ENGLISH_WORD)
    expect(message).not.toMatch(SLOT)
    expect(describeBusiness(a, TW)).toMatch(TELUGU)
    expect(message.split("\n")[0]).toBe('నమస్తే, మీ వెబ్‌సైట్‌లో "నాకు ఏ రిజిస్ట్రేషన్లు కావాలి?" టూల్ వాడాను.')
    expect(message.split("\n").at(-1)).toBe("ఈ రిజిస్ట్రేషన్లలో దయచేసి సహాయం చేయండి.")
  })

  it("writes the reasons with Telugu amounts, states, counts and dates", () => {
    const pvt = whichRegistrations(answersOf({ form: "pvt-ltd", turnover: 2_500_000, employees: 12, esiEmployees: 5 }), T, TW)
    const reason = (id: string) => pvt.findings.find(f => f.id === id)!.reason
    expect(reason("gst")).toBe("మీ టర్నోవర్ ₹25 లక్షలు; GST పరిమితి ₹20 లక్షలు, మీ టర్నోవర్ దాన్ని దాటింది. సేవలకు వర్తించే పరిమితి ఇదే.")
    expect(reason("esi")).toBe(
      "మీ దగ్గర 12 మంది ఉద్యోగులు ఉన్నారు; వారిలో 5 మందికి నెల జీతం ₹21,000 వరకు ఉంది: 10 లేదా అంతకంటే ఎక్కువ ఉద్యోగులు ఉన్న సంస్థలకు ESI రిజిస్ట్రేషన్ తప్పనిసరి; నెల జీతం ₹21,000 వరకు ఉన్న ప్రతి ఒక్కరికీ కంట్రిబ్యూషన్ చెల్లించాలి.",
    )
    expect(reason("pf")).toBe(
      "ఉద్యోగులు 20 మంది అయినప్పటి నుంచి PF రిజిస్ట్రేషన్ తప్పనిసరి; మీ దగ్గర 12 మంది ఉద్యోగులు ఉన్నారు. మీరు, మీ ఉద్యోగుల్లో ఎక్కువమంది అంగీకరిస్తే స్వచ్ఛందంగా రిజిస్టర్ చేసుకోవచ్చు.",
    )
    const online = whichRegistrations(answersOf({ supplies: "goods", online: true, turnover: 1_000_000 }), T, TW)
    expect(online.findings.find(f => f.id === "gst")!.reason).toContain("తెలంగాణలోపలే ఈ-కామర్స్ ప్లాట్‌ఫామ్‌ల ద్వారా")
    expect(online.findings.find(f => f.id === "gst")!.reason).toContain("(1 అక్టోబర్ 2023 నుంచి)")
    const contract = whichRegistrations(answersOf({ employees: 8, contractWorkers: 60, esiEmployees: 30 }), T, TW)
    expect(contract.findings.find(f => f.id === "pf")!.reason).toContain("60 మంది కాంట్రాక్ట్ కార్మికులతో కలిపి మొత్తం 68 మంది ఉద్యోగులు")
    expect(contract.findings.find(f => f.id === "osh-registration")!.reason).toContain("(OSH కోడ్; 21 నవంబర్ 2025 నుంచి అమల్లో ఉంది)")
    const trade = whichRegistrations(answersOf({ premises: true }), T, TW).findings.find(f => f.id === "trade-licence")!
    expect(trade.reason).toMatch(/మూడు కార్పొరేషన్లలో ఒకటి:$/u)
    expect(trade.points).toEqual([
      "గ్రేటర్ హైదరాబాద్ మున్సిపల్ కార్పొరేషన్ (GHMC): ఖైరతాబాద్, సికింద్రాబాద్, చార్మినార్, గోల్కొండ, రాజేంద్రనగర్, శంషాబాద్ జోన్లు",
      "సైబరాబాద్ మున్సిపల్ కార్పొరేషన్: శేరిలింగంపల్లి, కూకట్‌పల్లి, కుత్బుల్లాపూర్ జోన్లు",
      "మల్కాజ్‌గిరి మున్సిపల్ కార్పొరేషన్: మల్కాజ్‌గిరి, ఉప్పల్, ఎల్‌బీ నగర్ జోన్లు",
    ])
    // "{state}లో" with no space (issue 33, point 9): a zero-width non-joiner only after a bare consonant.
    expect(gstLimit("Manipur", "services", false, T, TW).of).toBe("మణిపూర్\u200Cలో వర్తించే పరిమితి ఇదే.")
    expect(gstLimit("Tripura", "services", false, T, TW).of).toBe("త్రిపురలో వర్తించే పరిమితి ఇదే.")
  })

  it("says how many people the business has with the verb last, and a voluntary GST registration after any limit sentence (review 5, minors 2-3)", () => {
    const one = whichRegistrations(answersOf({ employees: 1 }), T, TW).findings
    expect(one.find(f => f.id === "pf")!.reason).toContain("; మీ దగ్గర 1 ఉద్యోగి ఉన్నారు. ")
    expect(one.find(f => f.id === "esi")!.reason).toMatch(/; మీ దగ్గర 1 ఉద్యోగి ఉన్నారు\.$/u)
    // none: the verb of none, not "0 మంది ఉద్యోగులు ఉన్నారు" (issue 33)
    const none = whichRegistrations(answersOf({ employees: 0, esiEmployees: 0 }), T, TW).findings
    expect(none.find(f => f.id === "pf")!.reason).toContain("; మీ దగ్గర ఉద్యోగులు ఎవరూ లేరు. ")
    expect(none.find(f => f.id === "esi")!.reason).toMatch(/; మీ దగ్గర ఉద్యోగులు ఎవరూ లేరు\.$/u)
    for (const f of none) expect(f.reason).not.toMatch(/(^|\s)0 మంది/u)
    const principal = whichRegistrations(answersOf({ employees: 2, contractWorkers: 5, contractRole: "principal" }), T, TW).findings
    expect(principal.find(f => f.id === "osh-registration")!.reason).toMatch(/; మీ దగ్గర 7 మంది కార్మికులు ఉన్నారు\.$/u)
    const contractor = whichRegistrations(answersOf({ employees: 2, contractWorkers: 5, contractRole: "contractor" }), T, TW).findings
    expect(contractor.find(f => f.id === "labour-licence")!.reason).toMatch(/; మీ దగ్గర 5 మంది కాంట్రాక్ట్ కార్మికులు ఉన్నారు\.$/u)
    for (const changes of CASES) {
      for (const f of whichRegistrations(answersOf(changes), T, TW).findings) {
        expect(f.reason).not.toContain("మీ దగ్గర ఉన్నది")
        expect(f.reason).not.toContain("అయినా మీరు స్వచ్ఛందంగా")
      }
    }
    const gst = whichRegistrations(answersOf({ supplies: "goods", turnover: 1_000_000 }), T, TW).findings.find(f => f.id === "gst")!
    expect(gst.reason).toContain("దాన్ని తెలంగాణ అమలు చేయలేదు. తప్పనిసరి కాకపోయినా స్వచ్ఛందంగా రిజిస్టర్ చేసుకోవచ్చు.")
  })

  it("links each finding to the Telugu guide where one exists, else to the English guide", () => {
    const guides = teluguGuides()
    expect(guides.size).toBe(35)
    const seen = new Set<string>()
    for (const changes of CASES) {
      const a = answersOf(changes)
      const en = whichRegistrations(a, T)
      const te = whichRegistrations(a, T, TW)
      te.findings.forEach((f, i) => {
        const english = en.findings[i].guide
        expect(f.guide).toBe(guides.get(english) ?? english)
        if (f.guide.startsWith("/te/")) seen.add(f.guide)
      })
    }
    // every guide has its Telugu version now (issue 33): the wizard links only Telugu guides
    // (a proprietorship needs no registration of its form, so no link)
    expect([...seen].sort()).toEqual([
      "/te/food-license/fssai/food-central-license",
      "/te/food-license/fssai/food-license-registration",
      "/te/food-license/fssai/food-state-license",
      "/te/gst/services/gst-registration",
      "/te/registrations/company/esi-registration",
      "/te/registrations/company/ghmc-trade-license",
      "/te/registrations/company/iec-code-registration",
      "/te/registrations/company/labour-license",
      "/te/registrations/company/llp-registration",
      "/te/registrations/company/municipal-trade-license",
      "/te/registrations/company/opc-registration",
      "/te/registrations/company/partnership-firm",
      "/te/registrations/company/pf-registration",
      "/te/registrations/company/pvt-ltd-registration",
      "/te/registrations/company/udyam-(msme)-registration",
      "/te/tax-compliances/services/professional-tax-registration",
      "/te/trademark/services/trademark-registration",
    ])
  })

  it("the table's Telugu guide paths are exactly the Telugu guides' own paths", () => {
    const guides = teluguGuides()
    expect(TW.which.guidePaths).toEqual(Object.fromEntries(guides))
    // the English words link the English guides
    expect(wizardWordsEn.which.guidePaths).toEqual({})
    expect(Object.values(GUIDES).every(p => !p.startsWith("/te"))).toBe(true)
  })
})

describe("the Telugu tools table", () => {
  /** Every string of a table with its key path. */
  function leaves(value: unknown, at = ""): Array<[string, string]> {
    if (typeof value === "string") return [[at, value]]
    if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${at}[${i}]`))
    if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k))
    return []
  }
  it("the English: the wizard's words apart from those every tool shares, so the other tool pages do not load them", () => {
    expect("which" in toolWordsEn).toBe(false)
    expect(wizardWordsEn.which).toBe(whichWordsEn)
    expect(Object.keys(wizardWordsEn).sort()).toEqual(Object.keys(TW).sort())
  })
  const en = new Map(leaves(wizardWordsEn))
  const te = new Map(leaves(TW))

  it("has every English string, in Telugu wherever the English has words", () => {
    expect([...te.keys()].filter(k => !k.startsWith("which.guidePaths")).sort()).toEqual([...en.keys()].sort())
    for (const [key, english] of en) {
      const telugu = te.get(key)!
      expect([key, telugu.trim() !== "" || english.trim() === ""]).toEqual([key, true])
      // months: the English month names are keys of the table as well as values
      const words = english.replace(/\{\w+\}/g, "")
      // " and " joins a list: Telugu joins with a comma. A form's bare name ("Form A") stays in English
      // letters in Telugu, as the glossary and the guides write it (third review, M14), so it must be the same.
      if (/^Form [A-Z0-9-]+$/.test(english)) expect([key, telugu]).toEqual([key, english])
      else if (key !== "which.listLast" && (ENGLISH_WORD.test(words) || /^[A-Z][a-z]{2,}/.test(words))) {
        expect([key, TELUGU.test(telugu)]).toEqual([key, true])
        expect([key, ENGLISH_WORD.test(telugu.replace(/\{\w+\}/g, ""))]).toEqual([key, false])
      }
    }
  })

  it("names every state in Telugu, keyed by the English name the wizard sends", () => {
    // in STATES' order in both tables: the form lists the states as its words table keys them (WhichRegistrations)
    expect(Object.keys(TW.which.states)).toEqual([...STATES])
    expect(Object.keys(wizardWordsEn.which.states)).toEqual([...STATES])
    for (const state of STATES) expect(TW.which.states[state]).toMatch(TELUGU)
    expect(TW.which.states.Telangana).toBe("తెలంగాణ")
  })

  it("has Hyderabad's three corporations with the same number of zones", () => {
    expect(TW.which.corporations.map(c => c.zones.length)).toEqual(wizardWordsEn.which.corporations.map(c => c.zones.length))
  })

  it("are not in every English page's table: the English words load with the tools", () => {
    expect(EN.tools).toEqual({})
    expect(Object.keys(TE.tools)).toEqual(["words"])
  })

  it("keeps the English table's words as the English pages show them", () => {
    expect(toolWordsEn.page).toEqual({
      home: "Home",
      tools: "Tools",
      noscript:
        "This tool needs JavaScript, which is turned off in your browser. The rules and limits it uses are set out below, so you can work out the answer yourself, or call or message us.",
    })
    expect(toolWordsEn.result).toEqual({ send: "Send this answer to us and we will take it from there.", whatsapp: "Send on WhatsApp", quote: "Get a quote" })
    expect(wizardWordsEn.which.whatsappText).toBe("Hello, I need help working out which registrations my business needs.")
    expect(TW.which.whatsappText).toBe("నమస్తే, నా వ్యాపారానికి ఏ రిజిస్ట్రేషన్లు కావాలో తెలుసుకోవడానికి సహాయం కావాలి.")
    expect(TW.result.whatsapp).toBe("వాట్సాప్‌లో పంపండి")
    expect(TW.result.quote).toBe("కొటేషన్ పొందండి")
  })
})

describe("amounts, counts, lists and dates in the table's words", () => {
  it("writes amounts with Western digits, the Indian grouping and Telugu lakh and crore", () => {
    const words = TW.amounts
    expect(describeRupees(2_000_000, words)).toBe("₹20 లక్షలు")
    expect(describeRupees(100_000, words)).toBe("₹1 లక్ష")
    expect(describeRupees(150_000, words)).toBe("₹1.5 లక్షలు")
    expect(describeRupees(10_000_000, words)).toBe("₹1 కోటి")
    expect(describeRupees(12_500_000, words)).toBe("₹1.25 కోట్లు")
    expect(formatAmountWords(1_234_567, words)).toBe("12,34,567")
    expect(describeRupees(21_000, words)).toBe("₹21,000")
    // English unchanged
    expect(describeRupees(2_000_000, toolWordsEn.amounts)).toBe("₹20 lakh")
    expect(describeRupees(10_000_000, toolWordsEn.amounts)).toBe("₹1 crore")
  })

  it("writes the typed-amount messages in Telugu", () => {
    const what = TW.which.whatTurnover
    expect(describeAmountError({ kind: "empty" }, what, TW.amounts)).toBe("ఏడాది టర్నోవర్ ఇవ్వండి")
    expect(describeAmountError({ kind: "rupees-with-unit", unit: "lakh", asRupees: 1_200_000 }, what, TW.amounts)).toBe(
      '"12,00,000" రూపాయల్లో రాసిన మొత్తంలా ఉంది (₹12 లక్షలు), కానీ యూనిట్ లక్షలు. యూనిట్‌గా రూపాయలు ఎంచుకోండి, లేదా యూనిట్ లక్షలుగానే ఉంచి మొత్తాన్ని ఆ యూనిట్‌లో టైప్ చేయండి',
    )
    expect(describeAmountError({ kind: "rupees-with-unit", unit: "lakh", asRupees: 1_200_000 }, "yearly turnover", toolWordsEn.amounts)).toBe(
      '"12,00,000" looks like an amount in rupees (₹12 lakh), but the unit is lakh. Choose rupees as the unit, or type the amount in lakh',
    )
  })

  it("gives the FSSAI tier's reason in Telugu", () => {
    expect(fssaiTier(2_500_000, false, T, "Telangana", TW).reason).toBe("మీ టర్నోవర్ ₹25 లక్షలు; బేసిక్ రిజిస్ట్రేషన్ పరిమితి ₹1.5 కోట్లు, మీ టర్నోవర్ దాన్ని దాటలేదు.")
  })

  it("counts, lists and dates", () => {
    const w = TW.which
    expect(counted(w.counts.employee, 1)).toBe("1 ఉద్యోగి")
    expect(counted(w.counts.employee, 12)).toBe("12 మంది ఉద్యోగులు")
    expect(counted(wizardWordsEn.which.counts.employee, 1)).toBe("1 employee")
    expect(listing(["A", "B", "C"], w)).toBe("A, B, C")
    expect(listing(["A", "B", "C"], wizardWordsEn.which)).toBe("A, B and C")
    expect(localDate("21 November 2025", TW.amounts.months)).toBe("21 నవంబర్ 2025")
    expect(localDate("21 November 2025", toolWordsEn.amounts.months)).toBe("21 November 2025")
  })
})
