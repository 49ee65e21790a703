/**
 * The Telugu edition's facts (issue 24): a Telugu page (frontmatter `lang: te`) shows a fact's
 * `te` text and Telugu month names; English pages are unchanged; content/facts.json keeps the
 * figures of `te` equal to those of `value`; the content check asks a Telugu page for `te`
 * wherever a fact's value has English words.
 */
import path from "path"
import { factTable, factText, factTokens, formatDate, interpolateFacts, joinedForm, replaceTokens, resolveTokens, tokenProblems, withinForm, type Fact, type FactEntry } from "../../src/lib/facts"
import { checkFacts } from "../../gatsby/fact-rules"
import { checkContent, checkProject } from "../../gatsby/content-check"
import { teValueProblems } from "../../gatsby/content-rules"
import { createResolvers, createSchemaCustomization, factTypeDefs, langOf } from "../../gatsby/schema"
// The project's own content is checked as the build checks it: on the real day in India (facts are checked on the day someone verifies them).
import { todayInIndia } from "../../gatsby/facts"

const TODAY = "2026-11-23"
const provenance = { source: "https://cbic-gst.gov.in/gst-acts.html", sourceTitle: "CGST Act, 2017", checked: "2026-11-23", reviewBy: "2027-05-23" }
const threshold = { value: "₹20 lakh", te: "₹20 లక్షలు", label: "GST registration limit", effective: "2017-07-01", ...provenance }
const gstr9Due = { value: "31 December", label: "GSTR-9 due date", effective: "2019-02-01", until: "2025-03-31", ...provenance }
const rate = { value: "18%", label: "GST interest rate", effective: "2017-07-01", ...provenance }

const facts: Record<string, Pick<FactEntry, "value" | "te" | "effective" | "until">> = {
  "gst.threshold": threshold,
  "gst.gstr9Due": gstr9Due,
  "gst.interestRate": rate,
}
const lookup = (key: string) => facts[key]

describe("fact tokens in the page's language", () => {
  const text = "Register above {{gst.threshold}} (from {{gst.threshold:effective}}); GSTR-9 by {{gst.gstr9Due}} until {{gst.gstr9Due:until}}; interest {{gst.interestRate}}."

  it("English reads value and English month names, as before (the language is optional)", () => {
    const english = "Register above ₹20 lakh (from 1 July 2017); GSTR-9 by 31 December until 31 March 2025; interest 18%."
    expect(resolveTokens(text, lookup)).toBe(english)
    expect(resolveTokens(text, lookup, undefined, "en")).toBe(english)
    expect(replaceTokens(text, lookup)).toBe(english)
    expect(formatDate("2026-04-01")).toBe("1 April 2026")
  })

  it("Telugu reads te where a fact has it, value where not, and Telugu month names with the same digits", () => {
    expect(resolveTokens(text, lookup, undefined, "te")).toBe(
      "Register above ₹20 లక్షలు (from 1 జూలై 2017); GSTR-9 by 31 December until 31 మార్చి 2025; interest 18%.",
    )
    expect(replaceTokens("{{gst.threshold}}", lookup, undefined, "te")).toBe("₹20 లక్షలు")
    expect(factText(threshold, "value", "gst.threshold", "te")).toBe("₹20 లక్షలు")
    expect(factText({ value: "₹20 lakh", te: "" }, "value", "x", "te")).toBe("₹20 lakh")
  })

  it("names all twelve months in Telugu", () => {
    const months = Array.from({ length: 12 }, (_, i) => formatDate(`2026-${String(i + 1).padStart(2, "0")}-15`, "te").split(" ")[1])
    expect(months).toEqual(["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జూలై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్", "నవంబర్", "డిసెంబర్"])
    expect(formatDate("2025-10-01", "te")).toBe("1 అక్టోబర్ 2025")
  })

  it("a table of values in Telugu takes te (the tools' interpolation)", () => {
    const nodes = [{ key: "gst.threshold", value: "₹20 lakh", te: "₹20 లక్షలు" }, { key: "gst.interestRate", value: "18%", te: null }]
    expect(interpolateFacts("{{gst.threshold}} / {{gst.interestRate}}", factTable(nodes))).toBe("₹20 lakh / 18%")
    expect(interpolateFacts("{{gst.threshold}} / {{gst.interestRate}}", factTable(nodes, "te"))).toBe("₹20 లక్షలు / 18%")
  })
})

