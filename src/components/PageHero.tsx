import * as React from "react"
import type { Crumb } from "../config/categories"
import { Breadcrumb } from "./Breadcrumb"

/** The band at the top of a guide, combined screen or tool: breadcrumb, the page's one h1 and its lead. */
export function PageHero({ crumbs, heading, lead }: { crumbs: Crumb[]; heading: string; lead?: string | null }) {
  return (
    <div className="hero">
      <div className="container container--narrow">
        <Breadcrumb crumbs={crumbs} />
        <h1>{heading}</h1>
        {lead && <p>{lead}</p>}
      </div>
    </div>
  )
}
