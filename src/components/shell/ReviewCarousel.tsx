import * as React from "react"
import { Icon } from "../common/Icon"
import type { Review } from "../../config/reviews"
import { fill } from "../../config/strings/fill"
import { wrapIndex } from "../../lib/carousel"
import { Stars } from "../common/Stars"
import { useStrings } from "../common/Strings"

/**
 * Client reviews one at a time, with Previous/Next buttons that wrap around. The reviews are
 * quotes, shown as written: on a page in another language they carry their own `lang`.
 */
export function ReviewCarousel({ reviews }: { reviews: Review[] }) {
  const [index, setIndex] = React.useState(0)
  const words = useStrings("shell")
  const review = reviews[index]
  const quoteLang = words.reviewsLang || undefined
  return (
    <section className="review-carousel" aria-roledescription={words.carousel} aria-label={words.reviewsLabel}>
      <h2>{words.reviewsHeading}</h2>
      <div aria-live="polite">
        {/* The writer's name and words in their language; the age in the page's (issue 33: "2 వారాల క్రితం"). */}
        <p className="review-carousel__who">
          <span lang={quoteLang}>
            <strong>{review.name}</strong> <span aria-hidden="true">{`(${review.initials})`}</span>
          </span>
          {` · ${review.time}`}
        </p>
        <Stars rating={review.rating} />
        <p lang={quoteLang}>{review.comment}</p>
      </div>
      <div className="review-carousel__controls">
        <button type="button" aria-label={words.previousReview} onClick={() => setIndex(i => wrapIndex(i - 1, reviews.length))}>
          <Icon name="chevron-left" size={20} />
        </button>
        <span>{fill(words.reviewCount, { n: index + 1, total: reviews.length })}</span>
        <button type="button" aria-label={words.nextReview} onClick={() => setIndex(i => wrapIndex(i + 1, reviews.length))}>
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
    </section>
  )
}
