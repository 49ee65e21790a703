import * as React from "react"
import type { Review } from "../../config/reviews"
import { site } from "../../config/site"
import { ReviewCarousel } from "./ReviewCarousel"
import { Stars } from "../common/Stars"

/** The footer's reviews: the carousel (Previous/Next), the rating and the review button. */
export function FooterReviews({ reviews }: { reviews: Review[] }) {
  return (
    <div>
      <ReviewCarousel reviews={reviews} />
      <p className="rating-line">
        <Stars rating={5} />{" "}
        <a className="footer-link" href={site.rating.profileUrl} target="_blank" rel="noopener noreferrer">
          {`${site.rating.value} / 5 from ${site.rating.count} reviews on ${site.rating.source}`}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <button type="button" className="btn btn--ghost-light" aria-describedby="write-review-note">
        Write a Review
      </button>
      <p id="write-review-note" className="visually-hidden">
        Reviews are collected on our business listing.
      </p>
    </div>
  )
}
