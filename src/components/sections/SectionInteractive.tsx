import * as React from "react"
import { StaticHtml, type StaticPart } from "../common/StaticHtml"
import { NotFound } from "../shell/NotFound"
import { QuoteForm } from "../forms/QuoteForm"
import { serviceFromSearch } from "../../lib/quote-link"
import { SectionFrame, type SectionData } from "./SectionFrame"
import { MoreStrings, useStrings } from "../common/Strings"
import type { InteractiveSectionPart } from "../../../gatsby/build-html"
import { sectionsEn } from "../../config/strings/sections"

/**
 * The sections a visitor uses: the contact details with the quote form, and the not-found screen.
 * `part`: the section as its page data brings it (gatsby/build-html.ts sectionParts): its data, and
 * what it shows as HTML made at build time (the contact details) with the words of its quote form.
 */
export function SectionInteractive({ part }: { part: InteractiveSectionPart }) {
  const { section } = part
  switch (section.type) {
    case "contact":
      // the quote form's words come with the section's part (its page data)
      return (
        <MoreStrings words={part.words}>
          <ContactSection section={section} details={part.html === undefined ? null : (part as StaticPart)} />
        </MoreStrings>
      )
    case "not-found":
      return <NotFound />
    default:
      throw new Error(`"${section.type}" is not an interactive section`)
  }
}

/**
 * The contact details (HTML made at build time: ContactDetails) and the quote form. The form's requirement starts with the service named
 * in the URL (?service=..., issue 22), read on the client only: the prerendered form is empty,
 * and once the page has hydrated the form is made again (key) with the service in it.
 */
function ContactSection({ section, details }: { section: SectionData; details?: StaticPart | null }) {
  const words = useStrings("sections", sectionsEn)
  const [service, setService] = React.useState("")
  React.useEffect(() => setService(serviceFromSearch(window.location.search)), [])
  return (
    <SectionFrame section={section}>
      <div className="contact-grid">
        {details && <StaticHtml part={details} />}
        <QuoteForm
          id="contact-quote"
          heading={words.requestQuote}
          intro={words.contactQuoteIntro}
          service={service}
          key={service}
        />
      </div>
    </SectionFrame>
  )
}