describe("the schema's resolvers read the node's language", () => {
  const nodes = new Map<string, unknown>(Object.entries(facts).map(([key, f]) => [`Fact ${key}`, { ...f, key } as unknown as Fact]))
  const createNodeId = (input: string) => input
  function context(root?: unknown) {
    return {
      nodeModel: {
        getNodeById: ({ id }: { id: string }) => nodes.get(id) ?? null,
        findAll: async () => ({ entries: [] }),
        findRootNodeAncestor: () => root ?? null,
      },
    }
  }

  let resolvers: any
  createResolvers!({ createResolvers: (r: unknown) => (resolvers = r), createNodeId } as any, {} as any, () => {})
  let extension: any
  createSchemaCustomization!({ actions: { createFieldExtension: (e: unknown) => (extension = e), createTypes: () => {} }, createNodeId } as any, {} as any, () => {})
  const facts_ = extension.extend()

  const html = "<p>Above {{gst.threshold}}, from {{gst.threshold:effective}} &amp; more</p>"
  const renderHtml = (frontmatter: unknown) =>
    resolvers.MarkdownRemark.html.resolve({ frontmatter }, {}, context(), { originalResolver: async () => html })

  it("the body's HTML: English byte-identical to the value-only resolution, Telugu with te and Telugu months", async () => {
    const before = "<p>Above ₹20 lakh, from 1 July 2017 &amp; more</p>"
    expect(await renderHtml({ title: "GST" })).toBe(before)
    expect(await renderHtml({ title: "GST", lang: "en" })).toBe(before)
    expect(await renderHtml({ title: "GST", lang: "te" })).toBe("<p>Above ₹20 లక్షలు, from 1 జూలై 2017 &amp; more</p>")
  })

  it("a frontmatter field (@facts), also one inside an object such as a FAQ, takes its Markdown node's language", () => {
    const teNode = { internal: { type: "MarkdownRemark" }, frontmatter: { lang: "te" } }
    const faq = { question: "Limit?", answer: "{{gst.threshold}} ({{gst.threshold:effective}})" }
    expect(facts_.resolve(faq, {}, context(teNode), { fieldName: "answer" })).toBe("₹20 లక్షలు (1 జూలై 2017)")
    expect(facts_.resolve(faq, {}, context({ internal: { type: "MarkdownRemark" }, frontmatter: {} }), { fieldName: "answer" })).toBe("₹20 lakh (1 July 2017)")
    // Not found in the data layer: the object itself is the frontmatter (its own lang), else English.
    expect(facts_.resolve({ title: "{{gst.threshold}}", lang: "te" }, {}, context(), { fieldName: "title" })).toBe("₹20 లక్షలు")
    expect(facts_.resolve({ list: ["{{gst.threshold}}", 3] }, {}, context(), { fieldName: "list" })).toEqual(["₹20 lakh", 3])
  })

  it("langOf: te only for lang te", () => {
    expect([langOf({ lang: "te" }), langOf({ lang: "en" }), langOf({}), langOf(null)]).toEqual(["te", "en", "en", "en"])
  })

  it("the Fact type has te", () => {
    expect(factTypeDefs()).toMatch(/\bte: String\n/)
  })
})

