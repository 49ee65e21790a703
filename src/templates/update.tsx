import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/shell/Layout"
import { HeadTags } from "../components/shell/HeadTags"
import type { HeadData } from "../lib/head-data"
import { guideNames, type GuideNodes } from "../lib/updates"
import type { PageContext } from "./context"
import type { TemplateWords } from "../config/strings/template-words"
import { fillNodes } from "../components/common/Strings"

export const query = graphql`
  query UpdatePage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!) {
    shell: siteShell(lang: $lang)
    words: templateWords(template: "update", lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "article", translations: $translations)
      html
      updateDates
      frontmatter {
        title
        description
        keywords
        date
        dateText: date(formatString: "D MMMM YYYY")
        source
        sourceTitle
        affects
      }
    }
    guides: allMarkdownRemark(filter: { frontmatter: { template: { eq: "guide" }, lang: { ne: "te" } } }, sort: { frontmatter: { path: ASC } }) {
      nodes {
        frontmatter {
          path
          title
          heading
        }
      }
    }
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
    frontmatter: {
      title: string
      description: string
      keywords: ReadonlyArray<string> | null
      date: string | null
      /** The date as "1 April 2026" (Gatsby formats it at build time). */
      dateText: string | null
      source: string | null
      sourceTitle: string | null
      affects: ReadonlyArray<string> | null
    }
  } | null
  guides?: GuideNodes
  /** The template's words in the page's language (src/config/strings/template-words.ts), from the page data. */
  words: TemplateWords["updates"]
}

/** One law update: what changed, when, its official source and the guides it changed. */
export default function UpdateTemplate({ data, pageContext }: PageProps<UpdatePageData, PageContext>) {
  const entry = data.markdownRemark!
  const fm = entry.frontmatter
  const names = guideNames(data.guides)
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
            <p>{fillNodes(words.inForce, { date: <time dateTime={fm.date}>{fm.dateText}</time> })}</p>
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
                  <Link to={path}>{names.get(path) ?? path}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <Link to={allUpdates}>{words.allUpdates}</Link>
        </p>
      </article>
    </Layout>
  )
}
