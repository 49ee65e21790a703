import * as React from "react"
import { HeaderFrame } from "./HeaderFrame"
import { useShell } from "./site-shell"
import { StaticHtml } from "../common/StaticHtml"

/** The header on the pages: the contact bar, the logo and the drawer's actions as HTML made at build time, the navigation from the data layer. */
export function HeaderWithStaticParts() {
  const shell = useShell()
  return (
    <HeaderFrame
      contactBar={<StaticHtml part={shell.contactBar} />}
      logo={<StaticHtml part={shell.logo} />}
      drawerActions={<StaticHtml part={shell.drawerActions} />}
      nav={shell.nav}
    />
  )
}
