import * as React from "react"
import { useStrings } from "../common/Strings"
import { guideEn } from "../../config/strings/guide"
import type { TocEntry } from "../../lib/toc"
import { Icon } from "../common/Icon"

/** The entries of "On this page", each with its own sections (a combined screen's parts) nested under it. */
function TocItems({ entries, close }: { entries: ReadonlyArray<TocEntry>; close: () => void }) {
  return (
    <>
      {entries.map(entry => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} onClick={close}>
            {entry.text}
          </a>
          {entry.children && entry.children.length > 0 && (
            <ol className="toc__sublist">
              <TocItems entries={entry.children} close={close} />
            </ol>
          )}
        </li>
      ))}
    </>
  )
}

/**
 * "On this page": links to the guide's h2 sections (on a combined screen: each part, its sections under it). From 1024px it sits in
 * the sticky aside, always open; below that it is a disclosure under the hero
 * (closed until tapped; without JavaScript the list simply shows).
 */
export function GuideToc({ entries }: { entries: ReadonlyArray<TocEntry> }) {
  const words = useStrings("guide", guideEn)
  const [open, setOpen] = React.useState(false)
  if (entries.length === 0) return null
  return (
    <nav className={`toc${open ? " is-open" : ""}`} aria-labelledby="toc-heading">
      <h2 id="toc-heading" className="toc__heading">
        <button type="button" className="toc__toggle" aria-expanded={open} aria-controls="toc-list" onClick={() => setOpen(o => !o)}>
          <Icon name="toc" size={18} />
          {words.onThisPage}
          <Icon name="chevron-down" size={18} className="toc__chevron" />
        </button>
        <span className="toc__title">{words.onThisPage}</span>
      </h2>
      <ol id="toc-list" className="toc__list">
        <TocItems entries={entries} close={() => setOpen(false)} />
      </ol>
    </nav>
  )
}
