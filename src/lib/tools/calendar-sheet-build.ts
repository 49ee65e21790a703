/**
 * The compliance calendar's sheet (calendar-sheet.ts), made at build time from calendar.ts and the
 * facts: each obligation obligationsFor lists for some answers, read back as the days of the year
 * it falls due, with its notes and titles written as year patterns. Every pattern is checked
 * against calendar.ts's own entries over three decades, so the build fails rather than ship a
 * date or a note calendar.ts would not give. Build only: the page's JavaScript gets the result.
 */
import { lookupFact, type FactTable } from "../facts"
import { site } from "../../config/site"
import { fill } from "../../config/strings/fill"
import { calendarWordsEn, type CalendarWords } from "../../config/strings/calendar-words"
import {
  BUSINESS_FORMS,
  businessForms,
  calendarMessage,
  dateIn,
  describeOptions,
  gstSchemes,
  licenceRenewals,
  LICENCES,
  obligationsFor,
  parseIso,
  type BusinessForm,
  type CalendarOptions,
  type GstScheme,
} from "./calendar"
import {
  calendarFromSheet,
  describeFromSheet,
  messageFromSheet,
  noteFor,
  sheetKeys,
  type CalendarSheet,
  type SheetLicence,
  type SheetObligation,
  type SheetPoint,
  type SheetWords,
} from "./calendar-sheet"
import { subscriptionContents, webcalUrl } from "./calendar-subscription"
import type { Locale } from "../i18n"

/** The years each obligation is read over: its pattern must give calendar.ts's entry in every one. */
const YEARS = Array.from({ length: 31 }, (_, i) => 2015 + i)
const REFERENCE = 2030

type Obligation = ReturnType<typeof obligationsFor>[number]

/** A note as a pattern of its date's year: "For March 2031" in 2031 -> "For March {0}". */
function notePattern(note: string, year: number): string {
  return note
    .replace(/\b(\d{4})-(\d{2})\b/g, (m, a: string, b: string) => (Number(b) === (Number(a) + 1) % 100 ? `{f${Number(a) - year}}` : m))
    .replace(/\b\d{4}\b/g, m => `{${Number(m) - year}}`)
}

function sheetObligation(o: Obligation): SheetObligation {
  const days = new Map<string, Map<number, { note: string; title: string }>>()
  for (const year of YEARS) {
    for (const d of o.dates(`${year}-01-01`, `${year + 1}-01-01`)) {
      const { month, day } = parseIso(d.date)!
      const key = `${month}-${day}`
      if (!days.has(key)) days.set(key, new Map())
      days.get(key)!.set(year, { note: d.note, title: d.title ?? o.title })
    }
  }
  const points = [...days.entries()].map(([key, byYear]): SheetPoint => {
    const [month, day] = key.split("-").map(Number)
    const fail = (what: string) => new Error(`calendar sheet: ${o.id} on ${day}/${month}: ${what}`)
    if (byYear.size !== YEARS.length) throw fail(`due in ${byYear.size} of ${YEARS.length} years`)
    const note = notePattern(byYear.get(REFERENCE)!.note, REFERENCE)
    const other = [...new Set([...byYear.values()].map(v => v.title).filter(t => t !== o.title))]
    if (other.length > 1) throw fail(`titles ${other.join(", ")}`)
    const before = other.length ? Math.min(...YEARS.filter(y => byYear.get(y)!.title === o.title)) : undefined
    for (const year of YEARS) {
      const { note: want, title } = byYear.get(year)!
      if (noteFor(note, year) !== want) throw fail(`the note "${want}" is not the pattern "${note}"`)
      if (title !== (other.length && year < before! ? other[0] : o.title)) throw fail(`the title in ${year}`)
    }
    return other.length ? [month, day, note, other[0], before] : [month, day, note]
  })
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  return { id: o.id, title: o.title, rule: o.rule, frequency: o.frequency, guide: o.guide, points }
}

