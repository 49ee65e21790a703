/**
 * The compliance calendar: what a small business files, and when, in the
 * twelve months from today: income tax returns, the tax audit report,
 * advance tax, TDS, GST returns, PF, ESI, Telangana professional tax, a
 * company's and an LLP's annual filings, and licence renewals.
 *
 * Every due date is read from content/facts.json (the same facts the guides
 * state), never copied here: "20th" from gst.gstr3bMonthly, "31 October"
 * from incomeTax.deadlineAudit, "30 days" from pvtLtd.aoc4Within, and so on.
 * Each occurrence is its own dated entry; its key (obligation + date) is the
 * stable identity the .ics file uses, so one UID never carries two dates.
 *
 * Its words (titles, notes, rules, the description and the message) are a
 * table in the page's language (src/config/strings/calendar-words.ts, English
 * by default; calendar-words.te.ts): the facts are read in English, the
 * words written in the table's language (issue 33).
 *
 * Dates are plain "YYYY-MM-DD" strings (calendar days, no time zone).
 */
import { lookupFact, type FactTable } from "../facts"
import { fill } from "../../config/strings/fill"
import { calendarWordsEn, type CalendarWords } from "../../config/strings/calendar-words"
import { addDays, addYear, daysInMonth, formatDate, isoDate, MONTHS, pad, parseIso } from "./calendar-basics"
import { extrasOf, joinList } from "./calendar-sheet"
export { joinList }

// The dates' arithmetic and the guides' paths are in calendar-basics.ts, which the calendar's page
// imports without the rest of this module (its due dates come as data: calendar-sheet.ts).
export { addDays, addYear, formatDate, formatMonth, GUIDES, isoDate, localToday, MONTHS, parseIso } from "./calendar-basics"

export type BusinessForm = "individual" | "proprietorship" | "partnership" | "llp" | "pvtltd" | "opc"
export type GstScheme = "none" | "monthly" | "qrmp" | "composition"
/**
 * Licences that expire and are renewed. FSSAI registrations and licences are
 * not among them: since 1 April 2026 they have perpetual validity
 * (fssai.validity), so the calendar never reminds anyone to renew one.
 */
export type LicenceKind = "trade" | "labour"
/** How often an obligation falls due. */
export type Frequency = "monthly" | "quarterly" | "yearly" | "once"
export type IsoDate = string
export type { CalendarWords }

const FORM_VALUES: readonly BusinessForm[] = ["individual", "proprietorship", "partnership", "llp", "pvtltd", "opc"]
const SCHEME_VALUES: readonly GstScheme[] = ["none", "monthly", "qrmp", "composition"]

/** The business forms with their words in a language (English by default). */
export function businessForms(words: CalendarWords = calendarWordsEn): ReadonlyArray<{ value: BusinessForm; label: string; short: string; every: string; described: string }> {
  return FORM_VALUES.map(value => ({ value, ...words.forms[value] }))
}
export const BUSINESS_FORMS = businessForms()

/** The GST choices with their words in a language (English by default). */
export function gstSchemes(words: CalendarWords = calendarWordsEn): ReadonlyArray<{ value: GstScheme; label: string }> {
  return SCHEME_VALUES.map(value => ({ value, label: words.schemes[value] }))
}
export const GST_SCHEMES = gstSchemes()

export interface LicenceRule {
  kind: LicenceKind
  /** Label of its expiry date field. */
  label: string
  /** For sentences: "a trade licence". */
  short: string
  title: string
  /** The fact that says when to apply for renewal ("30 days before expiry"); none: before the expiry date. */
  fact?: string
  /** The guide, by calendar-words.ts's keys. */
  guide: keyof CalendarWords["guides"]
}

const LICENCE_RULES: ReadonlyArray<Pick<LicenceRule, "kind" | "fact" | "guide">> = [
  { kind: "trade", fact: "tradeLicence.renewBefore", guide: "tradeLicence" },
  { kind: "labour", fact: "labour.renewBefore", guide: "labourLicence" },
]

/** The licences the calendar renews, with their words in a language (English by default). */
export function licences(words: CalendarWords = calendarWordsEn): ReadonlyArray<LicenceRule> {
  return LICENCE_RULES.map(rule => ({ ...rule, ...words.licences[rule.kind] }))
}
export const LICENCES = licences()

