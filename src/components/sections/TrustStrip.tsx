import * as React from "react"
import { site } from "../../config/site"
import { Icon } from "../common/Icon"
import { Stars } from "../common/Stars"

/**
 * Proof in one line: the rating with its review count (linked to the review
 * profile it comes from), years in business, registrations filed and how soon
 * the firm usually answers on WhatsApp. Every figure comes from src/config/site.ts.
 */
export function TrustStrip({ className }: { className?: string }) {
  return (
    <ul className={`trust-strip${className ? ` ${className}` : ""}`}>
      <li>
        <a href={site.rating.profileUrl} target="_blank" rel="noopener noreferrer" className="trust-strip__rating">
          <span className="trust-strip__value">
            {site.rating.value}
            <small>/5</small>
          </span>
          <span>
            <Stars rating={Math.round(site.rating.value)} decorative />
            <span className="trust-strip__label">
              {`${site.rating.count} reviews on ${site.rating.source}`}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </span>
          </span>
        </a>
      </li>
      <li>
        <span className="trust-strip__value">{site.stats.experience}</span>
        <span className="trust-strip__label">years in business</span>
      </li>
      <li>
        <span className="trust-strip__value">{site.stats.registrations}</span>
        <span className="trust-strip__label">registrations filed</span>
      </li>
      <li>
        <Icon name="whatsapp" size={28} className="trust-strip__icon" />
        <span className="trust-strip__label">
          WhatsApp replies usually <strong>{site.whatsappReply}</strong> in working hours
        </span>
      </li>
    </ul>
  )
}