describe("content/facts.json: te", () => {
  it("accepts te with the value's figures", () => {
    const result = checkFacts({ gst: { threshold }, fssai: { stateRange: { ...threshold, value: "₹1.5 crore to ₹50 crore", te: "₹1.5 కోట్ల నుంచి ₹50 కోట్ల వరకు" } } }, TODAY)
    expect(result.errors).toEqual([])
    expect(result.facts[0].te).toBe("₹20 లక్షలు")
  })

  it("stops the build when te states other figures than value (a value changed, its te not)", () => {
    expect(checkFacts({ gst: { threshold: { ...threshold, value: "₹25 lakh" } } }, TODAY).errors).toEqual([
      'content/facts.json: fact "gst.threshold": "te" must state the same figures as "value" (₹25), written the same way; it has ₹20: "₹20 లక్షలు"',
    ])
    expect(checkFacts({ p: { t: { ...rate, value: "15,001", te: "15001" } } }, TODAY).errors).toHaveLength(1)
  })
})

describe("the content check: a Telugu page needs te where a fact's value has words", () => {
  const factsFile = { file: "content/facts.json", text: JSON.stringify({ gst: { threshold, gstr9Due, interestRate: rate, form: { ...rate, value: "Form 168", te: "Form 168" } } }) }
  const page = (file: string, lang: string | null, body: string) => ({
    file,
    text: `---\npath: ${lang === "te" ? "/te" : ""}/gst/x\n${lang ? `lang: ${lang}\n` : ""}template: page\ntitle: GST\ndescription: "Due {{gst.gstr9Due}}"\n---\n${body}`,
  })
  const body = "Limit {{gst.threshold}}; interest {{gst.interestRate}}.\n\nFile by {{gst.gstr9Due}} ({{gst.gstr9Due:effective}}), with {{gst.form}}.\n"
  function errors(pages: Array<{ file: string; text: string }>) {
    return checkContent({ pages, facts: factsFile, templates: ["page"], today: TODAY }).errors.filter(e => e.includes("Telugu"))
  }

  it("names the file, the field or line of first use, and the fact", () => {
    expect(errors([page("content/pages/x.en.md", null, body), page("content/pages/x.te.md", "te", body)])).toEqual([
      'content/pages/x.te.md: field "description": fact "gst.gstr9Due" reads "31 December" in English; a Telugu page needs its Telugu text: add "te" to it in content/facts.json (the value unchanged for a name said in English)',
    ])
  })

  it("says nothing for English pages, figures-only values, dates, te given, or a name kept in English", () => {
    expect(errors([page("content/pages/x.en.md", null, body)])).toEqual([])
    const withTe = { ...factsFile, text: JSON.stringify({ gst: { threshold, gstr9Due: { ...gstr9Due, te: "31 డిసెంబర్" }, interestRate: rate, form: { ...rate, value: "Form 168", te: "Form 168" } } }) }
    const result = checkContent({ pages: [page("content/pages/x.en.md", null, body), page("content/pages/x.te.md", "te", body)], facts: withTe, templates: ["page"], today: TODAY })
    expect(result.errors.filter(e => e.includes("Telugu"))).toEqual([])
  })

  it("reports a body line with its line number in the file", () => {
    const problems = teValueProblems(
      { file: "content/pages/x.te.md", frontmatter: { lang: "te" }, body: "First.\nLimit {{gst.threshold}} and {{gst.threshold}} again.\n", bodyLine: 7 },
      key => (key === "gst.threshold" ? { value: "₹20 lakh" } : undefined),
    )
    expect(problems).toEqual([
      'content/pages/x.te.md: line 8: fact "gst.threshold" reads "₹20 lakh" in English; a Telugu page needs its Telugu text: add "te" to it in content/facts.json (the value unchanged for a name said in English)',
    ])
  })

  it("the project's Telugu guides: every fact they use has its Telugu text", () => {
    const { errors: all } = checkProject(path.join(__dirname, "../.."), todayInIndia())
    expect(all.filter(e => e.includes("Telugu text") || e.startsWith("content/facts.json"))).toEqual([])
  })
})

