/**
 * The words of the not-found screen (NotFound), in English: their own table, so that only the
 * pages of the template that can show it (`page`) download them. Slots: `{name}`, filled with
 * fillNodes() (src/components/common/Strings.tsx).
 */
export const notFoundEn = {
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
export type NotFoundStrings = typeof notFoundEn
