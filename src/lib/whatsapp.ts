import { email as siteEmail, phone, whatsapp } from "../config/contact-basics"
import { queryValue } from "./quote-href"

/** A wa.me chat link for a number (digits only), with an optional prefilled text (Telugu letters as they are: quote-href.ts queryValue). */
export function whatsAppUrl(text?: string, number: string = whatsapp): string {
  const digits = number.replace(/\D/g, "")
  const base = `https://wa.me/${digits}`
  return text ? `${base}?text=${queryValue(text)}` : base
}

export function telUrl(e164: string = phone.e164): string {
  return `tel:${e164.replace(/[^\d+]/g, "")}`
}

export function mailtoUrl(email: string = siteEmail): string {
  return `mailto:${email}`
}
