import fs from "fs/promises"
import { readFileSync } from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { buildIndex, indexTerms, splitIndex, synonymTable } from "../../src/lib/search"
import { searchEn } from "../../src/config/strings/search"
import { searchTe } from "../../src/config/strings/search.te"
import { indexDocs, SEARCHED_TEMPLATES, type GuideSource, type LocatedGuide } from "./documents"
import { synonymGroups } from "./synonyms"
import { resolveTokens, type Fact } from "../../src/lib/facts"
import { contentHasErrors } from "../../gatsby/content-check"

/**
 * One index per language (issue 24), where the browser fetches it from (src/components/search/SearchBox.tsx,
 * the search words' indexUrl and filesDir): English visitors download only the English guides, Telugu
 * pages search the Telugu guides.
 */
const INDEXES = [
  { lang: "en", place: searchEn },
  { lang: "te", place: searchTe },
] as const

interface GuidesQuery {
  allFact: { nodes: Array<Pick<Fact, "key" | "value" | "effective" | "until">> }
  allMarkdownRemark: {
    nodes: Array<{ rawMarkdownBody: string; frontmatter: Omit<GuideSource, "body"> & { lang?: string | null; template?: string | null } }>
  }
}

const GUIDES_QUERY = `
  query SiteSearchGuides($templates: String!) {
    allFact { nodes { key value effective until } }
    allMarkdownRemark(
      filter: { frontmatter: { template: { regex: $templates } } }
      sort: { frontmatter: { path: ASC } }
    ) {
      nodes {
        rawMarkdownBody
        frontmatter {
          lang template path order title heading description keywords lead
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
  const result = await graphql<GuidesQuery>(GUIDES_QUERY, { templates: String(SEARCHED_TEMPLATES) })
  if (result.errors || !result.data) {
    reporter.panicOnBuild("site-search: could not read the guides", result.errors)
    return
  }
  // The Markdown body's tokens are resolved from the same Fact nodes the pages read.
  const facts = new Map(result.data.allFact.nodes.map(fact => [fact.key, fact]))
  const resolve = (text: string) => resolveTokens(text, key => facts.get(key))
  const dir = path.join(process.cwd(), "public")
  const groups = synonymGroups()
  const guides: LocatedGuide[] = result.data.allMarkdownRemark.nodes.map(({ frontmatter, rawMarkdownBody }) => ({ ...frontmatter, body: rawMarkdownBody }))
  for (const { lang, place } of INDEXES) {
    // The Telugu search also lists the English guides whose topic has no Telugu guide yet (పాన్
    // finds the English PAN guide, marked as English): documents.ts, indexDocs.
    const docs = indexDocs(lang, guides, resolve)
    const index = buildIndex(docs)
    const terms = indexTerms(index)
    const synonyms = synonymTable(groups, term => terms.has(term))
    const { manifest, files } = splitIndex(index, synonyms)
    const filesDir = path.join(dir, place.filesDir)
    await fs.rm(filesDir, { recursive: true, force: true })
    await fs.mkdir(filesDir, { recursive: true })
    await fs.writeFile(path.join(dir, place.indexUrl), manifest)
    await Promise.all([...files].map(([name, content]) => fs.writeFile(path.join(filesDir, name), content)))
    const total = [...files.values()].reduce((n, c) => n + Buffer.byteLength(c), Buffer.byteLength(manifest))
    reporter.info(
      `site-search (${lang}): indexed ${index.documentCount} sections of ${new Set(docs.map(d => d.path)).size} guides, ${Object.keys(synonyms).length} synonyms ` +
        `(${(total / 1024).toFixed(0)} KB in a ${(manifest.length / 1024).toFixed(0)} KB manifest and ${files.size} term and text files)`,
    )
  }
}

/**
 * The search code's file (the `site-search` chunk of SearchBox.tsx), which the search page's head
 * script asks for when the page is opened with a query (gatsby-ssr.tsx): read from the build's
 * webpack stats once the browser bundles are built (Gatsby builds them before the HTML renderer)
 * and given to the renderer as the constant `__SEARCH_CODE__`. Read by gatsby-ssr.tsx itself, the
 * file was an unsafe builtin to Gatsby, which then rendered every page again on each warm build.
 * Null in the development server, which has no stats file (the search loads its code when it starts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage }) => {
  actions.setWebpackConfig({ plugins: [plugins.define({ __SEARCH_CODE__: JSON.stringify(stage === "build-html" ? searchCodeFile() : null) })] })
}

function searchCodeFile(): string | null {
  try {
    const stats = JSON.parse(readFileSync(path.join(process.cwd(), "public", "webpack.stats.json"), "utf8")) as { assetsByChunkName?: Record<string, string[]> }
    return stats.assetsByChunkName?.["site-search"]?.find(name => name.endsWith(".js")) ?? null
  } catch {
    return null
  }
}
