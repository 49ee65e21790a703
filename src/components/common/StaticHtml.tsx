import * as React from "react"
import { navigate, prefetchPathname } from "gatsby"
import { PagePath } from "./PagePath"

/**
 * An element whose content was rendered to HTML at build time (gatsby/static-html.ts): the
 * same markup the React components make, shipped as a string in the page data instead of as
 * code in the page's JavaScript. `tag` and `attrs` are the element's own (React prop names),
 * so the DOM is the one the components render.
 */
export interface StaticPart {
  tag: string
  attrs: Record<string, string>
  html: string
  /** Made by components: its site links were <Link>s. */
  links?: true
}

/** The link inside `container` to a page of this site that `target` is in, or null. */
function internalLink(target: EventTarget | null, container: Element): { href: string; path: string } | null {
  const link = (target as Element | null)?.closest?.("a")
  if (!link || !container.contains(link) || link.target || link.hasAttribute("download")) return null
  const href = link.getAttribute("href")
  if (!href || !href.startsWith("/") || href.startsWith("//")) return null
  return { href, path: href.replace(/[?#].*$/, "") }
}

/**
 * A click on a link to a page of this site goes through Gatsby's router, as a <Link>
 * would: no reload. Modified clicks, new tabs, downloads and other sites are left to the browser.
 */
export function followInternalLink(event: React.MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const link = internalLink(event.target, event.currentTarget)
  if (!link) return
  event.preventDefault()
  navigate(link.href)
}

/**
 * Pointing at or focusing a link to a page of this site fetches that page's data and code
 * ahead of the click, as a <Link> does on hover.
 */
export function prefetchInternalLink(event: React.SyntheticEvent<HTMLElement>): void {
  const link = internalLink(event.target, event.currentTarget)
  if (link) prefetchPathname(link.path)
}

/** Marks the links to the page being shown with aria-current="page", as <Link> does. */
export function markCurrent(html: string, pathname: string): string {
  return html.replace(/<a ((?:(?!aria-current)[^>])*?)href="([^"]*)"/g, (m, before: string, href: string) =>
    href === pathname || encodeURI(href) === pathname ? `<a aria-current="page" ${before}href="${href}"` : m,
  )
}

export function StaticHtml({ part }: { part: StaticPart }) {
  const pathname = React.useContext(PagePath)
  const html = part.links ? markCurrent(part.html, pathname) : part.html
  // A part that is itself a link (the logo) is marked the same way.
  const current = part.links && part.tag === "a" && (part.attrs.href === pathname || encodeURI(part.attrs.href) === pathname)
  return React.createElement(part.tag, {
    ...(current ? { "aria-current": "page" } : {}),
    ...part.attrs,
    dangerouslySetInnerHTML: { __html: html },
    ...(part.links && html.includes('href="/') ? { onClick: followInternalLink, onMouseOver: prefetchInternalLink, onFocus: prefetchInternalLink } : {}),
  })
}
