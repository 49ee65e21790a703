import * as React from "react"
import { ReviewCarousel } from "./ReviewCarousel"
import { StaticHtml, type StaticPart } from "../common/StaticHtml"
import { useStrings } from "../common/Strings"

/**
 * The footer's reviews: the carousel (Previous/Next), the rating and the review button. The
 * reviews and the rating line come as HTML made at build time in the page's shell.
 */
export function FooterReviews({ reviews, rating }: { reviews: ReadonlyArray<string>; rating: StaticPart }) {
  const words = useStrings("shell")
  return (
    <div>
      <ReviewCarousel reviews={reviews} />
      <StaticHtml part={rating} />
      <button type="button" className="btn btn--ghost-light" aria-describedby="write-review-note">
        {words.writeReview}
      </button>
      <p id="write-review-note" className="visually-hidden">
        {words.writeReviewNote}
      </p>
    </div>
  )
}
