/**
 * Dates as the pages write them ("1 April 2025", or with another language's month names). Its own
 * module, re-exported by ./facts: a page that only shows dates (the law updates) does not carry the
 * facts' token code.
 */
import type { FactLanguage } from "./facts"

/**
 * Month names by language. English is here; another language's are registered by the build
 * (gatsby/schema.ts, from src/config/strings/guide-parts.te.ts), so that this module, which pages' code
 * imports, carries no other language's words.
 */
const MONTHS: Partial<Record<FactLanguage, readonly string[]>> & { en: readonly string[] } = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
}

export function registerMonths(lang: FactLanguage, names: readonly string[]): void {
  MONTHS[lang] = names
}

/**
 * "2025-04-01" -> "1 April 2025", or in another language with its month names ("1 ఏప్రిల్ 2025": the
 * same digits; no time zone involved). `months`: a language whose names are registered (registerMonths)
 * or the names themselves.
 */
export function formatDate(iso: string, months: FactLanguage | ReadonlyArray<string> = "en"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!m) throw new Error(`Expected a date as YYYY-MM-DD, got "${iso}"`)
  const names = typeof months === "string" ? (MONTHS[months] ?? MONTHS.en) : months
  return `${Number(m[3])} ${names[Number(m[2]) - 1]} ${m[1]}`
}
