import * as React from "react"
import type { Review } from "../../config/reviews"
import { contact as site } from "../../config/contact"
import { fill } from "../../config/strings/fill"
import { ReviewCarousel } from "./ReviewCarousel"
import { Stars } from "../common/Stars"
import { useStrings } from "../common/Strings"

/** The footer's reviews: the carousel (Previous/Next), the rating and the review button. */
export function FooterReviews({ reviews }: { reviews: Review[] }) {
  const words = useStrings("shell")
  return (
    <div>
      <ReviewCarousel reviews={reviews} />
      <p className="rating-line">
        <Stars rating={5} />{" "}
        <a className="footer-link" href={site.rating.profileUrl} target="_blank" rel="noopener noreferrer">
          {fill(words.ratingLine, { value: site.rating.value, count: site.rating.count, source: site.rating.source })}
          <span className="visually-hidden">{words.opensNewTab}</span>
        </a>
      </p>
      <button type="button" className="btn btn--ghost-light" aria-describedby="write-review-note">
        {words.writeReview}
      </button>
      <p id="write-review-note" className="visually-hidden">
        {words.writeReviewNote}
      </p>
    </div>
  )
}
