import * as React from "react"
import { fillNodes, useStrings } from "../common/Strings"
import { shellEn } from "../../config/strings/shell"
import { guideStaticEn } from "../../config/strings/guide-static"
import { guidePartsEn } from "../../config/strings/guide-parts"
import { fill } from "../../config/strings/fill"
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
  const words = { ...useStrings("guideStatic", guideStaticEn), ...useStrings("guideParts", guidePartsEn) }
  const shell = useStrings("shell", shellEn)
  return (
    <aside className="guide-aside" aria-label={fill(words.asideLabel, { service })}>
      {fees && (
        <div className="aside-card">
          <h2 className="aside-card__heading">{words.feesAndTime}</h2>
          <FeeLine fees={fees} className="fee-line--stacked" />
        </div>
      )}
      <Inclusions inclusions={inclusions} className="aside-card" />
      <div className="aside-card aside-card--quote">
        <h2 className="aside-card__heading">{words.getQuote}</h2>
        <p>{words.quoteText}</p>
        <a className="btn btn--whatsapp" href={whatsAppUrl(fill(words.quoteFor, { service }))} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" size={18} />{` ${words.whatsappUs}`}
        </a>
        <p className="aside-card__more">
          <a href={telUrl()}>{fillNodes(words.call, { phone: phoneDisplay })}</a>
          {words.or}
          <Link to={quoteHref(service, shell.contactPath)}>{words.sendQuoteForm}</Link>
        </p>
      </div>
      <TrustStrip className="trust-strip--aside" />
    </aside>
  )
}
