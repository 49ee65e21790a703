/** The words of the sections components, in English (see index.ts). */
export const sectionsEn = {
  /** The language's name for this part of the site, as the tests and the CMS label it. */
  area: "sections",
}
export type SectionsStrings = typeof sectionsEn
