import type { SectionsStrings } from "./sections"

/** sections.ts in Telugu (content/glossary.te.yml). */
export const sectionsTe: SectionsStrings = {
  area: "sections",
}
