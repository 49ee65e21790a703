/**
 * Pure rules for the Markdown content, from the content model
 * (gatsby/content-model.ts): the frontmatter of each file (required fields,
 * types, unknown fields, choices, templates), its fact tokens and block
 * markers, its YAML, and the route table (canonical paths, aliases and legacy
 * redirects) with duplicate detection.
 *
 * Every message starts with the file and then says where: `field "faqs.3.answer"`
 * (list items counted from 1) or `line 14`. gatsby/content-check.ts runs these
 * rules over content/ before anything else reads it.
 */
import { AUTHOR_TEMPLATES, FRONTMATTER, isRequired, pageKind, type Field, type PageKind } from "./content-model"
import { factKeys, factTokens, readsValue, tokenProblems, type FactEntry } from "../src/lib/facts"
import { BLOCK_ORDER } from "../src/lib/body"
import remark from "remark"
import remarkGfm from "remark-gfm"
import remarkFootnotes from "remark-footnotes"
import * as parse5 from "parse5"

/** The templates a page may name: one per file in src/templates (see gatsby/pages.ts). */
export type TemplateName = string

export { REQUIRED_FIELDS } from "./content-model"
import { basePath, DEFAULT_LOCALE, LOCALES, LOCALE_INFO, localizedPath, type Locale } from "../src/lib/i18n"

export interface PageSource {
  id: string
  file: string
  frontmatter: {
    path?: string | null
    aliases?: ReadonlyArray<string | null> | null
    redirect_from?: ReadonlyArray<string | null> | null
    template?: string | null
    title?: string | null
    description?: string | null
    [field: string]: unknown
  }
}

export interface Route {
  path: string
  canonical: string
  isAlias: boolean
  id: string
  file: string
  template: TemplateName
  /** The page's language (issue 24): `en`, or `te` for a `<name>.te.md` at /te + the English path. */
  lang: Locale
  /** The languages the page exists in (its own included): the hreflang alternates and the language switch. */
  translations: Locale[]
}

export interface Redirect {
  from: string
  to: string
  file: string
}

export interface RouteTable {
  routes: Route[]
  redirects: Redirect[]
  errors: string[]
}

/** "/shop/" and "/shop" are one static file; "//trade-license" is "/trade-license". */
export function normalizePath(raw: string): string {
  let p = raw.trim().replace(/\/{2,}/g, "/")
  if (!p.startsWith("/")) p = `/${p}`
  if (p.length > 1) p = p.replace(/\/+$/, "")
  return p
}

const KIND_NAMES: Record<PageKind, string> = {
  guide: 'a guide (template "guide")',
  combined: 'a combined page (template "combined")',
  page: 'a page built from sections (template "page")',
  tool: "a tool page",
  search: "the search page",
  update: 'an update (template "update")',
  updates: "the updates page",
}

/** "faqs.3.answer": list items are counted from 1, as an author counts them. */
function fieldName(path: ReadonlyArray<string | number>): string {
  return path.map(p => (typeof p === "number" ? String(p + 1) : p)).join(".")
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** Edit distance, for "did you mean" on a misspelt field name. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length]
}

/** The known name closest to a misspelt one, if it is close. */
function closest(name: string, known: readonly string[]): string | undefined {
  const best = known.map(k => ({ k, d: distance(name, k) })).sort((x, y) => x.d - y.d)[0]
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.k : undefined
}

function suggestion(name: string, known: readonly string[]): string {
  const best = closest(name, known)
  return best ? ` (did you mean "${best}"?)` : ""
}

/** Why a value is not text, in words an author can act on. */
function notText(value: unknown): string {
  if (isPlainObject(value)) return 'must be text; a value that starts with "{{" or contains ": " must be in quotes, e.g. value: "{{gst.threshold}}"'
  if (Array.isArray(value)) return "must be text, not a list"
  return `must be text, not ${JSON.stringify(value)}`
}

interface Checker {
  file: string
  kind: PageKind | undefined
  errors: string[]
}

