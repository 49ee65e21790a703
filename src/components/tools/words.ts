import { toolWordsEn, type ToolWords } from "../../config/strings/tools-words"
import { useStrings } from "../common/Strings"
import { toolsEn } from "../../config/strings/tools"

/** The tools' words in the page's language: its table's (a Telugu page's), else the English ones (src/config/strings/tools.ts). */
export function useToolWords(): ToolWords {
  return useStrings("tools", toolsEn).words ?? toolWordsEn
}
