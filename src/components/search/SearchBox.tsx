import * as React from "react"
import { useStrings } from "../common/Strings"
import type { SearchStrings } from "../../config/strings/search"
import { navigate, withPrefix } from "gatsby"
import { Icon } from "../common/Icon"
import type { LazySearchEngine } from "../../lib/search"
import "./search.css"

/** Where a language's index is: its manifest and the folder of its term and text files. */
type IndexPlace = Pick<SearchStrings, "indexUrl" | "filesDir">

const engines = new Map<string, Promise<LazySearchEngine>>()

declare global {
  interface Window {
    /** Files the search page's head script asked for before the page's code ran (src/lib/search-query-script.ts), by address; it forgets one that failed. */
    __searchFiles?: Record<string, Promise<string>>
  }
}

function fetchText(url: string): Promise<string> {
  const href = withPrefix(url)
  return (
    (window.__searchFiles || {})[href] ||
    fetch(href).then(res => {
      if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`)
      return res.text()
    })
  )
}

function loadEngine({ indexUrl, filesDir }: IndexPlace): Promise<LazySearchEngine> {
  const manifest = fetchText(indexUrl)
  manifest.catch(() => undefined) // reported through the chain below
  return import(/* webpackChunkName: "site-search" */ "../../lib/search").then(({ createLazyEngine }) =>
    manifest.then(json => createLazyEngine(json, name => fetchText(`/${filesDir}/${name}`))),
  )
}

/**
 * Loads MiniSearch and the index manifest the first time someone uses a search box, so
 * that no page pays for search before then. Both are fetched once per visit; each query
 * then fetches the term files and section texts it needs (src/lib/search.ts).
 */
export function loadSearch(place: IndexPlace): Promise<LazySearchEngine> {
  let engine = engines.get(place.indexUrl)
  if (!engine) {
    const pending = loadEngine(place)
    pending.catch(() => {
      if (engines.get(place.indexUrl) === pending) engines.delete(place.indexUrl) // try again next time
    })
    engines.set(place.indexUrl, pending)
    engine = pending
  }
  return engine
}

/** The search page's URL for a query (/search, or the page's language's: /te/search). */
export function searchHref(query: string, searchPath: string): string {
  const q = query.trim()
  return q ? `${searchPath}?q=${encodeURIComponent(q)}` : searchPath
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
  const words = useStrings("search")
  const query = value ?? own
  // Loads the search, and the index files of the words typed so far (src/lib/search.ts, prepare);
  // on submit, at once what the query needs, while the search page loads.
  const preload = (text: string, now?: boolean) => {
    loadSearch(words).then(engine => engine.prepare(text, now), () => undefined) // the search page reports a failure
  }
  return (
    <form
      role="search"
      aria-label={name}
      action={words.searchPath}
      method="get"
      className={`search-box${className ? ` ${className}` : ""}`}
      onSubmit={event => {
        event.preventDefault()
        if (onSubmit) onSubmit(query)
        else {
          preload(query, true)
          navigate(searchHref(query, words.searchPath))
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {words.label}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        name="q"
        value={query}
        placeholder={words.placeholder}
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
        <span className="visually-hidden">{words.button}</span>
      </button>
    </form>
  )
}
