/**
 * The compliance calendar as an iCalendar (.ics) file, built with the `ics`
 * package: one all-day event per rule, repeating yearly (annual filings,
 * yearly licences) or monthly (PF deposit). Loaded only when someone clicks
 * "Download", so the package does not weigh on the page's first load.
 */
import { createEvents, type DateArray, type EventAttributes } from "ics"
import { site } from "../../config/site"
import { addDays, describeOptions, formatDate, parseIso, type CalendarOptions, type Deadline, type IsoDate } from "./calendar"

/** Days before the date that the reminder pops up, at 9:00 am. */
export const REMINDER_DAYS = { monthly: 3, other: 7 } as const

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

export interface IcsOptions {
  /** DTSTAMP: when the file was made (ms since the epoch). */
  now?: number
  siteUrl?: string
}

/** The iCalendar text for the given deadlines (CRLF line endings, folded lines). */
export function buildIcs(options: CalendarOptions, deadlines: Deadline[], { now = Date.now(), siteUrl = site.siteUrl }: IcsOptions = {}): string {
  const host = new URL(siteUrl).hostname
  const events: EventAttributes[] = deadlines.map(d => {
    const parsed = parseIso(d.date)!
    const recurrenceRule = d.repeat === "monthly" ? `FREQ=MONTHLY;BYMONTHDAY=${parsed.day}` : d.repeat === "yearly" ? "FREQ=YEARLY" : undefined
    const description = [
      d.expiry
        ? `Apply for renewal ${d.rule}: the licence expires on ${formatDate(d.expiry)}.`
        : d.repeat === "monthly"
          ? `Due by the ${d.rule}, for the previous month's wages.`
          : `Due by ${d.rule}.`,
      `More: ${siteUrl}${d.guide}`,
      `Help: call ${site.phone.display} or WhatsApp ${site.businessName}.`,
    ].join("\n")
    return {
      uid: `${d.id}@${host}`,
      title: d.title,
      description,
      url: `${siteUrl}${d.guide}`,
      start: toArray(d.date),
      end: toArray(addDays(d.date, 1)),
      timestamp: now,
      transp: "TRANSPARENT",
      categories: ["Compliance"],
      ...(recurrenceRule ? { recurrenceRule } : {}),
      alarms: [{ action: "display", description: d.title, trigger: { hours: reminderHours(d.repeat === "monthly" ? REMINDER_DAYS.monthly : REMINDER_DAYS.other), before: true } }],
    } as EventAttributes
  })
  const { error, value } = createEvents(events, {
    productId: `-//${site.businessName}//Compliance calendar//EN`,
    method: "PUBLISH",
    calName: `Compliance dates: ${describeOptions(options)}`,
  })
  if (error || !value) throw error ?? new Error("Could not build the calendar file")
  return value
}

/** "compliance-calendar-llp.ics" */
export function icsFileName(options: CalendarOptions): string {
  return `compliance-calendar-${options.form}.ics`
}
