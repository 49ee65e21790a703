import * as React from "react"
import { fill } from "../../config/strings/fill"
import { Icon } from "./Icon"
import { useStrings } from "./Strings"

/**
 * A 1-5 star rating, read out as "Rated n out of 5"; with `decorative` the
 * stars are hidden from assistive technology (the text beside them says it).
 */
export function Stars({ rating, decorative = false }: { rating: number; decorative?: boolean }) {
  const words = useStrings("shell")
  const a11y = decorative ? { "aria-hidden": true as const } : { role: "img", "aria-label": fill(words.starsLabel, { rating }) }
  return (
    <span className="stars" {...a11y}>
      {[1, 2, 3, 4, 5].map(n => (
        <Icon key={n} name={n <= rating ? "star-filled" : "star"} size={16} />
      ))}
    </span>
  )
}
