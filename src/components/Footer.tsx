import * as React from "react"
import { Link } from "gatsby"
import { footerColumns } from "../config/navigation"
import { reviews } from "../config/reviews"
import { site } from "../config/site"
import { BrandIcon } from "./BrandIcon"
import { ContactDetails } from "./ContactDetails"
import { ReviewCarousel } from "./ReviewCarousel"
import { Stars } from "./Stars"

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
                    <BrandIcon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
            <p>
              <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
                Sitemap: find us on the map
              </a>
            </p>
          </div>
          <div>
            <ReviewCarousel reviews={reviews} />
            <p className="rating-line">
              <Stars rating={5} /> {site.rating.value} / 5 from {site.rating.count} reviews
            </p>
            <button type="button" className="btn btn--ghost-light" aria-describedby="write-review-note">
              Write a Review
            </button>
            <p id="write-review-note" className="visually-hidden">
              Reviews are collected on our business listing.
            </p>
          </div>
        </div>
        <p className="footer-bottom">
          <Link to="/tools">Free tools: which registrations you need, fees and due dates</Link> · <Link to="/search">Search the guides</Link>
          <br />© {site.businessName}, {site.address.city}. Information on this site is general guidance, not legal advice.
        </p>
      </div>
    </footer>
  )
}
