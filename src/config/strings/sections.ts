/**
 * The words of the page sections (SectionStatic, SectionInteractive, TeamSection), in English (see
 * index.ts). The call to action and the trust strip, shared with the guides, are in guide.ts.
 */
import { statLabels } from "../site"

export const sectionsEn = {
  // The contact section
  officeDetails: "Registered office details",
  requestQuote: "Request a free quote",
  contactQuoteIntro: "Tell us what you need. The form opens WhatsApp with your request ready to send to us.",
}
export type SectionsStrings = typeof sectionsEn
