/**
 * The compliance calendar's subscriptions: which dates they hold and where they are.
 * Without the `ics` package, so that the tool's page can link to them without loading it
 * (the files are made at build: calendar-feed.ts, gatsby/calendars.ts).
 */
import { BUSINESS_FORMS, joinList, type BusinessForm, type CalendarOptions } from "./calendar"
import { calendarWordsEn, type CalendarWords } from "../../config/strings/calendar-words"
import type { Locale } from "../i18n"

export const SUBSCRIPTION_FORMS: readonly BusinessForm[] = BUSINESS_FORMS.map(f => f.value)

/** How often a subscriber's calendar program should fetch the file again. */
export const REFRESH = "P1D"

/** The answers a subscription stands for. */
export function subscriptionOptions(form: BusinessForm): CalendarOptions {
  return { form, audit: false, pf: false, advanceTax: true, tds: form !== "individual" }
}

/**
 * What a form's subscription holds, as words for a sentence: "the income tax return, advance tax,
 * TDS deposits and returns and the LLP's annual filings (Form 8 and Form 11)", in the words' language.
 * The same answers as subscriptionOptions: advance tax always, TDS for every form but an individual,
 * and each form's own annual filings (calendar.ts).
 */
export function subscriptionContents(form: BusinessForm, words: CalendarWords = calendarWordsEn): string {
  const options = subscriptionOptions(form)
  const w = words.subscription
  const own: Partial<Record<BusinessForm, string>> = { llp: w.llp, pvtltd: w.pvtltd, opc: w.opc }
  const parts = [w.itr, options.advanceTax && w.advanceTax, options.tds && w.tds, own[form]].filter(Boolean) as string[]
  return joinList(parts, w.sep, w.and)
}

/** "/calendar/llp.ics" */
export function calendarPath(form: BusinessForm): string {
  return calendarPathIn("en", form)
}

/** A form's file in a language: "/calendar/llp.ics", "/calendar/llp.te.ics" (its titles and texts in Telugu: issue 33). */
export function calendarPathIn(lang: Locale, form: BusinessForm): string {
  return lang === "en" ? `/calendar/${form}.ics` : `/calendar/${form}.${lang}.ics`
}

/** "webcal://www.example.com/calendar/llp.ics": the link that makes a calendar program subscribe, to the file in the page's language. */
export function webcalUrl(form: BusinessForm, siteUrl: string, lang: Locale = "en"): string {
  return `${siteUrl.replace(/\/+$/, "").replace(/^https?:\/\//, "webcal://")}${calendarPathIn(lang, form)}`
}
