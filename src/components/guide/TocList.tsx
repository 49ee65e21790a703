import * as React from "react"
import type { TocEntry } from "../../lib/toc"

/** The entries of "On this page", each with its own sections (a combined screen's parts) nested under it. */
function TocItems({ entries }: { entries: ReadonlyArray<TocEntry> }) {
  return (
    <>
      {entries.map(entry => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {entry.children && entry.children.length > 0 && (
            <ol className="toc__sublist">
              <TocItems entries={entry.children} />
            </ol>
          )}
        </li>
      ))}
    </>
  )
}

/**
 * The list of "On this page": links only, so the pages get it as HTML made at build time
 * (gatsby/build-html.ts guidePage and combinedPage) and GuideToc keeps the disclosure's button.
 */
export function TocList({ entries }: { entries: ReadonlyArray<TocEntry> }) {
  return (
    <ol id="toc-list" className="toc__list">
      <TocItems entries={entries} />
    </ol>
  )
}