function checkValue(c: Checker, field: Field, value: unknown, path: ReadonlyArray<string | number>): void {
  const at = `${c.file}: field "${fieldName(path)}"`
  switch (field.type) {
    case "string":
    case "text":
      if (typeof value !== "string" && typeof value !== "number") c.errors.push(`${at} ${notText(value)}`)
      else if (field.pattern && !new RegExp(field.pattern.regex).test(String(value))) c.errors.push(`${at} must be ${field.pattern.message}, not "${value}"`)
      return
    case "select":
      if (typeof value !== "string") c.errors.push(`${at} ${notText(value)}`)
      // The template is checked against the template files (validatePage).
      else if (field.name !== "template" && !field.options.includes(value)) c.errors.push(`${at}: "${value}" is not one of ${field.options.join(", ")}`)
      return
    case "boolean":
      if (typeof value !== "boolean") c.errors.push(`${at} must be true or false, not ${JSON.stringify(value)}`)
      return
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) c.errors.push(`${at} must be a whole number, not ${JSON.stringify(value)}`)
      return
    case "date": {
      // YAML reads 2026-11-23 as a date; gatsby-transformer-remark stores it as "2026-11-23T00:00:00.000Z".
      const ok = value instanceof Date ? !Number.isNaN(value.getTime()) : typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/.test(value) && !Number.isNaN(Date.parse(value))
      if (!ok) c.errors.push(`${at} must be a date written YYYY-MM-DD, e.g. 2026-11-23, not ${JSON.stringify(value)}`)
      return
    }
    case "strings":
      if (!Array.isArray(value)) {
        c.errors.push(`${at} must be a list (each item on its own line starting with "- ")`)
        return
      }
      value.forEach((item, i) => {
        const itemAt = `${c.file}: field "${fieldName([...path, i])}"`
        if (typeof item !== "string" && typeof item !== "number") c.errors.push(`${itemAt} ${notText(item)}`)
        else if (field.options && !field.options.includes(String(item))) c.errors.push(`${itemAt}: "${item}" is not one of ${field.options.join(", ")}`)
        else if (field.pattern && !new RegExp(field.pattern.regex).test(String(item))) c.errors.push(`${itemAt} must be ${field.pattern.message}, not "${item}"`)
      })
      return
    case "object":
      if (!isPlainObject(value)) c.errors.push(`${at} must be a group of fields (${field.fields.map(f => f.name).join(", ")}), each on its own indented line`)
      else checkObject(c, field.fields, value, path)
      return
    case "objects":
      if (!Array.isArray(value)) {
        c.errors.push(`${at} must be a list of items, each starting with "- "`)
        return
      }
      value.forEach((item, i) => {
        if (!isPlainObject(item)) c.errors.push(`${c.file}: field "${fieldName([...path, i])}" must have the fields ${field.fields.map(f => f.name).join(", ")}`)
        else checkObject(c, field.fields, item, [...path, i])
      })
      return
  }
}

function checkObject(c: Checker, fields: readonly Field[], data: Record<string, unknown>, path: ReadonlyArray<string | number>): void {
  const top = path.length === 0
  const names = fields.map(f => f.name)
  for (const name of Object.keys(data)) {
    if (!names.includes(name)) c.errors.push(`${c.file}: field "${fieldName([...path, name])}" is not a known field${suggestion(name, names)}`)
  }
  for (const field of fields) {
    const value = data[field.name]
    const fieldPath = [...path, field.name]
    if (isBlank(value)) {
      if (top ? isRequired(field, c.kind) : field.required === true) c.errors.push(`${c.file}: field "${fieldName(fieldPath)}" is required`)
      continue
    }
    if (top && c.kind && field.kinds && !field.kinds.includes(c.kind)) {
      c.errors.push(`${c.file}: field "${field.name}" is not used on ${KIND_NAMES[c.kind]}`)
      continue
    }
    checkValue(c, field, value, fieldPath)
  }
}

/**
 * The frontmatter of one page against the content model: required fields
 * (those of every page, and those of its kind), the template, types, choices,
 * and fields the model does not have.
 */
export function validatePage(page: PageSource, templates: readonly string[]): string[] {
  const fm = page.frontmatter
  const template = typeof fm.template === "string" ? fm.template : undefined
  const known = template !== undefined && templates.includes(template)
  const c: Checker = { file: page.file, kind: known ? pageKind(template) : undefined, errors: [] }
  if (template !== undefined && !known) {
    const offered = AUTHOR_TEMPLATES.filter(t => templates.includes(t))
    c.errors.push(`${page.file}: field "template": unknown template "${template}" (use ${offered.slice(0, -1).join(", ")} or ${offered[offered.length - 1]})`)
  }
  checkObject(c, FRONTMATTER, fm, [])
  return c.errors
}

type Lookup = (key: string) => Pick<FactEntry, "value" | "effective" | "until"> | undefined | null

/** Unknown fact tokens in the frontmatter, with the field that holds each. */
export function frontmatterTokenProblems(file: string, frontmatter: unknown, lookup: Lookup): string[] {
  const problems: string[] = []
  const visit = (value: unknown, path: Array<string | number>) => {
    if (typeof value === "string") {
      for (const problem of tokenProblems(value, lookup)) problems.push(`${file}: field "${fieldName(path)}": ${problem} (see content/facts.json)`)
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]))
    else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) visit(v, [...path, k])
  }
  visit(frontmatter, [])
  return problems
}

/** Latin letters: a fact value with them is English words ("30 days", "₹20 lakh"), not only figures. */
const LATIN = /[A-Za-z]/

/**
 * A Telugu page (frontmatter `lang: te`) shows each fact's `te` text: every fact
 * it uses whose `value` has English words must have one in content/facts.json
 * (a name Telugu readers say in English is given as `te` unchanged). One message
 * per fact, naming the field or line of its first use; dates need none (they are
 * written with Telugu month names).
 */
export function teValueProblems(
  page: Pick<PageSource, "file" | "frontmatter"> & { body: string; bodyLine: number },
  lookup: (key: string) => Pick<FactEntry, "value" | "te"> | undefined | null,
): string[] {
  if ((page.frontmatter as { lang?: unknown }).lang !== "te") return []
  const firstUse = new Map<string, string>()
  const note = (text: string, where: string) => {
    for (const token of factTokens(text)) if (readsValue(token.attribute) && !firstUse.has(token.key)) firstUse.set(token.key, where)
  }
  const visit = (value: unknown, path: Array<string | number>) => {
    if (typeof value === "string") note(value, `field "${fieldName(path)}"`)
    else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]))
    else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) visit(v, [...path, k])
  }
  visit(page.frontmatter, [])
  page.body.split("\n").forEach((line, i) => note(line, `line ${page.bodyLine + i}`))
  const problems: string[] = []
  for (const [key, where] of firstUse) {
    const fact = lookup(key)
    if (!fact || !LATIN.test(fact.value) || (typeof fact.te === "string" && fact.te.trim() !== "")) continue
    problems.push(`${page.file}: ${where}: fact "${key}" reads "${fact.value}" in English; a Telugu page needs its Telugu text: add "te" to it in content/facts.json (the value unchanged for a name said in English)`)
  }
  return problems
}

