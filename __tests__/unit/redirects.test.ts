import { legacyFallbackHtml, netlifyRedirectLines } from "../../gatsby/redirects"
import { site } from "../../src/config/site"

describe("legacy redirects", () => {
  it("writes forced 301 rules with and without the trailing slash", () => {
    expect(netlifyRedirectLines([{ fromPath: "/products/simple-digital-product", toPath: "/services" }])).toEqual([
      "/products/simple-digital-product  /services  301!",
      "/products/simple-digital-product/  /services  301!",
    ])
  })
  it("writes a fallback page with refresh, canonical and noindex", () => {
    const html = legacyFallbackHtml("/our_profile/aboutuspage")
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/our_profile/aboutuspage">')
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}/our_profile/aboutuspage">`)
    expect(html).toContain('<meta name="robots" content="noindex">')
  })
})

describe("robots.txt", () => {
  it("names the sitemap index absolutely", () => {
    const { robotsTxt } = require("../../plugins/robots-txt/robots")
    expect(robotsTxt("https://www.example.com/")).toBe("User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.example.com/sitemap-index.xml\n")
  })
})
