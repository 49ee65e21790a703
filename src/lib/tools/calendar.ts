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
 * Dates are plain "YYYY-MM-DD" strings (calendar days, no time zone).
 */
import { lookupFact, type FactTable } from "../facts"
import { addDays, addYear, daysInMonth, formatDate, GUIDES, isoDate, MONTHS, pad, parseIso } from "./calendar-basics"

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

export const BUSINESS_FORMS: ReadonlyArray<{ value: BusinessForm; label: string; short: string; described?: string }> = [
  { value: "individual", label: "Individual without business income (salary, rent, capital gains)", short: "individual", described: "income tax as an individual" },
  { value: "proprietorship", label: "Proprietorship or self-employed professional", short: "proprietorship" },
  { value: "partnership", label: "Partnership firm", short: "partnership firm" },
  { value: "llp", label: "Limited liability partnership (LLP)", short: "LLP" },
  { value: "pvtltd", label: "Private limited company", short: "private limited company" },
  { value: "opc", label: "One person company (OPC)", short: "one person company" },
]

export const GST_SCHEMES: ReadonlyArray<{ value: GstScheme; label: string }> = [
  { value: "none", label: "Not registered for GST" },
  { value: "monthly", label: "Monthly returns" },
  { value: "qrmp", label: "Quarterly returns, monthly payment (QRMP)" },
  { value: "composition", label: "Composition scheme" },
]

export interface LicenceRule {
  kind: LicenceKind
  /** Label of its expiry date field. */
  label: string
  /** With its article, for sentences: "a trade licence". */
  short: string
  title: string
  /** The fact that says when to apply for renewal ("30 days before expiry"); none: before the expiry date. */
  fact?: string
  guide: string
}

export const LICENCES: ReadonlyArray<LicenceRule> = [
  {
    kind: "trade",
    label: "Trade licence (GHMC or municipal)",
    short: "a trade licence",
    title: "Trade licence renewal",
    fact: "tradeLicence.renewBefore",
    guide: GUIDES.tradeLicence,
  },
  {
    kind: "labour",
    label: "Contract labour licence",
    short: "a labour licence",
    title: "Labour licence renewal",
    fact: "labour.renewBefore",
    guide: GUIDES.labourLicence,
  },
]

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

export const ordinal = (n: number) => {
  const rem10 = n % 10
  const rem100 = n % 100
  const suffix = rem10 === 1 && rem100 !== 11 ? "st" : rem10 === 2 && rem100 !== 12 ? "nd" : rem10 === 3 && rem100 !== 13 ? "rd" : "th"
  return `${n}${suffix}`
}

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

const QUARTERS: Record<number, string> = { 6: "April to June", 9: "July to September", 12: "October to December", 3: "January to March" }

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

/** Due on a day of the month after each month ("For November 2026" due 20 December 2026). */
function monthly(id: string, title: string, day: number, guide: string, skip?: (month: number) => boolean): Obligation {
  return {
    id,
    title,
    rule: `by the ${ordinal(day)} of the next month`,
    frequency: "monthly",
    guide,
    dates: (from, to) =>
      monthsAround(from, to)
        .filter(([, m]) => !skip?.(m))
        .map(([y, m]) => {
          const [dy, dm] = shift(y, m, 1)
          return { date: isoDate(dy, dm, day), note: `For ${MONTHS[m - 1]} ${y}` }
        })
        .filter(within(from, to)),
  }
}

