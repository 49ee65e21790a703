/**
 * The search pages' inline head script (issue 29): a search opened with ?q= marks <html> with
 * `has-query` before the first paint, so that search.css shows a "Searching…" line in place of the
 * list of all guides, which would otherwise paint first and then give way to the results.
 * Without JavaScript nothing marks the page and every guide is listed. Written into the head by
 * gatsby-ssr.tsx on /search and /te/search only; gatsby/hosting.ts lists it in
 * SITE_INLINE_SCRIPTS, so that the Content-Security-Policy allows it by its hash.
 *
 * It also asks at once for what the query's results wait for (issue 31: a search opened with ?q=
 * painted its results after the page's bundles, which are asked for after the first paint, and
 * then the search code, the index manifest and the query's term files, one after the other): the
 * search code (its chunk, which webpack then finds loaded or loading), the manifest, and the term
 * and synonym files of the query's words that the manifest lists (src/lib/search.ts
 * termFileKey: a word's first letter, "0" for a digit, "_" for any other). Their texts wait in
 * `window.__searchFiles`, by address, for the search's fetch of each (SearchBox.tsx fetchText);
 * one that failed is forgotten, so that the search fetches it again. The places come from the script element's data attributes (the same on every visit:
 * the hash stays valid): data-code, data-index and data-dir (searchFilesAttributes).
 */
export const SEARCH_QUERY_SCRIPT =
  '(function(){if(!/[?&]q=[^&]/.test(location.search))return;document.documentElement.classList.add("has-query");' +
  "var d=document.currentScript&&document.currentScript.dataset;if(!d||!d.index||!window.fetch||!window.URLSearchParams)return;" +
  "var got=window.__searchFiles={};" +
  'var get=function(u){var p=fetch(u).then(function(r){if(!r.ok)throw new Error("HTTP "+r.status+" for "+u);return r.text()});p.catch(function(){delete got[u]});got[u]=p;return p};' +
  'if(d.code){var s=document.createElement("script");s.src=d.code;s.async=true;document.head.appendChild(s)}' +
  "get(d.index).then(function(json){var m=JSON.parse(json),t=m.termFiles||[],y=m.synonymFiles||[],keys={};" +
  'var q=(new URLSearchParams(location.search).get("q")||"").toLowerCase().replace(/[\\u200c\\u200d]/g,"");' +
  'q.split(new RegExp("[^\\\\p{L}\\\\p{M}\\\\p{N}]+","u")).forEach(function(w){if(w){var c=w.charAt(0);keys[/[a-z]/.test(c)?c:/[0-9]/.test(c)?"0":"_"]=1}});' +
  'Object.keys(keys).forEach(function(k){if(t.indexOf(k)>=0)get(d.dir+"/t-"+k+".json");if(y.indexOf(k)>=0)get(d.dir+"/y-"+k+".json")})}).catch(function(){})})()'

/** The pages that carry the script: the search page in each language. */
export const isSearchPath = (pathname: string): boolean => /^(\/te)?\/search\/?$/.test(pathname)

/** The script element's data attributes: the search code's file, the language's manifest and the folder of its term files, as the search fetches them. */
export function searchFilesAttributes(code: string | undefined, index: string, dir: string): Record<string, string> {
  return { ...(code ? { "data-code": code } : {}), "data-index": index, "data-dir": dir }
}
