import * as React from "react"
import { Star } from "lucide-react"

/** A 1-5 star rating, read out as "Rated n out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map(n => (
        <Star key={n} size={16} aria-hidden="true" fill={n <= rating ? "currentColor" : "none"} />
      ))}
    </span>
  )
}
