import * as React from "react"
import type { Fees } from "./FeeLine"
import { useStrings } from "../common/Strings"
import { guidePartsEn } from "../../config/strings/guide-parts"

export interface FeePart {
  /** The part's heading, as on the page. */
  name: string
  /** The id of the part's section on the page. */
  anchor: string
  fees?: Fees | null
}

/**
 * A combined screen's fee line: for each guide it stacks, our fee and the government fee,
 * linked to the part of the page that explains it.
 */
export function PartFees({ parts }: { parts: ReadonlyArray<FeePart> }) {
  const words = useStrings("guideParts", guidePartsEn)
  const priced = parts.filter(part => part.fees?.ours || part.fees?.government)
  if (priced.length === 0) return null
  return (
    <ul className="part-fees">
      {priced.map(part => (
        <li key={part.anchor} className="part-fees__item">
          <a className="part-fees__name" href={`#${part.anchor}`}>
            {part.name}
          </a>
          {part.fees?.ours && (
            <span className="part-fees__fee">
              {`${words.ourFee} `}
              <strong className="part-fees__ours">{part.fees.ours}</strong>
            </span>
          )}
          {part.fees?.government && (
            <span className="part-fees__fee">
              {`${words.governmentFee} `}
              <strong>{part.fees.government}</strong>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
