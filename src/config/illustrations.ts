/**
 * The hero illustration of the home page and of each category overview, by
 * canonical path. The names are files in src/illustrations/ (drawn for this
 * site in the colours of src/styles/tokens.css); the build serves them from
 * /static/illustrations/ with a content hash (gatsby/design-assets.ts).
 */
export const heroIllustrations: Record<string, string> = {
  "/": "home",
  // every service: the team at work; /Services (personal documents): the passport and cards
  "/services": "profile",
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
  "/our_profile/contact-us": "profile",
  // the spec's call-to-action page, with the same quote form (review 24: its hero's right half was empty)
  "/contact-us": "profile",
  "/tools": "tools",
  // pages outside a section of their own (review 38: their heroes' right halves were empty at 1280px)
  "/business-registration": "company",
  "/expert-services": "profile",
  "/features": "profile",
  "/services/business-documentation": "company",
  "/gov/iec-code-registration": "government",
  "/gov/esi-registration": "government",
}

/**
 * Whether a hero's illustration is fitted to the height of the hero's text instead of setting it:
 * every hero's but home's, whose text (two actions, the trust figures) is taller than its picture
 * (review 10: the contact hero's right half was empty at 1280px; an illustration at its own size
 * made the hero taller and pushed the quote form out of a laptop's first screen; review 14: the
 * tools index's hero, 440px at 1280px, left no tool in the first screen; review 21: the same on
 * /services, /registrations/company and About, the first cards' fees cut at the window's foot).
 */
export const heroArtFitsText = (path: string): boolean => path !== "/"

/**
 * The illustration of the section a page belongs to: its own, else that of the longest section
 * path it lies under (a guide at /gst/services/gst-registration shows the GST overview's; the
 * fresh-eyes review of issue 29: guide heroes left their right 40% empty from 1024px). The Telugu
 * page (/te/...) shows the English page's.
 */
export function sectionIllustration(path: string): string | undefined {
  const english = path.replace(/^\/te(?=\/|$)/, "") || "/"
  const under = Object.keys(heroIllustrations)
    .filter(section => section !== "/" && (english === section || english.startsWith(`${section}/`)))
    .sort((a, b) => b.length - a.length)[0]
  return under ? heroIllustrations[under] : heroIllustrations[english]
}
