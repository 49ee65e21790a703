/**
 * The compliance calendar's subscriptions: which dates they hold and where they are.
 * Without the `ics` package, so that the tool's page can link to them without loading it
 * (the files are made at build: calendar-feed.ts, gatsby/calendars.ts).
 */
import { BUSINESS_FORMS, type BusinessForm, type CalendarOptions } from "./calendar"

export const SUBSCRIPTION_FORMS: readonly BusinessForm[] = BUSINESS_FORMS.map(f => f.value)

/** How often a subscriber's calendar program should fetch the file again. */
export const REFRESH = "P1D"

/** The answers a subscription stands for. */
export function subscriptionOptions(form: BusinessForm): CalendarOptions {
  return { form, audit: false, pf: false, advanceTax: true, tds: form !== "individual" }
}

/**
 * What a form's subscription holds, as words for a sentence: "the income tax return, advance tax,
 * TDS deposits and returns and the LLP's annual filings (Form 8 and Form 11)". The same answers as
 * subscriptionOptions: advance tax always, TDS for every form but an individual, and each form's own
 * annual filings (calendar.ts).
 */
export function subscriptionContents(form: BusinessForm): string {
  const options = subscriptionOptions(form)
  const own: Partial<Record<BusinessForm, string>> = {
    llp: "the LLP's annual filings (Form 8 and Form 11)",
    pvtltd: "the company's annual general meeting and filings (AOC-4 and MGT-7)",
    opc: "the company's annual filings (AOC-4 and MGT-7A)",
  }
  const parts = ["the income tax return", options.advanceTax && "advance tax", options.tds && "TDS deposits and returns", own[form]].filter(Boolean) as string[]
  const last = parts.pop()!
  return parts.length ? `${parts.join(", ")} and ${last}` : last
}

/** "/calendar/llp.ics" */
export function calendarPath(form: BusinessForm): string {
  return `/calendar/${form}.ics`
}

/** "webcal://www.example.com/calendar/llp.ics": the link that makes a calendar program subscribe. */
export function webcalUrl(form: BusinessForm, siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "").replace(/^https?:\/\//, "webcal://")}${calendarPath(form)}`
}
