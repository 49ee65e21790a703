import { fullAddress } from "../contact"
import { site } from "../site"

/**
 * The words of the contact details (ContactDetails: the footer, the contact page, the quote
 * boxes), in English: their own table, so that pages whose JavaScript does not render them
 * (the footer's copy is HTML made at build time) do not download them.
 */
export const contactDetailsEn = {
  registeredOffice: "Registered office",
  openInMaps: "Open in maps",
  callLabel: "Call: ",
  whatsAppLabel: "WhatsApp: ",
  chatOnWhatsApp: "Chat on WhatsApp",
  emailLabel: "E-mail: ",
  /** The registered office's address, in the page's language (src/config/contact.ts). */
  address: fullAddress(),
  /** The opening hours in full (site.hours; a translation keeps its figures). */
  hours: site.hours,
}
export type ContactDetailsStrings = typeof contactDetailsEn
