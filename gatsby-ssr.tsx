import * as React from "react"
import { withPrefix, type GatsbySSR } from "gatsby"
import { LOCALE_INFO, localeOfPath } from "./src/lib/i18n"
import { PagePathProvider, type PageLanguages } from "./src/components/common/PagePath"
import type { SiteShell } from "./src/components/shell/site-shell"
import { isSearchPath, SEARCH_QUERY_SCRIPT, searchFilesAttributes } from "./src/lib/search-query-script"
import { searchEn as searchStrings } from "./src/config/strings/search"
import { searchTe as searchStringsTe } from "./src/config/strings/search.te"

/**
 * Without JavaScript:
 * - phones and tablets (below 1024px): the drawer cannot open, so the menu (search and the links to every
 *   overview page) shows in the page under the header, which then scrolls away;
 * - desktop (1024px and wider): submenus open on hover and keyboard focus with CSS alone;
 * - the submenu toggles, the floating contact button and the "On this page"
 *   toggle do nothing, so they give way to plain links (the list shows);
 * - the search page's hint to type a word is hidden (a note says searching needs JavaScript).
 */
const NO_JS_CSS = [
  ".menu-toggle,.site-nav__toggle,.floating-contact__toggle,.menu-panel__head,.toc__toggle{display:none!important}",
  ".toc__title{display:block;padding:8px 16px 0}.toc:not(.is-open) .toc__list{display:block}",
  ".floating-contact__menu[hidden]{display:grid!important}",
  ".search-results__status{display:none}",
  "@media (max-width:1023.98px){.site-header{position:static}.header-bar{flex-wrap:wrap}",
  ".menu-panel{position:static;order:9;flex-basis:100%;width:auto;transform:none;visibility:visible;padding:0 0 8px}",
  ".site-nav__link--parent{display:flex}}",
  "@media (min-width:1024px){.site-nav__entry:hover>.submenu,.site-nav__entry:focus-within>.submenu{display:block}}",
].join("")

/**
 * A hash of the stylesheets (gatsby/design-assets.ts, stylesHash): it makes the
 * server-side bundle change whenever the CSS changes, so that Gatsby renders
 * every page again with the new inlined styles (it would otherwise keep the
 * old HTML after a CSS-only change). Not shown anywhere.
 */
const STYLES_VERSION: string = __STYLES_HASH__

/** The search page's head script, with the places of its language's search files. */
function searchQueryScript(pathname: string) {
  const words = localeOfPath(pathname) === "te" ? searchStringsTe : searchStrings
  const code = __SEARCH_CODE__ ? withPrefix(`/${__SEARCH_CODE__}`) : undefined
  const attributes = searchFilesAttributes(code, withPrefix(words.indexUrl), withPrefix(`/${words.filesDir}`))
  return <script key="search-query" {...attributes} dangerouslySetInnerHTML={{ __html: SEARCH_QUERY_SCRIPT }} />
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // The page's language by its path (/te… is Telugu, issue 24); the head tags say the same (HeadTags).
  setHtmlAttributes({ lang: LOCALE_INFO[localeOfPath(pathname)].htmlLang })
  setHeadComponents([
    <link key="icon-ico" rel="icon" href="/favicon.ico" sizes="32x32" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/site.webmanifest" />,
    <meta key="theme-color" name="theme-color" content="#0B3C5D" />,
    // As raw HTML: React would escape the text of the <style> inside <noscript> ("&gt;" for the
    // child combinator), and the browser would then drop the rule.
    <noscript key="no-js-nav" dangerouslySetInnerHTML={{ __html: `<style>${NO_JS_CSS}</style>` }} />,
    // A search opened with ?q=: <html> marked before the first paint (issue 29; CSP-hashed in gatsby/hosting.ts).
    // It also asks for what the query's results wait for: the search code, the manifest and the query's term files.
    ...(isSearchPath(pathname) ? [searchQueryScript(pathname)] : []),
  ])
}

/**
 * The stylesheet is linked, not inlined. Gatsby writes the whole stylesheet (about 6 KB
 * gzipped) into a <style> element of every page; as a file with a content hash it is
 * downloaded once and then served from the cache (Cache-Control: immutable) for every other
 * page, and each page's HTML stays within the guide budget (issue 9: 14 KB gzipped). The link
 * keeps Gatsby's data-href, by which its client runtime knows the stylesheet is already loaded.
 * After the build, most pages get the rules they use inlined before it and the link deferred
 * (gatsby/critical-css.ts, issue 31).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents()
      // Gatsby's <meta name="generator">: tells visitors nothing and costs every page's first round trip.
      .filter(component => !(React.isValidElement(component) && String(component.key ?? "").startsWith("generator-")))
      .map(component => {
        if (!React.isValidElement(component) || component.type !== "style") return component
        const props = component.props as { "data-href"?: string; "data-identity"?: string }
        if (props["data-identity"] !== "gatsby-global-css" || !props["data-href"]) return component
        return <link key="styles" rel="stylesheet" href={props["data-href"]} data-href={props["data-href"]} />
      }),
  )
}

/** The page's path for the parts made at build time (src/components/common/StaticHtml.tsx), its languages and its shell (the page query's `shell`). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PagePathProvider pathname={props.location.pathname} pageContext={props.pageContext as Partial<PageLanguages>} shell={(props.data as { shell?: SiteShell } | undefined)?.shell}>
    {element}
  </PagePathProvider>
)