/** The templates whose pages end with a Sources list naming each fact by its label (src/components/guide/GuideSources.tsx). */
const SOURCES_KINDS: ReadonlyArray<PageKind | undefined> = ["guide", "combined"]

/**
 * A Telugu page with a Sources list (a guide) names each fact it lists by its Telugu label:
 * every fact the list shows (a rule with its source, an estimate with its basis: src/lib/sources.ts)
 * must have `teLabel` in content/facts.json, a rule the title of its document in Telugu
 * (`teSourceTitle`, issue 33), and an estimate its basis in Telugu (`teBasis`). One message per
 * fact and field, in order of first use, naming it.
 */
export function teLabelProblems(
  page: Pick<PageSource, "file" | "frontmatter"> & { body: string },
  lookup: (key: string) => Pick<FactEntry, "label" | "teLabel" | "kind" | "source" | "sourceTitle" | "teSourceTitle" | "basis" | "teBasis"> | undefined | null,
): string[] {
  const fm = page.frontmatter as { lang?: unknown; template?: unknown }
  if (fm.lang !== "te" || !SOURCES_KINDS.includes(pageKind(typeof fm.template === "string" ? fm.template : ""))) return []
  const problems: string[] = []
  for (const key of new Set([...factKeys(page.frontmatter), ...factKeys(page.body)])) {
    const fact = lookup(key)
    if (!fact) continue
    const listed = fact.kind === "estimate" ? Boolean(fact.basis) : Boolean(fact.source)
    if (!listed) continue
    const given = (text: unknown) => typeof text === "string" && text.trim() !== ""
    if (!given(fact.teLabel)) {
      problems.push(
        `${page.file}: fact "${key}" is in the Sources list with its English label ("${fact.label}"); a Telugu guide needs its Telugu label: add "teLabel" to it in content/facts.json (words from content/glossary.te.yml, the Act and section as in the label)`,
      )
    }
    if (fact.kind !== "estimate" && given(fact.sourceTitle) && !given(fact.teSourceTitle)) {
      problems.push(
        `${page.file}: fact "${key}" is in the Sources list under its document's English title ("${fact.sourceTitle}"); a Telugu guide needs it in Telugu: add "teSourceTitle" to it in content/facts.json (official names as they are, the notes and connecting words in Telugu, dates as "7 మార్చి 2019")`,
      )
    }
    if (fact.kind === "estimate" && !given(fact.teBasis)) {
      problems.push(
        `${page.file}: estimate "${key}" is in the Sources list with its English basis ("${fact.basis}"); a Telugu guide needs it in Telugu: add "teBasis" to it in content/facts.json (words from content/glossary.te.yml)`,
      )
    }
  }
  return problems
}

const MARKER = /<!--\s*block:([^\s>]*)\s*-->/g

/** The Markdown reader of gatsby-transformer-remark, with its options (src/cms/markdown.js reads the same way). */
const markdown = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true })

interface MarkdownNode {
  type: string
  value?: string
  url?: string
  position?: { start: { line: number } }
  children?: MarkdownNode[]
}

/** The top-level nodes of an HTML fragment as a browser's parser reads it (parse5: the WHATWG algorithm). */
type HtmlNode = { nodeName: string; data?: string; value?: string }
function htmlNodes(html: string): HtmlNode[] {
  return (parse5.parseFragment(html) as unknown as { childNodes: HtmlNode[] }).childNodes
}

/**
 * A block marker (`<!-- block:steps -->`) read by an HTML parser, as a browser reads it: exactly
 * one comment, whose text is `block:<name>`, written back exactly as the author wrote it. A comment
 * that a browser ends early (`<!-->`, `<!--->`, `--!>`) is followed by more nodes, and fails.
 * The marker's name is checked by the block marker rule (bodyProblems).
 */
export function isBlockMarker(html: string): boolean {
  const text = html.trim()
  const nodes = htmlNodes(text)
  if (nodes.length !== 1 || nodes[0].nodeName !== "#comment") return false
  const data = nodes[0].data ?? ""
  return /^\s*block:\S+\s*$/.test(data) && `<!--${data}-->` === text
}

/** Where a Markdown link or image may go: a path or anchor of this site, a web address, mail or phone. */
const LINK_SCHEMES = ["http:", "https:", "mailto:", "tel:"]

/** A link's scheme ("javascript:", "data:"), as a browser reads it (it ignores tabs, newlines and leading spaces), or "" for a path. */
function schemeOf(url: string): string {
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ""))
  return m ? `${m[1].toLowerCase()}:` : ""
}

function shorten(text: string): string {
  const first = text.trim().split("\n")[0]
  return first.length > 80 ? `${first.slice(0, 77)}...` : first
}

