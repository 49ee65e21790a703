import { site } from "../site"

/** The words of the guide pages (hero, fee line, aside, blocks, Sources, call to action), in English. */
export const guideEn = {
  /** The WhatsApp message a guide's buttons open with ({service}: the guide's heading). */
  helloService: "Hello, I need help with {service}.",
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
  onThisPage: "On this page",
  advantages: "Advantages",
  disadvantages: "Disadvantages",
  faqs: "Frequently asked questions",
  portals: "Official portals",
  enquireAbout: "Enquire about {service}",
  ctaHeading: "Talk to a registration expert",
  ctaText: `Call ${site.phone.display} or message us on WhatsApp. We reply within working hours, ${site.hours}.`,
  contactUs: "Contact Us",
  contactPath: "/our_profile/contact-us",
  /** When a source's figure applies ({date}, {from}, {until}: dates as "1 April 2025"; src/lib/sources.ts). */
  appliesFrom: "from {date}",
  appliesUntil: "until {date}",
  appliesRange: "{from} to {until}",
  /** A Markdown table's scrolling region (src/lib/guide-html.ts, wrapTables): with its first column headers, or alone. */
  tableOf: "Table: {headers}",
  table: "Table",
  /** The enquiry block's form (its heading is enquireAbout). */
  enquiryIntro: "Share your number, e-mail and what you need; the form opens WhatsApp with your request ready to send.",
  /** A law change near the top of a guide (GuideUpdates; {date} as the query formats it). */
  updated: "Updated {date}: {title}",
  /** The document checklist (DocumentChecklist, src/lib/tools/checklist.ts); the message's first line is helloService. */
  checklist: {
    intro: "Tick the documents you already have. The WhatsApp message tells us what is still missing.",
    statusOne: "You have {have} of {total} document.",
    statusMany: "You have {have} of {total} documents.",
    send: "Send on WhatsApp",
    haveAll: "I have all {total} documents on your checklist:",
    stillNeed: "Documents I still need ({missing} of {total}):",
    haveNone: "Documents I have: none yet.",
    haveSome: "Documents I have ({have} of {total}):",
    nextSteps: "Please tell me the next steps.",
  },
}
export type GuideStrings = typeof guideEn
