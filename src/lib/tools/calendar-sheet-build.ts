/**
 * The compliance calendar's sheet (calendar-sheet.ts), made at build time from calendar.ts and the
 * facts: each obligation obligationsFor lists for some answers, read back as the days of the year
 * it falls due, with its notes and titles written as year patterns. Every pattern is checked
 * against calendar.ts's own entries over three decades, so the build fails rather than ship a
 * date or a note calendar.ts would not give. Build only: the page's JavaScript gets the result.
 */
import type { FactTable } from "../facts"
import { site } from "../../config/site"
import {
  BUSINESS_FORMS,
  calendarMessage,
  describeOptions,
  formatDate,
  formLabel,
  GST_SCHEMES,
  licenceRenewals,
  LICENCES,
  obligationsFor,
  parseIso,
  type BusinessForm,
  type CalendarOptions,
  type GstScheme,
  type Occurrence,
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
import { GUIDE_NAMES } from "./calendar-basics"
import { subscriptionContents, webcalUrl } from "./calendar-subscription"

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
function sheetLicence(kind: (typeof LICENCES)[number]["kind"], facts: FactTable): SheetLicence {
  const expiry = "2031-06-15"
  const entry = (today: string) => licenceRenewals({ form: "proprietorship", audit: false, pf: false, licences: { [kind]: expiry } }, today, facts)[0]
  const due = entry("2020-01-01")
  const days = (Date.parse(expiry) - Date.parse(due.date)) / 86_400_000
  const pattern = (note: string) => note.split(formatDate(expiry)).join("{e}")
  const notes: SheetLicence["notes"] = [pattern(entry("2031-06-16").note), pattern(entry("2031-06-15").note), pattern(due.note)]
  if (days < 1 || entry(due.date).overdue || !entry("2031-06-15").overdue || notes.some(n => !n.includes("{e}"))) {
    throw new Error(`calendar sheet: the ${kind} licence's renewal does not read as days before its expiry`)
  }
  return { kind, label: LICENCES.find(l => l.kind === kind)!.label, id: due.id, title: due.title, rule: due.rule, guide: due.guide, days, notes }
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

/** The calendar's sheet for its page's data (the `calendarSheet` field, gatsby/schema.ts). */
export function calendarSheet(facts: FactTable, siteUrl: string = site.siteUrl): CalendarSheet {
  const groups: Record<string, SheetObligation[]> = {}
  for (const options of profiles()) {
    const obligations = obligationsFor(options, facts)
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
  const sheet: CalendarSheet = { groups, licences: LICENCES.map(l => sheetLicence(l.kind, facts)), words: sheetWords(siteUrl), facts }
  checkWords(sheet)
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

function commonPrefix(texts: string[]): string {
  let n = 0
  while (texts.every(t => n < t.length && t[n] === texts[0][n])) n++
  return texts[0].slice(0, n)
}

/** describeOptions's and calendarMessage's words, read back from them (checkWords holds the reading to them). */
function sheetWords(siteUrl: string): SheetWords {
  const base = (form: BusinessForm, more: Partial<CalendarOptions> = {}): CalendarOptions => ({ form, audit: false, pf: false, ...more })
  const forms = BUSINESS_FORMS.map(f => f.value)
  const described = Object.fromEntries(forms.map(form => [form, describeOptions(base(form))])) as Record<BusinessForm, string>
  const expiry = "2031-06-15"
  const probes: Record<string, CalendarOptions> = {
    audit: base("proprietorship", { audit: true }),
    llpAudit: base("llp", { llpAudit: true }),
    transferPricing: base("proprietorship", { transferPricing: true }),
    monthly: base("proprietorship", { gst: "monthly" }),
    qrmp: base("proprietorship", { gst: "qrmp" }),
    composition: base("proprietorship", { gst: "composition" }),
    tds: base("proprietorship", { tds: true }),
    advanceTax: base("proprietorship", { advanceTax: true }),
    pf: base("proprietorship", { pf: true }),
    esi: base("proprietorship", { esi: true }),
    professionalTax: base("proprietorship", { professionalTax: true }),
    ...Object.fromEntries(LICENCES.map(l => [l.kind, base("proprietorship", { licences: { [l.kind]: expiry } })])),
  }
  // "<form><with><answer>" for one answer
  const tails = Object.fromEntries(Object.entries(probes).map(([key, o]) => [key, describeOptions(o).slice(described[o.form].length)]))
  const withWords = commonPrefix(Object.values(tails))
  const extras = Object.fromEntries(Object.entries(tails).map(([key, tail]) => [key, tail.slice(withWords.length)]))
  // "<form><with><a><and><b>" and "<form><with><a><sep><b><and><c>"
  const head = described.proprietorship + withWords + extras.audit
  const two = describeOptions(base("proprietorship", { audit: true, pf: true }))
  const and = two.slice(head.length, two.length - extras.pf.length)
  const three = describeOptions(base("proprietorship", { audit: true, transferPricing: true, pf: true }))
  const sep = three.slice(head.length, three.length - (extras.transferPricing + and + extras.pf).length)
  // calendarMessage: its opening without dates, then one line for a repeating date and one for another
  const plain = base("proprietorship")
  const opening = calendarMessage(plain, [])
  const entry = (frequency: Occurrence["frequency"]): Occurrence => ({ id: "x", key: "x", title: "\u0001", date: expiry, note: "", rule: "\u0002", frequency, guide: "", overdue: false })
  const line = (frequency: Occurrence["frequency"]) =>
    calendarMessage(plain, [entry(frequency)]).slice(opening.length).replace("\u0001", "{title}").replace("\u0002", "{rule}").replace(formatDate(expiry), "{date}")
  return {
    forms: BUSINESS_FORMS.map(({ value, label }) => ({ value, label })),
    short: Object.fromEntries(forms.map(form => [form, formLabel(form)])) as Record<BusinessForm, string>,
    schemes: GST_SCHEMES.map(({ value, label }) => ({ value, label })),
    described,
    extras,
    with: withWords,
    sep,
    and,
    message: [opening.split(described.proprietorship).join("{d}"), line("monthly"), line("yearly")],
    subscriptions: Object.fromEntries(forms.map(form => [form, [webcalUrl(form, siteUrl), subscriptionContents(form)]])) as SheetWords["subscriptions"],
    guides: GUIDE_NAMES,
    jump: ["See your ", " due dates below"],
    failed: "The calendar file could not be made. Please try again, or send the dates to us on WhatsApp.",
  }
}

/** The words read back give describeOptions's description of every answer and calendarMessage's message, or the build fails. */
function checkWords(sheet: CalendarSheet): void {
  for (const o of [...Object.values(sheet.groups).flat(), ...sheet.licences]) {
    if (!sheet.words.guides[o.guide]) throw new Error(`calendar sheet: ${o.id}'s guide ${o.guide} has no name in GUIDE_NAMES`)
  }
  const licences = [{}, { trade: "2031-06-15" }, { labour: "2031-06-15" }, { trade: "2031-06-15", labour: "2031-06-15" }]
  for (const answer of everyAnswer()) {
    for (const l of answer.form === "individual" ? [{}] : licences) {
      const o = { ...answer, licences: l }
      if (describeFromSheet(sheet, o) !== describeOptions(o)) throw new Error(`calendar sheet: describeOptions reads "${describeOptions(o)}", the sheet "${describeFromSheet(sheet, o)}"`)
    }
  }
  const o: CalendarOptions = { form: "llp", audit: false, gst: "qrmp", pf: true, licences: { trade: "2031-06-15" } }
  const list = calendarFromSheet(sheet, o, "2031-01-01")
  if (messageFromSheet(sheet, o, list) !== calendarMessage(o, list)) throw new Error("calendar sheet: calendarMessage's words were not read back")
}

/** Whether an obligation (by its id) comes with a key of sheetKeys. */
function belongs(id: string, key: string): boolean {
  if (key.startsWith("itr-")) return id === "itr"
  if (key.startsWith("gst-")) return /^(gstr|pmt|cmp)-/.test(id)
  if (key.startsWith("form-")) return true
  if (key === "audit") return id === "tax-audit-report"
  return id === key || id.startsWith(`${key}-`)
}
