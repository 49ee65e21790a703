import * as React from "react"
import { useStrings } from "../common/Strings"
import { guidePartsEn } from "../../config/strings/guide-parts"
import { formatDate } from "../../lib/facts"
import { sourceList, type SourceFact } from "../../lib/sources"

/**
 * Where the guide's figures come from: each official source (opens in a new
 * tab) with the figures it sets and from when, the firm's typical estimates,
 * and when the page was last reviewed.
 */
export function GuideSources({ facts, reviewed, id = "sources" }: { facts: ReadonlyArray<SourceFact>; reviewed?: string | null; id?: string }) {
  const words = useStrings("guideParts", guidePartsEn)
  const { sources, estimates } = sourceList(facts, words)
  if (sources.length === 0 && estimates.length === 0 && !reviewed) return null
  return (
    <section className="guide-sources" aria-labelledby={id}>
      <SourcesHead id={id} reviewed={reviewed} />
      <p>{words.sourcesIntro}</p>
      {sources.length > 0 && (
        <ul className="guide-sources__list">
          {sources.map(source => (
            <li key={`${source.url} ${source.title}`}>
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.title}
                <span className="visually-hidden">{words.newTab}</span>
              </a>
              <ul>
                {source.figures.map(f => (
                  <li key={f.key}>
                    {`${f.label}: `}
                    <strong>{f.value}</strong>
                    {f.when ? ` (${f.when})` : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {estimates.length > 0 && (
        <>
          <p>{words.estimates}</p>
          <ul className="guide-sources__list">
            {estimates.map(e => (
              <li key={e.key}>
                {`${e.label}: `}
                <strong>{e.value}</strong>
                {`. ${e.basis}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** The heading of a Sources section and when the page was last reviewed (a guide's, a combined screen's: PartSourceLinks). */
export function SourcesHead({ id, reviewed }: { id: string; reviewed?: string | null }) {
  const words = useStrings("guideParts", guidePartsEn)
  return (
    <>
      <h2 id={id}>{words.sources}</h2>
      {reviewed && (
        <p className="guide-sources__reviewed">
          {words.lastReviewed}
          <time dateTime={reviewed}>{formatDate(reviewed, words.months)}</time>
        </p>
      )}
    </>
  )
}
