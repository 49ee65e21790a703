/**
 * The compliance calendar's subscriptions: which dates they hold and where they are.
 * Without the `ics` package, so that the tool's page can link to them without loading it
 * (the files are made at build: calendar-feed.ts, gatsby/calendars.ts).
 */
import { site } from "../../config/site"
import { BUSINESS_FORMS, type BusinessForm, type CalendarOptions } from "./calendar"

export const SUBSCRIPTION_FORMS: readonly BusinessForm[] = BUSINESS_FORMS.map(f => f.value)

/** How often a subscriber's calendar program should fetch the file again. */
export const REFRESH = "P1D"

/** The answers a subscription stands for. */
export function subscriptionOptions(form: BusinessForm): CalendarOptions {
  return { form, audit: false, pf: false, advanceTax: true, tds: form !== "individual" }
}

/** "/calendar/llp.ics" */
export function calendarPath(form: BusinessForm): string {
  return `/calendar/${form}.ics`
}

/** "webcal://www.example.com/calendar/llp.ics": the link that makes a calendar program subscribe. */
export function webcalUrl(form: BusinessForm, siteUrl: string = site.siteUrl): string {
  return `${siteUrl.replace(/\/+$/, "").replace(/^https?:\/\//, "webcal://")}${calendarPath(form)}`
}
