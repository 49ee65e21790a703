import * as React from "react"
import { useStrings } from "../common/Strings"
import { guidePartsEn } from "../../config/strings/guide-parts"
import { Link } from "gatsby"
import { Icon } from "../common/Icon"

export interface Fees {
  ours?: string | null
  government?: string | null
  time?: string | null
  /** A tool that works out the government fee for the visitor's case, linked after it. */
  calculator?: string | null
}

/**
 * A time that is a sentence ("7 working days (3 working days for small B2B suppliers, 30 days
 * with a site visit)") takes a line of its own beside our fee: in half a card it ran to four to
 * six lines (review 9).
 */
export function isLongTime(time: string | null | undefined): boolean {
  return (time ?? "").length > 24
}

/**
 * A value with its ranges of figures ("10-15 days", "₹2,000-5,000") each kept on one line: a line
 * broke after the hyphen, "10-" above "15 days" (review 38).
 */
function keepRanges(value: string): React.ReactNode {
  const parts = value.split(/(\S*\d-\d\S*)/)
  return parts.length === 1 ? value : parts.map((part, i) => (i % 2 ? <span key={i} className="fee-line__range">{part}</span> : part))
}

/** Our fee ("from ₹…"), the government fee and the time to complete, from the guide's `fees`. */
export function FeeLine({ fees, className }: { fees: Fees; className?: string }) {
  const words = useStrings("guideParts", guidePartsEn)
  const items = [
    { key: "ours", icon: "rupee" as const, label: words.ourFee, value: fees.ours },
    { key: "government", icon: "landmark" as const, label: words.governmentFee, value: fees.government },
    { key: "time", icon: "timer" as const, label: words.time, value: fees.time },
  ].filter(item => item.value)
  if (items.length === 0) return null
  return (
    <dl className={`fee-line${className ? ` ${className}` : ""}`}>
      {items.map(item => (
        <div key={item.key} className={`fee-line__item fee-line__item--${item.key}${item.key === "time" && isLongTime(item.value) ? " fee-line__item--wide" : ""}`}>
          <dt>
            <Icon name={item.icon} size={16} />
            {item.label}
          </dt>
          <dd>
            {keepRanges(item.value!)}
            {item.key === "government" && fees.calculator && (
              <>
                {" "}
                <Link className="fee-line__calculator" to={fees.calculator}>
                  {words.calculateFee}
                </Link>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
