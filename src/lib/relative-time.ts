/**
 * A review's age as the review profile writes it ("2 weeks ago", "1 month ago", "a year ago"), in
 * another language (issue 33: the footer's review card on a Telugu page reads "2 వారాల క్రితం").
 * Made at build time, for the page's shell data; the words of each language are in
 * src/config/strings/<area>.<lang>.ts (relative-time.te.ts). Text it does not understand is kept.
 */
export type TimeUnit = "minute" | "hour" | "day" | "week" | "month" | "year"

export interface RelativeTimeWords {
  /** The age, from its count and unit: (1, "week") → "1 వారం క్రితం". */
  ago: (count: number, unit: TimeUnit) => string
}

const AGO = /^\s*(\d+|an?|one)\s+(minute|hour|day|week|month|year)s?\s+ago\s*$/i

export function relativeTime(text: string, words: RelativeTimeWords): string {
  const m = AGO.exec(text)
  if (!m) return text
  const count = /^\d+$/.test(m[1]) ? Number(m[1]) : 1
  return words.ago(count, m[2].toLowerCase() as TimeUnit)
}
