import { toolWordsEn, type ToolPageWords } from "../../config/strings/tools-words"
import { useStrings } from "../common/Strings"
import { toolsEn } from "../../config/strings/tools"

/**
 * The words every tool shares in the page's language: its table's (a Telugu page's), else the
 * English ones (src/config/strings/tools-words.ts). The wizard's own words: useWizardWords()
 * (WhichRegistrations.tsx), so the other tools do not load them.
 */
export function useToolWords(): ToolPageWords {
  return useStrings("tools", toolsEn).words ?? toolWordsEn
}
