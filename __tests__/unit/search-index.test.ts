import fs from "fs"
import path from "path"
import matter from "gray-matter"
import MiniSearch from "minisearch"
import { buildIndex, createEngine, createLazyEngine, loadIndex, PREPARE_DELAY_MS, searchText, serializeIndex, snippet, splitIndex, termFileKey, type SearchHit, type SnippetPart } from "../../src/lib/search"
import { blockAnchor, guideDocs, markdownSections, markdownText, type GuideSource } from "../../plugins/site-search/documents"
import { interpolateAll } from "../helpers/facts"

const interpolateFacts = (text: string) => interpolateAll(text)
import { headingSlugger, slug } from "../../plugins/gatsby-remark-heading-ids/slug"

// The same Markdown parser gatsby-transformer-remark uses, and the heading-ids sub-plugin.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const remark = require("remark")
// eslint-disable-next-line @typescript-eslint/no-var-requires
const gfm = require("remark-gfm")
// eslint-disable-next-line @typescript-eslint/no-var-requires
const headingIds = require("../../plugins/gatsby-remark-heading-ids")

const CONTENT = path.join(__dirname, "../../content")

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : p.endsWith(".md") ? [p] : []
  })
}

/** Every guide as the site-search plugin reads it: frontmatter with facts resolved, body as written. */
function readGuides(): Array<GuideSource & { file: string }> {
  return walk(CONTENT)
    .map(file => ({ file, ...matter(fs.readFileSync(file, "utf8")) }))
    // The English index: the Telugu guides (lang: te) have their own (plugins/site-search, one index per language).
    .filter(m => (m.data.template === "guide" || m.data.template === "combined") && m.data.lang !== "te")
    .map(m => ({ ...(JSON.parse(interpolateFacts(JSON.stringify(m.data))) as GuideSource), body: m.content, file: m.file }))
}

const guides = readGuides()

/** A small guide written for these tests (the site's own guides are tested further down). */
const FIXTURE: GuideSource = {
  path: "/trademark/services/trademark-renewal",
  title: "Trademark Renewal in Hyderabad",
  heading: "Trademark Renewal",
  description: "Renew your trademark every {{trademark.validity}}.",
  lead: "We file Form TM-R on time.",
  keywords: ["TM-R renewal filing"],
  glance: [{ label: "Renewal period", value: "Every {{trademark.validity}}" }],
  stepsHeading: "How to renew a trademark",
  steps: [{ title: "Check the expiry date", text: "We check the record." }, { title: "File Form TM-R" }],
  documents: ["Registration certificate", "PAN card of the owner"],
  faqs: [{ question: "How often must a trademark be renewed?", answer: "Every {{trademark.validity}}." }],
  body: [
    "Protect your brand.",
    "",
    "## What is trademark renewal?",
    "",
    "A [trademark registration](/trademark/services/trademark-registration) lasts {{trademark.validity}}. Renew it before it expires.",
    "",
    "## When to renew: the time limits",
    "",
    "| Stage | When |",
    "|---|---|",
    "| Normal renewal | Up to one year before expiry |",
    "| With surcharge | Within six months after expiry |",
    "",
    "<!-- block:steps -->",
    "",
    "### Late renewal",
    "",
    "- Renewal with surcharge",
    "",
    "## Costs and timelines",
    "",
    "## Costs and timelines",
  ].join("\n"),
}
const index = buildIndex(guides.flatMap(g => guideDocs(g, interpolateFacts)))
const engine = loadIndex(serializeIndex(index))
const text = (parts: SnippetPart[]) => parts.map(p => (p.match ? `[${p.text}]` : p.text)).join("")

