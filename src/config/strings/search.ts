/** The words of the search components, in English (see index.ts). */
export const searchEn = {
  /** The language's name for this part of the site, as the tests and the CMS label it. */
  area: "search",
}
export type SearchStrings = typeof searchEn
