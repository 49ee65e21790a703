/**
 * The business's contact values (the floating contact button, the footer's rating, the quote
 * form's WhatsApp message, the contact details), kept apart from the rest of src/config/site.ts
 * (texts, keywords, statistics, social links), which only the build reads (issue 31: a page's
 * JavaScript carries the few values it uses, not the whole site config). site.ts takes these
 * values from here: the owner replaces them here and in contact-basics.ts before launch
 * (docs/before-launch.md).
 */
// The values the pages' JavaScript uses (the business's name, phone, WhatsApp number, e-mail, the
// contact page's path) are in contact-basics.ts, a file of their own, so that a page's JavaScript
// carries those few and not the rest (issue 31).
import { businessName, email, phone, whatsapp } from "./contact-basics"

export { businessName, email, phone, phoneDisplay, QUOTE_PATH, whatsapp } from "./contact-basics"

export const contact = {
  businessName,
  phone,
  whatsapp,
  email,
  address: {
    street: "Office 101, Example Towers, Ameerpet",
    locality: "Ameerpet",
    city: "Hyderabad",
    region: "Telangana",
    postalCode: "500016",
    country: "IN",
    /** The same address in Telugu letters, for the Telugu pages (Telugu review 5, minor 13); replace it with the English one. */
    te: {
      street: "ఆఫీస్ 101, ఎగ్జాంపుల్ టవర్స్, అమీర్‌పేట",
      city: "హైదరాబాద్",
      region: "తెలంగాణ",
    },
  },
  mapUrl: "https://www.google.com/maps/search/?api=1&query=Ameerpet%2C+Hyderabad%2C+Telangana+500016",
  rating: {
    value: 4.9,
    count: 63,
    source: "Google",
    // The owner's Google Business Profile review page; replace before launch.
    profileUrl: "https://www.google.com/maps/search/?api=1&query=Example+Business+Services+Ameerpet+Hyderabad",
  },
}

export const fullAddress = (a = contact.address): string => `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, India`

/** The address in Telugu letters, as a Telugu letterhead writes it (no country). */
export const fullAddressTe = (a = contact.address): string => `${a.te.street}, ${a.te.city}, ${a.te.region} ${a.postalCode}`