export interface CalendarOptions {
  form: BusinessForm
  /** A tax audit applies: the audit report, and the return by the date for audit cases. */
  audit: boolean
  /** An LLP whose accounts are audited under the LLP Act: the return by the date for audit cases. */
  llpAudit?: boolean
  /** A transfer pricing report is due: the return by its later date. */
  transferPricing?: boolean
  gst?: GstScheme
  /** Deducts tax at source (salaries, rent, contractors, professionals). */
  tds?: boolean
  advanceTax?: boolean
  pf: boolean
  esi?: boolean
  /** An employer in Telangana deducting professional tax from salaries. */
  professionalTax?: boolean
  /** Expiry date ("YYYY-MM-DD") of each licence held; blank or missing for none. */
  licences?: Partial<Record<LicenceKind, string>>
}

/** One dated entry of the calendar. */
export interface Occurrence {
  /** The obligation: "gstr-3b", "itr", "llp-form-11"... */
  id: string
  /** The obligation and its date, unique and stable: "gstr-3b-2026-12-20". */
  key: string
  title: string
  date: IsoDate
  /** What the entry is for: "For November 2026", "For the tax year 2025-26", "Licence expires on ...". */
  note: string
  /** The rule in words, after "Due": "by the 20th of the next month", "by 31 October every year". */
  rule: string
  frequency: Frequency
  guide: string
  /** A licence renewal whose date has passed. */
  overdue: boolean
  /** Licence renewals: the expiry date entered. */
  expiry?: IsoDate
}

export class FactFormatError extends Error {}

// ---- reading the facts ----------------------------------------------------------

