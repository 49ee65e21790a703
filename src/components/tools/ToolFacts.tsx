import * as React from "react"
import { factTable, type FactTable } from "../../lib/facts"
import type { Thresholds } from "../../lib/tools/thresholds"
import { ThresholdsContext } from "./thresholds-context"

export { useThresholds } from "./thresholds-context"

/**
 * The facts a tool computes with, as its page query read them from the data layer (the same Fact
 * nodes the guides print): the tools that read facts themselves (the compliance calendar, the
 * incorporation cost) are wrapped in it by their templates. The calculators that need only the
 * limits and rates the build works out (`thresholds`) read those from ToolPage, not the facts.
 */
const ToolFactsContext = React.createContext<FactTable | null>(null)

export interface ToolFactNodes {
  readonly nodes: ReadonlyArray<{ readonly key: string; readonly value: string }>
}

export function ToolFactsProvider({ facts, thresholds, children }: { facts: ToolFactNodes; thresholds?: Thresholds | null; children: React.ReactNode }) {
  const table = React.useMemo(() => factTable(facts.nodes), [facts])
  const provided = <ToolFactsContext.Provider value={table}>{children}</ToolFactsContext.Provider>
  return thresholds ? <ThresholdsContext.Provider value={thresholds}>{provided}</ThresholdsContext.Provider> : provided
}

/** group -> name -> value of every fact. */
export function useFactTable(): FactTable {
  const table = React.useContext(ToolFactsContext)
  if (!table) throw new Error("A tool that reads facts was rendered outside ToolFactsProvider (no facts)")
  return table
}
