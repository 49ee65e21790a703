import * as React from "react"
import { Link } from "gatsby"
import { footerColumns } from "../../config/navigation"
import { site } from "../../config/site"
import { ContactDetails } from "../forms/ContactDetails"
import { Icon } from "../common/Icon"
import { fill } from "../../config/strings/fill"
import { shellEn } from "../../config/strings/shell"
import { shellStaticEn } from "../../config/strings/shell-static"
import { useStrings } from "../common/Strings"
import { useLocalizer } from "../common/Localizer"
import { isRealUrl } from "../../lib/links"
import { quoteHrefTo } from "../../lib/quote-href"
import { Stars } from "../common/Stars"
import type { Review } from "../../config/reviews"

/** What the firm is and is not: on every page (issue 11, honest positioning). */
export const POSITIONING = shellStaticEn.positioning

/*
 * The parts of the footer with nothing to click but links. The pages get them as HTML made
 * at build time (FooterWithStaticParts, gatsby/static-html.ts siteShell).
 */

export function FooterColumns() {
  const local = useLocalizer()
  const words = { ...useStrings("shell", shellEn), ...useStrings("shellStatic", shellStaticEn) }
  return (
    <nav className="footer-columns" aria-label={words.footerNav}>
      {footerColumns.map(column => (
        <div key={column.heading}>
          <h2>{local.label(column.heading)}</h2>
          <ul>
            {column.links.map(link => (
              <li key={link.label}>
                <Link to={link.quote ? quoteHrefTo(local.label(link.label), local.path(link.path)) : local.path(link.path)}>{local.label(link.label)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

export function FooterContact() {
  const words = { ...useStrings("shell", shellEn), ...useStrings("shellStatic", shellStaticEn) }
  const social = site.social.filter(s => isRealUrl(s.url))
  return (
    <div>
      <ContactDetails heading={words.contactUs} />
      {/* only the profiles that exist: an icon that goes nowhere is left out (src/lib/links.ts) */}
      {social.length > 0 && (
        <ul className="footer-social">
          {social.map(s => (
            <li key={s.name}>
              <a href={s.url} aria-label={s.name}>
                <Icon name={s.icon} size={20} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="footer-link" href={site.mapUrl} target="_blank" rel="noopener noreferrer">
          {words.mapLink}
        </a>
      </p>
    </div>
  )
}

export function FooterPositioning() {
  const words = { ...useStrings("shell", shellEn), ...useStrings("shellStatic", shellStaticEn) }
  return (
    <p className="footer-positioning">
      <strong>{site.businessName}</strong>
      {` ${words.positioning}`}
    </p>
  )
}

export function FooterLinks() {
  const words = { ...useStrings("shell", shellEn), ...useStrings("shellStatic", shellStaticEn) }
  const local = useLocalizer()
  return (
    <ul className="footer-bottom-links">
      <li>
        <Link to={local.path("/tools")}>{words.toolsLink}</Link>
      </li>
      <li>
        <Link to={local.path("/search")}>{words.searchGuides}</Link>
      </li>
    </ul>
  )
}

export function FooterCopyright() {
  const words = { ...useStrings("shell", shellEn), ...useStrings("shellStatic", shellStaticEn) }
  // the city in the page's language, as under the logo (review 7: "Hyderabad" in Latin letters on Telugu pages)
  return <p className="footer-bottom">{fill(words.copyright, { name: site.businessName, city: words.logoPlace })}</p>
}

/**
 * One review as the carousel shows it (its live region: who and when, the stars, the quote). The
 * shell carries each review as this HTML, so the pages' JavaScript carries neither the reviews'
 * markup nor the stars (ReviewCarousel). The quotes are shown as written: on a page in another
 * language they carry their own `lang`.
 */
export function ReviewQuote({ review }: { review: Review }) {
  const words = useStrings("shell", shellEn)
  const quoteLang = words.reviewsLang || undefined
  return (
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
  )
}

/** The footer's rating line under the reviews: the stars and the rating, linked to the review profile. */
export function FooterRating() {
  const words = useStrings("shell", shellEn)
  return (
    <p className="rating-line">
      <Stars rating={5} />{" "}
      <a className="footer-link" href={site.rating.profileUrl} target="_blank" rel="noopener noreferrer">
        {fill(words.ratingLine, { value: site.rating.value, count: site.rating.count, source: site.rating.source })}
        <span className="visually-hidden">{words.opensNewTab}</span>
      </a>
    </p>
  )
}
