import * as React from "react"
import { Icon } from "../common/Icon"
import { fill } from "../../config/strings/fill"
import { wrapIndex } from "../../lib/carousel"
import { useStrings } from "../common/Strings"

/**
 * Client reviews one at a time, with Previous/Next buttons that wrap around. Each review comes as
 * HTML made at build time in the page's shell (FooterStaticParts ReviewQuote: who and when, the
 * stars, the quote, in its live region), so this component keeps only the index and the controls.
 */
export function ReviewCarousel({ reviews }: { reviews: ReadonlyArray<string> }) {
  const [index, setIndex] = React.useState(0)
  const words = useStrings("shell")
  return (
    <section className="review-carousel" aria-roledescription={words.carousel} aria-label={words.reviewsLabel}>
      <h2>{words.reviewsHeading}</h2>
      <div aria-live="polite" dangerouslySetInnerHTML={{ __html: reviews[index] }} />
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
