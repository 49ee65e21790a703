import * as React from "react"
import { useStrings } from "../common/Strings"
import { Icon } from "../common/Icon"

/**
 * "On this page": links to the guide's h2 sections (on a combined screen: each part, its sections
 * under it). From 1024px it sits in the sticky aside, always open; below that it is a disclosure
 * under the hero (closed until tapped; without JavaScript the list simply shows). `list`: the
 * links as HTML made at build time (TocList, the inside of its <ol>), null when the page has no
 * sections; a tap on one of them closes the disclosure. Once the page scrolls, the entry of the
 * section being read is marked and, in the rail, kept in view (toc-follow.ts).
 */
export function GuideToc({ list }: { list: string | null }) {
  const words = useStrings("guide")
  const [open, setOpen] = React.useState(false)
  const listRef = React.useRef<HTMLOListElement>(null)
  // From the first scroll, the entry being read is marked and kept in view (toc-follow.ts, a chunk
  // of its own: the first visit does not load it).
  React.useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    const start = () => {
      removeEventListener("scroll", start)
      import("./toc-follow").then(m => {
        if (!gone && listRef.current) stop = m.followToc(listRef.current)
      })
    }
    addEventListener("scroll", start, { passive: true })
    return () => {
      gone = true
      removeEventListener("scroll", start)
      stop?.()
    }
  }, [])
  if (!list) return null
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
      <ol
        ref={listRef}
        id="toc-list"
        className="toc__list"
        onClick={event => (event.target as Element).closest("a") && setOpen(false)}
        dangerouslySetInnerHTML={{ __html: list }}
      />
    </nav>
  )
}
