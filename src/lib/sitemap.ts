import type { Locale } from "./i18n"

/** A page as the sitemap plugin reads it (allSitePage). */
export interface SitemapPage {
  path: string
  pageContext?: { isAlias?: boolean; noindex?: boolean; translations?: Locale[] }
}

/**
 * The pages the sitemap lists: the site's canonical pages only. Not an alias (search engines are
 * told its main page), not a page marked noindex (the 404 page), and never a file that is not a
 * page (the feed of updates, /updates.xml, or a calendar): a sitemap lists pages (issue 30).
 */
export function sitemapPages<P extends SitemapPage>(pages: readonly P[]): P[] {
  return pages.filter(page => !page.pageContext?.isAlias && !page.pageContext?.noindex && !/\.[A-Za-z0-9]+$/.test(page.path))
}
