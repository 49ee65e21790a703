import type { GatsbyConfig } from "gatsby"
import { site } from "./src/config/site"
import { staticFilesAdapter } from "./gatsby/static-adapter"

interface SitemapPage {
  path: string
  pageContext?: { isAlias?: boolean; noindex?: boolean }
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
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `{
          allSitePage { nodes { path pageContext } }
        }`,
        resolveSiteUrl: () => site.siteUrl,
        // Canonical pages only: aliases and the 404 page stay out of the sitemap.
        resolvePages: (data: { allSitePage: { nodes: SitemapPage[] } }) =>
          data.allSitePage.nodes.filter(page => !page.pageContext?.isAlias && !page.pageContext?.noindex),
        serialize: ({ path }: { path: string }) => ({ url: path, changefreq: "monthly" }),
      },
    },
  ],
}

export default config
