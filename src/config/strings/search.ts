/** The words of the search box and the search page, in English; and where the language's index is. */
const english = {
  /** The index manifest plugins/site-search writes into public/, and the folder of its other files. */
  indexUrl: "/search-index.json",
  filesDir: "search-index",
  searchPath: "/search",
  label: "Search the guides",
  placeholder: "Search guides, e.g. GST",
  button: "Search",
  noScript: "Searching needs JavaScript, which is turned off in your browser. Every guide is listed below: pick the one you need.",
  idle: "Type a word to search the guides and tools, for example GST, trademark renewal or PF calculator.",
  error: "Search could not load. Check your connection and try again, or browse all guides below.",
  loading: "Searching for “{q}”…",
  /** Before the page comes alive, a search opened with ?q= shows this in place of the hint (search.css, data-searching). */
  searching: "Searching…",
  none: "No results for “{q}”. Try another word, or browse all guides below.",
  one: "1 result for “{q}”.",
  many: "{count} results for “{q}”.",
  results: "Search results",
  allGuides: "All guides",
  moreGuides: "More guides",
  /** The guides' categories by key, where the language names them otherwise than src/config/categories.ts. */
  categoryLabels: {} as Record<string, string>,
}
export type SearchStrings = typeof english & {
  /**
   * Under a result in another language than the search's: an English guide on the Telugu search
   * (issue 33). The English search never shows one, so the English words are not here (this table
   * is in every page's JavaScript) but in SearchResults.tsx, which only the search pages load.
   */
  otherLanguage?: string
  /** Before the matching section's heading under a result ("Section: …" in SearchResults.tsx, for the same reason). */
  section?: string
  /** Under the results: not what the visitor looked for? Ask us (ASK in SearchResults.tsx, for the same reason). */
  ask?: string
  /** Its link to the quote form, the search's words filled in as the requirement (ASK_BUTTON). */
  askButton?: string
}
export const searchEn: SearchStrings = english
