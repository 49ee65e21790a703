/**
 * The content check: every Markdown file under content/ and content/facts.json,
 * read straight from disk and checked against the content rules
 * (gatsby/content-rules.ts, gatsby/fact-rules.ts) BEFORE Gatsby or any plugin
 * reads them (onPreBootstrap). So a missing field, a misspelt fact token or
 * broken YAML is reported with its file and field or line, all mistakes of one
 * build together, each once, instead of as whatever error the first plugin
 * that trips over it happens to throw.
 *
 * The same check runs again where content is read during `gatsby develop`
 * (the site search and the pages), so a mistake saved while the development
 * server runs is reported the same way; a message already printed is not
 * printed again.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import type { GatsbyNode } from "gatsby"
import { bodyProblems, buildRouteTable, frontmatterHtmlProblems, frontmatterTokenProblems, guideSourceProblems, teLabelProblems, teValueProblems, translationProblems, untranslatedLinkProblems, updateCoverageProblems, yamlProblem, type PageSource } from "./content-rules"
import { checkFacts, FACTS_FILE } from "./fact-rules"
import type { Fact } from "../src/lib/facts"
import { jsonErrorLocation, todayInIndia } from "./facts"
import { fileOf, reportContentErrors } from "./content-errors"

export interface SourceFile {
  /** Relative to the project, with forward slashes: content/guides/gst/gst-registration.en.md */
  file: string
  text: string
}

export interface ContentInput {
  pages: SourceFile[]
  facts: SourceFile
  /** The template names (src/templates/*.tsx). */
  templates: readonly string[]
  /** YYYY-MM-DD, for stale facts. */
  today: string
}

export interface ContentResult {
  errors: string[]
  warnings: string[]
  facts: Fact[]
}

export interface ParsedPage extends PageSource {
  body: string
  /** The file line the Markdown body starts on. */
  bodyLine: number
}

/** Reads a Markdown file as gatsby-transformer-remark does (gray-matter), or says what is wrong with its YAML. */
export function parsePage({ file, text }: SourceFile): ParsedPage | { error: string } {
  let parsed: matter.GrayMatterFile<string>
  try {
    // With options (even none) gray-matter parses afresh instead of sharing a cached result with the transformer.
    parsed = matter(text, {})
  } catch (error) {
    return { error: yamlProblem(file, text, error as Error) }
  }
  const body = parsed.content
  const bodyStart = body.length > 0 && text.endsWith(body) ? text.length - body.length : text.length
  const bodyLine = text.slice(0, bodyStart).split("\n").length
  const data = parsed.data as Record<string, unknown>
  return { id: file, file, frontmatter: data as PageSource["frontmatter"], body, bodyLine }
}

/**
 * What each file's own checks found, kept by its text (and, for the body's fact tokens, the facts'
 * text and the day): `gatsby develop` checks the whole content again whenever a file is saved and
 * the unit tests check it once for each case, so only the files that changed are read again (the
 * Markdown and HTML parses of the bodies are most of a check's time). One entry a file.
 */
const fileChecks = new Map<string, { text: string; parsed: ParsedPage | { error: string }; facts?: string; problems?: string[] }>()

function parsedOnce(source: SourceFile): ParsedPage | { error: string } {
  const kept = fileChecks.get(source.file)
  if (kept?.text === source.text) return kept.parsed
  const parsed = parsePage(source)
  fileChecks.set(source.file, { text: source.text, parsed })
  return parsed
}

/** The page's frontmatter HTML and body problems (see fileChecks); `factsKey` names the facts the tokens were read against. */
function ownProblems(page: ParsedPage, factsKey: string, lookup: Parameters<typeof bodyProblems>[3]): string[] {
  const kept = fileChecks.get(page.file)
  if (kept?.parsed === page && kept.facts === factsKey && kept.problems) return kept.problems
  const problems = [...frontmatterHtmlProblems(page.file, page.frontmatter), ...bodyProblems(page.file, page.body, page.bodyLine, lookup)]
  if (kept?.parsed === page) Object.assign(kept, { facts: factsKey, problems })
  return problems
}

