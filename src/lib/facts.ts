/**
 * Facts written once in content/facts.json and reused by every page and tool
 * that states them. Markdown and frontmatter refer to a fact as {{group.name}}
 * (its value) or {{group.name:effective}} / {{group.name:until}} (its dates,
 * written "1 April 2025"). The older "|" separator is still read, but ":" is
 * the one to write: "|" splits a Markdown table cell.
 *
 * {{group.name:joined}} is the value in the form it takes before a noun (issue 33):
 * Telugu joins an amount to the noun it qualifies ("₹40 లక్షల పరిమితి", "30 రోజుల్లోగా"),
 * so a Telugu value's final లు becomes ల ("₹40 లక్షలు" → "₹40 లక్షల"); English and values
 * without that ending read as written.
 * {{group.name:within}} is "within" that time in Telugu, the way the papers write it: a final లు
 * becomes ల్లోగా ("30 రోజులు" → "30 రోజుల్లోగా", "3-7 పని దినాలు" → "3-7 పని దినాల్లోగా"), any
 * other Telugu value takes లోగా; an English value reads as written (the English says "within").
 *
 * Tokens read in a page's language: a Telugu page (frontmatter `lang: te`)
 * shows a fact's `te` text where it has one, and its dates with Telugu month
 * names ("1 ఏప్రిల్ 2025"); every other page shows `value` and English dates.
 *
 * This module is pure: the build reads content/facts.json into Gatsby's data
 * layer (gatsby/facts.ts, one `Fact` node per fact) and resolves tokens from
 * those nodes; the tools get the values through their page queries. Nothing
 * that ships to the browser imports the JSON file itself.
 */
import { formatDate } from "./dates"

/** One fact as content/facts.json holds it. */
export interface FactEntry {
  /** Exactly the text a page shows: "₹20 lakh", "31 July", "12%", "50 workers". */
  value: string
  /**
   * The value as a Telugu page shows it, where `value` has words: "₹20 లక్షలు", "30 రోజులు".
   * The same figures as `value` (Western digits, Indian grouping); equal to `value` for a name
   * Telugu readers say in English. Telugu pages show `value` for a fact without it.
   */
  te?: string
  /** What the figure is, for the guide's Sources list. */
  label: string
  /**
   * The label in Telugu, for a Telugu guide's Sources list (the same figures and Act references as
   * `label`). Every fact a Telugu guide uses has one (gatsby/content-rules.ts teLabelProblems).
   */
  teLabel?: string
  /** "rule" (set by law, the default) or "estimate" (a typical figure, such as a processing time). */
  kind?: FactKind
  /** Official URL of the rule (gazette, ministry or department page, the Act). */
  source?: string
  /** The document behind `source`: "CBIC Notification 10/2019-Central Tax, 7 March 2019". */
  sourceTitle?: string
  /**
   * The document's title in Telugu, for a Telugu page's Sources (issue 33): official names as they are,
   * the notes and connecting words in Telugu, the same figures. Every fact a Telugu guide cites has one
   * (gatsby/content-rules.ts teLabelProblems).
   */
  teSourceTitle?: string
  /** First day the rule applies (YYYY-MM-DD). */
  effective?: string
  /** Last day an earlier rule applied (YYYY-MM-DD); only for rules no longer in force. */
  until?: string
  /** The day the figure was last verified against its source (YYYY-MM-DD). */
  checked?: string
  /** The day by which a person must check the figure again (YYYY-MM-DD); `npm run facts:due` lists the facts past it. */
  reviewBy?: string
  /** What an estimate rests on. */
  basis?: string
  /** The basis in Telugu, for a Telugu guide's Sources list (gatsby/content-rules.ts teLabelProblems). */
  teBasis?: string
  /** A note for authors (not shown on pages). */
  note?: string
}

export type FactKind = "rule" | "estimate"

/** content/facts.json: group -> name -> fact. */
export type FactFile = Record<string, Record<string, FactEntry>>

/** A fact with its key, as the data layer holds it. */
export interface Fact extends FactEntry {
  key: string
  group: string
  name: string
  kind: FactKind
}

/** Just the values, group -> name -> value: what token replacement needs. */
export type FactTable = Record<string, Record<string, string>>

/** The languages a token can be read in (src/lib/i18n.ts LOCALES): English, the default, and Telugu. */
export type FactLanguage = "en" | "te"

