import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/shell/Layout"
import { HeadTags } from "../components/shell/HeadTags"
import type { HeadData } from "../lib/head-data"
import type { GuideLinks } from "../lib/updates"
import type { PageContext } from "./context"
import type { TemplateWords } from "../config/strings/template-words"
import { fillNodes } from "../components/common/fill-nodes"
import { StaticHtml, type StaticPart } from "../components/common/StaticHtml"

export const query = graphql`
  query UpdatePage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    words: templateWords(template: "update", lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "article", translations: $translations)
      html
      updateDates(withInForce: false)
      updateDay
      updateCta
      frontmatter {
        title
        description
        keywords
        date
        source
        sourceTitle
        affects
      }
    }
    guides: guideLinks(lang: $lang)
  }
`

/** The shape of the query above (declared here so type-checking does not wait for a build). */
interface UpdatePageData {
  markdownRemark: {
    /** The head tags (an article), made at build time (gatsby/build-html.ts plainHead). */
    headTags: HeadData
    html: string | null
    /** The three dates as one line, made at build time (src/lib/updates.ts datesLine). */
    updateDates: string | null
    /** The date in force in the page's language ("1 April 2026"), made at build time. */
    updateDay: string | null
    /** The closing call to action in the page's language, made at build time (gatsby/build-html.ts updateCta). */
    updateCta: StaticPart | null
    frontmatter: {
      title: string
      description: string
      keywords: ReadonlyArray<string> | null
      date: string | null
      source: string | null
      sourceTitle: string | null
      affects: ReadonlyArray<string> | null
    }
  } | null
  guides?: GuideLinks
  /** The template's words in the page's language (src/config/strings/template-words.ts), from the page data. */
  words: TemplateWords["updates"]
}

/** One law update: what changed, when, its official source and the guides it changed. */
export default function UpdateTemplate({ data, pageContext }: PageProps<UpdatePageData, PageContext>) {
  const entry = data.markdownRemark!
  const fm = entry.frontmatter
  const guides = data.guides ?? {}
  const words = data.words
  // The list of updates in the page's language (/updates, /te/updates).
  const allUpdates = pageContext.lang === "en" ? "/updates" : `/${pageContext.lang}/updates`
  return (
    <Layout>
      <HeadTags head={entry.headTags} />
      <div className="hero">
        <div className="container container--narrow hero__inner">
          <p className="update__kicker">
            <Link to={allUpdates}>{words.lawUpdates}</Link>
          </p>
          <h1>{fm.title}</h1>
          {fm.date && (
            <p>{fillNodes(words.inForce, { date: <time dateTime={fm.date}>{entry.updateDay}</time> })}</p>
          )}
        </div>
      </div>
      <article className="container container--narrow update">
        {entry.updateDates && <p className="update__dates">{entry.updateDates}</p>}
        <div dangerouslySetInnerHTML={{ __html: entry.html ?? "" }} />
        {fm.source && (
          <>
            <h2>{words.officialSource}</h2>
            <p>
              <a href={fm.source}>{fm.sourceTitle || fm.source}</a>
            </p>
          </>
        )}
        {(fm.affects ?? []).length > 0 && (
          <>
            <h2>{words.guidesUpdated}</h2>
            <ul>
              {(fm.affects ?? []).map(path => (
                <li key={path}>
                  <Link to={guides[path]?.path ?? path}>{guides[path]?.name ?? path}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <Link to={allUpdates}>{words.allUpdates}</Link>
        </p>
      </article>
      {entry.updateCta && <StaticHtml part={entry.updateCta} />}
    </Layout>
  )
}
