/**
 * The search pages' inline head script (issue 29): a search opened with ?q= marks <html> with
 * `has-query` before the first paint, so that search.css shows a "Searching…" line in place of the
 * list of all guides, which would otherwise paint first and then give way to the results.
 * Without JavaScript nothing marks the page and every guide is listed. Written into the head by
 * gatsby-ssr.tsx on /search and /te/search only; gatsby/hosting.ts lists it in
 * SITE_INLINE_SCRIPTS, so that the Content-Security-Policy allows it by its hash.
 */
export const SEARCH_QUERY_SCRIPT = 'if(/[?&]q=[^&]/.test(location.search))document.documentElement.classList.add("has-query")'

/** The pages that carry the script: the search page in each language. */
export const isSearchPath = (pathname: string): boolean => /^(\/te)?\/search\/?$/.test(pathname)
