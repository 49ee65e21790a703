/**
 * The link to the quote form that names a service (quote-link.ts quoteHref), with the contact
 * page's path given: the tools' results make it with the path of the page's language, so their
 * JavaScript carries neither the contact values nor the contact form's own helpers.
 */

export const SERVICE_PARAM = "service"
/** The quote form on the contact page (src/components/sections/SectionInteractive.tsx: QuoteForm id "contact-quote"). */
export const QUOTE_FORM_ID = "contact-quote"
/** A service name longer than this in a URL is not a service name: it is ignored. */
export const SERVICE_MAX_LENGTH = 80

/** "/our_profile/contact-us?service=Private%20Limited%20Company%20Registration#contact-quote-heading" (Telugu letters as they are: queryValue) */
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

/**
 * A value for a URL's query (the quote links here, the WhatsApp links of src/lib/whatsapp.ts), as
 * `encodeURIComponent` writes it, except that the letters of other scripts (Telugu) stay as they are: a URL may hold them (the WHATWG URL standard's URL code
 * points) and the browser encodes them as UTF-8 when it follows the link, so the link leads to the
 * same address. In the page's HTML each Telugu letter is then 3 bytes instead of 9
 * ("%E0%B0%97"), which gzip cannot squeeze either: the WhatsApp and quote links of a Telugu page
 * were about 0.3 KB of its gzipped HTML (issue 33, the Telugu combined GST screen's budget).
 * Anything that is not a letter, a mark or the zero-width non-joiner (spaces, digits, ₹, dashes) goes
 * through encodeURIComponent as before, which leaves ASCII letters and digits as they are anyway.
 */
export const queryValue = (text: string): string => text.replace(/[^\p{L}\p{M}\u200c]+/gu, encodeURIComponent)
