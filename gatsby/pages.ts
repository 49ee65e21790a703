import path from "path"
import type { GatsbyNode } from "gatsby"
import { buildRouteTable, normalizePath, type PageSource } from "./content-rules"
import { contentHasErrors, templateNames } from "./content-check"
import { reportContentErrors } from "./content-errors"

interface ContentQuery {
  allMarkdownRemark: {
    nodes: Array<
      PageSource & {
        fileAbsolutePath: string
        frontmatter: PageSource["frontmatter"] & {
          includes?: string[] | null
          listing?: string[] | null
        }
      }
    >
  }
}

export const CONTENT_QUERY = `
  {
    allMarkdownRemark(sort: { fileAbsolutePath: ASC }) {
      nodes {
        id
        fileAbsolutePath
        frontmatter { path aliases redirect_from template title description includes listing }
      }
    }
  }
`

/** Reads every Markdown page through GraphQL and creates its canonical page and aliases. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNode }) => {
  // The content check (gatsby/content-check.ts) read every file before Gatsby did: with a
  // mistake on disk it is printed (once), and no pages are made from broken content.
  if (contentHasErrors(reporter)) return
  const result = await graphql<ContentQuery>(CONTENT_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the Markdown content", result.errors)
    return
  }
  const root = process.cwd()
  const nodes = result.data.allMarkdownRemark.nodes.map(node => ({
    ...node,
    file: path.relative(root, node.fileAbsolutePath).split(path.sep).join("/"),
  }))

  // The frontmatter as written (the query's fields have their tokens resolved).
  const sources = nodes.map(node => ({ ...node, frontmatter: ((getNode(node.id) as unknown as PageSource | undefined)?.frontmatter ?? node.frontmatter) }))
  const table = buildRouteTable(sources, templateNames(root))
  if (table.errors.length > 0) {
    reportContentErrors(reporter, table.errors)
    return
  }

  const byId = new Map(nodes.map(node => [node.id, node]))
  for (const route of table.routes) {
    const node = byId.get(route.id)!
    actions.createPage({
      path: route.path,
      component: path.resolve(root, `src/templates/${route.template}.tsx`),
      context: {
        id: route.id,
        canonical: route.canonical,
        isAlias: route.isAlias,
        noindex: route.path === "/404",
        includes: (node.frontmatter.includes ?? []).map(normalizePath),
        listing: node.frontmatter.listing ?? [],
      },
    })
  }

  for (const redirect of table.redirects) {
    actions.createRedirect({
      fromPath: redirect.from,
      toPath: redirect.to,
      isPermanent: true,
      force: true,
      redirectInBrowser: true,
    })
  }
}
