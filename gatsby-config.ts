import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"
import { staticFilesAdapter } from "./gatsby/static-adapter"
import { alternatesOf } from "./src/lib/alternates"
import { datesLine, newestFirst } from "./src/lib/updates"
import { FEED_LANGUAGES, feedWords } from "./src/lib/feeds"
import { sitemapPages, type SitemapPage } from "./src/lib/sitemap"
import { escapeHtml } from "./src/lib/facts"

interface FeedEntry {
  html: string
  frontmatter: { title: string; path: string; date: string; notified: string | null; notifiedNote: string | null; siteUpdated: string | null; description: string; source: string; sourceTitle: string }
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.defaultTitle,
    description: site.defaultDescription,
    siteUrl: site.siteUrl,
  },
  // Routes are served exactly as the spec writes them (no trailing-slash rewriting).
  trailingSlash: "ignore",
  // Hosting files (_headers, _redirects) are written by gatsby/hosting.ts and gatsby/redirects.ts;
  // this adapter stops Gatsby from adding its own on Netlify (doubled header values).
  adapter: staticFilesAdapter,
  // Types for page queries; committed so `npm run typecheck` works before a build.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    "robots-txt",
    "site-search",
    // Decap CMS at /admin (public/admin, written at build; never loaded by a public page).
    "decap-admin",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: { gfm: true, excerpt_separator: "<!-- end -->", plugins: ["gatsby-remark-heading-ids"] },
    },
    // The law updates (content/updates) as an RSS feed in each language: English at /updates.xml,
    // Telugu at /te/updates.xml. The plugin links a feed from the pages its `match` takes
    // (<link rel="alternate" type="application/rss+xml">): each page links its own language's feed only.
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{ site { siteMetadata { title description siteUrl } } }`,
        feeds: FEED_LANGUAGES.map(lang => {
          const words = feedWords(lang)
          return {
            output: words.path,
            match: words.match,
            // The <link rel="alternate"> of every page: its title, kept short (every guide's HTML has a byte budget).
            title: words.linkTitle,
            setup: () => ({
              title: words.title,
              description: words.description,
              site_url: `${site.siteUrl}${words.page}`,
              feed_url: `${site.siteUrl}${words.path}`,
              language: words.language,
              generator: site.businessName,
              custom_namespaces: { content: "http://purl.org/rss/1.0/modules/content/" },
            }),
            query: `{
              allMarkdownRemark(filter: { frontmatter: { template: { eq: "update" }, lang: { ${lang === "te" ? 'eq: "te"' : 'ne: "te"'} } } }) {
                nodes { html frontmatter { title path date notified notifiedNote siteUpdated description source sourceTitle } }
              }
            }`,
            serialize: ({ query }: { query: { allMarkdownRemark: { nodes: FeedEntry[] } } }) =>
              newestFirst(query.allMarkdownRemark.nodes.map(n => ({ ...n.frontmatter, html: n.html }))).map(e => ({
                title: e.title,
                description: e.description,
                date: `${e.date}T00:00:00+05:30`,
                url: `${site.siteUrl}${e.path}`,
                guid: `${site.siteUrl}${e.path}`,
                // The source's address and title are frontmatter text: written into the HTML as text, never as markup.
                custom_elements: [
                  { "content:encoded": { _cdata: `<p>${escapeHtml(datesLine(e, words.lines))}</p>${e.html}<p>${escapeHtml(words.source)} <a href="${escapeHtml(e.source)}">${escapeHtml(e.sourceTitle)}</a></p>` } },
                ],
              })),
          }
        }),
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `{
          allSitePage { nodes { path pageContext } }
        }`,
        resolveSiteUrl: () => site.siteUrl,
        // Canonical pages only: aliases, the 404 page and files such as the feed stay out of the sitemap.
        resolvePages: (data: { allSitePage: { nodes: SitemapPage[] } }) => sitemapPages(data.allSitePage.nodes),
        // A page in two languages lists both versions with the same alternates (xhtml:link hreflang), as its head does.
        serialize: ({ path, pageContext }: SitemapPage) => ({
          url: path,
          changefreq: "monthly",
          links: alternatesOf(path, pageContext?.translations ?? []).map(a => ({ lang: a.hreflang, url: `${site.siteUrl}${a.path}` })),
        }),
      },
    },
  ],
}

export default config
