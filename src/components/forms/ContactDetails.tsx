import * as React from "react"
import { Icon } from "../common/Icon"
import { fullAddress, phoneDisplay, site } from "../../config/site"
import { mailtoUrl, telUrl, whatsAppUrl } from "../../lib/whatsapp"

export { phoneDisplay }

/** Phone, WhatsApp, e-mail, address and hours: plain links that work without JavaScript. */
export function ContactDetails({ heading = "Registered office", headingLevel = 2 }: { heading?: string; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as "h2" | "h3"
  return (
    <div className="contact-details">
      <H>{heading}</H>
      <ul className="contact-list">
        <li>
          <Icon name="map-pin" size={20} />
          <address>
            {site.businessName}
            <br />
            {fullAddress()}
            <br />
            <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
              Open in maps
            </a>
          </address>
        </li>
        <li>
          <Icon name="call" size={20} />
          <span>
            Call: <a href={telUrl()}>{phoneDisplay}</a>
          </span>
        </li>
        <li>
          <Icon name="whatsapp" size={20} />
          <span>
            {"WhatsApp: "}
            <a href={whatsAppUrl()} target="_blank" rel="noopener noreferrer">
              Chat on WhatsApp
            </a>
          </span>
        </li>
        <li>
          <Icon name="mail" size={20} />
          <span>
            E-mail: <a href={mailtoUrl()}>{site.email}</a>
          </span>
        </li>
        <li>
          <Icon name="clock" size={20} />
          <span>{site.hours}</span>
        </li>
      </ul>
    </div>
  )
}