describe("the joined form of a fact, before a noun (issue 33, point 3)", () => {
  const days = { value: "30 days", te: "30 రోజులు" }
  const crore = { value: "₹1 crore", te: "₹1 కోటి" }
  const table: Record<string, Pick<FactEntry, "value" | "te">> = { "gst.threshold": threshold, "x.days": days, "x.crore": crore, "gst.interestRate": rate }
  const look = (key: string) => table[key]

  it("drops the final లు of the Telugu value to ల: ₹40 లక్షల పరిమితి, 30 రోజుల్లోగా", () => {
    expect(joinedForm("₹40 లక్షలు")).toBe("₹40 లక్షల")
    expect(joinedForm("50 మంది కార్మికులు")).toBe("50 మంది కార్మికుల")
    expect(replaceTokens("{{gst.threshold:joined}} పరిమితి; {{x.days:joined}}లోగా", look, undefined, "te")).toBe("₹20 లక్షల పరిమితి; 30 రోజులలోగా")
    expect(resolveTokens("{{ gst.threshold : joined }} టర్నోవర్", look, undefined, "te")).toBe("₹20 లక్షల టర్నోవర్")
    expect(factText(days, "joined", "x.days", "te")).toBe("30 రోజుల")
  })

  it("leaves a value without that ending, and every English value, as written", () => {
    expect(replaceTokens("{{x.crore:joined}} టర్నోవర్, {{gst.interestRate:joined}} వడ్డీ", look, undefined, "te")).toBe("₹1 కోటి టర్నోవర్, 18% వడ్డీ")
    expect(replaceTokens("a {{gst.threshold:joined}} limit within {{x.days:joined}}", look)).toBe("a ₹20 lakh limit within 30 days")
    expect(joinedForm("లు మధ్యలో లు ఉన్నా")).toBe("లు మధ్యలో లు ఉన్నా")
  })

  it("{{fact:within}} is the time \"within\" in the papers' form: 30 రోజుల్లోగా, 3-7 పని దినాల్లోగా", () => {
    const working = { value: "3-7 working days", te: "3-7 పని దినాలు" }
    const month = { value: "1 month", te: "1 నెల" }
    const look2 = (key: string) => ({ "x.days": days, "x.working": working, "x.month": month })[key]
    expect(withinForm("30 రోజులు")).toBe("30 రోజుల్లోగా")
    expect(withinForm("4 నెలలు")).toBe("4 నెలల్లోగా")
    // a date: attached (no space, finding 31 of the second Telugu review), with a ZWNJ after a bare consonant only
    expect(withinForm("31 జూలై")).toBe("31 జూలైలోగా")
    expect(withinForm("30 సెప్టెంబర్")).toBe("30 సెప్టెంబర్\u200cలోగా")
    expect(withinForm("20వ తేదీ")).toBe("20వ తేదీలోగా")
    expect(withinForm("5%")).toBe("5%")
    expect(replaceTokens("{{x.days:within}} దాఖలు చేయాలి; {{x.working:within}}; {{ x.month : within }}", look2, undefined, "te")).toBe("30 రోజుల్లోగా దాఖలు చేయాలి; 3-7 పని దినాల్లోగా; 1 నెలలోగా")
    expect(factText(days, "within", "x.days", "te")).toBe("30 రోజుల్లోగా")
    // English reads the value as written: the English text says "within" itself.
    expect(replaceTokens("within {{x.days:within}}", look2)).toBe("within 30 days")
    expect(factTokens("{{x.days:within}}")).toEqual([{ text: "{{x.days:within}}", key: "x.days", attribute: "within" }])
    expect(tokenProblems("{{x.days:within}} and {{nope.fact:within}}", look2)).toEqual(['unknown fact "{{nope.fact:within}}"'])
  })

  it("is a token like the value: counted as the fact's use, with no date required", () => {
    expect(factTokens("{{gst.threshold:joined}}")).toEqual([{ text: "{{gst.threshold:joined}}", key: "gst.threshold", attribute: "joined" }])
    expect(tokenProblems("{{gst.interestRate:joined}} and {{nope.fact:joined}}", look)).toEqual(['unknown fact "{{nope.fact:joined}}"'])
  })
})
