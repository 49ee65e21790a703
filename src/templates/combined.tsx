import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { PageHero } from "../components/guide/PageHero"
import { CtaBand } from "../components/sections/CtaBand"
import { GuideBodyWithStaticParts, type GuideBodyPart } from "../components/guide/GuideBodyWithStaticParts"
import { GuideSources } from "../components/guide/GuideSources"
import { GuideToc } from "../components/guide/GuideToc"
import { GuideAside } from "../components/guide/GuideAside"
import { fillNodes, useStrings } from "../components/common/Strings"
import { guidePartsEn } from "../config/strings/guide-parts"
import { sourceList } from "../lib/sources"
import { combinedToc, type CombinedBodyPart } from "../lib/combined-toc"
import { Inclusions } from "../components/guide/Inclusions"
import { Layout } from "../components/shell/Layout"
import { HeadTagsFromProps } from "../components/shell/HeadTagsFromProps"
import { breadcrumbFor } from "../config/categories"
import { heroIllustrations } from "../config/illustrations"
import { quoteHref } from "../lib/quote-link"
import { breadcrumbJsonLd, faqJsonLd } from "../lib/structured-data"
import type { PageContext } from "./context"
import type { TemplateWords } from "../config/strings/template-words"
import { fill } from "../config/strings/fill"

export const query = graphql`
  query CombinedPage($id: String!, $includes: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    words: templateWords(template: "combined", lang: $lang)
    markdownRemark(id: { eq: $id }) {
      html
      factsUsed { key label value kind source sourceTitle effective until basis }
      frontmatter {
        reviewed
        title
        heading
        description
        keywords
        lead
        inclusions { covered excluded }
        cta { heading text label path }
      }
    }
    guides: allMarkdownRemark(filter: { frontmatter: { path: { in: $includes } } }) {
      nodes {
        ...GuideFields
        guideBody(level: 3)
      }
    }
  }
`

/** A screen that stacks several guides (the combined GST, food and IEC/ESI pages). */
export default function CombinedTemplate({ data, pageContext }: PageProps<Queries.CombinedPageQuery, PageContext>) {
  const page = data.markdownRemark!
  // The template's own words in the page's language, from its page data (src/config/strings/template-words.ts).
  const own = (data as unknown as { words: TemplateWords["combined"] }).words
  const fm = page.frontmatter
  const heading = fm.heading || fm.title
  const guides = pageContext.includes
    .map(path => data.guides.nodes.find(g => g.frontmatter.path === path))
    .filter((g): g is NonNullable<typeof g> => Boolean(g))
  // The trail starts at the home page of the page's language (Home at /, హోమ్ at /te).
  const crumbs = breadcrumbFor(null, heading, pageContext.canonical, { home: own.home, homePath: own.homePath })
  // Every included guide shows its FAQs on this page, so the FAQPage lists them all.
  const faqs = guides.flatMap(g => g.frontmatter.faqs ?? [])
  // The page states every included guide's figures; it was reviewed when its oldest part was.
  const factsUsed = [...page.factsUsed, ...guides.flatMap(g => g.factsUsed)]
  const reviewed = fm.reviewed ?? guides.map(g => g.frontmatter.reviewed).filter((d): d is string => Boolean(d)).sort()[0]
  const words = useStrings("guideParts", guidePartsEn)
  const parts = guides.map(g => ({ name: g.frontmatter.heading || g.frontmatter.title, anchor: anchor(g.frontmatter.path), fees: g.frontmatter.fees }))
  // "On this page": each part and its main sections, then Sources when GuideSources shows them.
  const { sources, estimates } = sourceList(factsUsed, words)
  const toc = combinedToc(
    guides.map(g => ({ id: anchor(g.frontmatter.path), name: g.frontmatter.heading || g.frontmatter.title, body: g.guideBody as unknown as CombinedBodyPart[] })),
    sources.length > 0 || estimates.length > 0 || reviewed ? { id: "sources", text: words.sources } : null,
  )
  return (
    <Layout>
      <HeadTagsFromProps
        title={fm.title}
        description={fm.description}
        keywords={fm.keywords}
        canonicalPath={pageContext.canonical}
        structuredData={[breadcrumbJsonLd(crumbs), faqJsonLd(faqs)]}
      />
      <PageHero
        crumbs={crumbs}
        heading={heading}
        lead={fm.lead}
        illustration={heroIllustrations[pageContext.canonical]}
        guide={{ quotePath: quoteHref(heading), parts }}
      />
      {/* The guides' layout: from 1024px the text beside the sticky rail (the fees and the quote
          action at its top, "On this page" below; no trust strip: these screens are at their HTML budget); below 1024px "On this page"
          is a disclosure under the hero. */}
      <div className="container guide-layout">
        <div className="guide-rail">
          <GuideAside service={heading} parts={parts} />
          <div className="guide-rail__more">
            <GuideToc entries={toc} />
          </div>
        </div>
        <div className="guide guide-main">
          {page.html && <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />}
          <Inclusions inclusions={fm.inclusions} className="inclusions--block" />
          {guides.map(g => (
            <section key={g.id} id={anchor(g.frontmatter.path)} className="guide-block" aria-labelledby={`${anchor(g.frontmatter.path)}-title`}>
              <h2 id={`${anchor(g.frontmatter.path)}-title`}>{g.frontmatter.heading || g.frontmatter.title}</h2>
              {g.frontmatter.lead && <p className="section__intro">{g.frontmatter.lead}</p>}
              {/* Below 1024px each part folds behind its heading and lead (issue 29: /gst/services was
                  34,600px tall on a phone, 20,000px on a tablet); from 1024px, beside the rail's "On this
                  page", it is always open and the summary hidden (global.css, .part-more). In the HTML
                  either way, and an "On this page" link into a part opens it. */}
              <details className="part-more">
                <summary>{own.readPart}</summary>
                <GuideBodyWithStaticParts parts={g.guideBody as unknown as GuideBodyPart[]} fm={g.frontmatter} level={3} />
              </details>
              <p>
                {fillNodes(own.partLinks, {
                  full: <Link to={g.frontmatter.path}>{fill(own.openFull, { name: g.frontmatter.heading || g.frontmatter.title })}</Link>,
                  quote: <Link to={quoteHref(g.frontmatter.heading || g.frontmatter.title)}>{own.quoteFor}</Link>,
                })}
              </p>
            </section>
          ))}
          {/* the sources of every part's figures (some 6,000px on a phone) fold the same way */}
          <details className="part-more">
            <summary>{own.sourcesFold}</summary>
            <GuideSources facts={factsUsed} reviewed={reviewed} />
          </details>
        </div>
      </div>
      <CtaBand {...fm.cta} path={fm.cta?.path || quoteHref(heading)} whatsappText={fill(own.whatsapp, { name: heading })} />
    </Layout>
  )
}

function anchor(path: string): string {
  return path.split("/").filter(Boolean).pop() ?? "guide"
}
