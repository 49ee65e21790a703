import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageHero } from "../components/PageHero"
import { CtaBand } from "../components/CtaBand"
import { Glance } from "../components/Glance"
import { GuideContent } from "../components/GuideContent"
import { GuideSources } from "../components/GuideSources"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import { breadcrumbFor } from "../config/categories"
import { breadcrumbJsonLd, faqJsonLd } from "../lib/structured-data"
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
      <PageHero crumbs={crumbs} heading={heading} lead={fm.lead} />
      <article className="guide">
        <div className="container container--narrow">
          {fm.glance && fm.glance.length > 0 && <Glance items={fm.glance} />}
          <GuideContent guide={guide} />
          <GuideSources facts={guide.factsUsed} reviewed={fm.reviewed} />
        </div>
      </article>
      <CtaBand {...fm.cta} whatsappText={`Hello, I need help with ${heading}.`} />
    </Layout>
  )
}
