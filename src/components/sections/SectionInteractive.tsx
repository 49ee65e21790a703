import * as React from "react"
import { ContactDetails } from "../forms/ContactDetails"
import { NotFound } from "../shell/NotFound"
import { QuoteForm } from "../forms/QuoteForm"
import { serviceFromSearch } from "../../lib/quote-link"
import { SectionFrame, type SectionData } from "./SectionFrame"
import { useStrings } from "../common/Strings"
import { sectionsEn } from "../../config/strings/sections"

/** The sections a visitor uses: the contact details with the quote form, and the not-found screen. */
export function SectionInteractive({ section }: { section: SectionData }) {
  switch (section.type) {
    case "contact":
      return <ContactSection section={section} />
    case "not-found":
      return <NotFound />
    default:
      throw new Error(`"${section.type}" is not an interactive section`)
  }
}

/**
 * The contact details and the quote form. The form's requirement starts with the service named
 * in the URL (?service=..., issue 22), read on the client only: the prerendered form is empty,
 * and once the page has hydrated the form is made again (key) with the service in it.
 */
function ContactSection({ section }: { section: SectionData }) {
  const words = useStrings("sections", sectionsEn)
  const [service, setService] = React.useState("")
  React.useEffect(() => setService(serviceFromSearch(window.location.search)), [])
  return (
    <SectionFrame section={section}>
      <div className="contact-grid">
        <ContactDetails heading={words.officeDetails} headingLevel={3} />
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
