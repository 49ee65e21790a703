import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import type { Review } from "../../config/reviews"
import type { UiStrings } from "../../config/strings"
import type { NavEntry } from "../../lib/nav"
import type { StaticPart } from "../common/StaticHtml"

/** The header's and footer's links-only parts as HTML made at build time, and the navigation (gatsby/static-html.ts siteShell). */
export interface SiteShell {
  contactBar: StaticPart
  logo: StaticPart
  drawerActions: StaticPart
  nav: NavEntry[]
  reviews: Review[]
  footer: { columns: StaticPart; contact: StaticPart; positioning: StaticPart; links: StaticPart; copyright: StaticPart }
  /** Another language's words for the components (issue 24); absent in English, whose words are in the code. */
  strings?: UiStrings
}

/** A static query: its result is one JSON file, fetched once and shared by every page. */
export function useSiteShell(): SiteShell {
  const data = useStaticQuery<{ siteShell: SiteShell }>(graphql`
    query SiteShell {
      siteShell
    }
  `)
  return data.siteShell
}

/** Another language's shell, set by that language's templates (src/templates/te/, TeluguShell). */
export const ShellOverride = React.createContext<SiteShell | null>(null)

/** The shell of the page's language: English unless a Telugu template provides the Telugu one. */
export function useShell(): SiteShell {
  const english = useSiteShell()
  return React.useContext(ShellOverride) ?? english
}
