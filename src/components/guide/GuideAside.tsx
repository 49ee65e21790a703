import * as React from "react"
import { Link } from "gatsby"
import { QUOTE_PATH } from "../../config/site"
import { quoteHref } from "../../lib/quote-link"
import { telUrl, whatsAppUrl } from "../../lib/whatsapp"
import { phoneDisplay } from "../forms/ContactDetails"
import { FeeLine, type Fees } from "./FeeLine"
import { Icon } from "../common/Icon"
import { Inclusions, type InclusionsData } from "./Inclusions"
import { TrustStrip } from "../sections/TrustStrip"

export { QUOTE_PATH }

/** The guide's aside from 1024px: the fee summary, a short quote card and the trust strip. */
export function GuideAside({ service, fees, inclusions }: { service: string; fees?: Fees | null; inclusions?: InclusionsData | null }) {
  return (
    <aside className="guide-aside" aria-label={`${service}: fees and a quote`}>
      {fees && (
        <div className="aside-card">
          <h2 className="aside-card__heading">Fees and time</h2>
          <FeeLine fees={fees} className="fee-line--stacked" />
        </div>
      )}
      <Inclusions inclusions={inclusions} className="aside-card" />
      <div className="aside-card aside-card--quote">
        <h2 className="aside-card__heading">Get a quote</h2>
        <p>Tell us about your business; we reply with the documents you need and a fixed quote.</p>
        <a className="btn btn--whatsapp" href={whatsAppUrl(`Hello, I would like a quote for ${service}.`)} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" size={18} /> WhatsApp us
        </a>
        <p className="aside-card__more">
          <a href={telUrl()}>Call {phoneDisplay}</a> or <Link to={quoteHref(service)}>send the quote form</Link>
        </p>
      </div>
      <TrustStrip className="trust-strip--aside" />
    </aside>
  )
}
