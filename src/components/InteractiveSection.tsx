import * as React from "react"
import { ContactDetails } from "./ContactDetails"
import { NotFound } from "./NotFound"
import { QuoteForm } from "./QuoteForm"
import { SectionShell, type SectionData } from "./SectionShell"

/** The sections a visitor uses: the contact details with the quote form, and the not-found screen. */
export function InteractiveSection({ section }: { section: SectionData }) {
  switch (section.type) {
    case "contact":
      return (
        <SectionShell section={section}>
          <div className="contact-grid">
            <ContactDetails heading="Registered office details" headingLevel={3} />
            <QuoteForm
              id="contact-quote"
              heading="Request a free quote"
              intro="Tell us what you need. The form opens WhatsApp with your request ready to send to us."
              prefillFromUrl
            />
          </div>
        </SectionShell>
      )
    case "not-found":
      return <NotFound />
    default:
      throw new Error(`"${section.type}" is not an interactive section`)
  }
}
