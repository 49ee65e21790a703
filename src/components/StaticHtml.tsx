import * as React from "react"
import { navigate } from "gatsby"

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
}

/**
 * A click on a link to a page of this site goes through Gatsby's router, as a <Link>
 * would: no reload. Modified clicks, new tabs, downloads and other sites are left to the browser.
 */
export function followInternalLink(event: React.MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const link = (event.target as Element).closest?.("a")
  if (!link || !event.currentTarget.contains(link) || link.target || link.hasAttribute("download")) return
  const href = link.getAttribute("href")
  if (!href || !href.startsWith("/") || href.startsWith("//")) return
  event.preventDefault()
  navigate(href)
}

export function StaticHtml({ part }: { part: StaticPart }) {
  const links = part.html.includes('href="/')
  return React.createElement(part.tag, { ...part.attrs, dangerouslySetInnerHTML: { __html: part.html }, onClick: links ? followInternalLink : undefined })
}
