import * as React from "react"
import { Link } from "gatsby"
import { Icon } from "../common/Icon"
import { heroArtFitsText, heroIllustrations } from "../../config/illustrations"
import { isStatKey, site } from "../../config/site"
import { useStrings } from "../common/Strings"
import { sectionsEn } from "../../config/strings/sections"
import { sectionsStaticEn } from "../../config/strings/sections-static"
import { shellEn } from "../../config/strings/shell"
import { telUrl } from "../../lib/whatsapp"
import { Cards, type CardData } from "./Cards"
import { Illustration } from "../common/Illustration"
import { LinkList } from "./LinkList"
import { TeamSection } from "./TeamSection"
import { TrustStrip } from "./TrustStrip"
import { CtaBand } from "./CtaBand"
import { SectionFrame, type SectionData } from "./SectionFrame"
import { Stars } from "../common/Stars"
import { Steps } from "./Steps"

export type { SectionData }


export interface ListingItem {
  title: string
  description: string
  path: string
  /** The guide's "our fee" (gatsby/schema.ts, feesByPath). */
  fee?: string | null
  /** The service that fee is for, where the card does not say it (src/lib/fee-words.ts, cardFeeFor). */
  feeFor?: string | null
}

/** The sections a visitor uses (a form, a link made from the address): React on the page (SectionInteractive). */
export const INTERACTIVE_SECTIONS: readonly string[] = ["contact", "not-found"]

export const SECTION_TYPES = ["hero", "cards", "steps", "stats", "testimonials", "cta", "list", "text", "contact", "listing", "team", "not-found"] as const

function ButtonLink({ label, path, variant }: { label: string; path: string; variant: "primary" | "outline" | "ghost-light" }) {
  const className = `btn btn--${variant}`
  if (path.startsWith("tel:")) {
    return (
      <a className={className} href={telUrl()}>
        <Icon name="call" size={18} /> {label.replace(/ /g, "\u00a0")}
      </a>
    )
  }
  return (
    <Link className={className} to={path}>
      {label}
    </Link>
  )
}

interface SectionProps {
  section: SectionData
  isFirst: boolean
  listing: ListingItem[]
  /** The page's canonical path (chooses the hero illustration). */
  canonical?: string
}

/**
 * One block of a page built from frontmatter `sections`, except the interactive ones. Rendered
 * to HTML at build time (gatsby/static-html.ts): the page ships the markup, not this code. Variants: a hero with
 * `variant: trust` shows the trust strip under it; cards with `variant: tiles`
 * are a compact grid (icon beside the title), with `variant: links` a list of
 * links with a line each.
 */
export function SectionStatic({ section, isFirst, listing, canonical }: SectionProps) {
  const H = isFirst ? "h1" : "h2"
  const words = { ...useStrings("sections", sectionsEn), ...useStrings("sectionsStatic", sectionsStaticEn) }
  // A button without a path goes to the contact page, or home, in the page's language.
  const { contactPath, homePath } = useStrings("shell", shellEn)
  switch (section.type) {
    case "hero": {
      // the same picture on the Telugu page (/te/...) as on the English one
      const english = canonical ? canonical.replace(/^\/te(?=\/|$)/, "") || "/" : undefined
      const illustration = english ? heroIllustrations[english] : undefined
      const fitted = english !== undefined && illustration !== undefined && heroArtFitsText(english)
      return (
        <div className={`hero${illustration ? " hero--illustrated" : ""}${fitted ? " hero--art-fit" : ""}`}>
          <div className="container hero__inner">
            <div className="hero__text">
              <H>{section.heading}</H>
              {section.text && <p>{section.text}</p>}
              {(section.button?.label || section.secondary?.label) && (
                <div className="btn-row">
                  {section.button?.label && <ButtonLink label={section.button.label} path={section.button.path ?? contactPath} variant="primary" />}
                  {section.secondary?.label && <ButtonLink label={section.secondary.label} path={section.secondary.path ?? homePath} variant="ghost-light" />}
                </div>
              )}
            </div>
            {illustration && <Illustration name={illustration} className="hero__art" eager desktopOnly />}
          </div>
          {section.variant === "trust" && (
            <div className="hero__trust">
              <div className="container">
                <TrustStrip />
              </div>
            </div>
          )}
        </div>
      )
    }
    case "cards":
      return (
        <SectionFrame section={section}>
          {section.text && <p>{section.text}</p>}
          {section.variant === "links" ? (
            <LinkList items={section.items ?? []} />
          ) : (
            <Cards
              items={(section.items ?? []) as ReadonlyArray<CardData>}
              columns={(section.items?.length ?? 0) % 4 === 0 ? 4 : 3}
              tiles={section.variant === "tiles"}
              feeLabel={words.cardFee}
              quotedLabel={words.cardQuoted}
            />
          )}
          {section.button?.label && (
            <p className="section__more">
              <ButtonLink label={section.button.label} path={section.button.path ?? "/services"} variant="outline" />
            </p>
          )}
        </SectionFrame>
      )
    case "listing":
      return (
        <SectionFrame section={section}>
          <Cards items={listing.map(g => ({ title: g.title, text: g.description, path: g.path, icon: "file-check", fee: g.fee, feeFor: g.feeFor }))} feeLabel={words.cardFee} />
        </SectionFrame>
      )
    case "steps":
      return (
        <SectionFrame section={section}>
          <Steps steps={section.steps ?? []} horizontal />
        </SectionFrame>
      )
    case "stats":
      return (
        <SectionFrame section={section}>
          {section.text && <p className="stats__note">{section.text}</p>}
          <ul className="stats">
            {(section.stats ?? []).filter(isStatKey).map(key => (
              <li key={key}>
                <strong>{site.stats[key]}</strong> {words.stats[key]}
              </li>
            ))}
          </ul>
        </SectionFrame>
      )
    case "testimonials":
      return (
        <SectionFrame section={section}>
          {/* A row to swipe on phones: a focusable region, so keyboard users can scroll it too. */}
          <section className="testimonials-scroll" aria-label={words.testimonials} tabIndex={0}>
            <ul className="cards">
              {(section.testimonials ?? []).map(t => (
                <li key={t.name} className="card testimonial">
                  <Stars rating={t.rating} />
                  <blockquote>
                    <p>{t.content}</p>
                  </blockquote>
                  <p>
                    <strong>{t.name}</strong>
                    {t.company && <>, {t.company}</>}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </SectionFrame>
      )
    case "list":
      return (
        <SectionFrame section={section}>
          {section.text && <p>{section.text}</p>}
          <ul className="prose">{(section.list ?? []).map(item => <li key={item}>{item}</li>)}</ul>
          {section.button?.label && <ButtonLink label={section.button.label} path={section.button.path ?? contactPath} variant="primary" />}
        </SectionFrame>
      )
    case "text":
      return (
        <SectionFrame section={section}>
          <div className="prose">
            {(section.text ?? "").split(/\n{2,}/).map(p => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {section.button?.label && <ButtonLink label={section.button.label} path={section.button.path ?? contactPath} variant="primary" />}
        </SectionFrame>
      )
    case "cta":
      return <CtaBand heading={section.heading} text={section.text} label={section.button?.label} path={section.button?.path} />
    case "team":
      return (
        <SectionFrame section={section}>
          <TeamSection />
        </SectionFrame>
      )
    case "contact":
    case "not-found":
      throw new Error(`The "${section.type}" section is rendered by SectionInteractive`)
    default:
      throw new Error(`Unknown section type "${section.type}" (known: ${SECTION_TYPES.join(", ")})`)
  }
}
