import fs from "fs"
import path from "path"
import type { GatsbyNode, Node, SourceNodesArgs } from "gatsby"
import matter from "gray-matter"
import { checkFacts, FACTS_FILE } from "./fact-rules"
import { reportContentErrors } from "./content-errors"
import { dueFacts, dueReport, factPages, type ContentPage } from "../src/lib/fact-review"

const isFactsFile = (file: string) => file === FACTS_FILE

/**
 * content/facts.json in Gatsby's data layer: one `Fact` node per fact, so
 * that a page query that shows a fact depends on exactly that node. Change
 * one value and the next build (warm cache) re-runs the queries of the pages
 * that show it, and `gatsby develop` hot-reloads them.
 *
 * The file is read in sourceNodes (every build, so unchanged facts are only
 * touched) and again whenever gatsby-source-filesystem reports it changed
 * (onCreateNode of its File node, which is what `gatsby develop` sees).
 */
export const FACT_TYPE = "Fact"

type CreateNodeId = (input: string) => string

/** The node id of a fact, the same in every process of a build. */
export function factNodeId(createNodeId: CreateNodeId, key: string): string {
  return createNodeId(`${FACT_TYPE} ${key}`)
}

/** Today's date in India (the site's facts are Indian law), YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10)
}

/** "Unexpected token } in JSON at position 120" -> line and column of position 120. */
export function jsonErrorLocation(text: string, message: string): string {
  const m = /position (\d+)/.exec(message)
  if (!m) return message
  const before = text.slice(0, Number(m[1]))
  const line = before.split("\n").length
  const column = Number(m[1]) - before.lastIndexOf("\n")
  return `line ${line}, column ${column}: ${message.replace(/ in JSON at position \d+.*$/, "").replace(/^JSON\.parse: /, "")}`
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? markdownFiles(full) : e.name.endsWith(".md") ? [full] : []
  })
}

/** The Markdown pages of the project, for the pages each fact appears on. */
export function contentPages(root: string): ContentPage[] {
  return markdownFiles(path.join(root, "content"))
    .sort()
    .flatMap(full => {
      const text = fs.readFileSync(full, "utf8")
      let data: Record<string, unknown>
      try {
        data = matter(text, {}).data
      } catch {
        return [] // reported by the content check
      }
      if (typeof data.path !== "string") return []
      const includes = Array.isArray(data.includes) ? data.includes.filter((p): p is string => typeof p === "string") : []
      return [{ file: path.relative(root, full).split(path.sep).join("/"), path: data.path, text, includes }]
    })
}

/** The build's warning for facts past their review date (undefined when there is none). */
export function dueFactsWarning(facts: ReadonlyArray<Parameters<typeof dueFacts>[0][number]>, today: string, root: string): string | undefined {
  const due = dueFacts(facts, today, factPages(contentPages(root)))
  return due.length > 0 ? `${dueReport(due, today, FACTS_FILE).join("\n")}\nRun \`npm run facts:due\` for this list.` : undefined
}

/** Warnings already printed in this process (the file is read more than once in a build). */
const warned = new Set<string>()

function warnOnce(reporter: Helpers["reporter"], message: string): void {
  if (warned.has(message)) return
  warned.add(message)
  reporter.warn(message)
}

type Helpers = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodesByType" | "reporter">

function loadFacts({ actions, createNodeId, createContentDigest, getNodesByType, reporter }: Helpers, absolutePath: string): void {
  let data: unknown
  let text = ""
  try {
    text = fs.readFileSync(absolutePath, "utf8")
    data = JSON.parse(text)
  } catch (error) {
    reportContentErrors(reporter, [`${FACTS_FILE}: ${jsonErrorLocation(text, (error as Error).message)}`], isFactsFile)
    return
  }
  const today = todayInIndia()
  const { facts, errors, warnings } = checkFacts(data, today, FACTS_FILE)
  for (const warning of warnings) warnOnce(reporter, warning)
  reportContentErrors(reporter, errors, isFactsFile)
  if (errors.length > 0) return
  // Facts past their review date: the same list as `npm run facts:due`, as a warning (a date
  // passing must not stop a deploy).
  const due = dueFactsWarning(facts, today, process.cwd())
  if (due) warnOnce(reporter, due)
  const ids = new Set<string>()
  for (const fact of facts) {
    const id = factNodeId(createNodeId, fact.key)
    ids.add(id)
    actions.createNode({
      ...fact,
      id,
      parent: null,
      children: [],
      internal: { type: FACT_TYPE, contentDigest: createContentDigest(fact) },
    })
  }
  // A fact removed from the file leaves the data layer (and the pages that showed it re-run).
  for (const node of getNodesByType(FACT_TYPE)) {
    if (!ids.has(node.id)) actions.deleteNode(node)
  }
}

export const sourceNodes: GatsbyNode["sourceNodes"] = args => {
  loadFacts(args, path.join(process.cwd(), FACTS_FILE))
}

export const onCreateNode: GatsbyNode["onCreateNode"] = args => {
  const node = args.node as Node & { sourceInstanceName?: string; relativePath?: string; absolutePath?: string }
  if (node.internal.type === "File" && node.sourceInstanceName === "content" && node.relativePath === "facts.json" && node.absolutePath) {
    loadFacts(args, node.absolutePath)
  }
}
