import * as React from "react"
import { useStrings } from "../common/Strings"
import { shellEn } from "../../config/strings/shell"
import { fill } from "../../config/strings/fill"
import { Icon } from "../common/Icon"
import type { Review } from "../../config/reviews"
import { wrapIndex } from "../../lib/carousel"
import { Stars } from "../common/Stars"

/** Client reviews one at a time, with Previous/Next buttons that wrap around. */
export function ReviewCarousel({ reviews }: { reviews: Review[] }) {
  const [index, setIndex] = React.useState(0)
  const review = reviews[index]
  const words = useStrings("shell", shellEn)
  return (
    <section className="review-carousel" aria-roledescription="carousel" aria-label={words.reviewsLabel}>
      <h2>{words.reviewsHeading}</h2>
      <div aria-live="polite">
        <p>
          <strong>{review.name}</strong> <span aria-hidden="true">{`(${review.initials})`}</span>
          {` · ${review.time}`}
        </p>
        <Stars rating={review.rating} />
        <p>{review.comment}</p>
      </div>
      <div className="review-carousel__controls">
        <button type="button" aria-label={words.previousReview} onClick={() => setIndex(i => wrapIndex(i - 1, reviews.length))}>
          <Icon name="chevron-left" size={20} />
        </button>
        <span>
          {fill(words.reviewsOf, { index: index + 1, count: reviews.length })}
        </span>
        <button type="button" aria-label={words.nextReview} onClick={() => setIndex(i => wrapIndex(i + 1, reviews.length))}>
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
    </section>
  )
}