/** The licence renewals, read from licenceRenewals with an expiry date and days before, on and after it. */
function sheetLicence(kind: (typeof LICENCES)[number]["kind"], facts: FactTable, words: CalendarWords): SheetLicence {
  const expiry = "2031-06-15"
  const entry = (today: string) => licenceRenewals({ form: "proprietorship", audit: false, pf: false, licences: { [kind]: expiry } }, today, facts, words)[0]
  const due = entry("2020-01-01")
  const days = (Date.parse(expiry) - Date.parse(due.date)) / 86_400_000
  const pattern = (note: string) => note.split(dateIn(expiry, words)).join("{e}")
  const notes: SheetLicence["notes"] = [pattern(entry("2031-06-16").note), pattern(entry("2031-06-15").note), pattern(due.note)]
  if (days < 1 || entry(due.date).overdue || !entry("2031-06-15").overdue || notes.some(n => !n.includes("{e}"))) {
    throw new Error(`calendar sheet: the ${kind} licence's renewal does not read as days before its expiry`)
  }
  return { kind, label: words.licences[kind].label, id: due.id, title: due.title, rule: due.rule, guide: due.guide, days, notes }
}

/** The answers the sheet is read with: for each form, each way its return is due, and everything else once per GST scheme. */
function profiles(): CalendarOptions[] {
  const schemes: GstScheme[] = ["none", "monthly", "qrmp", "composition"]
  return BUSINESS_FORMS.flatMap(({ value: form }) => [
    { form, audit: false, pf: false },
    { form, audit: false, pf: false, llpAudit: true },
    { form, audit: false, pf: false, transferPricing: true },
    ...schemes.map(gst => ({ form, audit: true, advanceTax: true, tds: true, gst, pf: true, esi: true, professionalTax: true })),
  ])
}

/**
 * The calendar's sheet for its page's data (the `calendarSheet` field, gatsby/schema.ts): `facts` in
 * English (the dates are read from them), `words` the table of the page's language and `shown` the
 * facts as it writes them (English by default); `lang` its language, whose subscriptions it links.
 */
export function calendarSheet(
  facts: FactTable,
  { siteUrl = site.siteUrl, words = calendarWordsEn, shown = facts, lang = "en" }: { siteUrl?: string; words?: CalendarWords; shown?: FactTable; lang?: Locale } = {},
): CalendarSheet {
  const groups: Record<string, SheetObligation[]> = {}
  for (const options of profiles()) {
    const obligations = obligationsFor(options, facts, words, shown)
    const keys = sheetKeys(options)
    // obligationsFor lists the obligations of each key together, in the keys' order
    const byKey = new Map<string, SheetObligation[]>(keys.map(k => [k, []]))
    let at = 0
    for (const o of obligations) {
      while (at < keys.length && !belongs(o.id, keys[at])) at++
      if (at === keys.length) throw new Error(`calendar sheet: ${o.id} (${options.form}) is in none of ${keys.join(", ")}`)
      byKey.get(keys[at])!.push(sheetObligation(o))
    }
    for (const [key, list] of byKey) {
      if (key in groups && JSON.stringify(groups[key]) !== JSON.stringify(list)) throw new Error(`calendar sheet: ${key} differs between answers`)
      groups[key] = list
    }
  }
  const sheet: CalendarSheet = { groups, licences: LICENCES.map(l => sheetLicence(l.kind, facts, words)), words: sheetWords(words, facts, shown, siteUrl, lang) }
  checkWords(sheet, words)
  return sheet
}

/** Every set of answers the tool's form can make (ComplianceCalendar: a business's options only for a business, the LLP's audit only for an LLP), with or without each licence. */
export function everyAnswer(): CalendarOptions[] {
  const out: CalendarOptions[] = []
  const flags = (n: number) => Array.from({ length: 1 << n }, (_, i) => Array.from({ length: n }, (_, b) => Boolean(i & (1 << b))))
  const none = { trade: "", labour: "" }
  for (const { value: form } of BUSINESS_FORMS) {
    if (form === "individual") {
      for (const advanceTax of [false, true]) out.push({ form, audit: false, llpAudit: false, transferPricing: false, advanceTax, tds: false, gst: "none", pf: false, esi: false, professionalTax: false, licences: {} })
      continue
    }
    for (const gst of ["none", "monthly", "qrmp", "composition"] as GstScheme[]) {
      for (const [audit, llpAudit, transferPricing, advanceTax, tds, pf, esi, professionalTax] of flags(8)) {
        if (llpAudit && form !== "llp") continue
        out.push({ form, audit, llpAudit, transferPricing, advanceTax, tds, gst, pf, esi, professionalTax, licences: none })
      }
    }
  }
  return out
}

