import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { ShellOverride, type SiteShell } from "./site-shell"

/**
 * The Telugu shell (issue 24): its header, menus, footer and the components' words, made at build
 * time (gatsby/build-html.ts siteShell("te")). Only the Telugu templates (src/templates/te/)
 * import this file, so only Telugu pages load its data.
 */
export function TeluguShell({ children }: { children: React.ReactNode }) {
  const data = useStaticQuery<{ siteShell: SiteShell }>(graphql`
    query SiteShellTe {
      siteShell(lang: "te")
    }
  `)
  return <ShellOverride.Provider value={data.siteShell}>{children}</ShellOverride.Provider>
}
