import * as React from "react"
import { graphql, Link } from "gatsby"
import { Icon } from "./Icon"
import { heroIllustrations } from "../config/illustrations"
import { isStatKey, site, statLabels } from "../config/site"
import { telUrl } from "../lib/whatsapp"
import { Cards } from "./Cards"
import { Illustration } from "./Illustration"
import { LinkList } from "./LinkList"
import { TeamSection } from "./TeamSection"
import { TrustStrip } from "./TrustStrip"
import { ContactDetails } from "./ContactDetails"
import { CtaBand } from "./CtaBand"
import { NotFound } from "./NotFound"
import { QuoteForm } from "./QuoteForm"
import { Stars } from "./Stars"
import { Steps } from "./Steps"

export const sectionFields = graphql`
  fragment SectionFields on Section {
    type
    id
    heading
    intro
    text
    items { title text path icon value }
    steps { title text }
    list
    testimonials { name company content rating }
    stats
    button { label path text heading }
    secondary { label path }
    variant
  }
`

export type SectionData = Queries.SectionFieldsFragment

export interface ListingItem {
  title: string
  description: string
  path: string
}

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

function SectionShell({ section, children }: { section: SectionData; children: React.ReactNode }) {
  const id = section.id ?? undefined
  return (
    <section className="section" id={id} aria-labelledby={id && section.heading ? `${id}-heading` : undefined}>
      <div className="container">
        {section.heading && <h2 id={id ? `${id}-heading` : undefined}>{section.heading}</h2>}
        {section.intro && <p className="section__intro">{section.intro}</p>}
        {children}
      </div>
    </section>
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
 * One block of a page built from frontmatter `sections`. Variants: a hero with
 * `variant: trust` shows the trust strip under it; cards with `variant: tiles`
 * are a compact grid (icon beside the title), with `variant: links` a list of
 * links with a line each.
 */
export function Section({ section, isFirst, listing, canonical }: SectionProps) {
  const H = isFirst ? "h1" : "h2"
  switch (section.type) {
    case "hero": {
      const illustration = canonical ? heroIllustrations[canonical] : undefined
      return (
        <div className={`hero${illustration ? " hero--illustrated" : ""}`}>
          <div className="container hero__inner">
            <div className="hero__text">
              <H>{section.heading}</H>
              {section.text && <p>{section.text}</p>}
              {(section.button?.label || section.secondary?.label) && (
                <div className="btn-row">
                  {section.button?.label && <ButtonLink label={section.button.label} path={section.button.path ?? "/our_profile/contact-us"} variant="primary" />}
                  {section.secondary?.label && <ButtonLink label={section.secondary.label} path={section.secondary.path ?? "/"} variant="ghost-light" />}
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
        <SectionShell section={section}>
          {section.text && <p>{section.text}</p>}
          {section.variant === "links" ? (
            <LinkList items={section.items ?? []} />
          ) : (
            <Cards items={section.items ?? []} columns={(section.items?.length ?? 0) % 4 === 0 ? 4 : 3} tiles={section.variant === "tiles"} />
          )}
          {section.button?.label && (
            <p className="section__more">
              <ButtonLink label={section.button.label} path={section.button.path ?? "/services"} variant="outline" />
            </p>
          )}
        </SectionShell>
      )
    case "listing":
      return (
        <SectionShell section={section}>
          <Cards items={listing.map(g => ({ title: g.title, text: g.description, path: g.path, icon: "file-check" }))} />
        </SectionShell>
      )
    case "steps":
      return (
        <SectionShell section={section}>
          <Steps steps={section.steps ?? []} horizontal />
        </SectionShell>
      )
    case "stats":
      return (
        <SectionShell section={section}>
          {section.text && <p className="stats__note">{section.text}</p>}
          <ul className="stats">
            {(section.stats ?? []).filter(isStatKey).map(key => (
              <li key={key}>
                <strong>{site.stats[key]}</strong> {statLabels[key]}
              </li>
            ))}
          </ul>
        </SectionShell>
      )
    case "testimonials":
      return (
        <SectionShell section={section}>
          {/* A row to swipe on phones: a focusable region, so keyboard users can scroll it too. */}
          <section className="testimonials-scroll" aria-label="Testimonials" tabIndex={0}>
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
        </SectionShell>
      )
    case "list":
      return (
        <SectionShell section={section}>
          {section.text && <p>{section.text}</p>}
          <ul className="prose">{(section.list ?? []).map(item => <li key={item}>{item}</li>)}</ul>
          {section.button?.label && <ButtonLink label={section.button.label} path={section.button.path ?? "/our_profile/contact-us"} variant="primary" />}
        </SectionShell>
      )
    case "text":
      return (
        <SectionShell section={section}>
          <div className="prose">
            {(section.text ?? "").split(/\n{2,}/).map(p => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {section.button?.label && <ButtonLink label={section.button.label} path={section.button.path ?? "/our_profile/contact-us"} variant="primary" />}
        </SectionShell>
      )
    case "cta":
      return <CtaBand heading={section.heading} text={section.text} label={section.button?.label} path={section.button?.path} />
    case "contact":
      return (
        <SectionShell section={section}>
          <div className="contact-grid">
            <ContactDetails heading="Registered office details" headingLevel={3} />
            <QuoteForm id="contact-quote" heading="Request a free quote" intro="Tell us what you need. The form opens WhatsApp with your request ready to send to us." />
          </div>
        </SectionShell>
      )
    case "team":
      return (
        <SectionShell section={section}>
          <TeamSection />
        </SectionShell>
      )
    case "not-found":
      return <NotFound />
    default:
      throw new Error(`Unknown section type "${section.type}" (known: ${SECTION_TYPES.join(", ")})`)
  }
}
