import * as React from "react"
import { Link } from "gatsby"
import { footerColumns } from "../config/navigation"
import { reviews } from "../config/reviews"
import { site } from "../config/site"
import { ContactDetails } from "./ContactDetails"
import { Icon } from "./Icon"
import { ReviewCarousel } from "./ReviewCarousel"
import { Stars } from "./Stars"

/** What the firm is and is not: on every page (issue 11, honest positioning). */
export const POSITIONING =
  "is a private consultancy. We are not a government office or a government agent: we prepare and file your applications on the official portals, and the government's fees are paid to the government."

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="footer-columns" aria-label="Footer">
          {footerColumns.map(column => (
            <div key={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.links.map(link => (
                  <li key={link.label}>
                    <Link to={link.path}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="footer-lower">
          <div>
            <ContactDetails heading="Contact us" />
            <ul className="footer-social">
              {site.social.map(s => (
                <li key={s.name}>
                  <a href={s.url} aria-label={s.name}>
                    <Icon name={s.icon} size={20} />
                  </a>
                </li>
              ))}
            </ul>
            <p>
              <a className="footer-link" href={site.mapUrl} target="_blank" rel="noopener noreferrer">
                Sitemap: find us on the map
              </a>
            </p>
          </div>
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
        </div>
        <p className="footer-positioning">
          <strong>{site.businessName}</strong>
          {` ${POSITIONING}`}
        </p>
        <ul className="footer-bottom-links">
          <li>
            <Link to="/tools">Free tools: which registrations you need, fees and due dates</Link>
          </li>
          <li>
            <Link to="/search">Search the guides</Link>
          </li>
        </ul>
        <p className="footer-bottom">
          {`© ${site.businessName}, ${site.address.city}. Information on this site is general guidance, not legal advice.`}
        </p>
      </div>
    </footer>
  )
}
