import * as React from "react"
import { useStrings } from "../common/Strings"
import { guideStaticEn } from "../../config/strings/guide-static"
import { guidePartsEn } from "../../config/strings/guide-parts"
import { fill } from "../../config/strings/fill"
import { site } from "../../config/site"
import { Icon } from "../common/Icon"
import { Stars } from "../common/Stars"

/**
 * Proof in one line: the rating with its review count (linked to the review
 * profile it comes from), years in business, registrations filed and how soon
 * the firm usually answers on WhatsApp. Every figure comes from src/config/site.ts.
 */
export function TrustStrip({ className }: { className?: string }) {
  const words = { ...useStrings("guideStatic", guideStaticEn), ...useStrings("guideParts", guidePartsEn) }
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
              {fill(words.reviewsOn, { count: site.rating.count, source: site.rating.source })}
              <span className="visually-hidden">{words.newTab}</span>
            </span>
          </span>
        </a>
      </li>
      <li>
        <span className="trust-strip__value">{site.stats.experience}</span>
        <span className="trust-strip__label">{words.yearsInBusiness}</span>
      </li>
      <li>
        <span className="trust-strip__value">{site.stats.registrations}</span>
        <span className="trust-strip__label">{words.registrationsFiled}</span>
      </li>
      <li>
        <Icon name="whatsapp" size={28} className="trust-strip__icon" />
        <span className="trust-strip__label">
          {words.whatsappReplyBefore}
          <strong>{words.whatsappReplyWhen}</strong>
          {words.whatsappReplyAfter}
        </span>
      </li>
    </ul>
  )
}
