/**
 * The free-quote request: validation rules (spec §5) and the WhatsApp
 * hand-off (spec §7). Plain TypeScript, no React.
 */
import { site } from "../config/site"

export interface QuoteRequest {
  mobileNo: string
  email: string
  requirement: string
}

export type QuoteField = keyof QuoteRequest
export type QuoteErrors = Partial<Record<QuoteField, string>>

export const QUOTE_FIELDS: QuoteField[] = ["mobileNo", "email", "requirement"]
export const MOBILE_MAX_LENGTH = 10

export const MESSAGES = {
  mobileRequired: "Mobile number is required",
  mobileInvalid: "Please enter a valid 10-digit mobile number",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  requirementRequired: "Please enter your requirement",
} as const

const TEN_DIGITS = /^\d{10}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validateQuote(input: QuoteRequest): QuoteErrors {
  const errors: QuoteErrors = {}
  const mobileNo = input.mobileNo.trim()
  const email = input.email.trim()
  const requirement = input.requirement.trim()

  if (mobileNo === "") errors.mobileNo = MESSAGES.mobileRequired
  else if (!TEN_DIGITS.test(mobileNo)) errors.mobileNo = MESSAGES.mobileInvalid

  if (email === "") errors.email = MESSAGES.emailRequired
  else if (!EMAIL.test(email)) errors.email = MESSAGES.emailInvalid

  if (requirement === "") errors.requirement = MESSAGES.requirementRequired
  return errors
}

export function hasErrors(errors: QuoteErrors): boolean {
  return QUOTE_FIELDS.some(field => Boolean(errors[field]))
}

/** The prefilled WhatsApp message: greeting, quote-request line, e-mail, mobile, requirement. */
export function quoteMessage(input: QuoteRequest): string {
  return [
    `Hello ${site.businessName},`,
    "I would like to request a free quote.",
    `Email: ${input.email.trim()}`,
    `Mobile: ${input.mobileNo.trim()}`,
    `Requirement: ${input.requirement.trim()}`,
  ].join("\n")
}

/** https://wa.me/<number>?text=<message>, every value percent-encoded. */
export function buildWhatsAppUrl(input: QuoteRequest, number: string = site.whatsapp): string {
  const url = new URL(`https://wa.me/${number.replace(/\D/g, "")}`)
  url.search = `text=${encodeURIComponent(quoteMessage(input))}`
  return url.toString()
}
