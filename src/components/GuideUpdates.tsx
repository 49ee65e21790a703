import * as React from "react"
import { Link } from "gatsby"
import { updateLine, type UpdateEntry } from "../lib/updates"

/** Near the top of a guide: the law changes that changed it, newest first, each linking to its entry on /updates. */
export function GuideUpdates({ updates }: { updates: ReadonlyArray<UpdateEntry> }) {
  if (updates.length === 0) return null
  return (
    <ul className="guide-updates">
      {updates.map(u => (
        <li key={u.path}>
          <Link to={u.path}>{updateLine(u)}</Link>
        </li>
      ))}
    </ul>
  )
}
