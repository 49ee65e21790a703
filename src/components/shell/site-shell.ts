import { graphql, useStaticQuery } from "gatsby"
import type { Review } from "../../config/reviews"
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
