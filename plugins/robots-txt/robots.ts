/** robots.txt: everything may be crawled; the sitemap index is named absolutely. */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "")
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${base}/sitemap-index.xml`, ""].join("\n")
}
