import type { ToolsStrings } from "./tools"

/** tools.ts in Telugu (content/glossary.te.yml). */
export const toolsTe: ToolsStrings = {
  area: "tools",
}
