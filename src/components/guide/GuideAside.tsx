import * as React from "react"
import { useStrings } from "../common/Strings"
import { fillNodes } from "../common/fill-nodes"
import { shellEn } from "../../config/strings/shell"
import { guideStaticEn } from "../../config/strings/guide-static"
import { guidePartsEn } from "../../config/strings/guide-parts"
import { fill } from "../../config/strings/fill"
import { Link } from "gatsby"
import { QUOTE_PATH } from "../../config/contact"
import { quoteHref } from "../../lib/quote-link"
import { telUrl, whatsAppUrl } from "../../lib/whatsapp"
import { phoneDisplay } from "../forms/ContactDetails"
import { FeeLine, type Fees } from "./FeeLine"
import { PartFees, type FeePart } from "./PartFees"
import { Icon } from "../common/Icon"
import { TrustStrip } from "../sections/TrustStrip"

export { QUOTE_PATH }

/**
 * The rail's card from 1024px, at its top for the whole read: the fees (a guide's fee line, or
 * each part's fees on a combined screen) and the quote action, in one compact card.
 */
export function GuideAside({ service, askName, fees, parts }: { service: string; askName?: string; fees?: Fees | null; parts?: ReadonlyArray<FeePart> }) {
  const words = { ...useStrings("guideStatic", guideStaticEn), ...useStrings("guideParts", guidePartsEn) }
  const shell = useStrings("shell", shellEn)
  return (
    <aside className="guide-aside" aria-label={fill(words.asideLabel, { service })}>
      <div className="aside-card aside-card--quote">
        {fees && <h2 className="aside-card__heading">{words.feesAndTime}</h2>}
        {fees && <FeeLine fees={fees} className="fee-line--stacked" />}
        {!fees && parts && <h2 className="aside-card__heading">{words.fees}</h2>}
        {!fees && parts && <PartFees parts={parts} />}
        <p className="aside-card__text">{words.quoteText}</p>
        <a className="btn btn--whatsapp" href={whatsAppUrl(fill(words.quoteFor, { service: askName || service }))} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" size={18} />{` ${words.whatsappUs}`}
        </a>
        <p className="aside-card__more">
          <a href={telUrl()}>{fillNodes(words.call, { phone: phoneDisplay })}</a>
          {words.or}
          <Link to={quoteHref(service, shell.contactPath)}>{words.sendQuoteForm}</Link>
        </p>
      </div>
    </aside>
  )
}

/**
 * Under "On this page" in the rail: the trust strip. What our fee includes is in the hero (a
 * disclosure under the fee line) and not repeated here: the rail keeps its height for the fees,
 * the action and "On this page" (review 9).
 */
export function GuideRailExtras() {
  return (
    <div className="guide-rail__extras">
      <TrustStrip className="trust-strip--aside" />
    </div>
  )
}
