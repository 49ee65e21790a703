/**
 * The link to the quote form that names a service (quote-link.ts quoteHref), with the contact
 * page's path given: the tools' results make it with the path of the page's language, so their
 * JavaScript carries neither the contact values nor the contact form's own helpers.
 */
import { queryValue } from "./query-value"

export const SERVICE_PARAM = "service"
/** The quote form on the contact page (src/components/sections/SectionInteractive.tsx: QuoteForm id "contact-quote"). */
export const QUOTE_FORM_ID = "contact-quote"
/** A service name longer than this in a URL is not a service name: it is ignored. */
export const SERVICE_MAX_LENGTH = 80

/** "/our_profile/contact-us?service=Private%20Limited%20Company%20Registration#contact-quote-heading" (Telugu letters as they are: query-value.ts) */
export function quoteHrefTo(service: string | null | undefined, contactPath: string): string {
  const name = cleanService(service ?? "")
  const query = name ? `?${SERVICE_PARAM}=${queryValue(name)}` : ""
  return `${contactPath}${query}#${QUOTE_FORM_ID}-heading`
}

/** Spaces collapsed, control characters and the characters that cannot be part of a service's name removed. */
export function cleanService(text: string): string {
  const name = text
    .replace(/[\u0000-\u001f\u007f<>{}]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
  return name.length > SERVICE_MAX_LENGTH ? "" : name
}
