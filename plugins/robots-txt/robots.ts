/**
 * robots.txt: everything may be crawled but the content editor (/admin,
 * which is also marked noindex); the sitemap index is named absolutely.
 */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "")
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${base}/sitemap-index.xml`, ""].join("\n")
}
