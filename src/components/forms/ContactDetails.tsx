import * as React from "react"
import { contactDetailsEn } from "../../config/strings/contact-details"
import { Icon } from "../common/Icon"
import { contact as site, phoneDisplay } from "../../config/contact"
import { mailtoUrl, telUrl, whatsAppUrl } from "../../lib/whatsapp"
import { useStrings } from "../common/Strings"

export { phoneDisplay }

/**
 * Phone, WhatsApp, e-mail, address and hours: plain links that work without JavaScript. The
 * heading is "Registered office" (contactDetails.registeredOffice) unless the caller gives its own, in the page's language.
 */
export function ContactDetails({ heading, headingLevel = 2 }: { heading?: string; headingLevel?: 2 | 3 }) {
  const words = useStrings("contactDetails", contactDetailsEn)
  const H = `h${headingLevel}` as "h2" | "h3"
  return (
    <div className="contact-details">
      <H>{heading ?? words.registeredOffice}</H>
      <ul className="contact-list">
        <li>
          <Icon name="map-pin" size={20} />
          <address>
            {site.businessName}
            <br />
            {words.address}
            <br />
            <a href={site.mapUrl} target="_blank" rel="noopener noreferrer">
              {words.openInMaps}
            </a>
          </address>
        </li>
        <li>
          <Icon name="call" size={20} />
          <span>
            {words.callLabel}
            <a href={telUrl()}>{phoneDisplay}</a>
          </span>
        </li>
        <li>
          <Icon name="whatsapp" size={20} />
          <span>
            {words.whatsAppLabel}
            <a href={whatsAppUrl()} target="_blank" rel="noopener noreferrer">
              {words.chatOnWhatsApp}
            </a>
          </span>
        </li>
        <li>
          <Icon name="mail" size={20} />
          <span>
            {words.emailLabel}
            <a href={mailtoUrl()}>{site.email}</a>
          </span>
        </li>
        <li>
          <Icon name="clock" size={20} />
          <span>{words.hours}</span>
        </li>
      </ul>
    </div>
  )
}
