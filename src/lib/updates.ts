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
}

/** Newest first; entries of the same day by title. */
export function newestFirst<T extends UpdateEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.date === b.date ? (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) : a.date < b.date ? 1 : -1))
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

/** The guides as a page query reads them. */
export interface GuideNodes {
  nodes: ReadonlyArray<{ frontmatter: { path: string; title: string; heading: string | null } }>
}

/** Path -> the guide's name (its heading, else its title). */
export function guideNames(guides: GuideNodes | undefined): Map<string, string> {
  return new Map((guides?.nodes ?? []).map(({ frontmatter: fm }) => [fm.path, fm.heading || fm.title]))
}
