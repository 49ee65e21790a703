import * as React from "react"
import { useStrings } from "../common/Strings"
import { loadSearch, SearchBox, searchHref } from "./SearchBox"
import { SearchResults, type SearchStatus } from "./SearchResults"
import type { RankedHit, SnippetPart } from "../../lib/search"

const TYPING_DELAY_MS = 200

/**
 * The searching part of /search: the page's box, the note for visitors without JavaScript and the
 * results. Reads the query from the address (`search`, ?q=). Its own component, so that typing
 * and each answer re-render only this part, not the page's header, footer and list of guides.
 */
export function LiveSearch({ search }: { search: string }) {
  const [interactive, setInteractive] = React.useState(false)
  const words = useStrings("search")
  const [input, setInput] = React.useState("")
  const [query, setQuery] = React.useState("")
  // The answer and the query it answers: while they differ, the page says it is searching.
  const [result, setResult] = React.useState<{ query: string; status: SearchStatus; hits: RankedHit[] }>({ query: "", status: "idle", hits: [] })
  const timer = React.useRef<ReturnType<typeof setTimeout>>()
  // The query being answered, when it was asked and whether its results are on screen (for the User Timing measures below).
  const asked = React.useRef<{ query: string; at: number; shown?: boolean } | null>(null)

  // The query comes from the address (?q=), also when the header box is used on this page.
  React.useEffect(() => {
    const q = new URLSearchParams(search).get("q") ?? ""
    setInput(q)
    setQuery(q)
    setInteractive(true)
  }, [search])

  React.useEffect(() => {
    const q = query.trim()
    if (q === "") {
      setResult({ query: q, status: "idle", hits: [] })
      return
    }
    let current = true
    asked.current = { query: q, at: performance.now() }
    // The results as soon as they are ranked; each snippet when its section text arrives (none if it cannot load).
    loadSearch(words)
      .then(engine => engine.rank(q))
      .then(
        ({ hits, snippets }) => {
          if (!current) return
          setResult({ query: q, status: "ready", hits })
          snippets.forEach((pending, i) => {
            const fill = (snippet: SnippetPart[]) => {
              if (current) setResult(r => (r.hits[i] && !r.hits[i].snippet ? { ...r, hits: r.hits.map((hit, j) => (j === i ? { ...hit, snippet } : hit)) } : r))
            }
            pending.then(fill, () => fill([]))
          })
        },
        () => {
          if (current) setResult({ query: q, status: "error", hits: [] })
        },
      )
    return () => {
      current = false
    }
  }, [query, words])

  React.useEffect(() => () => clearTimeout(timer.current), [])

  // A visitor on /search is about to search: load the search code and the index manifest once the
  // browser is idle (a query asked sooner loads them at once).
  React.useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const id = idle(() => {
      loadSearch(words).catch(() => undefined) // a query reports a failure
    })
    return () => cancel(id)
  }, [])

  // User Timing (read by npm run bench), from the query to its results on screen ("search: <query>")
  // and to the last of their snippets ("search with snippets: <query>"). (performance.measure with
  // options is not in every browser.)
  React.useEffect(() => {
    const a = asked.current
    if (!a || result.status !== "ready" || result.query !== a.query) return
    const end = performance.now()
    if (!a.shown) performance.measure?.(`search: ${a.query}`, { start: a.at, end })
    a.shown = true
    if (result.hits.every(hit => hit.snippet)) {
      performance.measure?.(`search with snippets: ${a.query}`, { start: a.at, end })
      asked.current = null
    }
  }, [result])

  /** Searches now and keeps the address in step, without a new history entry. */
  const commit = (value: string) => {
    clearTimeout(timer.current)
    setQuery(value)
    window.history.replaceState(window.history.state, "", searchHref(value, words.searchPath))
  }

  return (
    <>
      <SearchBox
        id="search-page-input"
        name={words.label}
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
          {words.noScript}
        </p>
      </noscript>
      <SearchResults
        query={query}
        status={result.query === query.trim() ? result.status : "loading"}
        hits={result.hits}
        interactive={interactive}
      />
    </>
  )
}
