import * as React from "react"
import { useStrings } from "../common/Strings"
import { guideEn } from "../../config/strings/guide"
import { guidePartsEn } from "../../config/strings/guide-parts"
import { fill } from "../../config/strings/fill"
import { Link } from "gatsby"
import type { Crumb } from "../../config/categories"
import { whatsAppUrl } from "../../lib/whatsapp"
import { Breadcrumb } from "./Breadcrumb"
import { FeeLine, type Fees } from "./FeeLine"
import { Icon } from "../common/Icon"
import { Illustration } from "../common/Illustration"
import { PartFees, type FeePart } from "./PartFees"
import { Inclusions, type InclusionsData } from "./Inclusions"

interface Props {
  crumbs: Crumb[]
  heading: string
  lead?: string | null
  /**
   * A guide: the fee line, what our fee includes and the two actions (Get a quote, WhatsApp) under
   * the lead; a combined screen: the fees of each guide it stacks (parts) and the same two actions.
   */
  guide?: {
    fees?: Fees | null
    inclusions?: InclusionsData | null
    parts?: ReadonlyArray<FeePart>
    quotePath: string
    /** The name in the WhatsApp message ("help with …"), where the heading does not read there (frontmatter whatsappName); the heading otherwise. */
    askName?: string
  }
  /** An overview page's illustration, or a guide's section's (src/config/illustrations.ts). */
  illustration?: string
}

/** The band at the top of a guide, combined screen or tool: breadcrumb, the page's one h1 and its lead. */
export function PageHero({ crumbs, heading, lead, guide, illustration }: Props) {
  const words = { ...useStrings("guide", guideEn), ...useStrings("guideParts", guidePartsEn) }
  // From 1024px a guide's text keeps to the reading column (its fee line's three figures side by
  // side) and its section's illustration fills what is left of the hero (review 19: the right
  // third was empty at 1024px): "hero--art-wide". On a tablet a guide's or combined screen's hero
  // keeps to the text's reading column (global.css, review 15), so nothing is fetched below 1024px.
  const artFrom = guide ? 1024 : 768
  return (
    <div className={`hero page-hero${illustration ? " hero--illustrated" : ""}${guide ? " page-hero--guide" : ""}${illustration && guide?.fees ? " hero--art-wide" : ""}`}>
      <div className={`container hero__inner${guide || illustration ? "" : " container--narrow"}`}>
        <div className="hero__text">
          <Breadcrumb crumbs={crumbs} />
          <h1>{heading}</h1>
          {lead && <p>{lead}</p>}
          {guide && (
            <>
              {guide.fees && <FeeLine fees={guide.fees} />}
              <div className="btn-row">
                <Link className="btn btn--primary" to={guide.quotePath}>
                  {words.getQuote}
                </Link>
                <a className="btn btn--whatsapp" href={whatsAppUrl(fill(words.helloService, { service: guide.askName || heading }))} target="_blank" rel="noopener noreferrer">
                  <Icon name="whatsapp" size={18} />{` ${words.whatsappUs}`}
                </a>
              </div>
              {/* After the actions (in the focus order too): a list as long as the guides stacked. */}
              {guide.parts && <PartFees parts={guide.parts} />}
              <Inclusions inclusions={guide.inclusions} disclosure />
            </>
          )}
        </div>
        {illustration && <Illustration name={illustration} className="hero__art" eager desktopOnly from={artFrom} />}
      </div>
    </div>
  )
}
