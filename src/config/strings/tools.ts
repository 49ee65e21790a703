import type { ToolWords } from "./tools-words"

/**
 * The tools' words in the page's words table (see index.ts). English pages carry none: the English
 * words load with the tools' own code (tools-words.ts, what every tool shares; which-words.ts, the
 * wizard's, with the wizard only), so the pages that have no tool do not download them. A
 * language's table carries all of them (`words`, typed by the English, so a missing string fails
 * the type check); the tools read them with useToolWords() (src/components/tools/words.ts) and
 * the wizard with useWizardWords() (WhichRegistrations.tsx), the English words where the table has none.
 */
export interface ToolsStrings {
  words?: ToolWords
  /**
   * The firm's WhatsApp chat link (wa.me, without a text), which a tool's answer is sent to: a tool
   * page's data carries it with the words (gatsby/build-html.ts toolPage), so the tools'
   * JavaScript carries no contact values.
   */
  chat?: string
}
export const toolsEn: ToolsStrings = {}
