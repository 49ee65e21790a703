import type { FormsStrings } from "./forms"

/** forms.ts in Telugu (content/glossary.te.yml). */
export const formsTe: FormsStrings = {
  area: "forms",
}
