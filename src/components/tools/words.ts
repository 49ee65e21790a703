import type { ToolPageWords } from "../../config/strings/tools-words"
import { useStrings } from "../common/Strings"

/**
 * The words every tool shares, in the page's language: they come in the page's data (the
 * `toolPage` field's `words`, which ToolPage gives its Layout), so no tool's JavaScript carries a
 * words table (issue 31). The wizard's own words come the same way, on its page only.
 */
export function useToolWords(): ToolPageWords {
  const words = useStrings("tools").words
  if (!words) throw new Error("no tool words (toolPage)")
  return words
}
