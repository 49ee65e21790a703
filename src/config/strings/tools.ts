/** The words of the tools components, in English (see index.ts). */
export const toolsEn = {
  /** The language's name for this part of the site, as the tests and the CMS label it. */
  area: "tools",
}
export type ToolsStrings = typeof toolsEn
