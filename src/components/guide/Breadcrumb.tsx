import * as React from "react"
import { useStrings } from "../common/Strings"
import { guidePartsEn } from "../../config/strings/guide-parts"
import { Link } from "gatsby"
import type { Crumb } from "../../config/categories"

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const words = useStrings("guideParts", guidePartsEn)
  return (
    <nav className="breadcrumb" aria-label={words.breadcrumb}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.path}>
            {i === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.path}>{crumb.label}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
