import * as React from "react"
import { Link } from "gatsby"
import { Icon } from "../common/Icon"
import { site } from "../../config/site"
import { telUrl, whatsAppUrl } from "../../lib/whatsapp"
import { phoneDisplay } from "../forms/ContactDetails"

interface Props {
  heading?: string | null
  text?: string | null
  /** Label of the button to the contact page (e.g. "Get in Touch", "Contact Us"). */
  label?: string | null
  path?: string | null
  /** Prefilled WhatsApp text, naming the service. */
  whatsappText?: string
}

/** The closing call to action: contact page, WhatsApp and call. */
export function CtaBand({ heading, text, label, path, whatsappText }: Props) {
  return (
    <section className="cta-band" aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{heading || "Talk to a registration expert"}</h2>
        <p>{text || `Call ${site.phone.display} or message us on WhatsApp. We reply within working hours, ${site.hours}.`}</p>
        <div className="btn-row">
          <Link to={path || "/our_profile/contact-us"} className="btn btn--primary">
            {label || "Contact Us"}
          </Link>
          <a className="btn btn--whatsapp" href={whatsAppUrl(whatsappText)} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={18} /> WhatsApp us
          </a>
          <a className="btn btn--ghost-light" href={telUrl()}>
            <Icon name="call" size={18} /> Call {phoneDisplay}
          </a>
        </div>
      </div>
    </section>
  )
}