/** Every rule over every file; errors sorted by file (facts first), in the order found within a file. */
export function checkContent(input: ContentInput): ContentResult {
  const found: string[] = []
  let facts: Fact[] = []
  let warnings: string[] = []
  let factData: unknown
  try {
    factData = JSON.parse(input.facts.text)
  } catch (error) {
    found.push(`${input.facts.file}: ${jsonErrorLocation(input.facts.text, (error as Error).message)}`)
  }
  const factsReadable = factData !== undefined
  if (factsReadable) {
    const result = checkFacts(factData, input.today, input.facts.file)
    found.push(...result.errors)
    warnings = result.warnings
    facts = result.facts
  }
  // With a broken facts file every token would look unknown: check tokens only against a readable one.
  const byKey = new Map(facts.map(f => [f.key, f]))
  const lookup = (key: string) => byKey.get(key)
  const tokensCheckable = factsReadable && facts.length > 0

  const pages: ParsedPage[] = []
  for (const source of input.pages) {
    const page = parsedOnce(source)
    if ("error" in page) {
      found.push(page.error)
      continue
    }
    pages.push(page)
  }
  const table = buildRouteTable(pages, input.templates)
  found.push(...table.errors)
  const canonical = new Map(table.routes.map(route => [route.path, route.canonical]))
  found.push(...translationProblems(pages, path => canonical.get(path) ?? path))
  found.push(...untranslatedLinkProblems(pages, path => canonical.get(path) ?? path))
  if (tokensCheckable) {
    for (const page of pages) {
      found.push(...frontmatterTokenProblems(page.file, page.frontmatter, lookup))
      found.push(...guideSourceProblems(page, lookup))
      found.push(...teValueProblems(page, lookup))
      found.push(...teLabelProblems(page, lookup))
    }
  }
  if (tokensCheckable) found.push(...updateCoverageProblems(pages, facts))
  const factsKey = tokensCheckable ? `${input.today}\0${input.facts.text}` : ""
  for (const page of pages) found.push(...ownProblems(page, factsKey, tokensCheckable ? lookup : () => ({ value: "" })))
  const errors = [...new Set(found)]
    .map((message, i) => ({ message, i, file: fileOf(message) }))
    .sort((a, b) => (a.file === b.file ? a.i - b.i : a.file < b.file ? -1 : 1))
    .map(e => e.message)
  return { errors, warnings, facts }
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap(e => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

/** The template names: one per file in src/templates. */
export function templateNames(root: string): string[] {
  // src/templates/<name>.tsx: each renders every language (issue 33), so there are no per-language copies.
  const dir = path.join(root, "src/templates")
  return fs
    .readdirSync(dir)
    .filter(f => f.endsWith(".tsx"))
    .map(f => f.replace(/\.tsx$/, ""))
    .sort()
}

/** content/**\/*.md and content/facts.json of a project (or a fixture) on disk. */
export function readContent(root: string): Pick<ContentInput, "pages" | "facts"> {
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/")
  const pages = walk(path.join(root, "content"))
    .filter(f => f.endsWith(".md"))
    .sort()
    .map(f => ({ file: rel(f), text: fs.readFileSync(f, "utf8") }))
  const factsPath = path.join(root, FACTS_FILE)
  return { pages, facts: { file: FACTS_FILE, text: fs.existsSync(factsPath) ? fs.readFileSync(factsPath, "utf8") : "{}" } }
}

/** The check as the build runs it on the project, with today's date in India. */
export function checkProject(root: string, today: string): ContentResult {
  return checkContent({ ...readContent(root), templates: templateNames(root), today })
}

/**
 * Before Gatsby sources anything: the whole content, checked. `gatsby build`
 * stops here with every mistake listed; `gatsby develop` lists them and goes on.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { errors, warnings } = checkProject(process.cwd(), todayInIndia())
  // The facts' own warnings are printed when they are read (gatsby/facts.ts).
  for (const warning of warnings) if (!warning.startsWith(FACTS_FILE)) reporter.warn(warning)
  reportContentErrors(reporter, errors)
}

/** For the steps that read content while `gatsby develop` runs: whether the content on disk has errors now (printed once). */
export function contentHasErrors(reporter: Parameters<typeof reportContentErrors>[0]): boolean {
  const { errors } = checkProject(process.cwd(), todayInIndia())
  reportContentErrors(reporter, errors)
  return errors.length > 0
}
