import { site } from "../site"

/**
 * The words of the guide components that the build renders on a guide (gatsby/build-html.ts) and
 * the combined screens and tool pages render in the browser: the breadcrumb, the hero's fees and
 * actions (PageHero, FeeLine, PartFees), what our fee includes (Inclusions), the Sources
 * (GuideSources, src/lib/sources.ts) and the call to action (CtaBand). In English. Kept out of
 * guide.ts (the guide's interactive parts) and guide-static.ts (the build's alone), so that each
 * page's JavaScript carries only the words of the components it runs.
 */
export const guidePartsEn = {
  breadcrumb: "Breadcrumb",
  getQuote: "Get a quote",
  whatsappUs: "WhatsApp us",
  ourFee: "Our fee",
  governmentFee: "Government fee",
  time: "Time",
  calculateFee: "Calculate your fee",
  feeIncludes: "What our fee includes",
  feeCovers: "Our fee covers",
  paidSeparately: "Paid separately",
  call: "Call {phone}",
  sources: "Sources",
  lastReviewed: "Last reviewed ",
  sourcesIntro:
    "The figures on this page come from the official sources below. Rules and fees change: check the source before you act, or ask us. We are a private consultancy, not a government office.",
  /** Month names for dates ("1 April 2026"). */
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  newTab: " (opens in a new tab)",
  estimates: "Typical times and similar figures are our own estimates, not limits set by law:",
  ctaHeading: "Talk to a registration expert",
  ctaText: `Call ${site.phone.display} or message us on WhatsApp. We reply within working hours, ${site.hours}.`,
  contactUs: "Contact Us",
  contactPath: "/our_profile/contact-us",
  /** When a source's figure applies ({date}, {from}, {until}: dates as "1 April 2025"; src/lib/sources.ts). */
  appliesFrom: "from {date}",
  appliesUntil: "until {date}",
  appliesRange: "{from} to {until}",
}
export type GuidePartsStrings = typeof guidePartsEn
