/**
 * Telugu search (issue 24): the Telugu guides are indexed on their own (plugins/site-search, one
 * index per language), a Telugu word finds its guide, an English term typed on a Telugu page
 * (GST, Udyam) finds the Telugu guides that use it, and a word matches with or without the
 * zero-width non-joiner Telugu text may carry inside it.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { buildIndex, createEngine, processTerm } from "../../src/lib/search"
import { guideDocs, type GuideSource } from "../../plugins/site-search/documents"
import { interpolateAll } from "../helpers/facts"

const CONTENT = path.join(__dirname, "../../content")
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".md") ? [path.join(dir, e.name)] : []))

const guides = walk(CONTENT)
  .map(file => matter(fs.readFileSync(file, "utf8")))
  .filter(m => (m.data.template === "guide" || m.data.template === "combined") && m.data.lang === "te")
  .map(m => ({ ...(JSON.parse(interpolateAll(JSON.stringify(m.data))) as GuideSource), body: m.content }))
const engine = createEngine(buildIndex(guides.flatMap(g => guideDocs(g, interpolateAll))))
const paths = (q: string) => [...new Set(engine.query(q).map(hit => hit.path))]

describe("the Telugu index", () => {
  it("holds the ten Telugu guides and nothing else", () => {
    expect(guides).toHaveLength(10)
    expect(guides.every(g => g.path.startsWith("/te/"))).toBe(true)
  })
  it("finds a guide from a Telugu word, vowel signs and all", () => {
    expect(paths("ట్రేడ్‌మార్క్")[0]).toBe("/te/trademark/services/trademark-registration")
    expect(paths("ప్రొప్రైటర్‌షిప్")[0]).toBe("/te/registrations/company/proprietorship-firm")
  })
  it("finds the Telugu guides from an English term typed on a Telugu page", () => {
    expect(paths("GST").slice(0, 2).sort()).toEqual(["/te/gst/services/gst-registration", "/te/gst/services/gst-return-filing"])
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
