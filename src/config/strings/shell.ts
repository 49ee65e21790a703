/** The words of what every page has (header, drawer, footer, floating contact, 404), in English. */
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
  /** The language switch's accessible description: where it goes (issue 24). */
  switchTitle: "Read this page in Telugu",
}
export type ShellStrings = typeof shellEn