/** The form's and the answer's words, with the figures of its hints and labels in the page's language. */
function uiWords(words: CalendarWords, facts: FactTable, shown: FactTable): CalendarWords["ui"] {
  const ui = words.ui
  const value = (key: string) => lookupFact(key, shown)
  return {
    ...ui,
    auditHint: fill(ui.auditHint, {
      turnover: value("incomeTax.auditTurnoverBusiness"),
      digital: value("incomeTax.auditTurnoverDigital"),
      cash: value("incomeTax.auditCashShare"),
      receipts: value("incomeTax.auditReceiptsProfessional"),
    }),
    llpAuditHint: fill(ui.llpAuditHint, { turnover: value("llp.auditTurnover"), contribution: value("llp.auditContribution") }),
    advanceTaxHint: fill(ui.advanceTaxHint, { minimum: value("advanceTax.minimumTax") }),
    gstHint: fill(ui.gstHint, { limit: value("gst.qrmpLimit") }),
    // "20 employees": the number, which both languages write in figures
    pf: fill(ui.pf, { count: lookupFact("pf.employees", facts).replace(/ employees$/, "") }),
    esi: fill(ui.esi, { employees: value("esi.employees"), wage: value("esi.wageLimit") }),
  }
}

/** The words of the page's language the tool shows and sends (calendar-words.ts), for its page's data. */
function sheetWords(words: CalendarWords, facts: FactTable, shown: FactTable, siteUrl: string, lang: Locale): SheetWords {
  const forms = businessForms(words)
  return {
    months: [...words.months],
    forms: forms.map(({ value, label, short, every }) => ({ value, label, short, every })),
    schemes: gstSchemes(words).map(({ value, label }) => ({ value, label })),
    described: Object.fromEntries(forms.map(f => [f.value, f.described])) as Record<BusinessForm, string>,
    describe: words.describe,
    message: words.message,
    ics: words.ics,
    ui: uiWords(words, facts, shown),
    subscriptions: Object.fromEntries(forms.map(({ value }) => [value, [webcalUrl(value, siteUrl, lang), subscriptionContents(value, words)]])) as SheetWords["subscriptions"],
    guides: Object.fromEntries(Object.values(words.guides).map(g => [g.path, g.name])),
  }
}

/** The sheet's words give describeOptions's description of every answer and calendarMessage's message, or the build fails. */
function checkWords(sheet: CalendarSheet, words: CalendarWords): void {
  for (const o of [...Object.values(sheet.groups).flat(), ...sheet.licences]) {
    if (!sheet.words.guides[o.guide]) throw new Error(`calendar sheet: ${o.id}'s guide ${o.guide} has no name in calendar-words`)
  }
  const licences = [{}, { trade: "2031-06-15" }, { labour: "2031-06-15" }, { trade: "2031-06-15", labour: "2031-06-15" }]
  for (const answer of everyAnswer()) {
    for (const l of answer.form === "individual" ? [{}] : licences) {
      const o = { ...answer, licences: l }
      if (describeFromSheet(sheet, o) !== describeOptions(o, words)) throw new Error(`calendar sheet: describeOptions reads "${describeOptions(o, words)}", the sheet "${describeFromSheet(sheet, o)}"`)
    }
  }
  const o: CalendarOptions = { form: "llp", audit: false, gst: "qrmp", pf: true, licences: { trade: "2031-06-15" } }
  const list = calendarFromSheet(sheet, o, "2031-01-01")
  if (messageFromSheet(sheet, o, list) !== calendarMessage(o, list, words)) throw new Error("calendar sheet: calendarMessage's words differ from the sheet's")
}

/** Whether an obligation (by its id) comes with a key of sheetKeys. */
function belongs(id: string, key: string): boolean {
  if (key.startsWith("itr-")) return id === "itr"
  if (key.startsWith("gst-")) return /^(gstr|pmt|cmp)-/.test(id)
  if (key.startsWith("form-")) return true
  if (key === "audit") return id === "tax-audit-report"
  return id === key || id.startsWith(`${key}-`)
}
