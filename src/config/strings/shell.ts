/**
 * The words of what every page has (header, drawer, footer, floating contact), in English. The
 * not-found screen's and the contact details' words have their own tables (not-found.ts,
 * contact-details.ts), so that pages without them do not download them.
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
  /** On a page not in Telugu yet: the switch leads to the Telugu home page and says so (gatsby/pages.ts languageLink). */
  switchHomeLabel: "home page",
  switchHomeTitle: "This page is not in Telugu yet: this link opens the Telugu home page",
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
}
export type ShellStrings = typeof shellEn
