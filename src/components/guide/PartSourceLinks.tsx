import * as React from "react"
import { useStrings } from "../common/Strings"
import { guidePartsEn } from "../../config/strings/guide-parts"
import { SourcesHead } from "./GuideSources"

/**
 * A combined screen's Sources as its HTML carries them: when the page was last reviewed, and a link
 * to each part's own Sources (`{path}#sources`), where every figure is listed with its official
 * source and the date it applies from. The screen shows that whole list in its place once the page
 * has hydrated (src/templates/combined.tsx); its HTML does not repeat it (issue 33: the three
 * GST guides' Sources were 2.9 KB of the Telugu GST screen's gzipped HTML, over its 22 KB budget).
 */
export function PartSourceLinks({
  parts,
  intro,
  reviewed,
  id = "sources",
}: {
  parts: ReadonlyArray<{ name: string; path: string }>
  /** What the links lead to, in the page's language. */
  intro: string
  reviewed?: string | null
  id?: string
}) {
  const words = useStrings("guideParts", guidePartsEn)
  return (
    <section className="guide-sources" aria-labelledby={id}>
      <SourcesHead id={id} reviewed={reviewed} />
      <p>{intro}</p>
      <ul className="guide-sources__parts">
        {parts.map(part => (
          <li key={part.path}>
            <a href={`${part.path}#sources`}>{`${part.name}: ${words.sources}`}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