/**
 * Raw HTML in the Markdown body: the site writes the body's HTML into the page as it is, so an
 * HTML node in a file (typed in the editor, or pasted) would reach every visitor. Decided by
 * parsing, not by patterns: the Markdown reader the site renders with finds the HTML nodes (so a
 * "<" in code, in an autolink (<https://...>) or in a sentence ("turnover < ₹20 lakh") is not
 * HTML), and every one of them is refused, comments included, except a block marker
 * (isBlockMarker). A link or image whose address runs code (`javascript:`, `data:`...) is refused too.
 */
export function rawHtmlProblems(file: string, body: string, firstLine: number): string[] {
  const problems: string[] = []
  const lineOf = (node: MarkdownNode) => firstLine + (node.position?.start.line ?? 1) - 1
  const visit = (node: MarkdownNode) => {
    if (node.type === "html" && node.value !== undefined && !isBlockMarker(node.value)) {
      const nodes = htmlNodes(node.value)
      const onlyComments = nodes.some(n => n.nodeName === "#comment") && nodes.every(n => n.nodeName === "#comment" || (n.nodeName === "#text" && !n.value?.trim()))
      const what = onlyComments
        ? "HTML comments are not allowed in the text (a block marker is written exactly <!-- block:name -->)"
        : "HTML tags are not allowed in the text; write Markdown instead"
      problems.push(`${file}: line ${lineOf(node)}: ${what}: ${shorten(node.value)}`)
    }
    if ((node.type === "link" || node.type === "image" || node.type === "definition") && typeof node.url === "string") {
      const scheme = schemeOf(node.url)
      if (scheme && !LINK_SCHEMES.includes(scheme)) {
        problems.push(`${file}: line ${lineOf(node)}: a link goes to a page of this site, an https:// address, mailto: or tel:, not "${shorten(node.url)}"`)
      }
    }
    node.children?.forEach(visit)
  }
  visit(markdown.parse(body) as MarkdownNode)
  return problems
}

/**
 * HTML in a frontmatter text (a FAQ's answer, a step, an update's source title): the pages show
 * these as text, and the feed of updates writes some of them into its HTML, so a tag or comment is
 * refused wherever it is, found by the HTML parser, naming the field.
 */
export function frontmatterHtmlProblems(file: string, frontmatter: unknown): string[] {
  const problems: string[] = []
  const visit = (value: unknown, path: Array<string | number>) => {
    if (typeof value === "string") {
      const nodes = htmlNodes(value)
      if (nodes.some(node => node.nodeName !== "#text")) {
        problems.push(`${file}: field "${fieldName(path)}": HTML tags are not allowed in the text; write plain words instead: ${shorten(value)}`)
      }
      // An FAQ's question and answer are shown as plain text (and written into the page's
      // structured data): a Markdown link showed as "[central licence](/food-license/…)" (Telugu review 5).
      if (path[0] === "faqs" && /\[[^\]]+\]\([^)]*\)/.test(value)) {
        problems.push(`${file}: field "${fieldName(path)}": an FAQ is plain text, so a Markdown link shows as brackets and an address; name the page in words (the guide's text can link it): ${shorten(value)}`)
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]))
    else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) visit(v, [...path, k])
  }
  visit(frontmatter, [])
  return problems
}

/**
 * Unknown fact tokens, unknown block markers and raw HTML in the Markdown
 * body, with their line in the file (`firstLine`: the file line the body
 * starts on).
 */
export function bodyProblems(file: string, body: string, firstLine: number, lookup: Lookup): string[] {
  const problems: string[] = []
  const known: readonly string[] = BLOCK_ORDER
  body.split("\n").forEach((line, i) => {
    const at = `${file}: line ${firstLine + i}`
    for (const problem of tokenProblems(line, lookup)) problems.push(`${at}: ${problem} (see content/facts.json)`)
    for (const m of line.matchAll(MARKER)) {
      if (known.includes(m[1])) continue
      const best = closest(m[1], known)
      problems.push(`${at}: unknown block marker "block:${m[1]}" (${best ? `did you mean "block:${best}"? ` : ""}known: ${known.join(", ")})`)
    }
  })
  problems.push(...rawHtmlProblems(file, body, firstLine))
  return problems
}

interface YamlError {
  reason?: string
  message?: string
  mark?: { line: number; column: number }
}

/** Plain words for js-yaml's messages. */
function yamlAdvice(reason: string): string {
  if (/incomplete explicit mapping pair|mapping values are not allowed|end of the stream or a document separator is expected/.test(reason)) {
    return 'a text that contains ": " (or starts with "{{", "[" or "*") must be in quotes'
  }
  if (/bad indentation/.test(reason)) return "the spaces at the start of this line do not match the lines around it"
  if (/duplicated mapping key/.test(reason)) return "this field is written twice"
  if (/tab/.test(reason)) return "indent with spaces, not tabs"
  return `YAML: ${reason}`
}

