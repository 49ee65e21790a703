/**
 * The free-quote request: validation rules (spec §5) and the WhatsApp
 * hand-off (spec §7). Plain TypeScript, no React. The words (messages, the
 * WhatsApp message's lines) come from a table, English by default
 * (src/config/strings/forms.ts); a Telugu page passes its own (issue 24), with
 * the same rules.
 */
import { businessName, whatsapp } from "../config/contact-basics"
import { fill } from "../config/strings/fill"
import type { QuoteWords } from "../config/strings/forms"

export type { QuoteWords }

export interface QuoteRequest {
  mobileNo: string
  email: string
  requirement: string
}

export type QuoteField = keyof QuoteRequest
export type QuoteErrors = Partial<Record<QuoteField, string>>

export const QUOTE_FIELDS: QuoteField[] = ["mobileNo", "email", "requirement"]
/** The requirement's cap: a WhatsApp message that opens comfortably on any phone. */
export const REQUIREMENT_MAX_LENGTH = 1000
/** From this length the form shows how many characters are used. */
export const REQUIREMENT_COUNT_FROM = 800

/** A count as the form writes it: Western digits, Indian grouping (1,000; 1,00,000), in every language. */
export function formatCount(n: number): string {
  return n.toLocaleString("en-IN")
}

/** The counter under the requirement ("800 of 1,000 characters"), in the table's language. */
export function requirementCount(used: number, words: QuoteWords): string {
  return fill(words.count, { used: formatCount(used), max: formatCount(REQUIREMENT_MAX_LENGTH) })
}

export type QuoteMessage = keyof QuoteWords["errors"]

/** A validation message in the table's language, its {max} filled with the requirement's cap. */
export function messageFor(key: QuoteMessage, words: QuoteWords): string {
  return fill(words.errors[key], { max: formatCount(REQUIREMENT_MAX_LENGTH) })
}

/**
 * An e-mail address: the rule browsers use for `type=email` (WHATWG HTML, "valid e-mail address")
 * with what it leaves out: the local part has no dot at its start or end and no two dots together,
 * the top-level domain is at least two letters (or an internationalised one, xn--), the whole is at
 * most 254 characters (the local part at most 64, RFC 5321). As in the browsers' rule, an address
 * is ASCII, so a control, zero-width or direction character never passes; a browser gives a
 * domain typed in another script (ఉదాహరణ.భారత్) to the page in its ASCII form (xn--...).
 */
const ATOM = "[\\w!#$%&'*+/=?^`{|}~-]+"
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{0,58}[A-Za-z0-9])$`)

export function isEmailAddress(address: string): boolean {
  return address.length <= 254 && address.indexOf("@") <= 64 && EMAIL.test(address)
}

/** Spaces, dashes, brackets and dots: how phone numbers are written, not part of them. */
const SEPARATORS = /[\s\-\u2010-\u2015().]/g

/**
 * The mobile number a visitor typed or pasted, as the 10 digits of an Indian mobile number, or
 * null when it is not one. Separators go; then a country code (+91, 91, 0091) or a trunk zero
 * before the 10 digits; what is left must be exactly 10 digits starting with 6, 7, 8 or 9 (the
 * spec's cap of 10 applies to the number's own digits). A number is never cut to fit: 98480123456
 * is not 9848012345.
 */
export function normaliseMobile(raw: string): string | null {
  const m = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(raw.replace(SEPARATORS, ""))
  return m ? m[1] : null
}

/** Each field's message (in the table's language), or none when it is valid. */
export function validateQuote(input: QuoteRequest, words: QuoteWords): QuoteErrors {
  const errors: QuoteErrors = {}
  const message = (key: QuoteMessage) => messageFor(key, words)
  const mobileNo = input.mobileNo.trim()
  const email = input.email.trim()
  const requirement = input.requirement.trim()

  if (mobileNo === "") errors.mobileNo = message("mobileRequired")
  else if (!normaliseMobile(mobileNo)) errors.mobileNo = message("mobileInvalid")

  if (email === "") errors.email = message("emailRequired")
  else if (!isEmailAddress(email)) errors.email = message("emailInvalid")

  if (requirement === "") errors.requirement = message("requirementRequired")
  else if (characterCount(requirement) > REQUIREMENT_MAX_LENGTH) errors.requirement = message("requirementTooLong")
  return errors
}

/** Characters as a person counts them (an emoji or a Telugu letter is one, not two code units). */
export function characterCount(text: string): number {
  return [...text].length
}

export function hasErrors(errors: QuoteErrors): boolean {
  return QUOTE_FIELDS.some(field => Boolean(errors[field]))
}

/** What the WhatsApp message carries: the form's fields, and the service the form is about when it is one service's (a guide's own form). */
export type QuoteMessageInput = QuoteRequest & { about?: string }

/**
 * The prefilled WhatsApp message, in the table's language: greeting, quote-request line, the
 * service the form is about (a guide's own form), e-mail, mobile, requirement.
 */
export function quoteMessage(input: QuoteMessageInput, words: QuoteWords): string {
  const lines = words.whatsApp
  const about = input.about?.trim()
  return [
    fill(lines.greeting, { business: businessName }),
    lines.request,
    about && fill(lines.about, { service: about }),
    // fill() puts the visitor's words in as they are: a "{...}" or "$&" they typed is not a slot.
    fill(lines.email, { email: input.email.trim() }),
    // The number as WhatsApp should read it: its 10 digits, without what was typed around them.
    fill(lines.mobile, { mobile: normaliseMobile(input.mobileNo) ?? input.mobileNo.trim() }),
    fill(lines.requirement, { requirement: input.requirement.trim() }),
  ]
    .filter(Boolean)
    .join("\n")
}

/** https://wa.me/<number>?text=<message>, every value percent-encoded; the message in the table's language. */
export function buildWhatsAppUrl(input: QuoteMessageInput, words: QuoteWords, number: string = whatsapp): string {
  // (written out: encodeURIComponent leaves only characters a query keeps as they are, so a URL
  // object would serialise it to the same text, at the cost of its code in every page with a form)
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(quoteMessage(input, words))}`
}
