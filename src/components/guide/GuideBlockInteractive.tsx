import * as React from "react"
import { DisclosureList, type DisclosureItem } from "./DisclosureList"
import { DocumentChecklist } from "../forms/DocumentChecklist"
import { GuideBlockFrame } from "./GuideBlockFrame"
import { QuoteForm } from "../forms/QuoteForm"
import { useStrings } from "../common/Strings"
import { fill } from "../../config/strings/fill"

/** What the interactive blocks need from a guide's frontmatter. */
export interface InteractiveBlockFields {
  title: string
  heading?: string | null
  documents?: ReadonlyArray<string> | null
  collapsibles?: ReadonlyArray<DisclosureItem> | null
  faqs?: ReadonlyArray<DisclosureItem> | null
}

/** A block a visitor uses: the document checklist, the compliance items and FAQs (disclosures), the enquiry form. */
export function GuideBlockInteractive({ name, id, heading, fm, level }: { name: string; id: string; heading: string | null; fm: InteractiveBlockFields; level: 2 | 3 }) {
  const H = `h${level}` as "h2" | "h3"
  const sub = (level + 1) as 3 | 4
  const words = useStrings("guide")
  const service = fm.heading || fm.title
  if (name === "enquiry") {
    return (
      <GuideBlockFrame level={level}>
        <QuoteForm id={`${id}-form`} heading={fill(words.enquireAbout, { service })} intro={words.enquiryIntro} about={service} />
      </GuideBlockFrame>
    )
  }
  const body = (() => {
    switch (name) {
      case "documents":
        return <DocumentChecklist id={`${id}-check`} service={service} documents={fm.documents ?? []} />
      case "collapsibles":
        return <DisclosureList id={`${id}-items`} items={fm.collapsibles ?? []} single headingLevel={sub} />
      case "faqs":
        return <DisclosureList id={`${id}-items`} items={fm.faqs ?? []} headingLevel={sub} />
      default:
        throw new Error(`"${name}" is not an interactive block`)
    }
  })()
  return (
    <GuideBlockFrame level={level} labelledBy={id}>
      <H id={id}>{heading}</H>
      {body}
    </GuideBlockFrame>
  )
}
