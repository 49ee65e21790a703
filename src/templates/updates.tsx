import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/shell/Layout"
import { HeadTags } from "../components/shell/HeadTags"
import type { HeadData } from "../lib/head-data"
import type { GuideLinks } from "../lib/updates"
import type { PageContext } from "./context"
import type { TemplateWords } from "../config/strings/template-words"
import { fillNodes } from "../components/common/fill-nodes"

export const query = graphql`
  query UpdatesPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!, $sameLang: StringQueryOperatorInput!) {
    shell: siteShell(lang: $lang)
    words: templateWords(template: "updates", lang: $lang)
    markdownRemark(id: { eq: $id }) {
      headTags(canonical: $canonical, kind: "page", translations: $translations)
      frontmatter {
        title
        heading
        description
        keywords
        lead
      }
    }
    updatesSpeed(lang: $lang)
    updates: allMarkdownRemark(
      # The entries in the page's language (gatsby/pages.ts sameLang).
      filter: { frontmatter: { template: { eq: "update" }, lang: $sameLang } }
      sort: [{ frontmatter: { date: DESC } }, { frontmatter: { path: ASC } }]
    ) {
      nodes {
        html
        updateDates
        updateDay
        frontmatter {
          title
          path
          date
          source
          sourceTitle
          affects
        }
      }
    }
    guides: guideLinks(lang: $lang)
  }
`

interface UpdatesPageData {
  markdownRemark: {
    /** The head tags, made at build time (gatsby/build-html.ts plainHead). */
    headTags: HeadData
    frontmatter: { title: string; heading: string | null; description: string; keywords: ReadonlyArray<string> | null; lead: string | null }
  } | null
  /** The line on the median days from notification to the site, made at build time (src/lib/updates.ts speedLine). */
  updatesSpeed: string
  updates?: {
    nodes: ReadonlyArray<{
      html: string | null
      /** The entry's three dates as one line, made at build time (src/lib/updates.ts datesLine). */
      updateDates: string | null
      /** The date in force in the page's language ("1 April 2026"), made at build time. */
      updateDay: string
      frontmatter: {
        title: string
        path: string
        date: string
        source: string | null
        sourceTitle: string | null
        affects: ReadonlyArray<string> | null
      }
    }>
  }
  guides?: GuideLinks
  /** The template's words in the page's language (src/config/strings/template-words.ts), from the page data. */
  words: TemplateWords["updates"]
}

/** /updates: every law update, newest first, with its source and the guides it changed; the feed and the calendar to follow them. */
export default function UpdatesTemplate({ data, pageContext }: PageProps<UpdatesPageData, PageContext>) {
  const fm = data.markdownRemark!.frontmatter
  const guides = data.guides ?? {}
  // The feed in the page's language (/updates.xml, /te/updates.xml: src/lib/feeds.ts).
  const prefix = pageContext.lang === "en" ? "" : `/${pageContext.lang}`
  const words = data.words
  // Newest first, those of one day by path, as the query sorts them (lib/updates.ts newestFirst's order;
  // not by title: Gatsby's sort on a title with a resolver of its own, @facts, can change between builds).
  const entries = (data.updates?.nodes ?? []).map(n => ({ ...n.frontmatter, html: n.html ?? "", dates: n.updateDates, dateText: n.updateDay }))
  return (
    <Layout>
      <HeadTags head={data.markdownRemark!.headTags} />
      <div className="hero">
        <div className="container container--narrow hero__inner">
          <h1>{fm.heading || fm.title}</h1>
          {fm.lead && <p>{fm.lead}</p>}
          <p className="updates__follow">
            <a href={`${prefix}/updates.xml`} type="application/rss+xml">
              {words.followFeed}
            </a>{" "}
            · <Link to={words.calendarPath}>{words.subscribeCalendar}</Link>
          </p>
        </div>
      </div>
      <div className="container container--narrow">
        {/* The titles first, each a link to its entry below (review 9: 22 entries, each several
            paragraphs, and no way to scan them). */}
        <nav className="updates-contents" aria-labelledby="updates-contents">
          <h2 id="updates-contents" className="updates-contents__heading">
            {words.contents}
          </h2>
          {/* What the dates are, under the list they date (review 17: in the hero, beside the lead,
              it pushed the first entry below a phone's first screen). */}
          <p className="updates__speed">{data.updatesSpeed}</p>
          <ol className="updates-contents__list">
            {entries.map(e => (
              <li key={e.path}>
                <time dateTime={e.date}>{e.dateText}</time>
                <a href={`#u-${e.path.split("/").pop()}`}>{e.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="updates-list">
          {entries.map(e => (
            <li key={e.path} className="updates-list__item">
              <article aria-labelledby={`u-${e.path.split("/").pop()}`}>
                <h2 id={`u-${e.path.split("/").pop()}`}>
                  <Link to={e.path}>{e.title}</Link>
                </h2>
                <p className="updates-list__date">
                  <time dateTime={e.date}>{e.dateText}</time>
                </p>
                <p className="updates-list__dates">{e.dates}</p>
                <div dangerouslySetInnerHTML={{ __html: e.html }} />
                {e.source && (
                  <p>{fillNodes(words.entrySource, { source: <a href={e.source}>{e.sourceTitle || e.source}</a> })}</p>
                )}
                {(e.affects ?? []).length > 0 && (
                  <p>
                    {fillNodes(words.entryGuides, {
                      guides: (
                        <>
                          {(e.affects ?? []).map((path, i) => (
                            <React.Fragment key={path}>
                              {i > 0 && ", "}
                              <Link to={guides[path]?.path ?? path}>{guides[path]?.name ?? path}</Link>
                            </React.Fragment>
                          ))}
                        </>
                      ),
                    })}
                  </p>
                )}
              </article>
            </li>
          ))}
        </ol>
      </div>
    </Layout>
  )
}
