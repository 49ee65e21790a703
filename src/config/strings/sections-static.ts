import { statLabels } from "../site"

/**
 * The sections words only the parts made at build time show (gatsby/build-html.ts): kept out of
 * sections.ts, which the components that run in the browser import, so that no page's JavaScript
 * carries words it never shows.
 */
export const sectionsStaticEn = {
  /** The testimonials row's accessible name. */
  testimonials: "Testimonials",
  /** What each statistic counts: src/config/site.ts's statLabels (their wording keeps the figures consistent). */
  stats: statLabels,
  // The team (TeamSection; src/config/team.ts takes its roles and credentials from here)
  /** Before a service card's fee, for screen readers (Cards). */
  cardFee: "Our fee",
  /** After it on the card of a service quoted case by case (a card marked noFee). */
  cardQuoted: "quoted for your case",
  credentialsHeading: "Credentials: who signs what",
  team: {
    founder: {
      role: "Founder and lead consultant",
      focus: "Company, LLP and OPC incorporations, Startup India and Udyam. Your first call for a new business.",
    },
    tax: {
      role: "GST and income tax",
      focus: "GST registrations, monthly and quarterly returns, income tax returns and Telangana professional tax.",
    },
    licences: {
      role: "Licences and employer registrations",
      focus: "FSSAI, GHMC trade and labour licences, IEC, ESI and PF, from the first application to each renewal.",
    },
    trademarks: {
      role: "Trademarks and documents",
      focus: "Trademark searches, applications and renewals; partnership deeds, agreements and declarations.",
    },
  },
  credentials: {
    audit: "Tax audit reports are prepared and signed by a practising chartered accountant.",
    trademark: "Trademark objection hearings and oppositions are handled by a registered trademark agent or an advocate.",
    mca: "Company and LLP forms that the Ministry of Corporate Affairs requires to be certified are certified by a practising chartered accountant, company secretary or cost accountant.",
    portal: "Every application is filed on the official government portal in your name, and the government fee is paid to the government.",
  },
}
export type SectionsStaticStrings = typeof sectionsStaticEn
export type TeamKey = keyof SectionsStaticStrings["team"]
