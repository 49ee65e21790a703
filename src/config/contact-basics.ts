/**
 * The contact values the pages' JavaScript uses: the business's name (the quote form's WhatsApp
 * greeting), its phone, WhatsApp number and e-mail (the call, chat and e-mail links) and the contact
 * page's path. In a file of their own, so that a page's JavaScript carries these and not the rest of
 * the contact details (src/config/contact.ts: address, map, rating), which only the build and the
 * tools read (issue 31). Obvious example values: the owner replaces them here before launch
 * (docs/before-launch.md, `npm run launch-check`).
 */
export const businessName = "Example Business Services"
export const phone = { display: "+91 98765 43210", e164: "+919876543210" }
/** WhatsApp number in international format, digits only (for wa.me links). */
export const whatsapp = "919876543210"
export const email = "info@example.com"

/** The phone number as shown in call links: no-break spaces keep it on one line. */
export const phoneDisplay = phone.display.replace(/ /g, "\u00a0")

/** Where a guide's "Get a quote" links go: the contact page with the quote form. */
export const QUOTE_PATH = "/our_profile/contact-us"
