/**
 * The compliance calendar's dates ("YYYY-MM-DD" strings: calendar days, no time zone) and the
 * guides' English paths: the part of calendar.ts (which re-exports them) that the calendar's page
 * runs in the browser, a module of its own so that the page does not load the rest (issue 31).
 */
export type IsoDate = string

export const GUIDES = {
  incomeTax: "/tax-compliances/services/income-tax-filing",
  audit: "/tax-compliances/services/income-tax-audit",
  gstReturns: "/gst/services/gst-return-filing",
  llp: "/registrations/company/llp-registration",
  pvtltd: "/registrations/company/pvt-ltd-registration",
  opc: "/registrations/company/opc-registration",
  pf: "/registrations/company/pf-registration",
  esi: "/registrations/company/esi-registration",
  professionalTax: "/tax-compliances/services/professional-tax-registration",
  tradeLicence: "/registrations/company/ghmc-trade-license",
  labourLicence: "/registrations/company/labour-license",
} as const

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const

export const pad = (n: number) => String(n).padStart(2, "0")

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${year}-${pad(month)}-${pad(day)}`
}

export function parseIso(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = parseIso(date)
  if (!d) throw new RangeError(`Not a date: ${date}`)
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days))
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate())
}

/** The same calendar day a year later (29 February -> 28 February). */
export function addYear(date: IsoDate): IsoDate {
  const d = parseIso(date)!
  return isoDate(d.year + 1, d.month, Math.min(d.day, daysInMonth(d.year + 1, d.month)))
}

/** Today's date where the visitor is. */
export function localToday(now: Date = new Date()): IsoDate {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate())
}

/**
 * "2026-07-31" -> "31 July 2026", or with another language's month names (the calendar's page gets
 * its language's in its data: calendar-sheet.ts), which every language writes day, month, year.
 */
export function formatDate(date: IsoDate, months: ReadonlyArray<string> = MONTHS): string {
  const d = parseIso(date)
  if (!d) return date
  return `${d.day} ${months[d.month - 1]} ${d.year}`
}

/** "2026-07-31" -> "July 2026" (or with another language's month names). */
export function formatMonth(date: IsoDate, months: ReadonlyArray<string> = MONTHS): string {
  const d = parseIso(date)!
  return `${months[d.month - 1]} ${d.year}`
}