/** Due on a day of the month after each quarter (April to June: in July). */
function quarterly(id: string, title: string, day: number, guide: string): Obligation {
  return {
    id,
    title,
    rule: `by the ${ordinal(day)} of the month after the quarter`,
    frequency: "quarterly",
    guide,
    dates: (from, to) =>
      monthsAround(from, to)
        .filter(([, m]) => m % 3 === 0)
        .map(([y, m]) => {
          const [dy, dm] = shift(y, m, 1)
          return { date: isoDate(dy, dm, day), note: `For ${QUARTERS[m]} ${y}` }
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
    rule: `by ${day} ${MONTHS[month - 1]} every year`,
    frequency: "yearly",
    guide,
    dates: (from, to) => {
      const f = parseIso(from)!
      return [f.year, f.year + 1]
        .map(y => isoDate(y, month, day))
        .filter(date => date >= from && date < to)
        .map(date => ({ date, note: `For the ${year} ${financialYearBefore(date)}` }))
    },
  }
}

/** Due a number of days after a day and month every year (AOC-4 within 30 days of the AGM). */
function yearlyAfter(id: string, title: string, start: { day: number; month: number }, days: number, after: string, guide: string): Obligation {
  const first = addDays(isoDate(2026, start.month, start.day), days)
  const f = parseIso(first)!
  return {
    ...yearly(id, title, `${f.day} ${MONTHS[f.month - 1]}`, guide),
    rule: `within ${days} days of ${after} (by ${f.day} ${MONTHS[f.month - 1]} at the latest)`,
  }
}

/**
 * The obligations that apply to a business, each able to list its dates.
 * `facts` is the table of fact values (content/facts.json).
 */
export function obligationsFor(options: CalendarOptions, facts: FactTable): Obligation[] {
  const fact = (key: string) => lookupFact(key, facts)
  const day = (key: string) => parseDayOfMonth(fact(key))
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
  const itrTitle: Record<BusinessForm, string> = {
    individual: "Income tax return",
    proprietorship: "Income tax return",
    partnership: "Income tax return of the firm (ITR-5)",
    llp: "Income tax return of the LLP (ITR-5)",
    pvtltd: "Income tax return of the company (ITR-6)",
    opc: "Income tax return of the company (ITR-6)",
  }
  list.push(yearly("itr", itrTitle[form], itrDue, GUIDES.incomeTax, "tax year"))
  if (options.audit && form !== "individual") {
    // The report is Form 26 under the Income-tax Act, 2025 (tax year 2026-27 on); for the years before, Form 3CA or 3CB with Form 3CD.
    const report = yearly("tax-audit-report", "Tax audit report (Form 26)", fact("incomeTax.auditReportDue"), GUIDES.audit, "tax year")
    list.push({
      ...report,
      dates: (from, to) =>
        report.dates(from, to).map(d =>
          financialYearBefore(d.date) < "2026-27" ? { ...d, title: "Tax audit report (Form 3CA or 3CB with Form 3CD)" } : d,
        ),
    })
  }

  if (options.advanceTax) {
    const instalments = [
      ["first", "First"],
      ["second", "Second"],
      ["third", "Third"],
      ["fourth", "Last"],
    ] as const
    for (const [key, name] of instalments) {
      const { day: d, month: m } = parseDayMonth(fact(`advanceTax.${key}Due`))
      const share = fact(`advanceTax.${key}Share`)
      list.push({
        id: `advance-tax-${key}`,
        title: `Advance tax: ${name.toLowerCase()} instalment`,
        rule: `by ${d} ${MONTHS[m - 1]} every year`,
        frequency: "yearly",
        guide: GUIDES.incomeTax,
        dates: (from, to) => {
          const f = parseIso(from)!
          return [f.year, f.year + 1]
            .map(y => isoDate(y, m, d))
            .filter(date => date >= from && date < to)
            .map(date => ({ date, note: `At least ${share} of the tax for the tax year ${financialYearOf(date)} paid in all` }))
        },
      })
    }
  }

  if (options.tds && form !== "individual") {
    const marchDue = parseDayMonth(fact("tds.depositByMarch"))
    const deposit = monthly("tds-deposit", "TDS deposit", day("tds.depositBy"), GUIDES.incomeTax, month => month === 3)
    list.push({
      ...deposit,
      rule: `${deposit.rule} (for March: by ${marchDue.day} ${MONTHS[marchDue.month - 1]})`,
      dates: (from, to) =>
        [
          ...deposit.dates(from, to),
          ...yearly("tds-deposit", "", fact("tds.depositByMarch"), GUIDES.incomeTax)
            .dates(from, to)
            .map(d => ({ date: d.date, note: `For March ${parseIso(d.date)!.year}` })),
        ].sort((a, b) => (a.date < b.date ? -1 : 1)),
    })
    const returns = [
      ["returnQ1", "April to June"],
      ["returnQ2", "July to September"],
      ["returnQ3", "October to December"],
      ["returnQ4", "January to March"],
    ] as const
    for (const [key, quarter] of returns) {
      const due = parseDayMonth(fact(`tds.${key}`))
      list.push({
        id: `tds-return-${key.slice(-2).toLowerCase()}`,
        title: `TDS return for ${quarter}`,
        rule: `by ${due.day} ${MONTHS[due.month - 1]} every year`,
        frequency: "yearly",
        guide: GUIDES.incomeTax,
        dates: (from, to) => {
          const f = parseIso(from)!
          return [f.year, f.year + 1]
            .map(y => isoDate(y, due.month, due.day))
            .filter(date => date >= from && date < to)
            .map(date => {
              const d = parseIso(date)!
              // the quarter ended before the due date: January to March is filed in May, October to December in January
              const year = quarter === "October to December" ? d.year - 1 : d.year
              return { date, note: `For ${quarter} ${year}` }
            })
        },
      })
    }
  }

  const gstScheme = options.gst ?? "none"
  if (gstScheme === "monthly") {
    list.push(monthly("gstr-1", "GSTR-1 (sales return)", day("gst.gstr1Monthly"), GUIDES.gstReturns))
    list.push(monthly("gstr-3b", "GSTR-3B (summary return and tax payment)", day("gst.gstr3bMonthly"), GUIDES.gstReturns))
  } else if (gstScheme === "qrmp") {
    list.push(quarterly("gstr-1-quarterly", "GSTR-1 (quarterly sales return)", day("gst.gstr1Quarterly"), GUIDES.gstReturns))
    list.push(quarterly("gstr-3b-quarterly", "GSTR-3B (quarterly return, Telangana)", day("gst.gstr3bQuarterlyTelangana"), GUIDES.gstReturns))
    // PMT-06: the tax of the first two months of each quarter
    list.push(monthly("pmt-06", "GST payment (PMT-06)", day("gst.pmt06Due"), GUIDES.gstReturns, month => month % 3 === 0))
  } else if (gstScheme === "composition") {
    list.push(quarterly("cmp-08", "CMP-08 (composition tax payment)", day("gst.cmp08Due"), GUIDES.gstReturns))
    list.push(yearly("gstr-4", "GSTR-4 (composition annual return)", fact("gst.gstr4Due"), GUIDES.gstReturns))
  }
  if (gstScheme === "monthly" || gstScheme === "qrmp") {
    const gstr9 = yearly("gstr-9", "GSTR-9 (GST annual return)", fact("gst.gstr9Due"), GUIDES.gstReturns)
    list.push({
      ...gstr9,
      dates: (from, to) => gstr9.dates(from, to).map(d => ({ ...d, note: `${d.note}; optional for turnover up to ${fact("gst.gstr9OptionalUpTo")}` })),
    })
  }

  if (options.pf) list.push(monthly("pf", "PF contributions and ECR", day("pf.depositBy"), GUIDES.pf))
  if (options.esi) list.push(monthly("esi", "ESI contributions", day("esi.depositBy"), GUIDES.esi))
  if (options.professionalTax) {
    list.push(monthly("professional-tax", "Professional tax (Telangana): pay and file Form V", day("professionalTax.dueDay"), GUIDES.professionalTax))
  }

  if (form === "llp") {
    list.push(yearly("llp-form-11", "LLP annual return (Form 11)", fact("llp.form11Due"), GUIDES.llp))
    list.push(yearly("llp-form-8", "LLP statement of account and solvency (Form 8)", fact("llp.form8Due"), GUIDES.llp))
  }
  if (company) {
    // The annual general meeting by 30 September; the filings follow from the meeting.
    const agm = parseDayMonth(fact("pvtLtd.agmBy"))
    const agmWords = `${agm.day} ${MONTHS[agm.month - 1]}`
    if (form === "pvtltd") {
      list.push({ ...yearly("agm", "Annual general meeting (last day)", fact("pvtLtd.agmBy"), GUIDES.pvtltd), rule: `by ${agmWords} every year` })
      list.push(yearlyAfter("aoc-4", "Financial statements (AOC-4)", agm, parseDays(fact("pvtLtd.aoc4Within")), "the AGM", GUIDES.pvtltd))
      list.push(yearlyAfter("mgt-7", "Annual return (MGT-7)", agm, parseDays(fact("pvtLtd.mgt7Within")), "the AGM", GUIDES.pvtltd))
    } else {
      // A one person company holds no AGM: AOC-4 within 180 days of the year end, MGT-7A within 60 days of the day the AGM would have been due.
      list.push(yearlyAfter("aoc-4", "Financial statements (AOC-4)", { day: 31, month: 3 }, parseDays(fact("opc.aoc4Within")), "the end of the financial year", GUIDES.opc))
      list.push(yearlyAfter("mgt-7a", "Annual return (MGT-7A)", agm, parseDays(fact("pvtLtd.mgt7Within")), agmWords, GUIDES.opc))
    }
  }
  return list
}

/** The licence renewals entered, each with its date (even if passed: it is then overdue). */
export function licenceRenewals(options: CalendarOptions, today: IsoDate, facts: FactTable): Occurrence[] {
  const out: Occurrence[] = []
  for (const licence of LICENCES) {
    const expiry = options.licences?.[licence.kind]?.trim()
    if (!expiry || !parseIso(expiry)) continue
    const days = licence.fact ? parseDaysBefore(lookupFact(licence.fact, facts)) : 1
    const date = addDays(expiry, -days)
    const overdue = date < today
    const note =
      expiry < today
        ? `Licence expired on ${formatDate(expiry)}: renew now`
        : overdue
          ? `Licence expires on ${formatDate(expiry)}: apply now`
          : `Licence expires on ${formatDate(expiry)}`
    out.push({
      id: `${licence.kind}-licence-renewal`,
      key: `${licence.kind}-licence-renewal-${date}`,
      title: licence.title,
      date,
      note,
      rule: licence.fact ? `${days} days before expiry` : "before the licence expires",
      frequency: "once",
      guide: licence.guide,
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
export function calendarFor(options: CalendarOptions, today: IsoDate, facts: FactTable): Occurrence[] {
  if (!parseIso(today)) throw new RangeError(`Not a date: ${today}`)
  const end = addYear(today)
  const out: Occurrence[] = []
  for (const o of obligationsFor(options, facts)) {
    for (const { date, note, title } of o.dates(today, end)) {
      out.push({ id: o.id, key: `${o.id}-${date}`, title: title ?? o.title, date, note, rule: o.rule, frequency: o.frequency, guide: o.guide, overdue: false })
    }
  }
  out.push(...licenceRenewals(options, today, facts))
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

export function formLabel(form: BusinessForm): string {
  return BUSINESS_FORMS.find(f => f.value === form)!.short
}

/** "LLP with a tax audit, GST monthly returns and PF" */
export function describeOptions(options: CalendarOptions): string {
  const extras = [
    options.audit && "a tax audit",
    options.form === "llp" && options.llpAudit && !options.audit && "audited accounts",
    options.transferPricing && "a transfer pricing report",
    options.gst === "monthly" && "GST monthly returns",
    options.gst === "qrmp" && "GST quarterly returns (QRMP)",
    options.gst === "composition" && "GST composition",
    options.tds && options.form !== "individual" && "TDS",
    options.advanceTax && "advance tax",
    options.pf && "PF",
    options.esi && "ESI",
    options.professionalTax && "professional tax",
  ].filter(Boolean) as string[]
  for (const licence of LICENCES) {
    const expiry = options.licences?.[licence.kind]
    if (expiry && parseIso(expiry)) extras.push(licence.short)
  }
  // "the compliance dates of my …", "… due dates for your …": an individual has no business to name
  const form = BUSINESS_FORMS.find(f => f.value === options.form)?.described ?? formLabel(options.form)
  if (extras.length === 0) return form
  const last = extras.pop()!
  return `${form} with ${extras.length ? `${extras.join(", ")} and ` : ""}${last}`
}

/** The WhatsApp message asking the firm to keep track of these dates: repeating ones once, with their rule. */
export function calendarMessage(options: CalendarOptions, list: Occurrence[]): string {
  const seen = new Set<string>()
  const lines: string[] = []
  for (const o of list) {
    if (o.frequency === "monthly" || o.frequency === "quarterly") {
      if (seen.has(o.id)) continue
      seen.add(o.id)
      lines.push(`- ${o.title}: ${o.rule}, next on ${formatDate(o.date)}`)
    } else {
      lines.push(`- ${formatDate(o.date)}: ${o.title}`)
    }
  }
  return [`Hello, please help me keep up with the compliance dates of my ${describeOptions(options)}.`, "My due dates for the next 12 months:", ...lines].join("\n")
}
