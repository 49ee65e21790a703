import * as React from "react"
import { useStrings } from "../common/Strings"
import { guidePartsEn } from "../../config/strings/guide-parts"

/** A guide's or combined screen's `inclusions` (gatsby/content-model.ts): what our fee covers and what is paid separately. */
export interface InclusionsData {
  covered?: ReadonlyArray<string | null> | null
  excluded?: ReadonlyArray<string | null> | null
}

const items = (list?: ReadonlyArray<string | null> | null) => (list ?? []).filter((item): item is string => Boolean(item))

function Lists({ inclusions }: { inclusions: InclusionsData }) {
  const covered = items(inclusions.covered)
  const excluded = items(inclusions.excluded)
  const words = useStrings("guideParts", guidePartsEn)
  return (
    <>
      {covered.length > 0 && (
        <>
          <p className="inclusions__label">{words.feeCovers}</p>
          <ul className="inclusions__list inclusions__list--covered">
            {covered.map(item => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {excluded.length > 0 && (
        <>
          <p className="inclusions__label">{words.paidSeparately}</p>
          <ul className="inclusions__list inclusions__list--excluded">
            {excluded.map(item => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

export function hasInclusions(inclusions?: InclusionsData | null): inclusions is InclusionsData {
  return Boolean(inclusions) && (items(inclusions!.covered).length > 0 || items(inclusions!.excluded).length > 0)
}

/**
 * What our fee includes. `disclosure`: under the fee line in the hero, closed
 * (one line, so the fee line and the actions stay in the first screen);
 * otherwise open, with its own heading (the aside, a combined screen).
 */
export function Inclusions({
  inclusions,
  disclosure = false,
  heading,
  headingLevel = 2,
  className,
}: {
  inclusions?: InclusionsData | null
  disclosure?: boolean
  heading?: string
  headingLevel?: 2 | 3
  className?: string
}) {
  const words = useStrings("guideParts", guidePartsEn)
  if (!hasInclusions(inclusions)) return null
  heading ??= words.feeIncludes
  const classes = `inclusions${disclosure ? " inclusions--disclosure" : ""}${className ? ` ${className}` : ""}`
  if (disclosure) {
    return (
      <details className={classes}>
        <summary>{heading}</summary>
        <Lists inclusions={inclusions} />
      </details>
    )
  }
  const Heading = `h${headingLevel}` as const
  return (
    <div className={classes}>
      <Heading className="inclusions__heading">{heading}</Heading>
      <Lists inclusions={inclusions} />
    </div>
  )
}
