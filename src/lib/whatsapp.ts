import { contact as site } from "../config/contact"

/** A wa.me chat link for a number (digits only), with an optional prefilled text. */
export function whatsAppUrl(text?: string, number: string = site.whatsapp): string {
  const digits = number.replace(/\D/g, "")
  const base = `https://wa.me/${digits}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}

export function telUrl(e164: string = site.phone.e164): string {
  return `tel:${e164.replace(/[^\d+]/g, "")}`
}

export function mailtoUrl(email: string = site.email): string {
  return `mailto:${email}`
}
