/**
 * The free-quote request: validation rules (spec §5) and the WhatsApp
 * hand-off (spec §7). Plain TypeScript, no React. The words (messages, the
 * WhatsApp message's lines) come from a table, English by default
 * (src/config/strings/forms.ts); a Telugu page passes its own (issue 24), with
 * the same rules.
 */
import { site } from "../config/site"
import { fill } from "../config/strings/fill"
import { formsEn, type QuoteWords } from "../config/strings/forms"

export type { QuoteWords }
/** The English words: what every function here uses unless it is given another table. */
export const QUOTE_EN: QuoteWords = formsEn.quote

export interface QuoteRequest {
  mobileNo: string
  email: string
  requirement: string
}

export type QuoteField = keyof QuoteRequest
export type QuoteErrors = Partial<Record<QuoteField, string>>

export const QUOTE_FIELDS: QuoteField[] = ["mobileNo", "email", "requirement"]
/** The mobile number's cap: 10 characters, separators (spaces, dashes, brackets, dots) not counted. */
export const MOBILE_MAX_LENGTH = 10
/** The requirement's cap: a WhatsApp message that opens comfortably on any phone. */
export const REQUIREMENT_MAX_LENGTH = 1000
/** From this length the form shows how many characters are used. */
export const REQUIREMENT_COUNT_FROM = 800

/** A count as the form writes it: Western digits, Indian grouping (1,000; 1,00,000), in every language. */
export function formatCount(n: number): string {
  return n.toLocaleString("en-IN")
}

/** The counter under the requirement ("800 of 1,000 characters"), in the table's language. */
export function requirementCount(used: number, words: QuoteWords = QUOTE_EN): string {
  return fill(words.count, { used: formatCount(used), max: formatCount(REQUIREMENT_MAX_LENGTH) })
}

export type QuoteMessage = keyof QuoteWords["errors"]

/** A validation message in the table's language, its {max} filled with the requirement's cap. */
export function messageFor(key: QuoteMessage, words: QuoteWords = QUOTE_EN): string {
  return fill(words.errors[key], { max: formatCount(REQUIREMENT_MAX_LENGTH) })
}

const TEN_DIGITS = /^\d{10}$/
/**
 * name@domain.tld: no spaces, and none of the characters that have no place in an address
 * (commas, semicolons, colons, brackets, quotes, backslashes); the domain is dot-separated labels
 * with no empty one. Letters of any script are allowed (రవి@ఉదాహరణ.భారత్).
 */
const ADDRESS_CHAR = "[^\\s@,;:<>()\\[\\]\\\\\"]"
const DOMAIN_LABEL = "[^\\s@,;:<>()\\[\\]\\\\\".]+"
const EMAIL = new RegExp(`^${ADDRESS_CHAR}+@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`)

/** What a visitor typed or pasted in the mobile box, as the box keeps it. */
export interface MobileInput {
  value: string
  /** More characters than a mobile number has: the box kept its previous value, and says so. */
  tooLong: boolean
}

/** Spaces, dashes, brackets and dots: how phone numbers are written, not part of them. */
const SEPARATORS = /[\s\-\u2010-\u2015().]/g

/**
 * The mobile box's new value after a keystroke, a paste or an autofill (`raw` is what the box
 * would hold). Separators are dropped as they come, so "98480 12345" is ten digits; a pasted
 * number with the country code or a trunk zero (+91 98480 12345, 919848012345, 09848012345)
 * loses it; and the cap of 10 applies to what is left. Anything longer is refused whole, never
 * cut into a different number: the box keeps its previous value and the form shows the message.
 */
export function mobileInput(previous: string, raw: string): MobileInput {
  const cleaned = raw.replace(SEPARATORS, "")
  if (cleaned.length <= MOBILE_MAX_LENGTH) return { value: cleaned, tooLong: false }
  const national = cleaned.startsWith("+91")
    ? cleaned.slice(3)
    : cleaned.startsWith("0091")
      ? cleaned.slice(4)
      : /^91\d{10}$/.test(cleaned)
        ? cleaned.slice(2)
        : /^0\d{10}$/.test(cleaned)
          ? cleaned.slice(1)
          : cleaned
  if (national.length <= MOBILE_MAX_LENGTH) return { value: national, tooLong: false }
  return { value: previous, tooLong: true }
}

/** Each field's message (in the table's language), or none when it is valid. */
export function validateQuote(input: QuoteRequest, words: QuoteWords = QUOTE_EN): QuoteErrors {
  const errors: QuoteErrors = {}
  const message = (key: QuoteMessage) => messageFor(key, words)
  const mobileNo = input.mobileNo.trim()
  const email = input.email.trim()
  const requirement = input.requirement.trim()

  if (mobileNo === "") errors.mobileNo = message("mobileRequired")
  else if (!TEN_DIGITS.test(mobileNo)) errors.mobileNo = message("mobileInvalid")

  if (email === "") errors.email = message("emailRequired")
  else if (!EMAIL.test(email)) errors.email = message("emailInvalid")

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

/** The prefilled WhatsApp message, in the table's language: greeting, quote-request line, e-mail, mobile, requirement. */
export function quoteMessage(input: QuoteRequest, words: QuoteWords = QUOTE_EN): string {
  const lines = words.whatsApp
  return [
    fill(lines.greeting, { business: site.businessName }),
    lines.request,
    // fill() puts the visitor's words in as they are: a "{...}" or "$&" they typed is not a slot.
    fill(lines.email, { email: input.email.trim() }),
    fill(lines.mobile, { mobile: input.mobileNo.trim() }),
    fill(lines.requirement, { requirement: input.requirement.trim() }),
  ].join("\n")
}

/** https://wa.me/<number>?text=<message>, every value percent-encoded; the message in the table's language. */
export function buildWhatsAppUrl(input: QuoteRequest, words: QuoteWords = QUOTE_EN, number: string = site.whatsapp): string {
  const url = new URL(`https://wa.me/${number.replace(/\D/g, "")}`)
  url.search = `text=${encodeURIComponent(quoteMessage(input, words))}`
  return url.toString()
}
