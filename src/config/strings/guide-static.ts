import { site } from "../site"

/**
 * The guide words only the parts made at build time show (gatsby/build-html.ts): kept out of
 * guide.ts and guide-parts.ts, which components that run in the browser import, so that no
 * page's JavaScript carries words it never shows.
 */
export const guideStaticEn = {
  quoteFor: "Hello, I would like a quote for {service}.",
  home: "Home",
  homePath: "/",
  feesAndTime: "Fees and time",
  /** The rail card's heading on a combined screen, which lists each part's fees. */
  fees: "Fees",
  asideLabel: "{service}: fees and a quote",
  quoteText: "Tell us about your business; we reply with the documents you need and a fixed quote.",
  or: " or ",
  sendQuoteForm: "send the quote form",
  atAGlance: "At a glance",
  keyFeatures: "Key features",
  stepByStep: "Step-by-step process",
  importantInformation: "Important Information",
  prosAndCons: "Pros and cons",
  documentsRequired: "Documents required",
  compliance: "Compliance requirements",
  reviewsOn: "{count} reviews on {source}",
  whatsappReplyBefore: "WhatsApp replies usually ",
  whatsappReplyWhen: site.whatsappReply,
  whatsappReplyAfter: " in working hours",
  yearsInBusiness: "years in business",
  registrationsFiled: "registrations filed",
  advantages: "Advantages",
  disadvantages: "Disadvantages",
  faqs: "Frequently asked questions",
  portals: "Official portals",
  /** A Markdown table's scrolling region (src/lib/guide-html.ts, wrapTables): with its first column headers, or alone. */
  tableOf: "Table: {headers}",
  table: "Table",
}
export type GuideStaticStrings = typeof guideStaticEn
