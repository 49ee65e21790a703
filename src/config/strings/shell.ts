import { site } from "../site"

/**
 * The words of what every page has (header, drawer, footer, floating contact, 404), in English.
 * Slots: `{name}`, filled with fill() (plain text) or fillNodes() (src/components/common/Strings.tsx,
 * when a slot is a link or an element).
 */
export const shellEn = {
  skipToContent: "Skip to content",
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  siteSearch: "Site search",
  freeTools: "Free tools",
  bookNow: "Book Now",
  /** Where the header's links go in this language (each has a page in it). */
  homePath: "/",
  toolsPath: "/tools",
  contactPath: "/our_profile/contact-us",
  /** The search page (the 404 screen's "search our guides" link adds the query to it). */
  searchPath: "/search",
  /** The language switch's accessible description: where it goes (issue 24). */
  switchTitle: "Read this page in Telugu",
  // The drawer's actions and the floating contact button
  /** A call link: {phone} is the number. */
  callPhone: "Call {phone}",
  whatsAppChat: "WhatsApp chat",
  /** The message the floating button's WhatsApp link starts the chat with. */
  whatsAppGreeting: "Hello, I would like to know more about your services.",
  mapLocation: "Map location",
  contactOptions: "Contact options",
  closeContactOptions: "Close contact options",
  // The main navigation (SiteNav)
  mainNav: "Main",
  /** After a submenu toggle's label, visually hidden ("GST pages"). */
  submenuPages: " pages",
  overview: "Overview",
  /** After "Overview", visually hidden: {label} is the menu's label. */
  overviewOf: " of {label}",
  // The footer's reviews (FooterReviews, ReviewCarousel, Stars)
  ratingLine: "{value} / 5 from {count} reviews on {source}",
  opensNewTab: " (opens in a new tab)",
  writeReview: "Write a Review",
  writeReviewNote: "Reviews are collected on our business listing.",
  reviewsLabel: "Client reviews",
  /** How a screen reader names the kind of widget (aria-roledescription). */
  carousel: "carousel",
  reviewsHeading: "What our clients say",
  previousReview: "Previous review",
  nextReview: "Next review",
  reviewCount: "{n} of {total} reviews",
  /** The reviews' language (quotes, kept as written) where the page is in another: their `lang`; empty on English pages. */
  reviewsLang: "",
  starsLabel: "Rated {rating} out of 5",
  // The contact details (ContactDetails: the footer, the contact page)
  registeredOffice: "Registered office",
  openInMaps: "Open in maps",
  callLabel: "Call: ",
  whatsAppLabel: "WhatsApp: ",
  chatOnWhatsApp: "Chat on WhatsApp",
  emailLabel: "E-mail: ",
  /** The opening hours in full (site.hours; a translation keeps its figures). */
  hours: site.hours,
  // The not-found screen (NotFound)
  notFoundHeading: "Oops! Page Not Found",
  notFoundTagline: "Lost In Digital Space",
  notFoundText: "The page you are looking for may have moved, or the link may be mistyped.",
  goBack: "Go Back",
  returnHome: "Return Home",
  /** {search} and {services} are links (searchOurGuides, servicesList). */
  notFoundTip: "Tip: {search} for what you were looking for, or start from the {services}.",
  searchOurGuides: "search our guides",
  servicesList: "services list",
  servicesPath: "/services",
  stillStuck: "Still stuck? ",
  contactSupport: "Contact support",
  supportPath: "/contact",
}
export type ShellStrings = typeof shellEn
