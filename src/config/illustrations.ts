/**
 * The hero illustration of the home page and of each category overview, by
 * canonical path. The names are files in src/illustrations/ (drawn for this
 * site in the colours of src/styles/tokens.css); the build serves them from
 * /static/illustrations/ with a content hash (gatsby/design-assets.ts).
 */
export const heroIllustrations: Record<string, string> = {
  "/": "home",
  "/services": "services",
  "/Services": "services",
  "/registrations": "company",
  "/registrations/company": "company",
  "/registrations/government": "government",
  "/gst/services": "gst",
  "/food-license/fssai": "food",
  "/trademark/services": "trademark",
  "/tax-compliances/services": "tax",
  "/WEBORIUM": "web",
  "/WEBORIUM/weborium": "web",
  "/our_profile": "profile",
  "/our_profile/aboutuspage": "profile",
  "/tools": "tools",
}
