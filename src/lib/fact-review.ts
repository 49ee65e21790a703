/**
 * The review cycle of content/facts.json (issue 21): every fact carries
 * `reviewBy`, the day by which a person must look at it again, and
 * `npm run facts:due`, `npm run launch-check` and the build list the facts
 * past that day with the pages that show them.
 *
 * Pure: scripts/facts-review.mjs and gatsby/facts.ts read the files.
 */
import { factKeys, type FactEntry } from "./facts"

/** How a fact's default review date is worked out. */
export type ReviewRule = "due-date" | "annual" | "standing"

/** A fee, threshold, period or estimate is looked at again this many months after it was checked. */
export const STANDING_MONTHS = 6
/** A due date ("31 July") is looked at this many days before its next occurrence. */
export const DUE_DATE_LEAD_DAYS = 30

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
/** "31 July": a date that comes back every year (a due date). "1 April 2026" names one day and is not one. */
const YEARLY_DATE = new RegExp(`^(\\d{1,2}) (${MONTHS.join("|")})$`)
/**
 * Figures that the yearly Finance Act or a yearly notification sets: tax rates, surcharges, the
 * income-tax limits, and anything stated "for 2025-26".
 */
const ANNUAL = /Finance Act|income[- ]tax|tax audit|presumptive|advance tax|surcharge|\bcess\b|\b20\d\d-\d\d\b/i

/** Which default applies to a fact: a yearly due date, a figure of the financial year, or any other figure. */
export function reviewRule(fact: Pick<FactEntry, "value" | "label" | "sourceTitle" | "kind">): ReviewRule {
  if (fact.kind !== "estimate" && YEARLY_DATE.test(fact.value.trim())) return "due-date"
  if (fact.kind !== "estimate" && ANNUAL.test(`${fact.label} ${fact.sourceTitle ?? ""}`)) return "annual"
  return "standing"
}