/** What a token reads of a fact. */
export type FactSource = Pick<FactEntry, "value" | "te" | "effective" | "until">

/** The parts of a fact a token can read. */
export type FactAttribute = "value" | "joined" | "within" | "effective" | "until"

const TOKEN = /\{\{\s*([A-Za-z0-9_]+)\.([A-Za-z0-9_]+)\s*(?:[:|]\s*(effective|until|joined|within)\s*)?\}\}/g

export const FACT_KEY = /^[A-Za-z0-9_]+\.[A-Za-z0-9_]+$/

export class UnknownFactError extends Error {}

export interface FactToken {
  /** The token as written, e.g. "{{gst.threshold}}". */
  text: string
  key: string
  attribute: FactAttribute
}

/** Every fact token in a text, in order. */
export function factTokens(text: string): FactToken[] {
  return [...text.matchAll(TOKEN)].map(m => ({
    text: m[0],
    key: `${m[1]}.${m[2]}`,
    attribute: (m[3] as FactAttribute | undefined) ?? "value",
  }))
}

/** The distinct fact keys a text (or any JSON-able value, such as frontmatter) refers to. */
export function factKeys(input: unknown): string[] {
  const text = typeof input === "string" ? input : JSON.stringify(input ?? "")
  return [...new Set(factTokens(text).map(t => t.key))]
}

/** A fact's value in a language: its `te` text on a Telugu page where it has one, else `value`. */
export function factValue(fact: Pick<FactEntry, "value" | "te">, lang: FactLanguage = "en"): string {
  return lang === "te" && typeof fact.te === "string" && fact.te !== "" ? fact.te : fact.value
}

/**
 * A value in the form it takes before a noun (issue 33): a final లు becomes ల ("₹40 లక్షలు" →
 * "₹40 లక్షల", "30 రోజులు" → "30 రోజుల"); anything else (English, "₹1 కోటి", "18%") as written.
 * Written with code points (ల U+0C32, the vowel sign ు U+0C41): this module ships on English pages,
 * which carry no Telugu (e2e/telugu.test.mjs).
 */
export function joinedForm(text: string): string {
  const n = text.length
  return n >= 2 && text.charCodeAt(n - 2) === 0x0c32 && text.charCodeAt(n - 1) === 0x0c41 ? text.slice(0, n - 1) : text
}

/**
 * A value "within" that time (issue 33, point 3): a Telugu value's final లు becomes ల్లోగా ("30 రోజులు" →
 * "30 రోజుల్లోగా"), another Telugu value takes లోగా ("1 నెల" → "1 నెలలోగా", "31 జూలై" → "31 జూలైలోగా"), with a
 * zero-width non-joiner after a bare consonant ("30 సెప్టెంబర్" → "30 సెప్టెంబర్‌లోగా", as fill() writes "{state}లో");
 * English as written.
 * Written with code points, as joinedForm is: ల U+0C32, ు U+0C41, ్ U+0C4D, ో U+0C4B, గ U+0C17, ా U+0C3E.
 */
export function withinForm(text: string): string {
  const n = text.length
  if (n >= 2 && text.charCodeAt(n - 2) === 0x0c32 && text.charCodeAt(n - 1) === 0x0c41)
    return text.slice(0, n - 1) + String.fromCharCode(0x0c4d, 0x0c32, 0x0c4b, 0x0c17, 0x0c3e)
  const last = n > 0 ? text.charCodeAt(n - 1) : 0
  if (last < 0x0c00 || last > 0x0c7f) return text
  // after a bare consonant (virama U+0C4D: "30 సెప్టెంబర్") a zero-width non-joiner U+200C keeps ర్ and లో apart
  return text + (last === 0x0c4d ? "\u200c" : "") + String.fromCharCode(0x0c32, 0x0c4b, 0x0c17, 0x0c3e)
}

/** True for an attribute that reads the value (plain, joined or within) rather than a date. */
export function readsValue(attribute: FactAttribute): attribute is "value" | "joined" | "within" {
  return attribute === "value" || attribute === "joined" || attribute === "within"
}

