import * as React from "react"
import { factTable, type FactTable } from "../../lib/facts"
import { buildThresholds, type Thresholds } from "../../lib/tools/thresholds"

/**
 * The facts a tool computes with, as its page query read them from the data
 * layer (the same Fact nodes the guides print). Provided by ToolPage.
 */
const ToolFactsContext = React.createContext<FactTable | null>(null)

export interface ToolFactNodes {
  readonly nodes: ReadonlyArray<{ readonly key: string; readonly value: string }>
}

export function ToolFactsProvider({ facts, children }: { facts: ToolFactNodes; children: React.ReactNode }) {
  const table = React.useMemo(() => factTable(facts.nodes), [facts])
  return <ToolFactsContext.Provider value={table}>{children}</ToolFactsContext.Provider>
}

/** group -> name -> value of every fact. */
export function useFactTable(): FactTable {
  const table = React.useContext(ToolFactsContext)
  if (!table) throw new Error("A tool was rendered outside ToolPage (no facts)")
  return table
}

/** The limits, rates and fees the tools use, parsed from the facts. */
export function useThresholds(): Thresholds {
  const table = useFactTable()
  return React.useMemo(() => buildThresholds(table), [table])
}
