import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/shell/Layout"
import { LiveSearch } from "../components/search/LiveSearch"
import { HeadTags } from "../components/shell/HeadTags"
import type { HeadData } from "../lib/head-data"
import { categories } from "../config/categories"
import { useStrings } from "../components/common/Strings"
import type { SearchStrings } from "../config/strings/search"
import type { PageContext } from "./context"

export const query = graphql`
  query SearchPage($id: String!, $canonical: String!, $translations: [String!]!, $lang: String!, $sameLang: StringQueryOperatorInput!) {
    shell: siteShell(lang: $lang)
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
    guides: allMarkdownRemark(
      # The guides in the page's language (gatsby/pages.ts sameLang).
      filter: { frontmatter: { template: { eq: "guide" }, lang: $sameLang } }
      # Then by path, a field without a resolver: sorting by the title (@facts) gave guides of one
      # order in either sequence from build to build (issue 31). Orders are unique within a category.
      sort: [{ frontmatter: { order: ASC } }, { frontmatter: { path: ASC } }]
    ) {
      nodes {
        frontmatter {
          path
          title
          heading
          category
        }
      }
    }
  }
`

/** The shape of the query above (declared here so type-checking does not wait for a build). */
export interface SearchPageData {
  markdownRemark: {
    /** The head tags, made at build time (gatsby/build-html.ts plainHead). */
    headTags: HeadData
    frontmatter: {
      title: string
      heading: string | null
      description: string
      keywords: ReadonlyArray<string> | null
      lead: string | null
    }
  } | null
  guides: {
    nodes: ReadonlyArray<{ frontmatter: { path: string; title: string; heading: string | null; category: string | null } }>
  }
}

/** The guides grouped by category, in the order of src/config/categories.ts. */
function guideGroups(nodes: SearchPageData["guides"]["nodes"], words: SearchStrings) {
  const keys = Object.keys(categories)
  const groups = new Map<string, Array<{ path: string; name: string }>>()
  for (const { frontmatter: fm } of nodes) {
    const key = fm.category && categories[fm.category] ? fm.category : "other"
    if (!groups.has(key)) groups.set(key, [])
    groups.get(key)!.push({ path: fm.path, name: fm.heading || fm.title })
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (keys.indexOf(a) === -1 ? 99 : keys.indexOf(a)) - (keys.indexOf(b) === -1 ? 99 : keys.indexOf(b)))
    .map(([key, guides]) => ({ key, label: words.categoryLabels[key] ?? categories[key]?.label ?? words.moreGuides, guides }))
}

/**
 * /search: reads ?q=, loads the index and lists the best section of each
 * matching guide. Prerendered with the list of every guide, and a note that
 * searching needs JavaScript.
 */
export default function SearchTemplate(props: PageProps<SearchPageData, PageContext>) {
  return (
    <Layout>
      <SearchPage {...props} />
    </Layout>
  )
}

/** The page inside the Layout, whose words (English, or the Telugu shell's) it reads. */
function SearchPage({ data, location }: PageProps<SearchPageData, PageContext>) {
  const words = useStrings("search")
  const fm = data.markdownRemark!.frontmatter
  const heading = fm.heading || fm.title
  return (
    <>
      <HeadTags head={data.markdownRemark!.headTags} />
      <div className="hero page-hero">
        <div className="container container--narrow hero__inner">
          <h1>{heading}</h1>
          {fm.lead && <p>{fm.lead}</p>}
        </div>
      </div>
      <div className="container container--narrow search-page">
        <LiveSearch search={location.search} />
        <section className="search-page__all" aria-labelledby="all-guides">
          <h2 id="all-guides">{words.allGuides}</h2>
          {guideGroups(data.guides.nodes, words).map(group => (
            <React.Fragment key={group.key}>
              <h3>{group.label}</h3>
              <ul>
                {group.guides.map(g => (
                  <li key={g.path}>
                    <Link to={g.path}>{g.name}</Link>
                  </li>
                ))}
              </ul>
            </React.Fragment>
          ))}
        </section>
      </div>
    </>
  )
}
