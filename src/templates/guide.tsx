import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageHero } from "../components/PageHero"
import { CtaBand } from "../components/CtaBand"
import { Glance } from "../components/Glance"
import { GuideAside, QUOTE_PATH } from "../components/GuideAside"
import { GuideContent } from "../components/GuideContent"
import { GuideSources } from "../components/GuideSources"
import { GuideToc } from "../components/GuideToc"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import { breadcrumbFor } from "../config/categories"
import { breadcrumbJsonLd, faqJsonLd } from "../lib/structured-data"
import { sourceList } from "../lib/sources"
import { guideToc } from "../lib/toc"
import type { PageContext } from "./context"

export const query = graphql`
  query GuidePage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      ...GuideFields
    }
  }
`

export default function GuideTemplate({ data, pageContext }: PageProps<Queries.GuidePageQuery, PageContext>) {
  const guide = data.markdownRemark!
  const fm = guide.frontmatter
  const heading = fm.heading || fm.title
  const crumbs = breadcrumbFor(fm.category, heading, pageContext.canonical)
  const { sources, estimates } = sourceList(guide.factsUsed)
  const toc = guideToc(guide.html ?? "", fm, { sources: sources.length > 0 || estimates.length > 0 || Boolean(fm.reviewed) })
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
          <GuideToc entries={toc} />
          <GuideAside service={heading} fees={fm.fees} />
        </div>
        <article className="guide guide-main">
          {fm.glance && fm.glance.length > 0 && <Glance items={fm.glance} />}
          <GuideContent guide={guide} />
          <GuideSources facts={guide.factsUsed} reviewed={fm.reviewed} />
        </article>
      </div>
      <CtaBand {...fm.cta} whatsappText={`Hello, I need help with ${heading}.`} />
    </Layout>
  )
}
