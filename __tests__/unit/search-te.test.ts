/**
 * Telugu search (issue 24): the Telugu guides are indexed on their own (plugins/site-search, one
 * index per language), a Telugu word finds its guide, an English term typed on a Telugu page
 * (GST, Udyam) finds the Telugu guides that use it, and a word matches with or without the
 * zero-width non-joiner Telugu text may carry inside it.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { buildIndex, createEngine, createLazyEngine, indexTerms, processTerm, splitIndex, synonymTable } from "../../src/lib/search"
import { guideDocs, indexDocs, type GuideSource, type LocatedGuide } from "../../plugins/site-search/documents"
import { synonymGroups } from "../../plugins/site-search/synonyms"
import { interpolateAll } from "../helpers/facts"

const CONTENT = path.join(__dirname, "../../content")
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".md") ? [path.join(dir, e.name)] : []))

const all: LocatedGuide[] = walk(CONTENT)
  .map(file => matter(fs.readFileSync(file, "utf8")))
  .filter(m => m.data.template === "guide" || m.data.template === "combined")
  .map(m => ({ ...(JSON.parse(interpolateAll(JSON.stringify(m.data))) as LocatedGuide), body: m.content }))
const guides = all.filter(g => g.lang === "te") as GuideSource[]
/** The Telugu guides alone (issue 24). */
const engine = createEngine(buildIndex(guides.flatMap(g => guideDocs(g, interpolateAll))))
const paths = (q: string) => [...new Set(engine.query(q).map(hit => hit.path))]

/** Each index as the build makes it (plugins/site-search): English guides on the Telugu search, the glossary's synonyms (issue 33). */
const built = (lang: string) => {
  const index = buildIndex(indexDocs(lang, all, interpolateAll))
  const terms = indexTerms(index)
  const synonyms = synonymTable(synonymGroups(), term => terms.has(term))
  return { index, synonyms, engine: createEngine(index, synonyms) }
}
const te = built("te")
const en = built("en")
const first = (e: { query: typeof engine.query }, q: string) => e.query(q)[0]

describe("the Telugu index", () => {
  it("holds the Telugu guides and nothing else", () => {
    const teluguFiles = walk(CONTENT).filter(f => f.endsWith(".te.md") && /template: (guide|combined)\n/.test(fs.readFileSync(f, "utf8")))
    expect(guides).toHaveLength(teluguFiles.length)
    expect(guides.length).toBeGreaterThanOrEqual(24)
    expect(guides.every(g => g.path.startsWith("/te/"))).toBe(true)
  })
  it("names a guide's blocks as its page does, in Telugu (review 13: \"Documents required\" on the Telugu search)", () => {
    const docs = indexDocs("te", all, interpolateAll).filter(d => d.path.startsWith("/te/") && d.heading)
    const headings = new Set(docs.map(d => d.heading))
    expect(headings).toContain("కావాల్సిన పత్రాలు")
    expect([...headings].filter(h => /^[A-Za-z][a-z]+ [a-z]+/.test(h))).toEqual([])
    const english = new Set(indexDocs("en", all, interpolateAll).map(d => d.heading))
    expect(english).toContain("Documents required")
    expect(english).toContain("Frequently asked questions")
  })
  it("finds a guide from a Telugu word, vowel signs and all", () => {
    expect(paths("ట్రేడ్‌మార్క్")[0]).toBe("/te/trademark/services/trademark-registration")
    expect(paths("ప్రొప్రైటర్‌షిప్")[0]).toBe("/te/registrations/company/proprietorship-firm")
  })
  it("finds the Telugu guides from an English term typed on a Telugu page", () => {
    expect(paths("GST")[0]).toBe("/te/gst/services/gst-registration")
    expect(paths("GST").slice(0, 4)).toContain("/te/gst/services/gst-return-filing")
    expect(paths("Udyam")[0]).toBe("/te/registrations/company/udyam-(msme)-registration")
  })
  it("matches a word with or without a zero-width non-joiner", () => {
    expect(processTerm("ట్రేడ్\u200cమార్క్")).toBe(processTerm("ట్రేడ్మార్క్"))
    expect(paths("ట్రేడ్మార్క్")[0]).toBe("/te/trademark/services/trademark-registration")
  })
  it("finds with control and direction characters what it finds without them, and nothing for markup (issues 30, 32)", () => {
    const word = "ట్రేడ్‌మార్క్"
    expect(paths(word).length).toBeGreaterThan(0)
    for (const q of [`\u0000${word}`, `\u200f${word}`, `\u202e${word}\u202c`, `${word}\u200b`, "\u0000GST"]) {
      expect(paths(q)).toEqual(paths(q.replace(/[\u0000\u200b\u200f\u202c\u202e]/g, "")))
    }
    expect(paths("<script>alert(1)</script>")).toEqual([])
    expect(paths(`<b>${word}</b>`)).toEqual(paths(word))
  })
})

