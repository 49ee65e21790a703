import * as React from "react"
import { graphql, Link } from "gatsby"
import { Phone } from "lucide-react"
import { isStatKey, site, statLabels } from "../config/site"
import { telUrl } from "../lib/whatsapp"
import { Cards } from "./Cards"
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
  }
`

export type SectionData = Queries.SectionFieldsFragment

export interface ListingItem {
  title: string
  description: string
  path: string
}

export const SECTION_TYPES = ["hero", "cards", "steps", "stats", "testimonials", "cta", "list", "text", "contact", "listing", "not-found"] as const

function ButtonLink({ label, path, variant }: { label: string; path: string; variant: "primary" | "outline" | "ghost-light" }) {
  const className = `btn btn--${variant}`
  if (path.startsWith("tel:")) {
    return (
      <a className={className} href={telUrl()}>
        <Phone size={18} aria-hidden="true" /> {label.replace(/ /g, "\u00a0")}
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

/** One block of a page built from frontmatter `sections`. */
export function Section({ section, isFirst, listing }: { section: SectionData; isFirst: boolean; listing: ListingItem[] }) {
  const H = isFirst ? "h1" : "h2"
  switch (section.type) {
    case "hero":
      return (
        <div className="hero">
          <div className="container">
            <H>{section.heading}</H>
            {section.text && <p>{section.text}</p>}
            {(section.button?.label || section.secondary?.label) && (
              <div className="btn-row">
                {section.button?.label && <ButtonLink label={section.button.label} path={section.button.path ?? "/our_profile/contact-us"} variant="primary" />}
                {section.secondary?.label && <ButtonLink label={section.secondary.label} path={section.secondary.path ?? "/"} variant="ghost-light" />}
              </div>
            )}
          </div>
        </div>
      )
    case "cards":
      return (
        <SectionShell section={section}>
          {section.text && <p>{section.text}</p>}
          <Cards items={section.items ?? []} columns={(section.items?.length ?? 0) % 4 === 0 ? 4 : 3} />
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
          <Steps steps={section.steps ?? []} />
        </SectionShell>
      )
    case "stats":
      return (
        <SectionShell section={section}>
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
    case "not-found":
      return <NotFound />
    default:
      throw new Error(`Unknown section type "${section.type}" (known: ${SECTION_TYPES.join(", ")})`)
  }
}
