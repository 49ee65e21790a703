import * as React from "react"
import { useStrings } from "../common/Strings"
import type { SearchStrings } from "../../config/strings/search"
import { fill } from "../../config/strings/fill"
import { Link } from "gatsby"
import type { RankedHit } from "../../lib/search"
import { quoteHrefTo } from "../../lib/quote-href"

export type SearchStatus = "idle" | "loading" | "ready" | "error"

interface SearchResultsProps {
  query: string
  status: SearchStatus
  /** The results; a result without its snippet yet shows it when it arrives, in the space kept for it. */
  hits: RankedHit[]
  /**
   * False until the page has hydrated: the prerendered page shows only the idle hint (in the
   * space it keeps, so that nothing moves when the page comes alive; with JavaScript off the
   * no-script style hides it, and a note says that searching needs JavaScript).
   */
  interactive?: boolean
}

/** The mark of a result in another language, where the search's words name none (SearchStrings.otherLanguage). */
export const OTHER_LANGUAGE = "In English"
/** The word before a result's matching section, where the search's words name none (SearchStrings.section). */
export const SECTION = "Section"
/**
 * Under the results, where the search's words name none (SearchStrings.ask, askButton): a search is
 * not a dead end (review 50: one result, then a window's height of white, then the footer).
 */
export const ASK = "Not what you were looking for? Tell us what you need, and we reply with the registrations, the documents and a fixed quote."
export const ASK_BUTTON = "Ask us"

export function statusMessage(query: string, status: SearchStatus, count: number, interactive = true, words: SearchStrings): string {
  const q = query.trim()
  if (!interactive) return words.idle
  if (status === "error") return words.error
  if (q === "" || status === "idle") return words.idle
  if (status === "loading") return fill(words.loading, { q })
  if (count === 0) return fill(words.none, { q })
  return fill(count === 1 ? words.one : words.many, { q, count })
}

/**
 * The result list of the search page: guide, matching section, snippet; each links to the section.
 * The results show as soon as they are ranked; each snippet fills the space kept for it when its
 * section text arrives. Only the status line is a live region: it says once how many guides
 * match, and the snippets arrive silently (the list is aria-busy until the last one is in).
 */
export function SearchResults({ query, status, hits, interactive = true }: SearchResultsProps) {
  const shown = status === "ready" ? hits : []
  const pending = shown.some(hit => !hit.snippet)
  const words = useStrings("search")
  // the contact page of the page's language, as the tools' results link it (the shell's words)
  const contactPath = useStrings("shell").contactPath
  // What the page around the results shows (search.css): while a query is being answered and once
  // it has results, "All guides" gives way to them and the results keep a window's height, so
  // that nothing on screen moves when they arrive (issue 29: a search opened from a link shifted
  // 0.23). With no match, or no query, "All guides" is there again. Until the page reads the
  // address (no data-live), a query marked by the head script (has-query) holds the same place.
  const answering = interactive && query.trim() !== "" && (status === "loading" || (status === "ready" && shown.length > 0))
  return (
    <div className="search-results" data-answering={answering || undefined} data-live={interactive || undefined}>
      <p role="status" className="search-results__status" data-searching={words.searching}>
        {statusMessage(query, status, shown.length, interactive, words)}
      </p>
      {shown.length > 0 && (
        <ol className="search-results__list" aria-label={words.results} aria-busy={pending || undefined}>
          {shown.map(hit => (
            <li key={hit.href} className="search-result">
              <h2 className="search-result__title">
                <Link to={hit.href} hrefLang={hit.lang} lang={hit.lang}>
                  {hit.guide}
                </Link>
              </h2>
              {hit.lang && <p className="search-result__language">{words.otherLanguage ?? OTHER_LANGUAGE}</p>}
              {hit.heading && (
                <p className="search-result__section">
                  {words.section ?? SECTION}: {hit.heading}
                </p>
              )}
              <p className={hit.snippet ? "search-result__snippet" : "search-result__snippet search-result__snippet--loading"}>
                {hit.snippet?.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>))}
              </p>
            </li>
          ))}
        </ol>
      )}
      {/* in the room the results keep (search.css), shown with them: nothing below it moves */}
      {shown.length > 0 && (
        <div className="search-ask">
          <p>{words.ask ?? ASK}</p>
          <Link className="btn btn--outline" to={quoteHrefTo(query, contactPath)}>
            {words.askButton ?? ASK_BUTTON}
          </Link>
        </div>
      )}
    </div>
  )
}
