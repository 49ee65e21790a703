import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/shell/Layout"
import { HeadTags } from "../components/shell/HeadTags"
import type { HeadData } from "../lib/head-data"
import { formatDate } from "../lib/dates"
import { FEED_PATH, RECORD_BEGAN, datesLine, guideNames, medianDaysToSite, newestFirst, type GuideNodes } from "../lib/updates"
import type { PageContext } from "./context"

export const query = graphql`
  query UpdatesPage($id: String!, $canonical: String!, $translations: [String!]!) {
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
    updates: allMarkdownRemark(
      filter: { frontmatter: { template: { eq: "update" } } }
      sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        html
        frontmatter {
          title
          path
          date
          notified
          notifiedNote
          siteUpdated
          source
          sourceTitle
          affects
        }
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

interface UpdatesPageData {
  markdownRemark: {
    /** The head tags, made at build time (gatsby/build-html.ts plainHead). */
    headTags: HeadData
    frontmatter: { title: string; heading: string | null; description: string; keywords: ReadonlyArray<string> | null; lead: string | null }
  } | null
  updates?: {
    nodes: ReadonlyArray<{
      html: string | null
      frontmatter: {
        title: string
        path: string
        date: string
        notified: string | null
        notifiedNote: string | null
        siteUpdated: string | null
        source: string | null
        sourceTitle: string | null
        affects: ReadonlyArray<string> | null
      }
    }>
  }
  guides?: GuideNodes
}

/** /updates: every law update, newest first, with its source and the guides it changed; the feed and the calendar to follow them. */
export default function UpdatesTemplate({ data, pageContext }: PageProps<UpdatesPageData, PageContext>) {
  const fm = data.markdownRemark!.frontmatter
  const names = guideNames(data.guides)
  // Newest first, then by title, sorted here on the resolved values: Gatsby's sort on a title with a
  // resolver of its own (@facts) can give two entries of one day in either order (issue 31).
  const entries = newestFirst((data.updates?.nodes ?? []).map(n => ({ ...n.frontmatter, html: n.html ?? "" })))
  const speed = medianDaysToSite(entries)
  return (
    <Layout>
      <HeadTags head={data.markdownRemark!.headTags} />
      <div className="hero">
        <div className="container container--narrow hero__inner">
          <h1>{fm.heading || fm.title}</h1>
          {fm.lead && <p>{fm.lead}</p>}
          <p className="updates__follow">
            <a href={FEED_PATH} type="application/rss+xml">
              Follow the updates (RSS feed)
            </a>{" "}
            · <Link to="/tools/compliance-calendar">Subscribe to the compliance calendar</Link>
          </p>
          <p className="updates__speed">
            {speed ? (
              <>
                From notification to this site: a median of <strong>{speed.median} days</strong> over the {speed.count} changes notified since this
                record began on {formatDate(RECORD_BEGAN)}.
              </>
            ) : (
              <>
                Every change below was notified before this record began on {formatDate(RECORD_BEGAN)} and was added as the site was written; from the
                next change on, this line gives the median days from notification to this site.
              </>
            )}{" "}
            Each entry gives the day the change was notified, the day it took effect and the day this site showed it.
          </p>
        </div>
      </div>
      <div className="container container--narrow">
        <ol className="updates-list">
          {entries.map(e => (
            <li key={e.path} className="updates-list__item">
              <article aria-labelledby={`u-${e.path.split("/").pop()}`}>
                <h2 id={`u-${e.path.split("/").pop()}`}>
                  <Link to={e.path}>{e.title}</Link>
                </h2>
                <p className="updates-list__date">
                  <time dateTime={e.date}>{formatDate(e.date)}</time>
                </p>
                <p className="updates-list__dates">{datesLine(e)}</p>
                <div dangerouslySetInnerHTML={{ __html: e.html }} />
                {e.source && (
                  <p>
                    Official source: <a href={e.source}>{e.sourceTitle || e.source}</a>
                  </p>
                )}
                {(e.affects ?? []).length > 0 && (
                  <p>
                    Guides updated:{" "}
                    {(e.affects ?? []).map((path, i) => (
                      <React.Fragment key={path}>
                        {i > 0 && ", "}
                        <Link to={path}>{names.get(path) ?? path}</Link>
                      </React.Fragment>
                    ))}
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
