import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { loadSearch, SearchBox, searchHref } from "../components/SearchBox"
import { SearchResults, type SearchStatus } from "../components/SearchResults"
import { Seo } from "../components/Seo"
import { categories } from "../config/categories"
import type { SearchHit } from "../lib/search"
import type { PageContext } from "./context"

export const query = graphql`
  query SearchPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        title
        heading
        description
        keywords
        lead
      }
    }
    guides: allMarkdownRemark(
      filter: { frontmatter: { template: { eq: "guide" } } }
      sort: [{ frontmatter: { order: ASC } }, { frontmatter: { title: ASC } }]
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
interface SearchPageData {
  markdownRemark: {
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

const TYPING_DELAY_MS = 200

/** The guides grouped by category, in the order of src/config/categories.ts. */
function guideGroups(nodes: SearchPageData["guides"]["nodes"]) {
  const keys = Object.keys(categories)
  const groups = new Map<string, Array<{ path: string; name: string }>>()
  for (const { frontmatter: fm } of nodes) {
    const key = fm.category && categories[fm.category] ? fm.category : "other"
    if (!groups.has(key)) groups.set(key, [])
    groups.get(key)!.push({ path: fm.path, name: fm.heading || fm.title })
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (keys.indexOf(a) === -1 ? 99 : keys.indexOf(a)) - (keys.indexOf(b) === -1 ? 99 : keys.indexOf(b)))
    .map(([key, guides]) => ({ key, label: categories[key]?.label ?? "More guides", guides }))
}

/**
 * /search: reads ?q=, loads the index and lists the best section of each
 * matching guide. Prerendered with the list of every guide, and a note that
 * searching needs JavaScript.
 */
export default function SearchTemplate({ data, location, pageContext }: PageProps<SearchPageData, PageContext>) {
  const fm = data.markdownRemark!.frontmatter
  const [interactive, setInteractive] = React.useState(false)
  const [input, setInput] = React.useState("")
  const [query, setQuery] = React.useState("")
  // The answer and the query it answers: while they differ, the page says it is searching.
  const [result, setResult] = React.useState<{ query: string; status: SearchStatus; hits: SearchHit[] }>({ query: "", status: "idle", hits: [] })
  const timer = React.useRef<ReturnType<typeof setTimeout>>()
  // The query being answered and when it was asked (for the User Timing measure below).
  const asked = React.useRef<{ query: string; at: number } | null>(null)

  // The query comes from the address (?q=), also when the header box is used on this page.
  React.useEffect(() => {
    const q = new URLSearchParams(location.search).get("q") ?? ""
    setInput(q)
    setQuery(q)
    setInteractive(true)
  }, [location.search])

  React.useEffect(() => {
    const q = query.trim()
    if (q === "") {
      setResult({ query: q, status: "idle", hits: [] })
      return
    }
    let current = true
    asked.current = { query: q, at: performance.now() }
    loadSearch()
      .then(engine => engine.query(q))
      .then(
        hits => {
          if (current) setResult({ query: q, status: "ready", hits })
        },
        () => {
          if (current) setResult({ query: q, status: "error", hits: [] })
        },
      )
    return () => {
      current = false
    }
  }, [query])

  React.useEffect(() => () => clearTimeout(timer.current), [])

  // User Timing "search: <query>": from the query to its results on screen (read by npm run bench).
  React.useEffect(() => {
    const a = asked.current
    if (a && result.status === "ready" && result.query === a.query) {
      performance.measure?.(`search: ${a.query}`, { start: a.at, end: performance.now() }) // (not in every browser)
      asked.current = null
    }
  }, [result])

  /** Searches now and keeps the address in step, without a new history entry. */
  const commit = (value: string) => {
    clearTimeout(timer.current)
    setQuery(value)
    window.history.replaceState(window.history.state, "", searchHref(value))
  }

  const heading = fm.heading || fm.title
  return (
    <Layout>
      <Seo title={fm.title} description={fm.description} keywords={fm.keywords} canonicalPath={pageContext.canonical} />
      <div className="hero">
        <div className="container container--narrow">
          <h1>{heading}</h1>
          {fm.lead && <p>{fm.lead}</p>}
        </div>
      </div>
      <div className="container container--narrow search-page">
        <SearchBox
          id="search-page-input"
          name="Search the guides"
          className="search-box--page"
          value={input}
          onChange={value => {
            setInput(value)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => commit(value), TYPING_DELAY_MS)
          }}
          onSubmit={commit}
        />
        <noscript>
          <p className="search-page__nojs">
            Searching needs JavaScript, which is turned off in your browser. Every guide is listed below: pick the one you need.
          </p>
        </noscript>
        <SearchResults
          query={query}
          status={result.query === query.trim() ? result.status : "loading"}
          hits={result.hits}
          interactive={interactive}
        />
        <section className="search-page__all" aria-labelledby="all-guides">
          <h2 id="all-guides">All guides</h2>
          {guideGroups(data.guides.nodes).map(group => (
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
    </Layout>
  )
}
