import * as React from "react"
import type { Thresholds } from "../../lib/tools/thresholds"

/**
 * The limits, rates and fees the calculators use, worked out from the facts by the build (the
 * `toolThresholds` field of the page's data). Provided by ToolPage.
 */
export const ThresholdsContext = React.createContext<Thresholds | null>(null)

/** The limits, rates and fees the tools use, as the page's data gives them (its query asks for `thresholds: toolThresholds`). */
export function useThresholds(): Thresholds {
  const thresholds = React.useContext(ThresholdsContext)
  // a calculator's page query asks for `thresholds: toolThresholds`
  if (!thresholds) throw new Error("no thresholds")
  return thresholds
}
