import * as React from "react"
import { Link } from "gatsby"
import { useStrings } from "../common/Strings"
import { fill } from "../../config/strings/fill"

/**
 * Near the top of a guide: the law changes that changed it (content/updates, newest first), each
 * "Updated 1 July 2026: Passport fees revised" linking to its entry (src/lib/updates.ts, updateLine,
 * says the same; the guide's query formats the date, so this component carries no date code).
 */
export function GuideUpdates({ updates }: { updates: ReadonlyArray<{ title: string; path: string; date: string }> }) {
  const words = useStrings("guide")
  if (updates.length === 0) return null
  return (
    // One paragraph, a line per change: the fewest bytes in every affected guide's HTML (its budget is 14 KB gzipped).
    <p className="guide-updates">
      {updates.map((u, i) => (
        <React.Fragment key={u.path}>
          {i > 0 && <br />}
          <Link to={u.path}>{fill(words.updated, { date: u.date, title: u.title })}</Link>
        </React.Fragment>
      ))}
    </p>
  )
}