/** A fact's value or one of its dates, as a page in `lang` shows it. */
export function factText(fact: FactSource, attribute: FactAttribute, key = "fact", lang: FactLanguage = "en"): string {
  if (attribute === "value") return factValue(fact, lang)
  if (attribute === "joined") return joinedForm(factValue(fact, lang))
  if (attribute === "within") return withinForm(factValue(fact, lang))
  const date = fact[attribute]
  if (!date) throw new UnknownFactError(`Fact "{{${key}:${attribute}}}" has no "${attribute}" date`)
  return formatDate(date, lang)
}

/**
 * Replaces every token with what `lookup` finds for its key, read in `lang`;
 * a key that `lookup` does not know throws UnknownFactError naming the token.
 */
export function replaceTokens(
  text: string,
  lookup: (key: string) => FactSource | undefined | null,
  escape: (s: string) => string = s => s,
  lang: FactLanguage = "en",
): string {
  return text.replace(TOKEN, (match, group: string, name: string, attribute?: FactAttribute) => {
    const key = `${group}.${name}`
    const fact = lookup(key)
    if (!fact) throw new UnknownFactError(`Unknown fact "${match}"`)
    return escape(factText(fact, attribute ?? "value", key, lang))
  })
}

/**
 * Like replaceTokens, but a token that cannot be resolved (no such fact, or a
 * date the fact does not have) stays as written, for the build's content check
 * to report with its file.
 */
export function resolveTokens(
  text: string,
  lookup: (key: string) => FactSource | undefined | null,
  escape: (s: string) => string = s => s,
  lang: FactLanguage = "en",
): string {
  return text.replace(TOKEN, (match, group: string, name: string, attribute?: FactAttribute) => {
    const fact = lookup(`${group}.${name}`)
    const attr = attribute ?? "value"
    if (!fact || (!readsValue(attr) && !fact[attr])) return match
    return escape(factText(fact, attr, "fact", lang))
  })
}

/** What is wrong with the tokens of a text: unknown facts, dates a fact does not have. */
export function tokenProblems(text: string, lookup: (key: string) => Pick<FactEntry, "value" | "effective" | "until"> | undefined | null): string[] {
  const problems: string[] = []
  for (const token of factTokens(text)) {
    const fact = lookup(token.key)
    if (!fact) problems.push(`unknown fact "${token.text}"`)
    else if (!readsValue(token.attribute) && !fact[token.attribute]) problems.push(`fact "${token.key}" has no "${token.attribute}" date, so "${token.text}" cannot be shown`)
  }
  return [...new Set(problems)]
}

/** A lookup over a table of values (dates need full facts: see replaceTokens). */
function tableLookup(table: FactTable) {
  return (key: string) => {
    const [group, name] = key.split(".")
    const value = table[group]?.[name]
    return value === undefined ? undefined : { value }
  }
}

/** Replaces tokens from a table of values. */
export function interpolateFacts(text: string, table: FactTable): string {
  return replaceTokens(text, tableLookup(table))
}

/** Same as interpolateFacts, for text that ends up inside HTML. */
export function interpolateFactsHtml(html: string, table: FactTable): string {
  return replaceTokens(html, tableLookup(table), escapeHtml)
}

export function lookupFact(key: string, table: FactTable): string {
  const [group, name] = key.split(".")
  const value = table[group]?.[name]
  if (value === undefined) throw new UnknownFactError(`Unknown fact "{{${key}}}"`)
  return value
}

/** Every fact of the file with its key, in file order. */
export function flattenFacts(file: FactFile): Fact[] {
  return Object.entries(file).flatMap(([group, entries]) =>
    Object.entries(entries).map(([name, entry]) => ({ ...entry, kind: entry.kind ?? "rule", key: `${group}.${name}`, group, name })),
  )
}

/** group -> name -> value in `lang`, from facts with keys (the data layer's nodes or flattenFacts). */
export function factTable(facts: ReadonlyArray<{ key: string; value: string; te?: string | null }>, lang: FactLanguage = "en"): FactTable {
  const table: FactTable = {}
  for (const fact of facts) {
    const [group, name] = fact.key.split(".")
    ;(table[group] ??= {})[name] = factValue({ value: fact.value, te: fact.te ?? undefined }, lang)
  }
  return table
}

// The dates' words (month names) and formatDate live in ./dates, which the pages that only show
// dates (the law updates) import without the rest of this module.
export { formatDate, registerMonths } from "./dates"

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}
