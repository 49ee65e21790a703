import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { GuideBodyWithStaticParts, type GuideBodyPart } from "../components/guide/GuideBodyWithStaticParts"
import { GuideToc } from "../components/guide/GuideToc"
import { Layout } from "../components/shell/Layout"
import { HeadTags } from "../components/shell/HeadTags"
import { StaticHtml } from "../components/common/StaticHtml"
import { GuideUpdates } from "../components/guide/GuideUpdates"
import type { GuidePageParts } from "../../gatsby/build-html"
import type { PageContext } from "./context"
import type { UiStrings } from "../config/strings"

export const query = graphql`
  query GuidePage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    words: uiWords(areas: ["guide", "forms"], lang: $lang)
    markdownRemark(id: { eq: $id }) {
      ...GuideFields
      guideBody(level: 2)
      guidePage(canonical: $canonical, translations: $translations)
    }
    updates: guideUpdates(canonical: $canonical, lang: $lang)
  }
`


/**
 * A guide. What a visitor only reads (the hero, the static blocks, the aside, the Sources, the
 * call to action) comes as HTML made at build time by the same components; "On this page", the
 * checklist, the disclosures and the enquiry form are React.
 */
export default function GuideTemplate({ data }: PageProps<Queries.GuidePageQuery, PageContext>) {
  const guide = data.markdownRemark!
  const page = guide.guidePage as unknown as GuidePageParts
  // The law changes that changed this guide (content/updates, `affects`), newest first, then by
  // title, dated as "1 July 2026" by the query (gatsby/schema.ts guideUpdates: so the page's
  // JavaScript needs no date code); none in the editor's preview, nor on a translation (the
  // updates name the English guides they changed, and are written in English).
  const updates = (data.updates ?? []) as unknown as ReadonlyArray<{ title: string; path: string; date: string }>
  return (
    <Layout words={data.words as unknown as Partial<UiStrings>}>
      <StaticHtml part={page.hero} />
      {/* From 1024px: the text (at most 72ch) beside a sticky rail: at its top one card with the
          fees and the quote action, always in view; under it "On this page", whose list scrolls
          under its own title when the window is short, and the trust strip. Below 1024px, "On this
          page" is a disclosure under the hero. */}
      <div className="container guide-layout">
        <div className="guide-rail">
          <StaticHtml part={page.aside} />
          <GuideToc list={page.toc} />
          <StaticHtml part={page.railExtras} />
        </div>
        <article className="guide guide-main">
          <GuideUpdates updates={updates} />
          {page.glance && <StaticHtml part={page.glance} />}
          <GuideBodyWithStaticParts parts={guide.guideBody as unknown as GuideBodyPart[]} fm={guide.frontmatter} />
          {page.sources && <StaticHtml part={page.sources} />}
        </article>
      </div>
      {/* after the text: the FAQPage JSON-LD near the questions it repeats (see HeadTags) */}
      <HeadTags head={page.head} />
      <StaticHtml part={page.cta} />
    </Layout>
  )
}
