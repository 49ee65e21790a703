/**
 * The compliance calendar's words (issue 33): the Telugu table (calendar-words.te.ts) says everything
 * the English one does, with the same slots in every template, in Telugu (no English left but the
 * names people say in English), with the month names the other Telugu pages use, and links each
 * due date to the Telugu guide.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { calendarWordsEn } from "../../src/config/strings/calendar-words"
import { calendarWordsTe } from "../../src/config/strings/calendar-words.te"
import { guidePartsTe } from "../../src/config/strings/guide-parts.te"
import { fill } from "../../src/config/strings/fill"

type Leaf = [where: string, en: string, te: string]

/** Every string of the English table beside the Telugu one at the same place. */
function leaves(en: unknown, te: unknown, at = ""): Leaf[] {
  if (typeof en === "string") return [[at, en, te as string]]
  return Object.entries(en as Record<string, unknown>).flatMap(([k, v]) => leaves(v, (te as Record<string, unknown>)?.[k], at ? `${at}.${k}` : k))
}
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(m => m[1]).sort()
const TELUGU = /[\u0C00-\u0C7F]/

const all = leaves(calendarWordsEn, calendarWordsTe)

describe("the calendar's Telugu words", () => {
  it("have a text for every English one, with exactly its slots", () => {
    expect(all.length).toBeGreaterThan(100)
    for (const [where, en, te] of all) {
      expect(typeof te).toBe("string")
      expect([where, slots(te)]).toEqual([where, slots(en)])
    }
  })

  it("are Telugu: only formats, separators, acronyms and form names read as in English", () => {
    const same = all.filter(([where, en, te]) => en === te && en !== "").map(([where]) => where)
    expect(same.sort()).toEqual(
      [
        "date",
        "dayMonth",
        "monthYear",
        "forms.llp.short",
        "forms.llp.described",
        "ui.gstLegend",
        "ui.listSep",
        "ui.listEnd",
        "describe.extras.tds",
        "describe.extras.pf",
        "describe.extras.esi",
        "describe.sep",
        "ics.note",
        "subscription.sep",
        "message.once",
      ].sort(),
    )
    for (const [where, en, te] of all) {
      if (en === te || where.endsWith(".path") || where.startsWith("ordinal.")) continue
      // every other text has Telugu words (Latin letters only in names said in English: GST, Form 26, .ics), or none at all ("{form} ({extras})")
      const words = te.replace(/\{\w+\}/g, "")
      expect([where, TELUGU.test(words) || !/[A-Za-z]/.test(words)]).toEqual([where, true])
    }
  })

  it("write months and dates as the other Telugu pages do", () => {
    expect(calendarWordsTe.months).toEqual(guidePartsTe.months)
    expect(fill(calendarWordsTe.date, { day: 31, month: calendarWordsTe.months[6], year: 2027 })).toBe("31 జూలై 2027")
    expect(fill(calendarWordsTe.rules.monthly, { day: fill(calendarWordsTe.ordinal.th, { n: 20 }) })).toBe("తర్వాతి నెల 20వ తేదీలోగా")
    // a case ending after a month that ends in a bare consonant keeps it apart (fill's zero-width non-joiner)
    expect(fill(calendarWordsTe.rules.yearly, { date: "30 సెప్టెంబర్" })).toBe("ఏటా 30 సెప్టెంబర్\u200cలోగా")
    expect(fill(calendarWordsTe.rules.yearly, { date: "31 జూలై" })).toBe("ఏటా 31 జూలైలోగా")
  })

  it("link each due date to its guide in Telugu, which exists", () => {
    const telugu = new Set<string>()
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith(".te.md") ? [path.join(dir, e.name)] : []))
    for (const file of walk(path.join(__dirname, "../../content"))) telugu.add(String(matter(fs.readFileSync(file, "utf8")).data.path))
    for (const [key, guide] of Object.entries(calendarWordsTe.guides)) {
      const english = calendarWordsEn.guides[key as keyof typeof calendarWordsEn.guides]
      expect(guide.path).toBe(`/te${english.path}`)
      expect([key, telugu.has(guide.path)]).toEqual([key, true])
    }
  })
})