describe("heading slugs", () => {
  it("are GitHub-style: lower case, punctuation dropped, spaces to hyphens", () => {
    expect(slug("Costs and timelines")).toBe("costs-and-timelines")
    expect(slug("What is GST?")).toBe("what-is-gst")
    expect(slug("Udyam (MSME) Registration")).toBe("udyam-msme-registration")
    expect(slug("When to renew: the time limits")).toBe("when-to-renew-the-time-limits")
    expect(slug("™ and ®")).toBe("-and-")
    expect(slug("GSTR-1, GSTR-3B & GSTR-9")).toBe("gstr-1-gstr-3b--gstr-9")
  })

  it("number repeated headings of one page, and name a symbols-only heading", () => {
    const slugger = headingSlugger()
    expect(["Fees", "Fees", "Fees", "€"].map(t => slugger.slug(t))).toEqual(["fees", "fees-1", "fees-2", "section"])
    expect(headingSlugger().slug("Fees")).toBe("fees")
  })

  it("numbers the headings in Telugu: ASCII ids, not the Telugu words (issue 33, the Telugu pages' bytes)", () => {
    expect(slug("GST రిజిస్ట్రేషన్ అంటే ఏమిటి?")).toBe("")
    const slugger = headingSlugger()
    expect(["GST రిజిస్ట్రేషన్ అంటే ఏమిటి?", "ఖర్చులు, సమయం", "GST", "హైదరాబాద్‌లో"].map(t => slugger.slug(t))).toEqual(["section", "section-1", "gst", "section-2"])
  })

  it("the remark plugin gives h2 and h3 an id, and leaves other headings alone", () => {
    const ast = remark().use(gfm).parse("# Title\n\n## What is GST?\n\ntext\n\n### Fees\n\n#### Detail\n\n## Fees\n")
    headingIds({ markdownAST: ast })
    const ids = ast.children.filter((n: { type: string }) => n.type === "heading").map((n: { depth: number; data?: { hProperties?: { id?: string } } }) => [n.depth, n.data?.hProperties?.id])
    expect(ids).toEqual([
      [1, undefined],
      [2, "what-is-gst"],
      [3, "fees"],
      [4, undefined],
      [2, "fees-1"],
    ])
  })
})

describe("section ids of the guides", () => {
  it("the index uses exactly the ids the remark plugin gives each guide's headings", () => {
    expect(guides.length).toBeGreaterThanOrEqual(30)
    for (const guide of guides) {
      const ast = remark().use(gfm).parse(guide.body)
      headingIds({ markdownAST: ast })
      const pluginIds: string[] = []
      const visit = (node: { type: string; depth?: number; data?: { id?: string }; children?: unknown[] }) => {
        if (node.type === "heading" && node.data?.id) pluginIds.push(node.data.id)
        ;(node.children as (typeof node)[] | undefined)?.forEach(visit)
      }
      visit(ast)
      const indexIds = markdownSections(guide.body, interpolateFacts)
        .slice(1)
        .map(s => s.anchor)
      expect({ file: guide.file, ids: indexIds }).toEqual({ file: guide.file, ids: pluginIds })
    }
  })

  it("splits a guide at its headings, with the text of each section", () => {
    const sections = markdownSections(FIXTURE.body, interpolateFacts)
    expect(sections.map(s => [s.anchor, s.heading])).toEqual([
      ["", ""],
      ["what-is-trademark-renewal", "What is trademark renewal?"],
      ["when-to-renew-the-time-limits", "When to renew: the time limits"],
      ["late-renewal", "Late renewal"],
      ["costs-and-timelines", "Costs and timelines"],
      ["costs-and-timelines-1", "Costs and timelines"],
    ])
    expect(sections[0].text).toBe("Protect your brand.")
    // links reduced to their text, facts resolved
    expect(sections[1].text).toBe("A trademark registration lasts 10 years. Renew it before it expires.")
    // table rows become sentences
    expect(sections[2].text).toBe("Stage, When. Normal renewal, Up to one year before expiry. With surcharge, Within six months after expiry.")
    expect(sections[3].text).toBe("Renewal with surcharge.")
  })

  it("adds the guide's structured blocks with the ids the guide page gives them", () => {
    const docs = guideDocs(FIXTURE, interpolateFacts)
    const blocks = docs.filter(d => d.anchor.startsWith("trademark-renewal-"))
    expect(blocks.map(d => [d.anchor, d.heading, d.text])).toEqual([
      ["trademark-renewal-steps", "How to renew a trademark", "Check the expiry date. We check the record. File Form TM-R."],
      ["trademark-renewal-documents", "Documents required", "Registration certificate. PAN card of the owner."],
      ["trademark-renewal-faqs", "Frequently asked questions", "How often must a trademark be renewed? Every 10 years."],
    ])
    expect(blockAnchor("/Services/-pan-card-", "faqs")).toBe("pan-card-faqs")
    // the top of the guide: lead, "at a glance" facts, the text before the first heading, the description
    const top = docs[0]
    expect(top).toMatchObject({ anchor: "", heading: "", guide: "Trademark Renewal", keywords: "TM-R renewal filing" })
    expect(top.text).toBe("We file Form TM-R on time. Renewal period: Every 10 years. Protect your brand. Renew your trademark every 10 years.")
    expect(docs.every(d => d.path === FIXTURE.path && d.title === "Trademark Renewal in Hyderabad Trademark Renewal")).toBe(true)
  })

  it("the guides on the site have the blocks' ids too", () => {
    const renewal = guides.find(g => g.path === "/trademark/services/trademark-renewal")!
    const anchors = guideDocs(renewal, interpolateFacts).map(d => d.anchor)
    expect(anchors).toContain("trademark-renewal-steps")
    expect(anchors).toContain("trademark-renewal-faqs")
  })
})

