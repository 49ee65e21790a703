/**
 * The compliance calendar as subscriptions (issue 21): one .ics file per
 * business form at a stable address, /calendar/<form>.ics, made at every
 * build from content/facts.json (gatsby/calendars.ts). A calendar program
 * that subscribes (webcal://) fetches the file again from time to time, so
 * when a due date moves in the facts, the subscriber's calendar moves with it.
 *
 * A subscription cannot carry a visitor's answers, so it holds the dates every
 * business of the form has: the income tax return (without a tax audit),
 * advance tax, the form's own filings and, for a business, TDS. GST, PF, ESI,
 * an audit and licences are chosen in the tool and downloaded.
 */
import { site } from "../../config/site"
import { calendarFor, describeOptions, type BusinessForm, type IsoDate } from "./calendar"
import { calendarWordsEn, type CalendarWords } from "../../config/strings/calendar-words"
import { buildIcs } from "./calendar-ics"
import { REFRESH, subscriptionOptions } from "./calendar-subscription"
import type { FactTable } from "../facts"

export { calendarPath, calendarPathIn, SUBSCRIPTION_FORMS, subscriptionOptions, webcalUrl } from "./calendar-subscription"
/**
 * The subscription file of a form: the next 12 months from `today`, with the refresh interval (RFC 7986),
 * written in `words` (English by default; the Telugu file in calendar-words.te.ts with `shown`, the
 * facts' Telugu: issue 33).
 */
export function subscriptionIcs(
  form: BusinessForm,
  facts: FactTable,
  today: IsoDate,
  { now = Date.now(), siteUrl = site.siteUrl, words = calendarWordsEn, shown = facts }: { now?: number; siteUrl?: string; words?: CalendarWords; shown?: FactTable } = {},
): string {
  const options = subscriptionOptions(form)
  const list = calendarFor(options, today, facts, words, shown)
  const ics = buildIcs(options, list, { ics: words.ics, months: words.months, description: describeOptions(options, words) }, { now, siteUrl })
  // The package writes X-PUBLISHED-TTL:PT1H; a subscription is refreshed once a day (the site changes with a build).
  const refresh = `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}\r\nX-PUBLISHED-TTL:${REFRESH}\r\n`
  const body = ics.replace(/X-PUBLISHED-TTL:[^\r]*\r\n/, "")
  const at = body.indexOf("BEGIN:VEVENT")
  return at === -1 ? body.replace("END:VCALENDAR", `${refresh}END:VCALENDAR`) : `${body.slice(0, at)}${refresh}${body.slice(at)}`
}
