import { site } from "../site"

/**
 * The shell words only the parts made at build time show (gatsby/build-html.ts): kept out of
 * shell.ts, which the components that run in the browser import, so that no page's JavaScript
 * carries words it never shows.
 */
export const shellStaticEn = {
  // The contact bar (ContactBar)
  /** Read before the hours (visually hidden). */
  hoursOpen: "Open ",
  /** The opening hours as the contact bar shows them (site.hoursShort; a translation keeps its figures). */
  hoursShort: site.hoursShort,
  /** The contact bar's search icon and the footer's link to the search page. */
  searchGuides: "Search the guides",
  blogLink: "Blog: about us",
  videoChannel: "Video channel",
  // The logo (Logo)
  logoPlace: "Hyderabad",
  /** After the word mark, visually hidden: where the logo goes. */
  logoHome: ", home page",
  whatsAppUs: "WhatsApp us",
  // The footer
  footerNav: "Footer",
  contactUs: "Contact us",
  mapLink: "Sitemap: find us on the map",
  /** What the firm is and is not (issue 11), after the business name in bold. */
  positioning:
    "is a private consultancy. We are not a government office or a government agent: we prepare and file your applications on the official portals, and the government's fees are paid to the government.",
  toolsLink: "Free tools: which registrations you need, fees and due dates",
  copyright: "© {name}, {city}. Information on this site is general guidance, not legal advice.",
}
export type ShellStaticStrings = typeof shellStaticEn
