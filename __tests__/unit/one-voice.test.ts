/**
 * One voice (issue 11): a figure that the site states on several pages comes
 * from content/facts.json, and money is written one way ("₹4,500").
 * These tests read the Markdown as authors write it.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { factFile } from "../helpers/facts"
import { flattenFacts } from "../../src/lib/facts"

const ROOT = path.join(__dirname, "../..")

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? markdownFiles(p) : e.name.endsWith(".md") ? [p] : []
  })
}

const files = markdownFiles(path.join(ROOT, "content")).map(file => {
  const raw = fs.readFileSync(file, "utf8")
  const { data } = matter(raw)
  return { file: path.relative(ROOT, file), raw, data: data as Record<string, unknown> }
})

/** The text as a visitor reads it, with fact tokens taken out (they are the right way to state a figure). */
const withoutTokens = (text: string) => text.replace(/\{\{[^}]*\}\}/g, " ")

/** Facts that are figures a visitor acts on: money, a rate or a calendar date. */
const FIGURE = /₹|%|^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)$/
const figures = flattenFacts(factFile).filter(f => FIGURE.test(f.value))

/** The value written out in a text, not as part of a longer number ("₹20 lakh" is not in "₹120 lakh"). */
function writesValue(text: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return new RegExp(`(?<![\\d.,₹])${escaped}(?![\\d,]|\\.\\d)`).test(text)
}

describe("one voice", () => {
  it("money is written one way, with the rupee sign: no Rs., INR, 'rupees' or '/-' in any page", () => {
    const offenders = files.flatMap(({ file, raw }) =>
      [...withoutTokens(raw).matchAll(/\bRs\.?\s*\d[\d,]*|\bINR\s*\d[\d,]*|\d[\d,]*\s*rupees\b|\d\s*\/-/gi)].map(m => `${file}: "${m[0]}"`),
    )
    expect(offenders).toEqual([])
  })

  // A guide is held to these rules once it has been reviewed against the law (its `reviewed` date is set).
  const reviewedGuides = files.filter(({ data }) => (data.template === "guide" || data.template === "combined") && data.reviewed)

  it("a reviewed guide states every amount and rate through a cited fact, never as a literal", () => {
    const offenders: string[] = []
    for (const { file, raw, data } of reviewedGuides) {
      // Our own fee (`fees.ours`) is the firm's price, not a figure of the law.
      const ours = typeof (data.fees as { ours?: unknown } | undefined)?.ours === "string" ? String((data.fees as { ours: string }).ours) : null
      const text = withoutTokens(ours ? raw.replace(ours, " ") : raw)
      for (const m of text.matchAll(/₹\s?(?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d+)?(?:\s?(?:lakh|crore))?|\d+(?:\.\d+)?\s?%/g)) {
        const known = figures.filter(f => f.value === m[0] || f.value.startsWith(`${m[0]} `)).map(f => `{{${f.key}}}`)
        offenders.push(`${file}: "${m[0]}" is written as a literal; ${known.length ? `use the fact that states it (${known.join(", ")}), or a new one` : "make it a fact in content/facts.json (with its source) and write its {{token}}"}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it("a reviewed guide writes a known due date through its fact token", () => {
    const dates = figures.filter(f => !/₹|%/.test(f.value))
    const offenders = reviewedGuides.flatMap(({ file, raw }) =>
      dates.filter(f => writesValue(withoutTokens(raw), f.value)).map(f => `${file}: writes "${f.value}"; use {{${f.key}}} (or the fact that states this date)`),
    )
    expect(offenders).toEqual([])
  })

  it("finds a literal copy of a fact's value, and not a longer number that contains it", () => {
    expect(writesValue("mandatory above ₹20 lakh turnover", "₹20 lakh")).toBe(true)
    expect(writesValue("above ₹120 lakh", "₹20 lakh")).toBe(false)
    expect(writesValue("due 31 July.", "31 July")).toBe(true)
    expect(writesValue("a fee of ₹4,500 per class", "₹4,500")).toBe(true)
    expect(writesValue("a fee of ₹4,5000", "₹4,500")).toBe(false)
    expect(writesValue("12.5% rate", "12%")).toBe(false)
  })
})
