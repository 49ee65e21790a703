/**
 * The law updates (content/updates/*.md, template "update"): one dated change
 * each, with its official source and the guides it changed. Pure: the
 * templates, the feed (gatsby-config.ts) and the tests use it.
 */
import { formatDate } from "./dates"

export interface UpdateEntry {
  title: string
  path: string
  /** YYYY-MM-DD: the day the change took effect. */
  date: string
  affects?: ReadonlyArray<string> | null
  /** YYYY-MM-DD: the day the change was notified (null when the official date could not be confirmed). */
  notified?: string | null
  /** YYYY-MM-DD: the day the site first showed the change. */
  siteUpdated?: string | null
}

const dayNumber = (date: string) => {
  const [y, m, d] = date.split("-").map(Number)
  return Date.UTC(y, m - 1, d) / 86_400_000
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from))
}

/**
 * The day this record began: the site was first written on 21 November 2026, so a change notified
 * before then reached it while it was being written, and its days from notification to the site
 * say nothing of how fast the site keeps up. Such changes are not counted in the median.
 */
export const RECORD_BEGAN = "2026-11-21"

/** Days from notification to the site, for an entry that gives both dates and was notified since the record began; null otherwise. */
export function daysToSite(entry: Pick<UpdateEntry, "notified" | "siteUpdated">): number | null {
  return entry.notified && entry.siteUpdated && entry.notified >= RECORD_BEGAN ? daysBetween(entry.notified, entry.siteUpdated) : null
}

/** The median of the entries' days from notification to the site (the mean of the middle two for an even count); null with none. */
export function medianDaysToSite(entries: ReadonlyArray<Pick<UpdateEntry, "notified" | "siteUpdated">>): { median: number; count: number } | null {
  const days = entries
    .map(daysToSite)
    .filter((d): d is number => d !== null)
    .sort((a, b) => a - b)
  if (days.length === 0) return null
  const mid = Math.floor(days.length / 2)
  const median = days.length % 2 ? days[mid] : (days[mid - 1] + days[mid]) / 2
  return { median, count: days.length }
}

/**
 * The words of the dates line and the speed line, by language. English is here; another
 * language's are in src/config/strings/updates.<lang>.ts, which only the build imports (the lines
 * are made at build time: gatsby/schema.ts and the feeds in gatsby-config.ts).
 */
export interface UpdateLineWords {
  /** Month names for formatDate (English when absent). */
  months?: ReadonlyArray<string>
  notified: (date: string) => string
  inForce: (date: string) => string
  onSite: (date: string) => string
  /** For a change notified (or, without a notification date, in force) before the record began: the day our guides were checked against it, which says nothing of how fast the site keeps up. */
  checked: (date: string) => string
  daysAfter: (days: number) => string
  speed: (median: number, count: number, began: string) => string
  /** No change notified since the record began, but one takes effect after it. */
  noMedian: (began: string) => string
  eachEntry: string
}

export const UPDATE_LINE_WORDS_EN: UpdateLineWords = {
  notified: date => `Notified ${date}`,
  inForce: date => `In force ${date}`,
  onSite: date => `On this site ${date}`,
  // (reviews 19-21: "Notified 17 September 2025 · On this site 23 November 2026" read as a site
  // fourteen months late; the site was written in November 2026)
  checked: date => `Checked in our guides ${date}`,
  daysAfter: days => ` (${days} ${days === 1 ? "day" : "days"} after notification)`,
  speed: (median, count, began) =>
    `From notification to this site: a median of ${median} ${median === 1 ? "day" : "days"} over the ${count} ${count === 1 ? "change" : "changes"} notified since this record began on ${began}.`,
  // (the fresh-eyes review of issue 29: "we record … no median yet" read as an internal note, and
  // the dates as a site five months late; review 7 read "took effect before this site opened on …"
  // as an internal note too; review 17: "every change below is already in our guides" repeated the
  // page's lead. Until a change is notified after the site opened, the line says only what the dates are.)
  noMedian: began =>
    `Since ${began} we record how many days each change takes from its notification to this site; none has been notified since then, so there is no median yet.`,
  // (review 16: a line that opened "Notification date not confirmed" read as an internal note; an
  // entry whose notification date the official text does not confirm gives the other two dates)
  eachEntry:
    "Each entry gives the day the change took effect, the day this site showed it and, where the official text confirms it, the day it was notified.",
}

/** The three dates of an entry as one line: "Notified 20 June 2026 · In force 1 July 2026 · On this site 23 November 2026 (156 days after notification)". */
export function datesLine(
  entry: Pick<UpdateEntry, "date" | "notified" | "siteUpdated"> & { notifiedNote?: string | null },
  words: UpdateLineWords = UPDATE_LINE_WORDS_EN,
  /** withInForce false: without the day in force, on an entry's own page, whose hero gives it (review 18: the same day twice). */
  { withInForce = true }: { withInForce?: boolean } = {},
): string {
  const days = daysToSite(entry)
  const early = (entry.notified || entry.date) < RECORD_BEGAN
  const date = (iso: string) => formatDate(iso, words.months ?? "en")
  return [
    entry.notified ? words.notified(date(entry.notified)) : "",
    withInForce ? words.inForce(date(entry.date)) : "",
    entry.siteUpdated ? (early ? words.checked(date(entry.siteUpdated)) : `${words.onSite(date(entry.siteUpdated))}${days !== null ? words.daysAfter(days) : ""}`) : "",
  ]
    .filter(Boolean)
    .join(" · ")
}

/**
 * The /updates page's line on how fast the site keeps up: the median days from notification to
 * the site over the changes notified since the record began, or why there is none yet. Made at
 * build time (the `updatesSpeed` field), so the page's JavaScript carries none of it.
 */
export function speedLine(entries: ReadonlyArray<Pick<UpdateEntry, "date" | "notified" | "siteUpdated">>, words: UpdateLineWords = UPDATE_LINE_WORDS_EN): string {
  const speed = medianDaysToSite(entries)
  const began = formatDate(RECORD_BEGAN, words.months ?? "en")
  const before = entries.every(e => e.date < RECORD_BEGAN)
  const lead = speed ? words.speed(speed.median, speed.count, began) : before ? "" : words.noMedian(began)
  return [lead, words.eachEntry].filter(Boolean).join(" ")
}

/**
 * Newest first; entries of the same day by path (the order the /updates page's query gives: a
 * path, unlike a title, has no resolver of its own, so Gatsby sorts it the same on every build).
 */
export function newestFirst<T extends UpdateEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.date === b.date ? (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) : a.date < b.date ? 1 : -1))
}

/** The updates that changed the guide at `path`, newest first. */
export function updatesOf<T extends UpdateEntry>(entries: readonly T[], path: string): T[] {
  return newestFirst(entries.filter(e => (e.affects ?? []).includes(path)))
}

/** What a guide shows near its top: "Updated 1 July 2026: Passport fees revised". */
export function updateLine(entry: Pick<UpdateEntry, "title" | "date">): string {
  return `Updated ${formatDate(entry.date)}: ${entry.title}`
}

/** The feed of the entries (gatsby-plugin-feed): its address and title. */
export const FEED_PATH = "/updates.xml"
export const FEED_TITLE = "Law updates for businesses in Hyderabad"
/** The title of the feed's <link rel="alternate"> on every page. */
export const FEED_LINK_TITLE = "Law updates"

/** The guides a law update links, by English path: the guide in the page's language where it exists (gatsby/schema.ts guideLinks). */
export type GuideLinks = Readonly<Record<string, { path: string; name: string }>>
