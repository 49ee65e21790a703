import * as React from "react"

/**
 * False while the page renders as its HTML was made (the server render and hydration's first
 * render), true from then on: what only the running page shows goes behind it, so hydration
 * meets the markup it expects.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])
  return hydrated
}
