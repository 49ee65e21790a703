import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { GuideBodyWithStaticParts, type GuideBodyPart } from "../components/guide/GuideBodyWithStaticParts"
import { GuideToc } from "../components/guide/GuideToc"
import { Layout } from "../components/shell/Layout"
import { HeadTags } from "../components/shell/HeadTags"
import { StaticHtml } from "../components/common/StaticHtml"
import { useHydrated } from "../components/common/useHydrated"
import type { CombinedPageParts } from "../../gatsby/build-html"
import type { PageContext } from "./context"
import type { UiStrings } from "../config/strings"

export const query = graphql`
  query CombinedPage($id: String!, $includes: [String!]!, $lang: String!, $canonical: String!, $translations: [String!]!) {
    shell: siteShell(lang: $lang)
    words: uiWords(areas: ["guide", "forms"], lang: $lang)
    markdownRemark(id: { eq: $id }) {
      html
      combinedPage(canonical: $canonical, includes: $includes, translations: $translations)
    }
    guides: allMarkdownRemark(filter: { frontmatter: { path: { in: $includes } } }) {
      nodes {
        ...GuideFields
        guideBody(level: 3)
      }
    }
  }
`

/**
 * A screen that stacks several guides (the combined GST, food and IEC/ESI pages). What a visitor
 * only reads (the head, the hero with each part's fees, the aside, what our fee includes, the
 * links under each part, the Sources, the call to action) comes as HTML made at build time
 * (gatsby/build-html.ts combinedPage), as on a guide; "On this page" and each part's checklist,
 * disclosures and enquiry form are React.
 */
export default function CombinedTemplate({ data, pageContext }: PageProps<Queries.CombinedPageQuery, PageContext>) {
  const page = data.markdownRemark!
  const parts = page.combinedPage as unknown as CombinedPageParts
  // What the HTML leaves to the page data (issue 33, the Telugu GST screen's 22 KB): "On this page"
  // lists the parts there, and each part's sections under it once the page has hydrated; the Sources
  // fold links each part's Sources there, and holds the whole list once hydrated.
  const hydrated = useHydrated()
  const guides = pageContext.includes
    .map(path => data.guides.nodes.find(g => g.frontmatter.path === path))
    .filter(Boolean) as Queries.CombinedPageQuery["guides"]["nodes"][number][]
  return (
    <Layout words={data.words as unknown as Partial<UiStrings>}>
      <HeadTags head={parts.head} />
      <StaticHtml part={parts.hero} />
      {/* The guides' layout: from 1024px the text beside the sticky rail (the fees and the quote
          action at its top, "On this page" below; no trust strip: these screens are at their HTML budget); below 1024px "On this page"
          is a disclosure under the hero. */}
      <div className="container guide-layout">
        <div className="guide-rail">
          <StaticHtml part={parts.aside} />
          <GuideToc list={hydrated ? parts.tocSections : parts.toc} />
        </div>
        <div className="guide guide-main">
          {page.html && <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />}
          {parts.inclusions && <StaticHtml part={parts.inclusions} />}
          {guides.map(g => {
            const id = parts.partIds[g.frontmatter.path]
            return (
              <section key={g.id} id={id} className="guide-block" aria-labelledby={`${id}-title`}>
                <h2 id={`${id}-title`}>{g.frontmatter.heading || g.frontmatter.title}</h2>
                {g.frontmatter.lead && <p className="section__intro">{g.frontmatter.lead}</p>}
                {/* Each part folds behind its heading and lead at every width (issue 29: /gst/services
                    was 34,600px tall on a phone, 20,000px on a tablet; review 7: 17,000-20,800px at
                    1280 and 1440 with the parts open). In the HTML either way, and an "On this
                    page" link into a part opens it (the browser opens a details element holding
                    the target of a fragment). */}
                <details className="part-more">
                  <summary>{parts.folds.readPart}</summary>
                  <GuideBodyWithStaticParts parts={g.guideBody as unknown as GuideBodyPart[]} fm={g.frontmatter} level={3} />
                </details>
                <StaticHtml part={parts.partLinks[g.frontmatter.path]} />
              </section>
            )
          })}
          {/* the sources of every part's figures (some 6,000px on a phone) fold the same way */}
          {parts.sourceLinks && (
            <details className="part-more">
              <summary>{parts.folds.sourcesFold}</summary>
              <StaticHtml part={(hydrated && parts.sources) || parts.sourceLinks} />
            </details>
          )}
        </div>
      </div>
      <StaticHtml part={parts.cta} />
    </Layout>
  )
}