/** The first line (from `from`) whose quoted value opens a quote it does not close. */
function unclosedQuoteLine(lines: readonly string[], from: number, to: number): number | undefined {
  for (let i = from; i <= to && i < lines.length; i++) {
    const m = /^\s*(?:-\s+)?(?:[^\s:"'#][^:]*:\s+)?(["'])(.*)$/.exec(lines[i])
    if (!m) continue
    const [, quote, rest] = m
    const closed = quote === '"' ? /(^|[^\\])(\\\\)*"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ""))
    if (!closed) return i
  }
  return undefined
}

/** The last line up to `to` whose unquoted value contains ": " (YAML reads it as a second field). */
function colonInValueLine(lines: readonly string[], from: number, to: number): number | undefined {
  for (let i = Math.min(to, lines.length - 1); i >= from; i--) {
    if (/^\s*(?:-\s+)?[^\s:"'#][^:]*:\s+[^\s"'[{|>&*!].*:(\s|$)/.test(lines[i])) return i
  }
  return undefined
}

/**
 * A YAML error of a file's frontmatter, at the line of the file where the
 * mistake is: js-yaml counts from the first line after the opening "---", and
 * reports an unclosed quote where the text finally stops making sense, often
 * many lines later; this names the line that opened the quote instead.
 */
export function yamlProblem(file: string, text: string, error: YamlError): string {
  const lines = text.split("\n")
  const errorLine = error.mark ? error.mark.line + 1 : undefined // 0-based in the frontmatter, which starts after line 1 ("---")
  const reason = error.reason ?? error.message ?? "unreadable YAML"
  const end = lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l))
  const quoted = unclosedQuoteLine(lines, 1, errorLine ?? (end > 0 ? end - 1 : lines.length - 1))
  if (quoted !== undefined) {
    return `${file}: line ${quoted + 1}: the quote that starts this value is not closed on the same line: ${lines[quoted].trim()}`
  }
  if (errorLine === undefined) return `${file}: ${yamlAdvice(reason)}`
  if (/incomplete explicit mapping pair|mapping values are not allowed/.test(reason)) {
    const colon = colonInValueLine(lines, 1, errorLine)
    if (colon !== undefined) return `${file}: line ${colon + 1}: a text that contains ": " must be in quotes: ${lines[colon].trim()}`
  }
  // js-yaml points at the line after the mistake when the mistake ends a line (a stray ": ").
  const shown = lines[errorLine]?.trim() ?? ""
  return `${file}: line ${errorLine + 1}: ${yamlAdvice(reason)}${shown ? `: ${shown}` : ""}`
}

/**
 * Checks every page (unless the content check did already), then builds the route
 * table: canonical paths, aliases and redirects, each claimed once.
 */
export function buildRouteTable(pages: PageSource[], templates: readonly string[], { validate = true } = {}): RouteTable {
  const errors = validate ? pages.flatMap(page => validatePage(page, templates)) : []
  const languages = pairTranslations(pages)
  errors.push(...languages.errors)
  const routes: Route[] = []
  const redirects: Redirect[] = []
  const owner = new Map<string, string>()

  const claim = (path: string, file: string, field: string) => {
    const previous = owner.get(path)
    if (previous) {
      errors.push(`${file}: field "${field}": path "${path}" is already used by ${previous}`)
      return false
    }
    owner.set(path, file)
    return true
  }

  for (const page of pages) {
    const fm = page.frontmatter
    if (typeof fm.path !== "string" || !fm.path.startsWith("/") || !fm.template || !templates.includes(fm.template)) continue
    const canonical = normalizePath(fm.path)
    const lang = languages.lang.get(page.file)
    if (!lang) continue
    // One template per kind renders every language (issue 33): the language comes from the page context.
    const template = fm.template
    const translations = languages.translations.get(page.file) ?? [lang]
    const at = (path: string, isAlias: boolean): Route => ({ path, canonical, isAlias, id: page.id, file: page.file, template, lang, translations })
    if (claim(canonical, page.file, "path")) {
      routes.push(at(canonical, false))
    }
    for (const alias of Array.isArray(fm.aliases) ? fm.aliases : []) {
      if (typeof alias !== "string" || !alias.startsWith("/")) continue
      const path = normalizePath(alias)
      if (claim(path, page.file, "aliases")) {
        routes.push(at(path, true))
      }
    }
    for (const legacy of Array.isArray(fm.redirect_from) ? fm.redirect_from : []) {
      if (typeof legacy !== "string" || !legacy.startsWith("/")) continue
      const from = normalizePath(legacy)
      if (claim(from, page.file, "redirect_from")) redirects.push({ from, to: canonical, file: page.file })
    }
  }
  // An update names the guides it changed by their canonical paths: each must be a guide of the site.
  const guidePaths = new Set(routes.filter(r => !r.isAlias && r.template === "guide").map(r => r.path))
  for (const page of pages) {
    const fm = page.frontmatter
    if (fm.template !== "update" || !Array.isArray(fm.affects)) continue
    fm.affects.forEach((p: unknown, i: number) => {
      if (typeof p === "string" && p.startsWith("/") && !guidePaths.has(normalizePath(p))) {
        errors.push(`${page.file}: field "affects.${i + 1}": "${p}" is not the path of a guide`)
      }
    })
  }
  return { routes, redirects, errors }
}

/** `content/x/name.te.md` → `te`; `content/x/name.en.md` and `content/x/name.md` → the default language. */
export function localeOfFile(file: string): Locale {
  const m = /\.([a-z]{2})\.md$/.exec(file)
  return m && (LOCALES as readonly string[]).includes(m[1]) ? (m[1] as Locale) : DEFAULT_LOCALE
}

/**
 * The folders whose pages the CMS edits in every language side by side (Decap's `multiple_files`
 * i18n, gatsby/cms-config.ts): each page is `<name>.<locale>.md`, the English one included.
 */
export const TRANSLATED_FOLDERS = ["content/guides/", "content/pages/"] as const

/** Whether a file sits where every page is named with its language (`TRANSLATED_FOLDERS`). */
export function inTranslatedFolder(file: string): boolean {
  return TRANSLATED_FOLDERS.some(folder => file.startsWith(folder))
}

/**
 * The English file a translation translates: `<name>.en.md` in the translated folders,
 * `<name>.md` elsewhere (the tools, whose Telugu files are entries of their own).
 */
export function englishFileOf(file: string): string {
  const bare = file.replace(/(\.[a-z]{2})?\.md$/, "")
  return inTranslatedFolder(file) ? `${bare}.${DEFAULT_LOCALE}.md` : `${bare}.md`
}

/** The file of a page in `locale`, beside its English file. */
export function translationFileOf(englishFile: string, locale: Locale): string {
  return englishFile.replace(/(\.[a-z]{2})?\.md$/, `.${locale}.md`)
}

/**
 * A page in a translated folder without its language in its name (`<name>.md`): the editor
 * pairs `<name>.en.md` with `<name>.te.md` and would not list it.
 */
export function fileNameProblems(files: readonly string[]): string[] {
  return files
    .filter(file => inTranslatedFolder(file) && file.endsWith(".md") && !/\.[a-z]{2}\.md$/.test(file))
    .map(file => `${file}: a page here is named with its language: rename it ${file.replace(/\.md$/, `.${DEFAULT_LOCALE}.md`)}, so the content editor pairs it with its Telugu translation (<name>.te.md)`)
}

/**
 * The languages of the pages (issue 24). A translation is the file `<name>.<lang>.md` beside the
 * English `<name>.md`: its `lang` field says the same language, its path is the language's prefix
 * + the English path, it has no other addresses of its own (the English page's redirects serve
 * both), and it has the English page's template (each template renders every language, issue 33).
 * Anything else is an error naming the file, and the page is not made: never an English page under /te.
 */
export function pairTranslations(pages: readonly PageSource[]) {
  const errors: string[] = []
  const lang = new Map<string, Locale>()
  const translations = new Map<string, Locale[]>()
  const byFile = new Map(pages.map(page => [page.file, page]))
  errors.push(...fileNameProblems(pages.map(page => page.file)))
  for (const page of pages) {
    const fm = page.frontmatter
    const locale = localeOfFile(page.file)
    const declared = typeof fm.lang === "string" ? fm.lang : DEFAULT_LOCALE
    if (declared !== locale) {
      errors.push(`${page.file}: field "lang": "${declared}" does not match the file name; ${locale === DEFAULT_LOCALE ? `a page in "${declared}" is the file <name>.${declared}.md beside the English <name>.en.md` : `a file named .${locale}.md has lang: ${locale}`}`)
      continue
    }
    if (locale === DEFAULT_LOCALE) {
      lang.set(page.file, locale)
      continue
    }
    const englishFile = englishFileOf(page.file)
    const english = byFile.get(englishFile)
    const problems: string[] = []
    if (!english) problems.push(`it has no English page ${englishFile}; a translation sits beside the page it translates`)
    else {
      const englishPath = typeof english.frontmatter.path === "string" ? normalizePath(english.frontmatter.path) : ""
      const expected = localizedPath(englishPath, locale)
      if (typeof fm.path === "string" && englishPath && normalizePath(fm.path) !== expected) problems.push(`field "path": "${fm.path}" should be "${expected}" (${LOCALE_INFO[locale].prefix} + the English page's path)`)
      if (english.frontmatter.template !== fm.template) problems.push(`field "template": "${String(fm.template)}" differs from the English page's "${String(english.frontmatter.template)}"`)
    }
    for (const field of ["aliases", "redirect_from"] as const) {
      if (Array.isArray(fm[field]) && fm[field]!.length) problems.push(`field "${field}": a translation has no addresses of its own (the English page's serve both)`)
    }
    if (problems.length) {
      errors.push(...problems.map(problem => `${page.file}: ${problem}`))
      continue
    }
    lang.set(page.file, locale)
    const list = translations.get(englishFile) ?? [DEFAULT_LOCALE]
    list.push(locale)
    translations.set(englishFile, list)
  }
  for (const [englishFile, list] of [...translations]) {
    for (const file of [englishFile, ...list.filter(l => l !== DEFAULT_LOCALE).map(l => translationFileOf(englishFile, l))]) translations.set(file, list)
  }
  return { errors, lang, translations }
}

/** The site paths a page links to: Markdown links in its body and path fields in its frontmatter, each as its English path. */
function linkedPaths(page: Pick<PageSource, "frontmatter"> & { body: string }, canonicalOf: (path: string) => string): Set<string> {
  const paths = new Set<string>()
  const add = (raw: string) => paths.add(basePath(canonicalOf(normalizePath(raw))))
  for (const m of page.body.matchAll(/\]\((\/[^)\s#?]*)/g)) add(m[1])
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) value.forEach(v => visit(v, key))
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k)
    else if (typeof value === "string" && key === "path" && value.startsWith("/")) add(value.replace(/[?#].*$/, ""))
  }
  for (const [key, value] of Object.entries(page.frontmatter)) if (key !== "path") visit(value, key)
  return paths
}

/**
 * A translation says what its English page says (issue 24): the same facts (so the same figures),
 * links to the same pages (in its own language where they exist), and as many items in every list
 * (FAQs, steps, sections, documents). A translation that lost a figure, a link or an item fails the
 * build naming the file and what is missing.
 */
export function translationProblems(
  pages: ReadonlyArray<Pick<PageSource, "file" | "frontmatter"> & { body: string }>,
  /** A page's main path for any of its addresses (an alias → its page): links to either count as one. */
  canonicalOf: (path: string) => string = path => path,
): string[] {
  const byFile = new Map(pages.map(page => [page.file, page]))
  const problems: string[] = []
  for (const page of pages) {
    const locale = localeOfFile(page.file)
    if (locale === DEFAULT_LOCALE) continue
    const english = byFile.get(englishFileOf(page.file))
    if (!english) continue
    const keysOf = (p: typeof page) => new Set([...factKeys(p.frontmatter), ...factKeys(p.body)])
    const mine = keysOf(page)
    const theirs = keysOf(english)
    const lost = [...theirs].filter(k => !mine.has(k))
    const added = [...mine].filter(k => !theirs.has(k))
    if (lost.length) problems.push(`${page.file}: the English page's facts ${lost.map(k => `{{${k}}}`).join(", ")} are missing: a translation shows every figure its English page shows`)
    if (added.length) problems.push(`${page.file}: facts ${added.map(k => `{{${k}}}`).join(", ")} are not on the English page ${english.file}`)
    const myLinks = linkedPaths(page, canonicalOf)
    const theirLinks = linkedPaths(english, canonicalOf)
    const lostLinks = [...theirLinks].filter(p => !myLinks.has(p))
    const addedLinks = [...myLinks].filter(p => !theirLinks.has(p))
    if (lostLinks.length) problems.push(`${page.file}: the links to ${lostLinks.join(", ")} of the English page are missing (a translation links where its English page does, to the ${LOCALE_INFO[locale].name} page where there is one)`)
    if (addedLinks.length) problems.push(`${page.file}: links to ${addedLinks.join(", ")} are not on the English page ${english.file}`)
    const lists = (fm: PageSource["frontmatter"], at: string): Array<[string, number]> =>
      Object.entries(fm).flatMap(([key, value]) => {
        if (!Array.isArray(value) || key === "keywords") return []
        const here: Array<[string, number]> = [[`${at}${key}`, value.length]]
        return [...here, ...value.flatMap((item, i) => (item && typeof item === "object" ? lists(item as PageSource["frontmatter"], `${at}${key}.${i + 1}.`) : []))]
      })
    const theirLists = new Map(lists(english.frontmatter, ""))
    for (const [field, count] of lists(page.frontmatter, "")) {
      const expected = theirLists.get(field)
      if (expected !== undefined && expected !== count) problems.push(`${page.file}: field "${field}" has ${count} items; the English page has ${expected}`)
    }
  }
  return problems
}

/** Frontmatter fields that name pages by their English path whatever the page's language: not links. */
const ENGLISH_PATH_FIELDS: ReadonlySet<string> = new Set(["aliases", "redirect_from", "includes", "affects"])
/**
 * Links the build puts in the page's language itself: the fee line's `calculator` (gatsby/build-html.ts
 * `guidePage`) and a page's `cardFee` (gatsby/schema.ts feesByPath), fields the content editor copies
 * from the English page (i18n "duplicate"). A translation keeps the English path; its page in the
 * translation's language must exist.
 */
export const BUILD_LOCALIZED_FIELDS: ReadonlySet<string> = new Set(["calculator", "cardFee"])

/**
 * A link in a translation goes to the page in its own language wherever one exists (issue 33): a
 * Telugu page that links /gst/services/gst-registration while /te/gst/services/gst-registration
 * exists fails, naming the file, the link and the address to use: a Markdown link in the body or in a
 * frontmatter text, or any frontmatter field that holds a site path (a button's `path`). A field the
 * build localizes (`fees.calculator`, BUILD_LOCALIZED_FIELDS) fails when its page in the translation's
 * language does not exist. Links to pages with no translation yet stay English.
 */
export function untranslatedLinkProblems(
  pages: ReadonlyArray<Pick<PageSource, "file" | "frontmatter"> & { body: string }>,
  /** A page's main path for any of its addresses (an alias → its page). */
  canonicalOf: (path: string) => string = path => path,
): string[] {
  const exists = new Set(pages.map(page => (typeof page.frontmatter.path === "string" ? normalizePath(page.frontmatter.path) : "")).filter(Boolean))
  const problems: string[] = []
  for (const page of pages) {
    const locale = localeOfFile(page.file)
    if (locale === DEFAULT_LOCALE) continue
    const prefix = LOCALE_INFO[locale].prefix
    const wrong = new Set<string>()
    const missing = new Set<string>()
    const check = (raw: string) => {
      const bare = raw.replace(/[?#].*$/, "")
      const path = canonicalOf(normalizePath(bare))
      if (path === prefix || path.startsWith(`${prefix}/`)) return
      const translated = localizedPath(path, locale)
      if (exists.has(translated)) wrong.add(`${raw} (use ${translated}${raw.slice(bare.length)})`)
    }
    for (const m of page.body.matchAll(/\]\((\/[^)\s]*)/g)) check(m[1])
    const visit = (value: unknown, key: string) => {
      if (Array.isArray(value)) value.forEach(v => visit(v, key))
      else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k)
      else if (typeof value === "string" && BUILD_LOCALIZED_FIELDS.has(key)) {
        const translated = localizedPath(canonicalOf(normalizePath(value.replace(/[?#].*$/, ""))), locale)
        if (!exists.has(translated)) missing.add(`${key}: ${value} (the build links ${translated}, which no page has)`)
      }
      // any other field holding a site path, whatever its name (a button's `path`), but those that
      // name English pages by design (a translation's `affects`, `includes`)
      else if (typeof value === "string" && !ENGLISH_PATH_FIELDS.has(key) && /^\/(?!\/)\S*$/.test(value)) check(value)
      else if (typeof value === "string") for (const m of value.matchAll(/\]\((\/[^)\s]*)/g)) check(m[1])
    }
    for (const [key, value] of Object.entries(page.frontmatter)) if (key !== "path") visit(value, key)
    if (wrong.size) problems.push(`${page.file}: links to English pages that have a ${LOCALE_INFO[locale].name} version: ${[...wrong].join(", ")}`)
    if (missing.size) problems.push(`${page.file}: ${[...missing].join(", ")}`)
  }
  return problems
}

/** A guide cites at least this many official sources: the Act or rules, and the department's own page. */
export const MIN_GUIDE_SOURCES = 2

type SourceLookup = (key: string) => Pick<FactEntry, "source" | "kind"> | undefined | null

/**
 * The official sources a guide cites: the distinct `source` addresses of the
 * facts (not the estimates) its frontmatter and body use, which its Sources
 * list shows. A guide needs at least MIN_GUIDE_SOURCES of them.
 */
export function guideSourceProblems(page: Pick<PageSource, "file" | "frontmatter"> & { body: string }, lookup: SourceLookup): string[] {
  const template = typeof page.frontmatter.template === "string" ? page.frontmatter.template : ""
  if (pageKind(template) !== "guide") return []
  const keys = [...new Set([...factKeys(page.frontmatter), ...factKeys(page.body)])]
  const sources = new Set<string>()
  for (const key of keys) {
    const fact = lookup(key)
    if (fact && fact.kind !== "estimate" && fact.source) sources.add(fact.source)
  }
  if (sources.size >= MIN_GUIDE_SOURCES) return []
  const cited = sources.size === 0 ? "no official source" : `only one official source (${[...sources][0]})`
  return [
    `${page.file}: the Sources list cites ${cited}; a guide needs at least ${MIN_GUIDE_SOURCES}: the Act or rules, and the department's own page. Use a figure from each in the text (see content/facts.json)`,
  ]
}

/** The first day the updates list covers: a fact that takes effect from then on, or ends from the day before, is a change it records. */
export const UPDATES_FROM = "2025-04-01"

/** Whether a fact records a change in the law the updates list must carry: an `effective` date from UPDATES_FROM, or an `until` from the day before. */
export function isFactChange(fact: Pick<FactEntry, "effective" | "until">): boolean {
  const dayBefore = "2025-03-31"
  return Boolean((fact.effective && fact.effective >= UPDATES_FROM) || (fact.until && fact.until >= dayBefore))
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const day = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return typeof value === "string" && ISO_DAY.test(value) ? value : null
}

/**
 * The updates list is the record of every change (issue 32): each fact change
 * (isFactChange) is named in the `changedFacts` of an update entry; each
 * entry's facts exist; each entry gives the day it was notified (or says why
 * not) and the site was updated no earlier than that.
 */
export function updateCoverageProblems(
  pages: ReadonlyArray<Pick<PageSource, "file" | "frontmatter">>,
  facts: ReadonlyArray<Pick<FactEntry, "effective" | "until"> & { key: string }>,
): string[] {
  const problems: string[] = []
  const known = new Set(facts.map(f => f.key))
  const covered = new Set<string>()
  for (const page of pages) {
    const fm = page.frontmatter
    if (fm.template !== "update") continue
    const listed = Array.isArray(fm.changedFacts) ? (fm.changedFacts as unknown[]) : []
    listed.forEach((key, i) => {
      if (typeof key === "string" && known.has(key)) covered.add(key)
      else problems.push(`${page.file}: field "changedFacts.${i + 1}": unknown fact "${String(key)}" (see content/facts.json)`)
    })
    const notified = day(fm.notified)
    const siteUpdated = day(fm.siteUpdated)
    if (!notified && !(typeof fm.notifiedNote === "string" && fm.notifiedNote.trim())) {
      problems.push(`${page.file}: field "notified" is required: the day the change was notified, or a "notifiedNote" saying why it is not given`)
    }
    if (notified && siteUpdated && siteUpdated < notified) {
      problems.push(`${page.file}: field "siteUpdated" (${siteUpdated}) is before the day the change was notified (${notified})`)
    }
  }
  for (const fact of facts) {
    if (isFactChange(fact) && !covered.has(fact.key)) {
      const when = fact.until ? `until ${fact.until}` : `effective ${fact.effective}`
      problems.push(`content/facts.json: fact "${fact.key}" records a change (${when}) that no update lists: add it to the "changedFacts" of an entry in content/updates`)
    }
  }
  return problems
}
