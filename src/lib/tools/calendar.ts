/**
 * The compliance calendar: which due dates apply to a business and when they
 * fall in the next twelve months. Every date is read from content/facts.json
 * (the same facts the guides state), never copied here: "31 July" is parsed
 * from incomeTax.deadline, "15th" from pf.depositBy, "30 days before expiry"
 * from tradeLicence.renewBefore, and so on.
 *
 * Dates are plain "YYYY-MM-DD" strings (calendar days, no time zone).
 */
import { lookupFact, type FactTable } from "../facts"

export type BusinessForm = "proprietorship" | "partnership" | "llp" | "pvtltd" | "opc"
export type LicenceKind = "trade" | "labour" | "fssai"
export type Repeat = "yearly" | "monthly" | "once"
export type IsoDate = string

export const BUSINESS_FORMS: ReadonlyArray<{ value: BusinessForm; label: string; short: string }> = [
  { value: "proprietorship", label: "Proprietorship or individual", short: "proprietorship" },
  { value: "partnership", label: "Partnership firm", short: "partnership firm" },
  { value: "llp", label: "Limited liability partnership (LLP)", short: "LLP" },
  { value: "pvtltd", label: "Private limited company", short: "private limited company" },
  { value: "opc", label: "One person company (OPC)", short: "one person company" },
]

export interface LicenceRule {
  kind: LicenceKind
  /** Label of its expiry date field. */
  label: string
  /** With its article, for sentences: "a trade licence". */
  short: string
  title: string
  /** The fact that says when to renew ("30 days before expiry"). */
  fact: string
  /** Used while `fact` is not in content/facts.json. */
  fallbackFact?: string
  guide: string
  repeat: Repeat
}

export const LICENCES: ReadonlyArray<LicenceRule> = [
  {
    kind: "trade",
    label: "Trade licence (GHMC or municipal)",
    short: "a trade licence",
    title: "Trade licence renewal",
    fact: "tradeLicence.renewBefore",
    guide: "/registrations/company/ghmc-trade-license",
    repeat: "yearly",
  },
  {
    kind: "labour",
    label: "Labour licence",
    short: "a labour licence",
    title: "Labour licence renewal",
    fact: "labour.renewBefore",
    guide: "/registrations/company/labour-license",
    repeat: "yearly",
  },
  {
    kind: "fssai",
    label: "FSSAI food licence or registration",
    short: "an FSSAI licence",
    title: "FSSAI licence renewal",
    // The FSSAI guides say "renew before expiry" without a number of days; until
    // facts.json has fssai.renewBefore, the site's licence renewal rule applies.
    fact: "fssai.renewBefore",
    fallbackFact: "tradeLicence.renewBefore",
    guide: "/food-license/fssai/food-license-registration",
    // Chosen for 1 to 5 years, so it does not repeat every year.
    repeat: "once",
  },
]

export const GUIDES = {
  incomeTax: "/tax-compliances/services/income-tax-filing",
  audit: "/tax-compliances/services/income-tax-audit",
  llp: "/registrations/company/llp-registration",
  pf: "/registrations/company/pf-registration",
} as const

export interface CalendarOptions {
  form: BusinessForm
  audit: boolean
  pf: boolean
  /** Expiry date ("YYYY-MM-DD") of each licence held; blank or missing for none. */
  licences?: Partial<Record<LicenceKind, string>>
}

/** One compliance rule with its next due date. */
export interface Deadline {
  id: string
  title: string
  /** What the rule is, in words: "31 July every year", "15th of every month". */
  rule: string
  /** First due date on or after today (for a licence: the renewal date, even if passed). */
  date: IsoDate
  repeat: Repeat
  guide: string
  /** Licence renewals only: the expiry date entered. */
  expiry?: IsoDate
}

/** One dated entry of the year's list. */
export interface Occurrence {
  id: string
  title: string
  date: IsoDate
  /** "For the financial year 2025-26", "Contributions for July 2026", "Licence expires on ...". */
  note: string
  rule: string
  repeat: Repeat
  /** The date has already passed (a licence renewal that is late). */
  overdue: boolean
}

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

export class FactFormatError extends Error {}

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

