/** The words of the forms components, in English (see index.ts). */
export const formsEn = {
  /** The language's name for this part of the site, as the tests and the CMS label it. */
  area: "forms",
}
export type FormsStrings = typeof formsEn
