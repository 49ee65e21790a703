/**
 * Links to the quote form that name the service (issue 22): every "Get a
 * quote" on a guide, a combined screen, a tool result and the guide's aside
 * leads to the contact page with `?service=<the service's name>`, so the URL
 * says which service (and can be shared), and the form opens with its
 * requirement already naming it. Without JavaScript the same link still
 * reaches the contact page and its form. Plain TypeScript, no React.
 */
import { QUOTE_PATH } from "../config/contact-basics"
import { fill } from "../config/strings/fill"
import { cleanService, quoteHrefTo, SERVICE_PARAM } from "./quote-href"

export { QUOTE_FORM_ID, SERVICE_MAX_LENGTH, SERVICE_PARAM } from "./quote-href"

/** "/our_profile/contact-us?service=Private%20Limited%20Company%20Registration#contact-quote-heading" */
export function quoteHref(service?: string | null, contactPath: string = QUOTE_PATH): string {
  return quoteHrefTo(service, contactPath)
}

/** The service named by a URL's query string ("?service=..."), or "" when there is none or it is not plausible. */
export function serviceFromSearch(search: string): string {
  let value: string | null
  try {
    value = new URLSearchParams(search).get(SERVICE_PARAM)
  } catch {
    return ""
  }
  return cleanService(value ?? "")
}

/**
 * What the form's requirement starts with: "Private Limited Company Registration: ". `opening` is
 * the language's sentence around the name (src/config/strings/forms.ts quote.serviceOpening:
 * "{service}: " in English, the Telugu one on the Telugu contact page), passed in so the links
 * above carry no form words.
 */
export function requirementFor(service: string, opening: string): string {
  return service ? fill(opening, { service }) : ""
}