// ---- calendar arithmetic on "YYYY-MM-DD" ------------------------------------

const pad = (n: number) => String(n).padStart(2, "0")

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

function daysInMonth(year: number, month: number): number {
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

/** "2026-07-31" -> "31 July 2026". */
export function formatDate(date: IsoDate): string {
  const d = parseIso(date)
  if (!d) return date
  return `${d.day} ${MONTHS[d.month - 1]} ${d.year}`
}

/** The next day/month on or after today. */
export function nextYearly(today: IsoDate, day: number, month: number): IsoDate {
  const t = parseIso(today)!
  const thisYear = isoDate(t.year, month, day)
  return thisYear >= today ? thisYear : isoDate(t.year + 1, month, day)
}

/** The next given day of a month on or after today. */
export function nextMonthly(today: IsoDate, day: number): IsoDate {
  const t = parseIso(today)!
  if (t.day <= day) return isoDate(t.year, t.month, day)
  return t.month === 12 ? isoDate(t.year + 1, 1, day) : isoDate(t.year, t.month + 1, day)
}

/** Financial year (April to March) that ended before an annual filing date: 2026-07-31 -> "2025-26". */
export function financialYearBefore(date: IsoDate): string {
  const d = parseIso(date)!
  const end = d.month >= 4 ? d.year : d.year - 1
  return `${end - 1}-${pad(end % 100)}`
}

// ---- the rules ---------------------------------------------------------------

function fact(key: string, table: FactTable, fallback?: string): string {
  const [group, name] = key.split(".")
  if (fallback && table[group]?.[name] === undefined) return lookupFact(fallback, table)
  return lookupFact(key, table)
}

interface AnnualRule {
  id: string
  title: string
  due: string
  guide: string
}

/** The yearly filings that apply to a business form (and a tax audit), with their due day and month. */
export function annualRules(options: Pick<CalendarOptions, "form" | "audit">, table: FactTable): AnnualRule[] {
  const { form, audit } = options
  const rules: AnnualRule[] = []
  if (form === "llp") {
    rules.push({ id: "llp-form-11", title: "LLP annual return (Form 11)", due: fact("llp.form11Due", table), guide: GUIDES.llp })
    rules.push({ id: "llp-form-8", title: "LLP statement of account and solvency (Form 8)", due: fact("llp.form8Due", table), guide: GUIDES.llp })
    rules.push({
      id: "income-tax-return",
      title: "Income tax return of the LLP (ITR-5)",
      // An LLP files as a business: the audit date with an audit, else the date for businesses without one.
      due: audit ? fact("incomeTax.deadlineAudit", table) : fact("incomeTax.deadlineBusiness", table, "incomeTax.deadline"),
      guide: GUIDES.llp,
    })
  } else {
    const company = form === "pvtltd" || form === "opc"
    const title =
      form === "proprietorship"
        ? "Income tax return"
        : form === "partnership"
          ? "Income tax return of the firm"
          : "Income tax return of the company"
    rules.push({
      id: "income-tax-return",
      title,
      // Companies and taxpayers under a tax audit file later (see the income tax filing guide).
      due: fact(company || audit ? "incomeTax.deadlineAudit" : "incomeTax.deadline", table),
      guide: GUIDES.incomeTax,
    })
  }
  if (audit) {
    rules.push({ id: "tax-audit-report", title: "Tax audit report (Form 3CD)", due: fact("incomeTax.form3cdDue", table), guide: GUIDES.audit })
  }
  return rules
}

const ORDINAL = (n: number) => {
  const rem10 = n % 10
  const rem100 = n % 100
  const suffix = rem10 === 1 && rem100 !== 11 ? "st" : rem10 === 2 && rem100 !== 12 ? "nd" : rem10 === 3 && rem100 !== 13 ? "rd" : "th"
  return `${n}${suffix}`
}

/** Every rule that applies, each with its next due date on or after today. */
export function deadlinesFor(options: CalendarOptions, today: IsoDate, table: FactTable): Deadline[] {
  if (!parseIso(today)) throw new RangeError(`Not a date: ${today}`)
  const deadlines: Deadline[] = annualRules(options, table).map(rule => {
    const { day, month } = parseDayMonth(rule.due)
    return {
      id: rule.id,
      title: rule.title,
      rule: `${day} ${MONTHS[month - 1]} every year`,
      date: nextYearly(today, day, month),
      repeat: "yearly" as const,
      guide: rule.guide,
    }
  })
  if (options.pf) {
    const day = parseDayOfMonth(fact("pf.depositBy", table))
    deadlines.push({
      id: "pf-deposit",
      title: "PF deposit and ECR",
      rule: `${ORDINAL(day)} of every month`,
      date: nextMonthly(today, day),
      repeat: "monthly",
      guide: GUIDES.pf,
    })
  }
  for (const licence of LICENCES) {
    const expiry = options.licences?.[licence.kind]
    if (!expiry || !parseIso(expiry)) continue
    const days = parseDaysBefore(fact(licence.fact, table, licence.fallbackFact))
    deadlines.push({
      id: `${licence.kind}-licence-renewal`,
      title: licence.title,
      rule: `${days} days before expiry`,
      date: addDays(expiry.trim(), -days),
      repeat: licence.repeat,
      guide: licence.guide,
      expiry: expiry.trim(),
    })
  }
  return deadlines
}

/**
 * The year's list: every due date from today to the day before the same date
 * next year, in date order. A monthly rule gives one entry a month; a licence
 * renewal is always listed (late ones first, marked overdue).
 */
export function yearOfDates(options: CalendarOptions, today: IsoDate, table: FactTable): Occurrence[] {
  const end = addYear(today)
  const out: Occurrence[] = []
  for (const d of deadlinesFor(options, today, table)) {
    if (d.repeat === "monthly") {
      for (let date = d.date; date < end; date = nextMonthly(addDays(date, 1), parseIso(d.date)!.day)) {
        const prev = addDays(date.slice(0, 8) + "01", -1)
        const p = parseIso(prev)!
        out.push({ ...pick(d), date, note: `Contributions for ${MONTHS[p.month - 1]} ${p.year}`, overdue: false })
      }
    } else if (d.expiry) {
      const overdue = d.date < today
      const note = d.expiry < today ? `Licence expired on ${formatDate(d.expiry)}: renew now` : overdue ? `Licence expires on ${formatDate(d.expiry)}: apply now` : `Licence expires on ${formatDate(d.expiry)}`
      out.push({ ...pick(d), date: d.date, note, overdue })
    } else if (d.date < end) {
      out.push({ ...pick(d), date: d.date, note: `For the financial year ${financialYearBefore(d.date)}`, overdue: false })
    }
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

function pick(d: Deadline) {
  return { id: d.id, title: d.title, rule: d.rule, repeat: d.repeat }
}

export function formLabel(form: BusinessForm): string {
  return BUSINESS_FORMS.find(f => f.value === form)!.short
}

/** "LLP with a tax audit and PF" */
export function describeOptions(options: CalendarOptions): string {
  const extras = [options.audit && "a tax audit", options.pf && "PF"].filter(Boolean) as string[]
  for (const licence of LICENCES) {
    const expiry = options.licences?.[licence.kind]
    if (expiry && parseIso(expiry)) extras.push(licence.short)
  }
  const form = formLabel(options.form)
  if (extras.length === 0) return form
  const last = extras.pop()!
  return `${form} with ${extras.length ? `${extras.join(", ")} and ` : ""}${last}`
}

/** The WhatsApp message asking the firm to keep track of these dates. */
export function calendarMessage(options: CalendarOptions, list: Occurrence[]): string {
  const seen = new Set<string>()
  const lines = list
    .filter(o => {
      // one line per rule: the monthly rule is written once, with its rule
      if (o.repeat !== "monthly") return true
      if (seen.has(o.id)) return false
      seen.add(o.id)
      return true
    })
    .map(o => (o.repeat === "monthly" ? `- ${o.title}: ${o.rule}, next on ${formatDate(o.date)}` : `- ${formatDate(o.date)}: ${o.title}`))
  return [
    `Hello, please help me keep up with the compliance dates of my ${describeOptions(options)}.`,
    "My due dates for the next 12 months:",
    ...lines,
  ].join("\n")
}
