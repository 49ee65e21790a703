import * as React from "react"
import { useStrings } from "../common/Strings"
import { fillNodes } from "../common/fill-nodes"
import { guidePartsEn } from "../../config/strings/guide-parts"
import { Link } from "gatsby"
import { Icon } from "../common/Icon"
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
  const words = useStrings("guideParts", guidePartsEn)
  return (
    <section className="cta-band" aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{heading || words.ctaHeading}</h2>
        <p>{text || words.ctaText}</p>
        <div className="btn-row">
          <Link to={path || words.contactPath} className="btn btn--primary">
            {label || words.contactUs}
          </Link>
          <a className="btn btn--whatsapp" href={whatsAppUrl(whatsappText)} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" size={18} />{` ${words.whatsappUs}`}
          </a>
          <a className="btn btn--ghost-light" href={telUrl()}>
            <Icon name="call" size={18} />
            {fillNodes(words.call, { phone: phoneDisplay }, " ")}
          </a>
        </div>
      </div>
    </section>
  )
}