function parse(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`)
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** `date` plus `months` calendar months; the 31st of a shorter month is its last day. */
export function addMonths(date: string, months: number): string {
  const d = parse(date)
  const day = d.getUTCDate()
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, last))
  return iso(target)
}

export function addDays(date: string, days: number): string {
  const d = parse(date)
  d.setUTCDate(d.getUTCDate() + days)
  return iso(d)
}

/**
 * The default `reviewBy` of a fact, from its `checked` date:
 * - a due date ("31 July"): 30 days before its next occurrence that lies more than 30 days after
 *   the check (the one the check looked at is covered by it);
 * - a figure of the financial year: 31 March after the check, before the year turns;
 * - any other fee, threshold, period or estimate: six months after the check.
 */
export function defaultReviewBy(fact: Pick<FactEntry, "value" | "label" | "sourceTitle" | "kind" | "checked">): string {
  if (!fact.checked) throw new Error(`A fact needs "checked" before a review date can be set (${fact.label})`)
  const checked = fact.checked
  const rule = reviewRule(fact)
  if (rule === "due-date") {
    const m = YEARLY_DATE.exec(fact.value.trim())!
    const day = Number(m[1])
    const month = MONTHS.indexOf(m[2])
    for (let year = Number(checked.slice(0, 4)); ; year++) {
      const occurrence = iso(new Date(Date.UTC(year, month, day)))
      const review = addDays(occurrence, -DUE_DATE_LEAD_DAYS)
      if (review > checked) return review
    }
  }
  if (rule === "annual") {
    const year = Number(checked.slice(0, 4))
    const marchThisYear = `${year}-03-31`
    return checked < marchThisYear ? marchThisYear : `${year + 1}-03-31`
  }
  return addMonths(checked, STANDING_MONTHS)
}

/** A page of the site and the Markdown file it is made from. */
export interface PageRef {
  path: string
  file: string
}

/** A Markdown file as the scan needs it: its path, its pages' paths and the guides it stacks. */
export interface ContentPage {
  file: string
  path: string
  text: string
  /** A combined page's guides (their paths): it shows their facts too. */
  includes?: readonly string[]
}

/** Fact key -> the pages that show it (their tokens are in the page's Markdown or frontmatter), in path order. */
export function factPages(pages: readonly ContentPage[]): Map<string, PageRef[]> {
  const byPath = new Map(pages.map(p => [p.path, p]))
  const map = new Map<string, PageRef[]>()
  for (const page of pages) {
    const texts = [page.text, ...(page.includes ?? []).map(p => byPath.get(p)?.text ?? "")]
    for (const key of factKeys(texts.join("\n"))) {
      const list = map.get(key) ?? []
      list.push({ path: page.path, file: page.file })
      map.set(key, list)
    }
  }
  for (const list of map.values()) list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return map
}

export interface ReviewFact {
  key: string
  value: string
  label: string
  source?: string
  sourceTitle?: string
  checked?: string
  reviewBy?: string
}

export interface DueFact extends ReviewFact {
  reviewBy: string
  pages: PageRef[]
}

/** The facts past their review date (`reviewBy` before `today`, both YYYY-MM-DD), the longest overdue first. */
export function dueFacts(facts: readonly ReviewFact[], today: string, pages: Map<string, PageRef[]>): DueFact[] {
  return facts
    .filter((f): f is ReviewFact & { reviewBy: string } => typeof f.reviewBy === "string" && f.reviewBy < today)
    .map(f => ({ ...f, pages: pages.get(f.key) ?? [] }))
    .sort((a, b) => (a.reviewBy === b.reviewBy ? (a.key < b.key ? -1 : 1) : a.reviewBy < b.reviewBy ? -1 : 1))
}

/** The report printed by `npm run facts:due`, the launch check and the build: one block per fact. */
export function dueReport(due: readonly DueFact[], today: string, file = "content/facts.json"): string[] {
  if (due.length === 0) return []
  const lines = [
    `${file}: ${due.length} fact${due.length === 1 ? " is" : "s are"} past ${due.length === 1 ? "its" : "their"} review date (today in India: ${today}). Check each against its source and what changed since, correct it, then set "checked" and a new "reviewBy":`,
  ]
  for (const f of due) {
    lines.push(`  ${f.key} = ${JSON.stringify(f.value)}: review by ${f.reviewBy} (last checked ${f.checked ?? "never"}); ${f.label}`)
    lines.push(`    source: ${f.source ? `${f.sourceTitle ?? f.source} <${f.source}>` : "none (an estimate)"}`)
    lines.push(`    shown on: ${f.pages.length > 0 ? f.pages.map(p => `${p.path} (${p.file})`).join(", ") : "no page's Markdown (a tool may use it)"}`)
  }
  return lines
}

/** Which facts the editor's review list shows. */
export type ReviewFilter = "all" | "overdue" | "30" | "90"
export type ReviewSort = "reviewBy" | "key"

export const REVIEW_FILTERS: ReadonlyArray<{ value: ReviewFilter; label: string }> = [
  { value: "all", label: "All facts" },
  { value: "overdue", label: "Past their review date" },
  { value: "30", label: "Due for review within 30 days" },
  { value: "90", label: "Due for review within 90 days" },
]

export interface ReviewRow {
  key: string
  value: string
  label: string
  checked?: string
  reviewBy?: string
  /** Past its review date (reviewBy before today). */
  overdue: boolean
  pages: PageRef[]
}

/**
 * The rows of the content editor's review list (src/cms/fact-review.ts): the facts of the file
 * as it is being edited, filtered by review date and sorted by review date (no date first) or key.
 */
export function reviewRows(
  file: Record<string, Record<string, Partial<ReviewFact>> | undefined>,
  today: string,
  pages: ReadonlyMap<string, PageRef[]> | Record<string, PageRef[]>,
  { filter = "all", sort = "reviewBy" }: { filter?: ReviewFilter; sort?: ReviewSort } = {},
): ReviewRow[] {
  const pagesOf = (key: string) => (pages instanceof Map ? pages.get(key) : (pages as Record<string, PageRef[]>)[key]) ?? []
  const rows: ReviewRow[] = []
  for (const [group, entries] of Object.entries(file ?? {})) {
    for (const [name, fact] of Object.entries(entries ?? {})) {
      if (!fact) continue
      const key = `${group}.${name}`
      const reviewBy = typeof fact.reviewBy === "string" && fact.reviewBy ? fact.reviewBy : undefined
      rows.push({
        key,
        value: String(fact.value ?? ""),
        label: String(fact.label ?? ""),
        checked: typeof fact.checked === "string" ? fact.checked : undefined,
        reviewBy,
        overdue: reviewBy !== undefined && reviewBy < today,
        pages: pagesOf(key),
      })
    }
  }
  const within = (days: number) => (row: ReviewRow) => row.reviewBy === undefined || row.reviewBy <= addDays(today, days)
  const shown = filter === "overdue" ? rows.filter(r => r.overdue || r.reviewBy === undefined) : filter === "30" ? rows.filter(within(30)) : filter === "90" ? rows.filter(within(90)) : rows
  const byKey = (a: ReviewRow, b: ReviewRow) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  return shown.sort(sort === "key" ? byKey : (a, b) => ((a.reviewBy ?? "") === (b.reviewBy ?? "") ? byKey(a, b) : (a.reviewBy ?? "") < (b.reviewBy ?? "") ? -1 : 1))
}