/** "31 July" -> { day: 31, month: 7 }. */
export function parseDayMonth(text: string): { day: number; month: number } {
  const match = /^\s*(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\s*$/.exec(text)
  const month = match ? MONTHS.findIndex(m => m.toLowerCase() === match[2].toLowerCase()) + 1 : 0
  const day = match ? Number(match[1]) : 0
  if (!match || month === 0 || day < 1 || day > daysInMonth(2023, month)) {
    throw new FactFormatError(`Expected a day and month such as "31 July", got "${text}"`)
  }
  return { day, month }
}

/** "15th" -> 15 (a day of every month; at most 28 so that it exists in every month). */
export function parseDayOfMonth(text: string): number {
  const match = /^\s*(\d{1,2})(?:st|nd|rd|th)?\s*$/.exec(text)
  const day = match ? Number(match[1]) : 0
  if (day < 1 || day > 28) throw new FactFormatError(`Expected a day of the month such as "15th", got "${text}"`)
  return day
}

/** "30 days before expiry" -> 30. */
export function parseDaysBefore(text: string): number {
  const match = /^\s*(\d+)\s+days?\s+before\b/i.exec(text)
  if (!match) throw new FactFormatError(`Expected "N days before expiry", got "${text}"`)
  return Number(match[1])
}

/** "30 days" -> 30. */
export function parseDays(text: string): number {
  const match = /^\s*(\d+)\s+days?\s*$/i.exec(text)
  if (!match) throw new FactFormatError(`Expected a number of days such as "30 days", got "${text}"`)
  return Number(match[1])
}

// ---- calendar arithmetic on "YYYY-MM-DD": calendar-basics.ts ----------------

/** Financial year (April to March) that ended before an annual filing date: 2026-07-31 -> "2025-26". */
export function financialYearBefore(date: IsoDate): string {
  const d = parseIso(date)!
  const end = d.month >= 4 ? d.year : d.year - 1
  return yearLabel(end - 1)
}

/** The financial year that a date falls in: 2026-12-15 -> "2026-27", 2027-03-15 -> "2026-27". */
export function financialYearOf(date: IsoDate): string {
  const d = parseIso(date)!
  return yearLabel(d.month >= 4 ? d.year : d.year - 1)
}

const yearLabel = (start: number) => `${start}-${pad((start + 1) % 100)}`

/** "20th" in English, "20వ" in Telugu: the English ending picks the table's form. */
export const ordinal = (n: number, words: CalendarWords = calendarWordsEn) => {
  const rem10 = n % 10
  const rem100 = n % 100
  const suffix = rem10 === 1 && rem100 !== 11 ? "st" : rem10 === 2 && rem100 !== 12 ? "nd" : rem10 === 3 && rem100 !== 13 ? "rd" : "th"
  return fill(words.ordinal[suffix], { n })
}

/** "2026-07-31" -> "31 July 2026" in the table's language. */
export const dateIn = (date: IsoDate, words: CalendarWords = calendarWordsEn) => formatDate(date, words.months)

/** A day and month every year, "31 July", in the table's language. */
const dayMonthIn = (day: number, month: number, words: CalendarWords) => fill(words.dayMonth, { day, month: words.months[month - 1] })

/** Month arithmetic on (year, month): shift(2026, 12, 1) -> [2027, 1]. */
function shift(year: number, month: number, by: number): [number, number] {
  const index = year * 12 + (month - 1) + by
  return [Math.floor(index / 12), (index % 12) + 1]
}

/** Every (year, month) from a little before `from` to `to`, for the generators to test. */
function monthsAround(from: IsoDate, to: IsoDate): Array<[number, number]> {
  const f = parseIso(from)!
  const t = parseIso(to)!
  const out: Array<[number, number]> = []
  for (let [y, m] = shift(f.year, f.month, -14); y * 12 + m <= t.year * 12 + t.month; [y, m] = shift(y, m, 1)) out.push([y, m])
  return out
}

// ---- the obligations ---------------------------------------------------------

/** One thing to file or pay, and how to find its due dates between two days. */
interface Obligation {
  id: string
  title: string
  rule: string
  frequency: Frequency
  guide: string
  /** Each due date; `title` where one date's entry is named differently (the form changed). */
  dates(from: IsoDate, to: IsoDate): Array<{ date: IsoDate; note: string; title?: string }>
}

const within = (from: IsoDate, to: IsoDate) => (d: { date: IsoDate }) => d.date >= from && d.date < to

/** The obligations' makers in a language: their rules and notes come from its table. */
function makers(words: CalendarWords) {
  const monthNote = (m: number, y: number) => fill(words.notes.month, { month: words.months[m - 1], year: y })
  const yearNote = (year: "tax year" | "financial year", fy: string) => fill(year === "tax year" ? words.notes.taxYear : words.notes.financialYear, { fy })

  /** Due on a day of the month after each month ("For November 2026" due 20 December 2026). */
  function monthly(id: string, title: string, day: number, guide: string, skip?: (month: number) => boolean): Obligation {
    return {
      id,
      title,
      rule: fill(words.rules.monthly, { day: ordinal(day, words) }),
      frequency: "monthly",
      guide,
      dates: (from, to) =>
        monthsAround(from, to)
          .filter(([, m]) => !skip?.(m))
          .map(([y, m]) => {
            const [dy, dm] = shift(y, m, 1)
            return { date: isoDate(dy, dm, day), note: monthNote(m, y) }
          })
          .filter(within(from, to)),
    }
  }

  /** Due on a day of the month after each quarter (April to June: in July). */
  function quarterly(id: string, title: string, day: number, guide: string): Obligation {
    return {
      id,
      title,
      rule: fill(words.rules.quarterly, { day: ordinal(day, words) }),
      frequency: "quarterly",
      guide,
      dates: (from, to) =>
        monthsAround(from, to)
          .filter(([, m]) => m % 3 === 0)
          .map(([y, m]) => {
            const [dy, dm] = shift(y, m, 1)
            return { date: isoDate(dy, dm, day), note: fill(words.notes.quarter, { quarter: words.quarters[String(m) as keyof CalendarWords["quarters"]], year: y }) }
          })
          .filter(within(from, to)),
    }
  }

  /** Due on a day and month every year, for the year (April to March) that ended before it. */
  function yearly(id: string, title: string, due: string, guide: string, year: "tax year" | "financial year" = "financial year"): Obligation {
    const { day, month } = parseDayMonth(due)
    return {
      id,
      title,
      rule: fill(words.rules.yearly, { date: dayMonthIn(day, month, words) }),
      frequency: "yearly",
      guide,
      dates: (from, to) => {
        const f = parseIso(from)!
        return [f.year, f.year + 1]
          .map(y => isoDate(y, month, day))
          .filter(date => date >= from && date < to)
          .map(date => ({ date, note: yearNote(year, financialYearBefore(date)) }))
      },
    }
  }

  /** Due a number of days after a day and month every year (AOC-4 within 30 days of the AGM). */
  function yearlyAfter(id: string, title: string, start: { day: number; month: number }, days: number, after: string, guide: string): Obligation {
    const first = addDays(isoDate(2026, start.month, start.day), days)
    const f = parseIso(first)!
    return {
      ...yearly(id, title, `${f.day} ${MONTHS[f.month - 1]}`, guide),
      rule: fill(words.rules.within, { days, after, date: dayMonthIn(f.day, f.month, words) }),
    }
  }

  return { monthly, quarterly, yearly, yearlyAfter, monthNote }
}

/**
 * The obligations that apply to a business, each able to list its dates.
 * `facts` is the table of fact values (content/facts.json, in English: the
 * dates are read from it); `words` the table its entries are written in, and
 * `shown` the facts as its language writes them (a limit in a note).
 */
export function obligationsFor(options: CalendarOptions, facts: FactTable, words: CalendarWords = calendarWordsEn, shown: FactTable = facts): Obligation[] {
  const fact = (key: string) => lookupFact(key, facts)
  const day = (key: string) => parseDayOfMonth(fact(key))
  const { monthly, quarterly, yearly, yearlyAfter, monthNote } = makers(words)
  const t = words.titles
  const guide = (key: keyof CalendarWords["guides"]) => words.guides[key].path
  const { form } = options
  const company = form === "pvtltd" || form === "opc"
  const list: Obligation[] = []

  // Income tax return: the date depends on who files (Income-tax Act, 2025, s.263, as amended by the Finance Act, 2026).
  const auditCase = options.audit || (form === "llp" && Boolean(options.llpAudit))
  const itrDue = options.transferPricing
    ? fact("incomeTax.deadlineTransferPricing")
    : form === "individual"
      ? fact("incomeTax.deadline")
      : company || auditCase
        ? fact("incomeTax.deadlineAudit")
        : fact("incomeTax.deadlineBusiness")
  list.push(yearly("itr", t.itr[form], itrDue, guide("incomeTax"), "tax year"))
  if (options.audit && form !== "individual") {
    // The report is Form 26 under the Income-tax Act, 2025 (tax year 2026-27 on); for the years before, Form 3CA or 3CB with Form 3CD.
    const report = yearly("tax-audit-report", t.taxAuditReport, fact("incomeTax.auditReportDue"), guide("audit"), "tax year")
    list.push({
      ...report,
      dates: (from, to) => report.dates(from, to).map(d => (financialYearBefore(d.date) < "2026-27" ? { ...d, title: t.taxAuditReportOld } : d)),
    })
  }

  if (options.advanceTax) {
    for (const key of ["first", "second", "third", "fourth"] as const) {
      const { day: d, month: m } = parseDayMonth(fact(`advanceTax.${key}Due`))
      const share = lookupFact(`advanceTax.${key}Share`, shown)
      // The last instalment is the whole estimated tax: Telugu says "all of it", not "at least 100%" (review 5, minor 5).
      const note = fact(`advanceTax.${key}Share`) === "100%" ? words.notes.advanceTaxAll : words.notes.advanceTax
      list.push({
        id: `advance-tax-${key}`,
        title: fill(t.advanceTax, { instalment: t.instalments[key] }),
        rule: fill(words.rules.yearly, { date: dayMonthIn(d, m, words) }),
        frequency: "yearly",
        guide: guide("incomeTax"),
        dates: (from, to) => {
          const f = parseIso(from)!
          return [f.year, f.year + 1]
            .map(y => isoDate(y, m, d))
            .filter(date => date >= from && date < to)
            .map(date => ({ date, note: fill(note, { share, fy: financialYearOf(date) }) }))
        },
      })
    }
  }

  if (options.tds && form !== "individual") {
    const marchDue = parseDayMonth(fact("tds.depositByMarch"))
    const deposit = monthly("tds-deposit", t.tdsDeposit, day("tds.depositBy"), guide("incomeTax"), month => month === 3)
    list.push({
      ...deposit,
      rule: fill(words.rules.tdsMarch, { rule: deposit.rule, date: dayMonthIn(marchDue.day, marchDue.month, words) }),
      dates: (from, to) =>
        [
          ...deposit.dates(from, to),
          ...yearly("tds-deposit", "", fact("tds.depositByMarch"), guide("incomeTax"))
            .dates(from, to)
            .map(d => ({ date: d.date, note: monthNote(3, parseIso(d.date)!.year) })),
        ].sort((a, b) => (a.date < b.date ? -1 : 1)),
    })
    const returns = [
      ["returnQ1", "6"],
      ["returnQ2", "9"],
      ["returnQ3", "12"],
      ["returnQ4", "3"],
    ] as const
    for (const [key, quarterEnd] of returns) {
      const due = parseDayMonth(fact(`tds.${key}`))
      const quarter = words.quarters[quarterEnd]
      list.push({
        id: `tds-return-${key.slice(-2).toLowerCase()}`,
        title: fill(t.tdsReturn, { quarter }),
        rule: fill(words.rules.yearly, { date: dayMonthIn(due.day, due.month, words) }),
        frequency: "yearly",
        guide: guide("incomeTax"),
        dates: (from, to) => {
          const f = parseIso(from)!
          return [f.year, f.year + 1]
            .map(y => isoDate(y, due.month, due.day))
            .filter(date => date >= from && date < to)
            .map(date => {
              const d = parseIso(date)!
              // the quarter ended before the due date: January to March is filed in May, October to December in January
              const year = quarterEnd === "12" ? d.year - 1 : d.year
              return { date, note: fill(words.notes.quarter, { quarter, year }) }
            })
        },
      })
    }
  }

  const gstScheme = options.gst ?? "none"
  if (gstScheme === "monthly") {
    list.push(monthly("gstr-1", t.gstr1, day("gst.gstr1Monthly"), guide("gstReturns")))
    list.push(monthly("gstr-3b", t.gstr3b, day("gst.gstr3bMonthly"), guide("gstReturns")))
  } else if (gstScheme === "qrmp") {
    list.push(quarterly("gstr-1-quarterly", t.gstr1Quarterly, day("gst.gstr1Quarterly"), guide("gstReturns")))
    list.push(quarterly("gstr-3b-quarterly", t.gstr3bQuarterly, day("gst.gstr3bQuarterlyTelangana"), guide("gstReturns")))
    // PMT-06: the tax of the first two months of each quarter
    list.push(monthly("pmt-06", t.pmt06, day("gst.pmt06Due"), guide("gstReturns"), month => month % 3 === 0))
  } else if (gstScheme === "composition") {
    list.push(quarterly("cmp-08", t.cmp08, day("gst.cmp08Due"), guide("gstReturns")))
    list.push(yearly("gstr-4", t.gstr4, fact("gst.gstr4Due"), guide("gstReturns")))
  }
  if (gstScheme === "monthly" || gstScheme === "qrmp") {
    const gstr9 = yearly("gstr-9", t.gstr9, fact("gst.gstr9Due"), guide("gstReturns"))
    const limit = lookupFact("gst.gstr9OptionalUpTo", shown)
    list.push({
      ...gstr9,
      dates: (from, to) => gstr9.dates(from, to).map(d => ({ ...d, note: fill(words.notes.gstr9, { note: d.note, limit }) })),
    })
  }

  if (options.pf) list.push(monthly("pf", t.pf, day("pf.depositBy"), guide("pf")))
  if (options.esi) list.push(monthly("esi", t.esi, day("esi.depositBy"), guide("esi")))
  if (options.professionalTax) list.push(monthly("professional-tax", t.professionalTax, day("professionalTax.dueDay"), guide("professionalTax")))

  if (form === "llp") {
    list.push(yearly("llp-form-11", t.llpForm11, fact("llp.form11Due"), guide("llp")))
    list.push(yearly("llp-form-8", t.llpForm8, fact("llp.form8Due"), guide("llp")))
  }
  if (company) {
    // The annual general meeting by 30 September; the filings follow from the meeting.
    const agm = parseDayMonth(fact("pvtLtd.agmBy"))
    if (form === "pvtltd") {
      list.push(yearly("agm", t.agm, fact("pvtLtd.agmBy"), guide("pvtltd")))
      list.push(yearlyAfter("aoc-4", t.aoc4, agm, parseDays(fact("pvtLtd.aoc4Within")), words.after.agm, guide("pvtltd")))
      list.push(yearlyAfter("mgt-7", t.mgt7, agm, parseDays(fact("pvtLtd.mgt7Within")), words.after.agm, guide("pvtltd")))
    } else {
      // A one person company holds no AGM: AOC-4 within 180 days of the year end, MGT-7A within 60 days of the day the AGM would have been due.
      list.push(yearlyAfter("aoc-4", t.aoc4, { day: 31, month: 3 }, parseDays(fact("opc.aoc4Within")), words.after.yearEnd, guide("opc")))
      list.push(yearlyAfter("mgt-7a", t.mgt7a, agm, parseDays(fact("pvtLtd.mgt7Within")), fill(words.after.date, { date: dayMonthIn(agm.day, agm.month, words) }), guide("opc")))
    }
  }
  return list
}

/** The licence renewals entered, each with its date (even if passed: it is then overdue). */
export function licenceRenewals(options: CalendarOptions, today: IsoDate, facts: FactTable, words: CalendarWords = calendarWordsEn): Occurrence[] {
  const out: Occurrence[] = []
  for (const licence of licences(words)) {
    const expiry = options.licences?.[licence.kind]?.trim()
    if (!expiry || !parseIso(expiry)) continue
    const days = licence.fact ? parseDaysBefore(lookupFact(licence.fact, facts)) : 1
    const date = addDays(expiry, -days)
    const overdue = date < today
    const note = fill(expiry < today ? words.notes.licenceExpired : overdue ? words.notes.licenceLate : words.notes.licenceExpires, { date: dateIn(expiry, words) })
    out.push({
      id: `${licence.kind}-licence-renewal`,
      key: `${licence.kind}-licence-renewal-${date}`,
      title: licence.title,
      date,
      note,
      rule: licence.fact ? fill(words.rules.licence, { days }) : words.rules.licenceExpiry,
      frequency: "once",
      guide: words.guides[licence.guide].path,
      overdue,
      expiry,
    })
  }
  return out
}

/**
 * The calendar: every due date from today to the day before the same date
 * next year, in date order (licence renewals always, late ones marked).
 */
export function calendarFor(options: CalendarOptions, today: IsoDate, facts: FactTable, words: CalendarWords = calendarWordsEn, shown: FactTable = facts): Occurrence[] {
  if (!parseIso(today)) throw new RangeError(`Not a date: ${today}`)
  const end = addYear(today)
  const out: Occurrence[] = []
  for (const o of obligationsFor(options, facts, words, shown)) {
    for (const { date, note, title } of o.dates(today, end)) {
      out.push({ id: o.id, key: `${o.id}-${date}`, title: title ?? o.title, date, note, rule: o.rule, frequency: o.frequency, guide: o.guide, overdue: false })
    }
  }
  out.push(...licenceRenewals(options, today, facts, words))
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

export function formLabel(form: BusinessForm, words: CalendarWords = calendarWordsEn): string {
  return words.forms[form].short
}

/** "LLP with a tax audit, GST monthly returns and PF" */
export function describeOptions(options: CalendarOptions, words: CalendarWords = calendarWordsEn): string {
  const d = words.describe
  const extras = extrasOf(options).map(k => d.extras[k])
  // "the compliance dates of my …", "… due dates for your …": an individual has no business to name
  const form = words.forms[options.form].described
  return extras.length === 0 ? form : fill(d.withExtras, { form, extras: joinList(extras, d.sep, d.and) })
}

/** The WhatsApp message asking the firm to keep track of these dates: repeating ones once, with their rule. */
export function calendarMessage(options: CalendarOptions, list: Occurrence[], words: CalendarWords = calendarWordsEn): string {
  const m = words.message
  const seen = new Set<string>()
  const lines: string[] = []
  for (const o of list) {
    if (o.frequency === "monthly" || o.frequency === "quarterly") {
      if (seen.has(o.id)) continue
      seen.add(o.id)
      lines.push(fill(m.repeating, { title: o.title, rule: o.rule, date: dateIn(o.date, words) }))
    } else {
      lines.push(fill(m.once, { date: dateIn(o.date, words), title: o.title }))
    }
  }
  return [fill(m.opening, { description: describeOptions(options, words) }), m.heading, ...lines].join("\n")
}