/** Issue 33: what people type on a Telugu keyboard, both ways, the ten most common. */
const TYPED: Array<[string, string, string]> = [
  // [typed, first result on /te/search, the English words it means on /search]
  ["జీఎస్టీ", "/te/gst/services/gst-registration", "gst"],
  ["పాన్", "/te/Services/-pan-card-", "pan"],
  ["ఉద్యమ్", "/te/registrations/company/udyam-(msme)-registration", "udyam"],
  ["ఐటీఆర్", "/te/tax-compliances/services/income-tax-filing", "itr"],
  ["ట్రేడ్‌మార్క్", "/te/trademark/services/trademark-registration", "trademark"],
  // the FSSAI food licence page that sets the three tiers side by side (registration, state, central licence)
  ["ఫుడ్ లైసెన్స్", "/te/food-license/fssai", "food licence"],
  ["ఎఫ్ఎస్ఎస్ఏఐ", "/te/food-license/fssai/food-license-registration", "fssai"],
  ["ఎల్ఎల్పీ", "/te/registrations/company/llp-registration", "llp"],
  ["జీఎస్టీ రిటర్న్", "/te/gst/services/gst-return-filing", "gst return"],
  ["జిఎస్టి", "/te/gst/services/gst-registration", "gst"],
]

describe("Telugu spellings of English terms (issue 33)", () => {
  it.each(TYPED)("%s lists %s first on /te/search, and on /search first what \"%s\" finds first", (typed, onTe, english) => {
    expect(te.engine.query(typed)[0]?.path).toBe(onTe)
    const found = en.engine.query(english)
    expect(found.length).toBeGreaterThan(0)
    expect(en.engine.query(typed)[0]?.path).toBe(found[0].path)
  })
  it("works the other way: an English term on the Telugu search finds the Telugu guides first", () => {
    expect(first(te.engine, "gst")?.path).toMatch(/^\/te\/gst\//)
    expect(first(te.engine, "food licence")?.path).toBe("/te/food-license/fssai")
    expect(first(te.engine, "trademark")?.path).toBe("/te/trademark/services/trademark-registration")
    expect(first(te.engine, "udyam")?.path).toBe("/te/registrations/company/udyam-(msme)-registration")
  })
  it("marks an English guide on the Telugu search as English, and nothing on the English search", () => {
    // A topic with no Telugu guide (here: the PAN guide's translation left out of the index) lists the English guide, marked.
    const withoutTePan = all.filter(g => g.path !== "/te/Services/-pan-card-")
    const index = buildIndex(indexDocs("te", withoutTePan, interpolateAll))
    const terms = indexTerms(index)
    const noTePan = createEngine(index, synonymTable(synonymGroups(), term => terms.has(term)))
    const pan = first(noTePan, "పాన్")!
    expect(pan.path).toBe("/Services/-pan-card-")
    expect(pan.lang).toBe("en")
    expect(pan.snippet.length).toBeGreaterThan(0)
    expect(first(te.engine, "పాన్")!.lang).toBeUndefined()
    expect(te.engine.query("ట్రేడ్‌మార్క్")[0].lang).toBeUndefined()
    expect(en.engine.query("పాన్").every(hit => hit.lang === undefined)).toBe(true)
    // an English guide is listed only where its topic has no Telugu guide
    expect(te.engine.query("gst registration").map(h => h.path)).not.toContain("/gst/services/gst-registration")
  })
  it("keeps in each index only the synonyms it can find: the English index no Telugu word", () => {
    expect(te.synonyms["జీఎస్టీ"]).toContain("gst")
    expect(en.synonyms["జీఎస్టీ"]).toEqual(["gst"])
    expect(en.synonyms.gst).toBeUndefined()
    expect(Object.values(en.synonyms).flat().every(word => /^[a-z0-9 ]+$/.test(word))).toBe(true)
  })
  it("treats a synonym as the word, not as a prefix: సీఏ is not every word starting with ca", () => {
    const ca = en.engine.query("సీఏ")
    expect(ca.length).toBeGreaterThan(0)
    for (const hit of ca) expect(hit.snippet.filter(p => p.match).map(p => p.text.toLowerCase())).toEqual(expect.arrayContaining([expect.stringMatching(/^(chartered|accountant)$/)]))
  })
  it("answers the same in the browser's lazy engine, which loads the synonyms' term files", async () => {
    const { manifest, files } = splitIndex(te.index, te.synonyms)
    const requested: string[] = []
    const lazy = createLazyEngine(manifest, name => {
      requested.push(name)
      return Promise.resolve(files.get(name)!)
    })
    for (const [typed] of TYPED) expect((await lazy.query(typed)).map(h => h.path)).toEqual(te.engine.query(typed).map(h => h.path))
    expect(requested).toEqual(expect.arrayContaining(["t-_.json", "y-_.json", "t-g.json"]))
  })
  it("ships no Telugu to an English search: the manifest and a Latin query's files have none, a Telugu query's synonyms are in y-_.json", async () => {
    const { manifest, files } = splitIndex(en.index, en.synonyms)
    const TELUGU = /[\u0C00-\u0C7F]/
    expect(manifest).not.toMatch(TELUGU)
    expect(files.get("y-_.json")).toMatch(/జీఎస్టీ/)
    const requested: string[] = []
    const lazy = createLazyEngine(manifest, name => {
      requested.push(name)
      return Promise.resolve(files.get(name)!)
    })
    const gst = await lazy.query("gst")
    expect(gst.length).toBeGreaterThan(0)
    for (const name of requested) expect(files.get(name)).not.toMatch(TELUGU)
    expect((await lazy.query("జీఎస్టీ"))[0].path).toBe(gst[0].path)
    expect(requested).toContain("y-_.json")
  })
})
