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
        <div key={item.key} className={`fee-line__item fee-line__item--${item.key}`}>
          <dt>
            <Icon name={item.icon} size={16} />
            {item.label}
          </dt>
          <dd>
            {item.value}
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