describe("plain text from Markdown", () => {
  it("keeps words and drops the markup", () => {
    expect(markdownText("Mandatory above **₹20 lakh** ([see GST](/gst/services/gst-registration)).\n\n- `Form A` for *basic* registration\n- Form B<!-- block:steps -->")).toBe(
      "Mandatory above ₹20 lakh (see GST). Form A for basic registration. Form B.",
    )
  })

  it("drops a link's whole destination, parentheses in it included", () => {
    // review 7: "Udyam (MSME) registration-registration)" in the search snippets
    expect(markdownText("Most firms also take [Udyam (MSME) registration](/registrations/company/udyam-(msme)-registration) and a [GHMC trade licence](/registrations/company/ghmc-trade-license).")).toBe(
      "Most firms also take Udyam (MSME) registration and a GHMC trade licence.",
    )
  })
})

describe("query", () => {
  it('"GST" finds the GST guides first', () => {
    const hits = engine.query("GST")
    expect(hits.slice(0, 4).map(h => h.path).sort()).toEqual([
      "/gst/services",
      "/gst/services/gst-modifications",
      "/gst/services/gst-registration",
      "/gst/services/gst-return-filing",
    ])
    // one result per guide
    expect(new Set(hits.map(h => h.path)).size).toBe(hits.length)
  })

  it('"trademark renewal" ranks the renewal guide first, at its matching section', () => {
    const [first, second] = engine.query("trademark renewal")
    expect(first.path).toBe("/trademark/services/trademark-renewal")
    expect(first.guide).toBe("Trademark Renewal")
    expect(first.heading).toMatch(/renew/i)
    expect(first.href).toBe(`/trademark/services/trademark-renewal#${first.anchor}`)
    expect(text(first.snippet)).toContain("[trademark]")
    expect(text(first.snippet)).toContain("[renewal]")
    expect(second.score).toBeLessThan(first.score)
  })

  it('"passport" finds the passport guide first; a typo and a word start still match', () => {
    expect(engine.query("passport")[0].path).toBe("/Services/passport")
    expect(engine.query("pasport")[0].path).toBe("/Services/passport")
    const tatkaal = engine.query("tatkaal")[0]
    expect(tatkaal.path).toBe("/Services/passport")
    expect(tatkaal.heading).toMatch(/Tatkaal/)
    expect(engine.query("udyam")[0].path).toBe("/registrations/company/udyam-(msme)-registration")
  })

  it("ignores filler words, and falls back to any word when no guide has them all", () => {
    expect(engine.query("how to renew my trademark")[0].path).toBe("/trademark/services/trademark-renewal")
    const some = engine.query("passport zzzqqq")
    expect(some[0].path).toBe("/Services/passport")
    expect(engine.query("   ")).toEqual([])
    expect(engine.query("zzzqqq")).toEqual([])
  })

  it("reads a query without its control and format characters: %00gst finds what gst finds (issue 30)", () => {
    const gst = engine.query("gst")
    expect(gst.length).toBe(20)
    for (const q of ["\u0000gst", "\u200fgst", "\u200egst", "\u202egst\u202c", "\u200bgst", "g\u200bs\u2060t", "\ufeffgst", "\tgst\r\n", "\u001bgst"]) {
      expect(engine.query(q)).toEqual(gst)
    }
    expect(searchText("gst\u0000registration")).toBe("gst registration")
  })

  it("finds nothing for a query that is markup; tags and markup characters are not words (issue 32)", () => {
    for (const q of [
      "<script>alert(1)</script>",
      "<SCRIPT SRC=//x.io/a.js></SCRIPT>",
      "<img src=x onerror=alert(1)>",
      "<svg><script>alert(1)</script></svg>",
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      "<!--><script>alert(1)</script>-->",
      '"><script>alert(1)</script>',
      "&lt;script&gt;",
    ]) {
      expect(searchText(q)).toBe("")
      expect(engine.query(q)).toEqual([])
    }
    // Words around markup are still words, and a "<" in a sentence separates them.
    expect(engine.query("<b>passport</b>")).toEqual(engine.query("passport"))
    expect(searchText("turnover <20 lakh")).toBe("turnover 20 lakh")
    expect(searchText("R&D")).toBe("R D")
  })

  it("gives the same answers before and after the index is written to JSON and loaded", () => {
    const direct = createEngine(index).query("food licence")
    expect(engine.query("food licence")).toEqual(direct)
    expect(direct[0].path.startsWith("/food-license/fssai")).toBe(true)
  })
})

