/**
 * The compliance calendar's due dates as its page's data (issue 31): every obligation that
 * calendar.ts can list, worked out from the facts at build time (calendar-sheet-build.ts, the
 * `calendarSheet` field), as the days of the year it falls due with the note of each, and the words
 * of the tool in the page's language (issue 33: src/config/strings/calendar-words.ts, its hints
 * filled in with the facts). The page's JavaScript only picks the obligations of the visitor's
 * answers and dates them in the twelve months from today, so it carries neither the facts' parsing,
 * the obligations' rules nor any words. calendarFromSheet gives what calendarFor gives (a unit test
 * holds the two to each other, in English and in Telugu).
 */
import { addDays, addYear, formatDate, isoDate, pad, parseIso, type IsoDate } from "./calendar-basics"
import { fill } from "../../config/strings/fill"
import type { BusinessForm, CalendarOptions, Frequency, GstScheme, LicenceKind, Occurrence } from "./calendar"
import type { CalendarWords } from "../../config/strings/calendar-words"

/**
 * A day of every year an obligation falls due: month, day, the note (`{k}`: the date's year + k;
 * `{fk}`: the financial year that starts then, "2025-26"), and a title the entry has instead in
 * the years before `before` (the form changed).
 */
export type SheetPoint = [month: number, day: number, note: string, title?: string, before?: number]

export interface SheetObligation {
  id: string
  title: string
  rule: string
  frequency: Frequency
  guide: string
  points: SheetPoint[]
}

/** A licence renewal: due `days` before the expiry entered; notes when expired, when late, else (`{e}`: the expiry date). */
export interface SheetLicence {
  kind: LicenceKind
  /** Its expiry date field's label. */
  label: string
  id: string
  title: string
  rule: string
  guide: string
  days: number
  notes: [expired: string, late: string, due: string]
}

/**
 * The words of the tool in the page's language (calendar-words.ts): the month names, the choices,
 * the form's and the answer's words (`ui`, its hints filled in with the facts), how the summary and
 * the message describe the answers, the message's and the .ics file's texts, each form's
 * subscription (webcal address, what it holds: calendar-subscription.ts) and the names of the
 * guides its entries link to, by path.
 */
export interface SheetWords {
  months: string[]
  forms: Array<{ value: BusinessForm; label: string; short: string; every: string }>
  schemes: Array<{ value: GstScheme; label: string }>
  described: Record<BusinessForm, string>
  describe: CalendarWords["describe"]
  message: CalendarWords["message"]
  ics: CalendarWords["ics"]
  ui: CalendarWords["ui"]
  subscriptions: Record<BusinessForm, [url: string, contents: string]>
  guides: Record<string, string>
}

export interface CalendarSheet {
  /** The obligations by the answers they come with (sheetKeys). */
  groups: Record<string, SheetObligation[]>
  licences: SheetLicence[]
  words: SheetWords
}

/** The groups of obligations the answers bring, in calendar.ts's order (obligationsFor). */
export function sheetKeys(o: CalendarOptions): string[] {
  const { form } = o
  const business = form !== "individual"
  const itr = o.transferPricing ? "tp" : o.audit || (form === "llp" && o.llpAudit) ? "audit" : "plain"
  return [
    `itr-${form}-${itr}`,
    o.audit && business && "audit",
    o.advanceTax && "advance-tax",
    o.tds && business && "tds",
    `gst-${o.gst || "none"}`,
    o.pf && "pf",
    o.esi && "esi",
    o.professionalTax && "professional-tax",
    `form-${form}`,
  ].filter(Boolean) as string[]
}

/** A note for the year `year`: "For the tax year {f-1}" -> "For the tax year 2025-26". */
export const noteFor = (note: string, year: number): string =>
  note.replace(/\{(f?)(-?\d+)\}/g, (_, f: string, k: string) => {
    const y = year + Number(k)
    return f ? `${y}-${pad((y + 1) % 100)}` : String(y)
  })

