import { site } from "../site"

/** The words of what every page has (header, drawer, footer, floating contact, 404), in English. */
export const shellEn = {
  skipToContent: "Skip to content",
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  siteSearch: "Site search",
  freeTools: "Free tools",
  bookNow: "Book Now",
  /** Where the shell's links go in this language (each has a page in it). */
  homePath: "/",
  toolsPath: "/tools",
  contactPath: "/our_profile/contact-us",
  aboutPath: "/our_profile/aboutuspage",
  searchPath: "/search",
  /** The language switch's accessible description: where it goes (issue 24). */
  switchTitle: "Read this page in Telugu",
  // The menu
  mainNav: "Main",
  submenuPages: " pages",
  overview: "Overview",
  overviewOf: " of {label}",
  // The contact bar, the logo and the drawer's actions
  open: "Open ",
  hoursShort: site.hoursShort,
  searchGuides: "Search the guides",
  blogAbout: "Blog: about us",
  videoChannel: "Video channel",
  city: "Hyderabad",
  homePage: ", home page",
  call: "Call {phone}",
  whatsappUs: "WhatsApp us",
  // The floating contact button
  floatingHello: "Hello, I would like to know more about your services.",
  whatsappChat: "WhatsApp chat",
  mapLocation: "Map location",
  contactOptions: "Contact options",
  closeContactOptions: "Close contact options",
  // The footer
  footerNav: "Footer",
  contactUs: "Contact us",
  mapLink: "Sitemap: find us on the map",
  positioning:
    "is a private consultancy. We are not a government office or a government agent: we prepare and file your applications on the official portals, and the government's fees are paid to the government.",
  toolsLink: "Free tools: which registrations you need, fees and due dates",
  copyright: "© {business}, {city}. Information on this site is general guidance, not legal advice.",
  reviewsHeading: "What our clients say",
  reviewsLabel: "Client reviews",
  previousReview: "Previous review",
  nextReview: "Next review",
  reviewCount: "{index} of {count}",
  rating: "{value} average from {count} reviews on {source}",
  newTab: " (opens in a new tab)",
  // Contact details (footer and contact page)
  openInMaps: "Open in maps",
  callLabel: "Call: ",
  whatsappLabel: "WhatsApp: ",
  chatOnWhatsapp: "Chat on WhatsApp",
  emailLabel: "E-mail: ",
  hours: site.hours,
  // The 404 screen
  notFoundHeading: "Oops! Page Not Found",
  notFoundLead: "Lost In Digital Space",
  notFoundText: "The page you are looking for may have moved, or the link may be mistyped.",
  goBack: "Go Back",
  returnHome: "Return Home",
  tipBefore: "Tip: ",
  tipSearch: "search our guides",
  tipMiddle: " for what you were looking for, or start from the ",
  tipServices: "services list",
  tipAfter: ".",
  stillStuck: "Still stuck? ",
  contactSupport: "Contact support",
  contactSupportPath: "/contact",
}
export type ShellStrings = typeof shellEn
