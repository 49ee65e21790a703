import type { SearchStrings } from "./search"

/** search.ts in Telugu (content/glossary.te.yml). */
export const searchTe: SearchStrings = {
  area: "search",
}