describe("the index in files (manifest, term files, section texts)", () => {
  const { manifest, files } = splitIndex(index)
  const loadFile = (requested: string[]) => (name: string) => {
    requested.push(name)
    const content = files.get(name)
    return content === undefined ? Promise.reject(new Error(`no file ${name}`)) : Promise.resolve(content)
  }

  it("puts every term in the file of its first character, and no section text in the manifest", () => {
    expect(termFileKey("gst")).toBe("g")
    expect(termFileKey("2024")).toBe("0")
    expect(termFileKey("₹20")).toBe("_")
    const parsed = JSON.parse(manifest)
    expect(parsed.index).toEqual([])
    expect(Object.values(parsed.storedFields).every(f => !("text" in (f as object)))).toBe(true)
    const terms = [...files].filter(([name]) => name.startsWith("t-")).flatMap(([name, content]) => (JSON.parse(content) as Array<[string]>).map(([term]) => [name, term]))
    expect(terms.length).toBe(JSON.parse(serializeIndex(index)).index.length)
    for (const [name, term] of terms) expect(name).toBe(`t-${termFileKey(term)}.json`)
    expect([...files.keys()].filter(name => /^s\d+\.txt$/.test(name)).length).toBe(index.documentCount)
  })

  it("answers as the whole index does, loading only the term files of the query's words and the texts of its results", async () => {
    const requested: string[] = []
    const lazy = createLazyEngine(manifest, loadFile(requested))
    for (const q of ["GST", "trademark renewal", "passport", "pasport", "tatkaal", "how to renew my trademark", "passport zzzqqq", "food licence", "udyam", "company annual return", "\u0000gst", "<script>alert(1)</script>"]) {
      expect(await lazy.query(q)).toEqual(engine.query(q))
    }
    expect(await lazy.query("   ")).toEqual([])
    const termFiles = requested.filter(name => name.startsWith("t-"))
    expect(new Set(termFiles).size).toBe(termFiles.length) // each file once
    // ("how", "to" and "my" are filler words: no file of theirs is fetched)
    expect(termFiles.sort()).toEqual(["t-a.json", "t-c.json", "t-f.json", "t-g.json", "t-l.json", "t-p.json", "t-r.json", "t-t.json", "t-u.json", "t-z.json"])
  })

  it("a first query fetches its term file and the texts of the results shown, nothing else", async () => {
    const requested: string[] = []
    const hits = await createLazyEngine(manifest, loadFile(requested)).query("passport")
    expect(requested.filter(name => name.startsWith("t-"))).toEqual(["t-p.json"])
    expect(requested.filter(name => name.startsWith("s")).length).toBe(hits.length)
  })

  it("makes the index once: a later query adds only the term files it lacks, and no answer depends on the queries before it", async () => {
    const loads = jest.spyOn(MiniSearch, "loadJS")
    try {
      const requested: string[] = []
      const lazy = createLazyEngine(manifest, loadFile(requested))
      expect(loads).toHaveBeenCalledTimes(1) // the documents, from the manifest
      const queries = ["passport", "pasport", "trademark renewal", "gst return filing", "company annual return", "fssai state licence", "renewal", "pf esi employer"]
      const first = new Map<string, SearchHit[]>()
      for (const q of queries) first.set(q, await lazy.query(q))
      // one term map per term file (p, t, r, g, f, c, a, s, l, e), made when the file arrives
      const termFiles = requested.filter(name => name.startsWith("t-"))
      expect(new Set(termFiles).size).toBe(termFiles.length)
      expect(loads).toHaveBeenCalledTimes(1 + termFiles.length)
      // asked again, in the opposite order: the same answers, nothing rebuilt or fetched again
      const count = requested.length
      for (const q of [...queries].reverse()) expect(await lazy.query(q)).toEqual(first.get(q))
      expect(requested.length).toBe(count)
      expect(loads).toHaveBeenCalledTimes(1 + termFiles.length)
      // and the same as a fresh engine that is asked only that query
      for (const q of queries) expect(await createLazyEngine(manifest, loadFile([])).query(q)).toEqual(first.get(q))
    } finally {
      loads.mockRestore()
    }
  })

  it("rank: the results once the term files are in, without waiting for the section texts; each snippet when its text arrives", async () => {
    const requested: string[] = []
    let release!: () => void
    const textsHeld = new Promise<void>(resolve => (release = resolve))
    const lazy = createLazyEngine(manifest, name => {
      requested.push(name)
      const content = files.get(name)!
      return name.startsWith("s") ? textsHeld.then(() => content) : Promise.resolve(content)
    })
    const whole = engine.query("trademark renewal")
    const withoutSnippet = (hits: Array<{ snippet?: unknown }>) => hits.map(({ snippet, ...rest }) => rest)
    const { hits, snippets } = await lazy.rank("trademark renewal")
    // every result, in order, with its guide, section and link, while no section text has arrived
    expect(hits.length).toBeGreaterThan(1)
    expect(withoutSnippet(hits)).toEqual(withoutSnippet(whole))
    expect(hits.filter(hit => hit.snippet !== undefined)).toEqual([])
    expect(requested.filter(name => name.startsWith("s")).length).toBe(hits.length) // asked for, not arrived
    release()
    expect(await Promise.all(snippets)).toEqual(whole.map(hit => hit.snippet))
    // asked again once the texts are in: the snippets come with the results, nothing fetched again
    const count = requested.length
    expect((await lazy.rank("trademark renewal")).hits).toEqual(whole)
    expect(requested.length).toBe(count)
  })

  it("a typo is forgiven only within the word's own term file, whatever else is loaded", async () => {
    // "rassport" is one letter from "passport", but starts with "r": the p file is not consulted
    const lazy = createLazyEngine(manifest, loadFile([]))
    await lazy.query("passport")
    expect((await lazy.query("rassport")).map(h => h.path)).not.toContain("/Services/passport")
  })

  describe("prepare: the words as they are typed", () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())
    const settle = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve()
    }

    it("loads the term files of the words at once, and the texts of the results when the typing pauses", async () => {
      const requested: string[] = []
      const lazy = createLazyEngine(manifest, loadFile(requested))
      lazy.prepare("trade")
      lazy.prepare("trademark ren")
      await settle()
      expect(requested.sort()).toEqual(["t-r.json", "t-t.json"])
      // still typing: no texts yet
      jest.advanceTimersByTime(PREPARE_DELAY_MS - 1)
      lazy.prepare("trademark renewal")
      jest.advanceTimersByTime(PREPARE_DELAY_MS - 1)
      await settle()
      expect(requested.filter(name => name.startsWith("s"))).toEqual([])
      // a pause: the texts of "trademark renewal"'s results, and only those
      jest.advanceTimersByTime(1)
      await settle()
      const texts = requested.filter(name => name.startsWith("s"))
      const hits = await lazy.query("trademark renewal")
      expect(hits.length).toBeGreaterThan(0)
      expect(new Set(texts).size).toBe(hits.length)
      // the query asked then fetched nothing more
      expect(requested.length).toBe(2 + texts.length)
      expect(hits).toEqual(engine.query("trademark renewal"))
    })

    it("loads no texts for a word cut short: a last word under three letters, or one that no section has yet", async () => {
      const requested: string[] = []
      const lazy = createLazyEngine(manifest, loadFile(requested))
      for (const typed of ["company annual r", "company annual re", "trademark zzzqqq"]) {
        lazy.prepare(typed)
        jest.advanceTimersByTime(PREPARE_DELAY_MS)
        await settle()
      }
      expect(requested.filter(name => name.startsWith("s"))).toEqual([])
      expect(requested.sort()).toEqual(["t-a.json", "t-c.json", "t-r.json", "t-t.json", "t-z.json"])
      // submitted: the texts of what the query shows, at once (here, the guides with any of the words)
      lazy.prepare("trademark zzzqqq", true)
      await settle()
      const texts = requested.filter(name => name.startsWith("s"))
      const hits = await lazy.query("trademark zzzqqq")
      expect(hits.length).toBeGreaterThan(0)
      expect(new Set(texts).size).toBe(hits.length)
    })

    it("loads nothing for filler words or an empty box", async () => {
      const requested: string[] = []
      const lazy = createLazyEngine(manifest, loadFile(requested))
      lazy.prepare("")
      lazy.prepare("how to")
      jest.advanceTimersByTime(PREPARE_DELAY_MS * 2)
      await settle()
      expect(requested).toEqual([])
    })
  })

  it("fetches a file again on the next query when it failed", async () => {
    let fail = true
    const lazy = createLazyEngine(manifest, name => (fail ? Promise.reject(new Error("offline")) : Promise.resolve(files.get(name)!)))
    await expect(lazy.query("passport")).rejects.toThrow("offline")
    fail = false
    expect((await lazy.query("passport"))[0].path).toBe("/Services/passport")
  })
})

describe("snippet", () => {
  const long =
    "Every company registered in India must hold an annual general meeting. The board meets at least four times a year. A trademark protects the brand name, and its renewal is due every ten years, with a surcharge if late. Auditors are appointed within thirty days."

  it("shows the part of the text where the words are, marked, with ellipses where it is cut", () => {
    const parts = snippet(long, ["trademark", "renewal"], 100)
    const shown = text(parts)
    expect(shown).toContain("[trademark]")
    expect(shown).toContain("[renewal]")
    expect(shown.startsWith("… ")).toBe(true)
    expect(shown.endsWith(" …")).toBe(true)
    expect(parts.filter(p => !p.match).map(p => p.text).join("").length).toBeLessThanOrEqual(110)
  })

  it("marks the whole word that starts with a term, in any case", () => {
    expect(text(snippet("Renewals and renew dates", ["renew"]))).toBe("[Renewals] and [renew] dates")
  })

  it("returns short text whole", () => {
    expect(snippet("GST registration is free.", ["gst"])).toEqual([
      { text: "GST", match: true },
      { text: " registration is free.", match: false },
    ])
  })
})
