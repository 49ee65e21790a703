import * as React from "react"
import { graphql } from "gatsby"
import { GuideBlockInteractive, type InteractiveBlockFields } from "./GuideBlockInteractive"
import { StaticHtml, type StaticPart } from "../common/StaticHtml"

/**
 * What a guide's page data carries of the guide for the page's React parts: its path and names,
 * and the lists the interactive blocks show (InteractiveBlockFields; a combined screen also shows
 * each part's lead). Everything else a visitor reads (the text, the hero, the fees, the Sources)
 * comes as HTML made at build time (the `guideBody` and `guidePage` fields), so it is not asked
 * for again here: the guide's Markdown HTML, its facts and the rest of its frontmatter were about
 * half of each guide's page data (issue 31).
 */
export const guideFields = graphql`
  fragment GuideFields on MarkdownRemark {
    id
    frontmatter {
      path
      title
      heading
      lead
      documents
      collapsibles { question answer }
      faqs { question answer }
    }
  }
`

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
  fm: InteractiveBlockFields
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
