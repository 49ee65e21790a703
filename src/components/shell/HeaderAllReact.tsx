import * as React from "react"
import { nav } from "../../config/navigation"
import { ContactBar } from "./ContactBar"
import { DrawerActions } from "./DrawerActions"
import { HeaderFrame } from "./HeaderFrame"
import { Logo } from "./Logo"

export { DRAWER_ID, SCROLL_SHADOW_THRESHOLD } from "./HeaderFrame"

/** The header, all in React (the pages use HeaderWithStaticParts: the same markup, its links-only parts made at build time). */
export function HeaderAllReact() {
  return <HeaderFrame contactBar={<ContactBar />} logo={<Logo />} drawerActions={<DrawerActions />} nav={nav} />
}
