import * as React from "react"
import { navigate, withPrefix } from "gatsby"
import { Icon } from "../common/Icon"
import type { LazySearchEngine } from "../../lib/search"
import "./search.css"

/** The index manifest plugins/site-search writes into public/ (its other files are in /search-index/). */
export const SEARCH_INDEX_URL = "/search-index.json"

let engine: Promise<LazySearchEngine> | null = null

function fetchText(url: string): Promise<string> {
  return fetch(withPrefix(url)).then(res => {
    if (!res.ok) throw new Error(`Search index: HTTP ${res.status} for ${url}`)
    return res.text()
  })
}

function loadEngine(): Promise<LazySearchEngine> {
  const manifest = fetchText(SEARCH_INDEX_URL)
  manifest.catch(() => undefined) // reported through the chain below
  return import(/* webpackChunkName: "site-search" */ "../../lib/search").then(({ createLazyEngine, SEARCH_FILES_DIR }) =>
    manifest.then(json => createLazyEngine(json, name => fetchText(`/${SEARCH_FILES_DIR}/${name}`))),
  )
}

/**
 * Loads MiniSearch and the index manifest the first time someone uses a search box, so
 * that no page pays for search before then. Both are fetched once per visit; each query
 * then fetches the term files and section texts it needs (src/lib/search.ts).
 */
export function loadSearch(): Promise<LazySearchEngine> {
  if (!engine) {
    const pending = loadEngine()
    pending.catch(() => {
      if (engine === pending) engine = null // try again next time
    })
    engine = pending
  }
  return engine
}

/** The /search URL for a query. */
export function searchHref(query: string): string {
  const q = query.trim()
  return q ? `/search?q=${encodeURIComponent(q)}` : "/search"
}

interface SearchBoxProps {
  /** The input's id (unique on the page). */
  id: string
  /** The name of the search landmark. */
  name: string
  className?: string
  /** Controlled value; without it the box keeps its own. */
  value?: string
  onChange?: (value: string) => void
  /** Replaces the default submit (go to /search?q=...). */
  onSubmit?: (value: string) => void
}

/**
 * A search form that works without JavaScript (GET /search?q=...). With
 * JavaScript it goes to the search page without a reload, and starts loading
 * the search index as soon as the visitor focuses or types in it (and, as they
 * type, the index files of their words).
 */
export function SearchBox({ id, name, className, value, onChange, onSubmit }: SearchBoxProps) {
  const [own, setOwn] = React.useState("")
  const query = value ?? own
  // Loads the search, and the index files of the words typed so far (src/lib/search.ts, prepare);
  // on submit, at once what the query needs, while the search page loads.
  const preload = (text: string, now?: boolean) => {
    loadSearch().then(engine => engine.prepare(text, now), () => undefined) // the search page reports a failure
  }
  return (
    <form
      role="search"
      aria-label={name}
      action="/search"
      method="get"
      className={`search-box${className ? ` ${className}` : ""}`}
      onSubmit={event => {
        event.preventDefault()
        if (onSubmit) onSubmit(query)
        else {
          preload(query, true)
          navigate(searchHref(query))
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search the guides
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        name="q"
        value={query}
        placeholder="Search guides, e.g. GST"
        autoComplete="off"
        enterKeyHint="search"
        onFocus={() => preload(query)}
        onChange={event => {
          preload(event.target.value)
          if (value === undefined) setOwn(event.target.value)
          onChange?.(event.target.value)
        }}
      />
      <button type="submit" className="search-box__button">
        <Icon name="search" size={18} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  )
}
