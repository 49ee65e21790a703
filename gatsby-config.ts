import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"
import { staticFilesAdapter } from "./gatsby/static-adapter"
import { alternatesOf } from "./src/lib/alternates"
import { datesLine, FEED_LINK_TITLE, FEED_PATH, FEED_TITLE, newestFirst } from "./src/lib/updates"
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
    // The law updates (content/updates) as an RSS feed at /updates.xml; the plugin links it from every page
    // (<link rel="alternate" type="application/rss+xml">).
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{ site { siteMetadata { title description siteUrl } } }`,
        setup: () => ({
          title: FEED_TITLE,
          description: "Changes in the law (fees, limits, forms and due dates) that the guides of the site follow, each with its official source.",
          site_url: `${site.siteUrl}/updates`,
          feed_url: `${site.siteUrl}${FEED_PATH}`,
          language: "en-IN",
          generator: site.businessName,
          custom_namespaces: { content: "http://purl.org/rss/1.0/modules/content/" },
        }),
        feeds: [
          {
            output: FEED_PATH,
            // The <link rel="alternate"> of every page: its title, kept short (every guide's HTML has a byte budget).
            title: FEED_LINK_TITLE,
            query: `{
              allMarkdownRemark(filter: { frontmatter: { template: { eq: "update" } } }) {
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
                custom_elements: [{ "content:encoded": { _cdata: `<p>${escapeHtml(datesLine(e))}</p>${e.html}<p>Official source: <a href="${escapeHtml(e.source)}">${escapeHtml(e.sourceTitle)}</a></p>` } }],
              })),
          },
        ],
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
