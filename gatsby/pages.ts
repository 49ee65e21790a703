import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { buildRouteTable, normalizePath, type PageSource } from "./content-rules"
import { tokenProblems, type Fact } from "../src/lib/facts"
import { FACT_TYPE } from "./facts"
import { BLOCK_ORDER, unknownBlocks } from "../src/lib/body"

interface ContentQuery {
  allMarkdownRemark: {
    nodes: Array<
      PageSource & {
        rawMarkdownBody: string
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
        rawMarkdownBody
        frontmatter { path aliases redirect_from template title description includes listing }
      }
    }
  }
`

/** Reads every Markdown page through GraphQL and creates its canonical page and aliases. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNodesByType, getNode }) => {
  const result = await graphql<ContentQuery>(CONTENT_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the Markdown content", result.errors)
    return
  }
  const root = process.cwd()
  const nodes = result.data.allMarkdownRemark.nodes.map(node => ({
    ...node,
    file: path.relative(root, node.fileAbsolutePath),
  }))

  const templates = fs
    .readdirSync(path.join(root, "src/templates"))
    .filter(f => f.endsWith(".tsx"))
    .map(f => f.replace(/\.tsx$/, ""))
  const table = buildRouteTable(nodes, templates)
  const facts = new Map((getNodesByType(FACT_TYPE) as unknown as Fact[]).map(fact => [fact.key, fact]))
  const lookup = (key: string) => facts.get(key)
  for (const node of nodes) {
    // The frontmatter as written (the query's fields already have their tokens resolved).
    const raw = getNode(node.id) as unknown as { frontmatter?: unknown } | undefined
    const problems = [...tokenProblems(JSON.stringify(raw?.frontmatter ?? {}), lookup), ...tokenProblems(node.rawMarkdownBody, lookup)]
    for (const problem of new Set(problems)) table.errors.push(`${node.file}: ${problem} (see content/facts.json)`)
    for (const name of unknownBlocks(node.rawMarkdownBody)) {
      table.errors.push(`${node.file}: unknown block marker "block:${name}" (known: ${BLOCK_ORDER.join(", ")})`)
    }
  }
  if (table.errors.length > 0) {
    reporter.panicOnBuild(`Content errors:\n  ${table.errors.join("\n  ")}`)
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
