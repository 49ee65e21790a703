/**
 * The business's contact values: what the pages' JavaScript needs (the floating contact button,
 * the footer's rating, the quote form's WhatsApp message, the contact details), kept apart from
 * the rest of src/config/site.ts (texts, keywords, statistics, social links), which only the build
 * reads (issue 31: a page's JavaScript carries the few values it uses, not the whole site config).
 * site.ts takes these values from here: the owner replaces them here before launch
 * (docs/before-launch.md).
 */
export const contact = {
  businessName: "Example Business Services",
  phone: { display: "+91 98765 43210", e164: "+919876543210" },
  /** WhatsApp number in international format, digits only (for wa.me links). */
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
  rating: {
    value: 4.9,
    count: 63,
    source: "Google",
    // The owner's Google Business Profile review page; replace before launch.
    profileUrl: "https://www.google.com/maps/search/?api=1&query=Example+Business+Services+Ameerpet+Hyderabad",
  },
}

/** The phone number as shown in call links: no-break spaces keep it on one line. */
export const phoneDisplay = contact.phone.display.replace(/ /g, "\u00a0")

/** Where a guide's "Get a quote" links go: the contact page with the quote form. */
export const QUOTE_PATH = "/our_profile/contact-us"

export const fullAddress = (a = contact.address): string => `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, India`