const byDate = (a: Occurrence, b: Occurrence) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)

/** The calendar: every due date from today to the day before the same date next year, in date order (as calendarFor). */
export function calendarFromSheet(sheet: CalendarSheet, options: CalendarOptions, today: IsoDate): Occurrence[] {
  const end = addYear(today)
  const year = Number(today.slice(0, 4))
  const out: Occurrence[] = []
  // each obligation's dates in order: its days of the year (sorted at build) this year, then next
  for (const key of sheetKeys(options)) {
    for (const o of sheet.groups[key]) {
      for (const y of [year, year + 1]) {
        for (const [month, day, note, title, before] of o.points) {
          const date = isoDate(y, month, day)
          if (date >= today && date < end) {
            out.push({ id: o.id, key: `${o.id}-${date}`, title: title && y < before! ? title : o.title, date, note: noteFor(note, y), rule: o.rule, frequency: o.frequency, guide: o.guide, overdue: false })
          }
        }
      }
    }
  }
  for (const l of sheet.licences) {
    const expiry = ((options.licences || {})[l.kind] || "").trim()
    if (!parseIso(expiry)) continue
    const date = addDays(expiry, -l.days)
    const overdue = date < today
    const note = l.notes[expiry < today ? 0 : overdue ? 1 : 2].replace("{e}", formatDate(expiry, sheet.words.months))
    out.push({ id: l.id, key: `${l.id}-${date}`, title: l.title, date, note, rule: l.rule, frequency: "once", guide: l.guide, overdue, expiry })
  }
  return out.sort(byDate)
}

/** The answers the description names after the form, in order (the keys of calendar-words.ts describe.extras). */
export function extrasOf(o: CalendarOptions): Array<keyof CalendarWords["describe"]["extras"]> {
  const keys = [
    o.audit && "audit",
    o.form === "llp" && o.llpAudit && !o.audit && "llpAudit",
    o.transferPricing && "transferPricing",
    o.gst && o.gst !== "none" && o.gst,
    o.tds && o.form !== "individual" && "tds",
    o.advanceTax && "advanceTax",
    o.pf && "pf",
    o.esi && "esi",
    o.professionalTax && "professionalTax",
  ].filter(Boolean) as Array<keyof CalendarWords["describe"]["extras"]>
  for (const kind of ["trade", "labour"] as const) if (parseIso((o.licences || {})[kind] || "")) keys.push(kind)
  return keys
}

/** "a, b and c" with a language's joiners. */
export function joinList(parts: readonly string[], sep: string, and: string): string {
  return parts.length > 1 ? parts.slice(0, -1).join(sep) + and + parts[parts.length - 1] : parts[0] || ""
}

/** "LLP with GST quarterly returns (QRMP), PF and a trade licence" (as describeOptions). */
export function describeFromSheet(sheet: CalendarSheet, o: CalendarOptions): string {
  const { describe, described } = sheet.words
  const extras = extrasOf(o).map(k => describe.extras[k])
  return extras.length ? fill(describe.withExtras, { form: described[o.form], extras: joinList(extras, describe.sep, describe.and) }) : described[o.form]
}

/** The WhatsApp message (as calendarMessage): repeating dates once, with their rule. */
export function messageFromSheet(sheet: CalendarSheet, o: CalendarOptions, list: Occurrence[]): string {
  const { message, months } = sheet.words
  const seen = new Set<string>()
  const lines = [fill(message.opening, { description: describeFromSheet(sheet, o) }), message.heading]
  for (const e of list) {
    const repeats = e.frequency === "monthly" || e.frequency === "quarterly"
    if (repeats && seen.has(e.id)) continue
    seen.add(e.id)
    lines.push(fill(repeats ? message.repeating : message.once, { title: e.title, rule: e.rule, date: formatDate(e.date, months) }))
  }
  return lines.join("\n")
}
