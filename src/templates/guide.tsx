import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageHero } from "../components/PageHero"
import { CtaBand } from "../components/CtaBand"
import { GuideBody, type GuideBodyPart } from "../components/GuideBody"
import { GuideToc } from "../components/GuideToc"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import { StaticHtml, type StaticPart } from "../components/StaticHtml"
import { breadcrumbFor } from "../config/categories"
import { QUOTE_PATH } from "../config/site"
import { breadcrumbJsonLd, faqJsonLd } from "../lib/structured-data"
import type { TocEntry } from "../lib/toc"
import type { PageContext } from "./context"

export const query = graphql`
  query GuidePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...GuideFields
      guideBody(level: 2)
      guidePage
    }
  }
`

/** The parts of the page rendered at build time (gatsby/static-html.ts). */
interface GuidePageParts {
  toc: TocEntry[]
  glance: StaticPart | null
  aside: StaticPart
  sources: StaticPart | null
}

export default function GuideTemplate({ data, pageContext }: PageProps<Queries.GuidePageQuery, PageContext>) {
  const guide = data.markdownRemark!
  const fm = guide.frontmatter
  const heading = fm.heading || fm.title
  const crumbs = breadcrumbFor(fm.category, heading, pageContext.canonical)
  const page = guide.guidePage as unknown as GuidePageParts
  return (
    <Layout>
      <Seo
        title={fm.title}
        description={fm.description}
        keywords={fm.keywords}
        canonicalPath={pageContext.canonical}
        type="article"
        structuredData={[breadcrumbJsonLd(crumbs), faqJsonLd(fm.faqs ?? [])]}
      />
      <PageHero crumbs={crumbs} heading={heading} lead={fm.lead} guide={{ fees: fm.fees, quotePath: QUOTE_PATH }} />
      {/* From 1024px: the text (at most 72ch) beside a sticky rail with "On this page", the fees,
          a short quote card and the trust strip. Below that, "On this page" is a disclosure under the hero. */}
      <div className="container guide-layout">
        <div className="guide-rail">
          <GuideToc entries={page.toc} />
          <StaticHtml part={page.aside} />
        </div>
        <article className="guide guide-main">
          {page.glance && <StaticHtml part={page.glance} />}
          <GuideBody parts={guide.guideBody as unknown as GuideBodyPart[]} fm={fm} />
          {page.sources && <StaticHtml part={page.sources} />}
        </article>
      </div>
      <CtaBand {...fm.cta} whatsappText={`Hello, I need help with ${heading}.`} />
    </Layout>
  )
}
