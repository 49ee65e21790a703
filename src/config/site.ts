/**
 * The one place for site-wide facts. Every page, the head tags, the footer,
 * the floating contact button and the quote form read these values.
 *
 * The contact values (name, phone, WhatsApp, e-mail, address, map, rating) are in
 * src/config/contact.ts, which the pages' JavaScript imports instead of this file; they are
 * obvious example values: the owner replaces them there before launch (see docs/before-launch.md).
 */
import { contact, fullAddress, phoneDisplay, QUOTE_PATH } from "./contact"

export interface SiteConfig {
  businessName: string
  shortName: string
  tagline: string
  siteUrl: string
  defaultTitle: string
  defaultDescription: string
  defaultKeywords: string[]
  /** The default keywords of a page in another language than English, in that language (Telugu review 5, minor 15). */
  defaultKeywordsIn: Readonly<Record<string, string[]>>
  /** Image used for social sharing, relative to the site root. */
  ogImage: string
  phone: { display: string; e164: string }
  /** WhatsApp number in international format, digits only (for wa.me links). */
  whatsapp: string
  email: string
  address: {
    street: string
    locality: string
    city: string
    region: string
    postalCode: string
    country: string
  }
  mapUrl: string
  hours: string
  /** The same hours, short enough for the contact bar on a phone. */
  hoursShort: string
  /**
   * The rating shown in the footer and the trust strips: the average and the
   * number of reviews on the owner's public review profile, which the site
   * names and links to.
   */
  rating: { value: number; count: number; source: string; profileUrl: string }
  /** How soon the firm usually answers a WhatsApp message in working hours (trust strip). */
  whatsappReply: string
  /** The firm's social profiles (footer icons): an icon whose url is empty is left out until it is set (src/lib/links.ts). */
  social: { name: string; icon: "facebook" | "instagram" | "x" | "youtube"; url: string }[]
  /** The video channel link in the header: left out while empty (the channel does not exist yet). */
  videoChannelUrl: string
  stats: {
    projects: string
    clients: string
    services: string
    experience: string
    registrations: string
    satisfaction: string
    processing: string
    specialists: string
    rating: string
  }
}

export const site: SiteConfig = {
  businessName: contact.businessName,
  shortName: "Example Business Services",
  tagline: "Registrations, licences, GST and tax filing for Hyderabad businesses",
  siteUrl: "https://www.example.com",
  defaultTitle: "Company Registration, GST, FSSAI & Trademark Services in Hyderabad",
  defaultDescription:
    "Company registration, GST, FSSAI food licence, trademark, IEC, ESI/PF, income tax, PAN, Aadhaar and passport services for businesses in Hyderabad, Telangana.",
  defaultKeywords: [
    "company registration Hyderabad",
    "GST registration Hyderabad",
    "FSSAI licence",
    "trademark registration",
    "business consultancy Telangana",
  ],
  defaultKeywordsIn: {
    te: ["హైదరాబాద్‌లో కంపెనీ రిజిస్ట్రేషన్", "GST రిజిస్ట్రేషన్ హైదరాబాద్", "FSSAI ఫుడ్ లైసెన్స్", "ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్", "తెలంగాణలో బిజినెస్ కన్సల్టెన్సీ"],
  },
  ogImage: "/og-image.png",
  phone: contact.phone,
  whatsapp: contact.whatsapp,
  email: contact.email,
  address: contact.address,
  mapUrl: contact.mapUrl,
  hours: "Monday to Saturday, 9:30 am to 7:00 pm",
  hoursShort: "Mon–Sat 9:30 am–7 pm",
  rating: contact.rating,
  whatsappReply: "within 1 hour",
  social: [
    { name: "Facebook", icon: "facebook", url: "" },
    { name: "Instagram", icon: "instagram", url: "" },
    { name: "X", icon: "x", url: "" },
    { name: "YouTube", icon: "youtube", url: "" },
  ],
  videoChannelUrl: "",
  stats: {
    projects: "734+",
    clients: "586+",
    services: "164+",
    experience: "7+",
    registrations: "5,000+",
    satisfaction: "98%",
    processing: "24-48",
    specialists: "15+",
    /** The Google rating's average, the same figure as the footer's (contact.ts). */
    rating: String(contact.rating.value),
  },
}

export { fullAddress, phoneDisplay, QUOTE_PATH }

export type StatKey = keyof SiteConfig["stats"]

/**
 * What each statistic counts. The wording keeps the figures consistent with
 * each other and with the rating (issue 29): the firm is 7+ years old while its senior
 * senior team brings 15+ years (the team's, not each specialist's: issue 33); 734+ projects for 586+ clients are the last 12 months,
 * 164+ is how many different forms and filings the firm handles (each GST return, company law
 * form and licence once: review 7 read "164+ kinds" against the 25 or so services listed), and 5,000+ registrations are all
 * filed since it started (seven years of such projects, many covering several filings); the
 * 4.9 average from 63 Google reviews means most reviewers gave 5.0, which pages say in words:
 * the figure shown is the average (review 49: a large "5.0" beside "4.9" read as inflated).
 */
export const statLabels: Record<StatKey, string> = {
  projects: "Projects completed in the last 12 months",
  clients: "Clients served in the last 12 months",
  services: "Services: the different forms and filings we handle (each GST return, company law form and licence once)",
  experience: "Years in business",
  registrations: "Registrations filed",
  satisfaction: "Client satisfaction",
  processing: "hour average to file, once your documents are complete",
  specialists: "Years of experience in our senior team",
  rating: `out of 5 on Google, the average of ${contact.rating.count} reviews`,
}

export function isStatKey(key: string): key is StatKey {
  return key in site.stats
}
