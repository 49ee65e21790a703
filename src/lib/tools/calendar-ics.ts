/**
 * The compliance calendar as an iCalendar (.ics) file, built with the `ics`
 * package: one all-day event for every due date (DTSTART;VALUE=DATE), with
 * no recurrence rules, so every calendar (Google, Outlook, Apple) shows
 * exactly the dates listed on the page. Each event's UID is made from the
 * business form, the obligation and its date: a UID never carries two
 * dates, and importing a newer download updates the same events instead of
 * adding copies. Loaded only when someone clicks "Download". Its texts are in
 * the page's language: the words come with the call (the page's data, or
 * src/config/strings/calendar-words.ts at build for the subscriptions).
 */
import { createEvents, type DateArray, type EventAttributes } from "ics"
import { site } from "../../config/site"
import { addDays, formatDate, parseIso, type IsoDate } from "./calendar-basics"
import { fill } from "../../config/strings/fill"
import type { CalendarOptions, Occurrence } from "./calendar"
import type { CalendarWords } from "../../config/strings/calendar-words"

/** Days before the date that the reminder pops up, at 9:00 am. */
export const REMINDER_DAYS = { monthly: 3, quarterly: 7, yearly: 7, once: 7 } as const

/**
 * The reminder's trigger in whole hours before the all-day event's midnight
 * start. (The package writes a days-only duration as "P7DT", which RFC 5545
 * does not allow; "PT159H" is valid.)
 */
const reminderHours = (days: number) => days * 24 - 9

const toArray = (date: IsoDate): DateArray => {
  const d = parseIso(date)!
  return [d.year, d.month, d.day]
}

/** The file's texts in a language: the events' (calendar-words.ts `ics`), its month names and the answers' description. */
export interface IcsWords {
  ics: CalendarWords["ics"]
  months: ReadonlyArray<string>
  /** What the calendar is for: "LLP with audited accounts" (describeOptions). */
  description: string
}

export interface IcsOptions {
  /** DTSTAMP: when the file was made (ms since the epoch). */
  now?: number
  siteUrl?: string
}

/** The UID of an entry: "llp-gstr-3b-20261220@www.example.com". */
export function eventUid(options: CalendarOptions, o: Occurrence, host: string): string {
  return `${options.form}-${o.id}-${o.date.replace(/-/g, "")}@${host}`
}

/**
 * Folds every content line at 75 octets (RFC 5545, 3.1), never inside a
 * UTF-8 character: the package folds at 75 characters, so a line with "₹"
 * (3 octets) could run longer. Continuation lines start with a space.
 */
const utf8Length = (char: string) => {
  const code = char.codePointAt(0)!
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

export function foldLines(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n")
  return lines
    .map(line => {
      const parts: string[] = []
      let current = ""
      let size = 0
      for (const char of line) {
        const octets = utf8Length(char)
        const limit = parts.length === 0 ? 75 : 74 // a continuation line's leading space counts
        if (size + octets > limit) {
          parts.push(current)
          current = ""
          size = 0
        }
        current += char
        size += octets
      }
      parts.push(current)
      return parts.join("\r\n ")
    })
    .join("\r\n")
}

/** The iCalendar text for the given entries (CRLF line endings, lines folded at 75 octets). */
export function buildIcs(options: CalendarOptions, list: Occurrence[], words: IcsWords, { now = Date.now(), siteUrl = site.siteUrl }: IcsOptions = {}): string {
  const host = new URL(siteUrl).hostname
  const w = words.ics
  const events: EventAttributes[] = list.map(o => {
    const description = [
      fill(w.note, { note: o.note }),
      fill(o.expiry ? w.renew : w.due, { rule: o.rule }),
      fill(w.more, { url: `${siteUrl}${o.guide}` }),
      fill(w.help, { phone: site.phone.display, business: site.businessName }),
    ].join("\n")
    return {
      uid: eventUid(options, o, host),
      title: o.title,
      description,
      url: `${siteUrl}${o.guide}`,
      start: toArray(o.date),
      end: toArray(addDays(o.date, 1)),
      timestamp: now,
      transp: "TRANSPARENT",
      categories: [w.category],
      alarms: [{ action: "display", description: fill(w.alarm, { title: o.title, date: formatDate(o.date, words.months) }), trigger: { hours: reminderHours(REMINDER_DAYS[o.frequency]), before: true } }],
    } as EventAttributes
  })
  const { error, value } = createEvents(events, {
    productId: `-//${site.businessName}//Compliance calendar//EN`,
    method: "PUBLISH",
    calName: fill(w.calName, { description: words.description }),
  })
  if (error || !value) throw error ?? new Error("Could not build the calendar file")
  return foldLines(value)
}

/** "compliance-calendar-llp.ics" */
export function icsFileName(options: CalendarOptions): string {
  return `compliance-calendar-${options.form}.ics`
}

/** Saves text as a file through a Blob link made on the spot (no server). */
function saveFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10000)
}

/** Makes the .ics file of these entries in the page's words and saves it: the calendar's Download button. */
export function downloadIcs(options: CalendarOptions, list: Occurrence[], words: IcsWords): void {
  saveFile(buildIcs(options, list, words), icsFileName(options), "text/calendar;charset=utf-8")
}
