import * as React from "react"
import { graphql } from "gatsby"
import { GuideBlockInteractive } from "./GuideBlockInteractive"
import { StaticHtml, type StaticPart } from "../common/StaticHtml"

export const guideFields = graphql`
  fragment GuideFields on MarkdownRemark {
    id
    html
    factsUsed { key label value kind source sourceTitle effective until basis }
    frontmatter {
      path
      title
      heading
      reviewed
      fees { ours government time example }
      description
      keywords
      category
      lead
      glance { label value }
      featuresHeading
      features { title text path icon }
      pros
      cons
      stepsHeading
      steps { title text stage }
      documentsHeading
      documents
      collapsiblesHeading
      collapsibles { question answer }
      faqs { question answer }
      important
      portals { label url text }
      enquiry
      disclaimer
      cta { heading text label path }
    }
  }
`

export type GuideData = Queries.GuideFieldsFragment

/** A piece of a guide's body as the page data carries it (gatsby/static-html.ts, the `guideBody` field). */
export type GuideBodyPart = ({ kind: "static" } & StaticPart) | { kind: "block"; name: string; id: string; heading: string | null }

/**
 * A guide's body on a page: the Markdown text and the static blocks as HTML made at build
 * time, the blocks a visitor uses (checklist, disclosures, enquiry form) in React.
 */
export function GuideBodyWithStaticParts({
  parts,
  fm,
  level = 2,
}: {
  parts: ReadonlyArray<GuideBodyPart>
  fm: GuideData["frontmatter"]
  level?: 2 | 3
}) {
  return (
    <>
      {parts.map((part, i) =>
        part.kind === "static" ? (
          <StaticHtml key={i} part={part} />
        ) : (
          <GuideBlockInteractive key={i} name={part.name} id={part.id} heading={part.heading} fm={fm} level={level} />
        ),
      )}
    </>
  )
}
