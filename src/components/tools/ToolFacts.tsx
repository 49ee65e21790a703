import * as React from "react"
import { factTable, type FactTable } from "../../lib/facts"
import type { Thresholds } from "../../lib/tools/thresholds"

/**
 * The facts a tool computes with, as its page query read them from the data
 * layer (the same Fact nodes the guides print). Provided by ToolPage.
 */
const ToolFactsContext = React.createContext<FactTable | null>(null)
/** The limits, rates and fees the calculators use, worked out from the facts by the build (the `toolThresholds` field). */
const ThresholdsContext = React.createContext<Thresholds | null>(null)

export interface ToolFactNodes {
  readonly nodes: ReadonlyArray<{ readonly key: string; readonly value: string }>
}

export function ToolFactsProvider({ facts, thresholds = null, children }: { facts: ToolFactNodes; thresholds?: Thresholds | null; children: React.ReactNode }) {
  const table = React.useMemo(() => factTable(facts.nodes), [facts])
  return (
    <ToolFactsContext.Provider value={table}>
      <ThresholdsContext.Provider value={thresholds}>{children}</ThresholdsContext.Provider>
    </ToolFactsContext.Provider>
  )
}

/** group -> name -> value of every fact. */
export function useFactTable(): FactTable {
  const table = React.useContext(ToolFactsContext)
  if (!table) throw new Error("A tool was rendered outside ToolPage (no facts)")
  return table
}

/** The limits, rates and fees the tools use, as the page's data gives them (its query asks for `thresholds: toolThresholds`). */
export function useThresholds(): Thresholds {
  const thresholds = React.useContext(ThresholdsContext)
  if (!thresholds) throw new Error("A calculator's page query asks for thresholds: toolThresholds (none given)")
  return thresholds
}
