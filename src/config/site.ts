/**
 * The one place for site-wide facts. Every page, the head tags, the footer,
 * the floating contact button and the quote form read these values.
 *
 * The contact values below are obvious example values: the owner replaces
 * them here before launch (see docs/before-launch.md).
 */
export interface SiteConfig {
  businessName: string
  shortName: string
  tagline: string
  siteUrl: string
  defaultTitle: string
  defaultDescription: string
  defaultKeywords: string[]
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
    topRating: string
  }
}

export const site: SiteConfig = {
  businessName: "Example Business Services",
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
  ogImage: "/og-image.png",
  phone: { display: "+91 98765 43210", e164: "+919876543210" },
  whatsapp: "919876543210",
  email: "info@example.com",
  address: {
    street: "Office 101, Example Towers, Ameerpet",
    locality: "Ameerpet",
    city: "Hyderabad",
    region: "Telangana",
    postalCode: "500016",
    country: "IN",
  },
  mapUrl: "https://www.google.com/maps/search/?api=1&query=Ameerpet%2C+Hyderabad%2C+Telangana+500016",
  hours: "Monday to Saturday, 9:30 am to 7:00 pm",
  hoursShort: "Mon–Sat 9:30 am–7 pm",
  rating: {
    value: 4.9,
    count: 63,
    source: "Google",
    // The owner's Google Business Profile review page; replace before launch.
    profileUrl: "https://www.google.com/maps/search/?api=1&query=Example+Business+Services+Ameerpet+Hyderabad",
  },
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
    topRating: "5.0",
  },
}

/** The phone number as shown in call links: no-break spaces keep it on one line. */
export const phoneDisplay = site.phone.display.replace(/ /g, "\u00a0")

/** Where a guide's "Get a quote" links go: the contact page with the quote form. */
export const QUOTE_PATH = "/our_profile/contact-us"

export const fullAddress = (a = site.address): string =>
  `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, India`

export type StatKey = keyof SiteConfig["stats"]

/**
 * What each statistic counts. The wording keeps the figures consistent with
 * each other and with the rating (issue 29): the firm is 7+ years old while its senior
 * senior team brings 15+ years (the team's, not each specialist's: issue 33); 734+ projects for 586+ clients are the last 12 months,
 * 164+ is how many kinds of filing the firm handles, and 5,000+ registrations are all
 * filed since it started (seven years of such projects, many covering several filings); the
 * 4.9 average from 63 Google reviews means most reviewers gave 5.0.
 */
export const statLabels: Record<StatKey, string> = {
  projects: "Projects completed in the last 12 months",
  clients: "Clients served in the last 12 months",
  services: "Services: the kinds of registration, licence and return we file",
  experience: "Years in business",
  registrations: "Registrations filed",
  satisfaction: "Client satisfaction",
  processing: "hour average to file, once your documents are complete",
  specialists: "Years of experience in our senior team",
  topRating: "star rating from most of our Google reviewers",
}

export function isStatKey(key: string): key is StatKey {
  return key in site.stats
}
