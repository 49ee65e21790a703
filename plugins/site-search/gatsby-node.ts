import fs from "fs/promises"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { buildIndex, SEARCH_FILES_DIR, splitIndex } from "../../src/lib/search"
import { guideDocs, type GuideSource } from "./documents"
import { resolveTokens, type Fact } from "../../src/lib/facts"
import { contentHasErrors } from "../../gatsby/content-check"

/** Where the browser fetches the index manifest from (src/components/search/SearchBox.tsx); the term and text files are in SEARCH_FILES_DIR. */
const SEARCH_INDEX_FILE = "search-index.json"

/** Templates whose pages are guides: their text is what the search covers. */
const GUIDE_TEMPLATES = ["guide", "combined"]

interface GuidesQuery {
  allFact: { nodes: Array<Pick<Fact, "key" | "value" | "effective" | "until">> }
  allMarkdownRemark: {
    nodes: Array<{ rawMarkdownBody: string; frontmatter: Omit<GuideSource, "body"> }>
  }
}

const GUIDES_QUERY = `
  query SiteSearchGuides($templates: [String!]!) {
    allFact { nodes { key value effective until } }
    allMarkdownRemark(
      filter: { frontmatter: { template: { in: $templates } } }
      sort: { frontmatter: { path: ASC } }
    ) {
      nodes {
        rawMarkdownBody
        frontmatter {
          path title heading description keywords lead
          glance { label value }
          featuresHeading features { title text }
          pros cons
          stepsHeading steps { title text }
          documentsHeading documents
          collapsiblesHeading collapsibles { question answer }
          faqs { question answer }
          important
          portals { label text }
        }
      }
    }
  }
`

/**
 * Reads every guide through GraphQL (frontmatter facts already resolved),
 * builds the MiniSearch index and writes it as static files (the manifest, term files and
 * section texts: src/lib/search.ts, splitIndex), so that a search downloads only what it needs. Runs in
 * createPages so that `gatsby develop` serves it too.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, reporter }) => {
  // Content with a mistake is reported by the content check, with its file; nothing to index then.
  if (contentHasErrors(reporter)) return
  const result = await graphql<GuidesQuery>(GUIDES_QUERY, { templates: GUIDE_TEMPLATES })
  if (result.errors || !result.data) {
    reporter.panicOnBuild("site-search: could not read the guides", result.errors)
    return
  }
  const guides: GuideSource[] = result.data.allMarkdownRemark.nodes.map(n => ({ ...n.frontmatter, body: n.rawMarkdownBody }))
  // The Markdown body's tokens are resolved from the same Fact nodes the pages read.
  const facts = new Map(result.data.allFact.nodes.map(fact => [fact.key, fact]))
  const resolve = (text: string) => resolveTokens(text, key => facts.get(key))
  const index = buildIndex(guides.flatMap(guide => guideDocs(guide, resolve)))
  const { manifest, files } = splitIndex(index)
  const dir = path.join(process.cwd(), "public")
  const filesDir = path.join(dir, SEARCH_FILES_DIR)
  await fs.rm(filesDir, { recursive: true, force: true })
  await fs.mkdir(filesDir, { recursive: true })
  await fs.writeFile(path.join(dir, SEARCH_INDEX_FILE), manifest)
  await Promise.all([...files].map(([name, content]) => fs.writeFile(path.join(filesDir, name), content)))
  const total = [...files.values()].reduce((n, c) => n + Buffer.byteLength(c), Buffer.byteLength(manifest))
  reporter.info(
    `site-search: indexed ${index.documentCount} sections of ${guides.length} guides ` +
      `(${(total / 1024).toFixed(0)} KB in a ${(manifest.length / 1024).toFixed(0)} KB manifest and ${files.size} term and text files)`,
  )
}
