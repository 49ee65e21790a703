import { headingSlugger } from "../gatsby-remark-heading-ids/slug"
import type { SearchDoc } from "../../src/lib/search"
import { blockHeading, blockId, ENGLISH_HEADINGS, headingWords, type HeadingWords } from "../../src/lib/toc"
import { TE } from "../../src/config/strings/te"

/** Each language's block headings, as its guide pages show them (gatsby/build-html.ts). */
const HEADINGS: Record<string, HeadingWords> = { en: ENGLISH_HEADINGS, te: headingWords(TE) }

/**
 * How a guide becomes search documents, one per section: the text before the
 * first heading (with the lead, the "at a glance" facts and the description),
 * each `##`/`###` section of the Markdown, with the id the heading gets on the
 * page (plugins/gatsby-remark-heading-ids), and each structured block (steps,
 * documents, FAQs...) with the id the guide's body gives it. Build time only.
 */

/** A guide as read from the Markdown (through GraphQL at build time). */
export interface GuideSource {
  path: string
  title: string
  heading?: string | null
  description?: string | null
  lead?: string | null
  keywords?: ReadonlyArray<string | null> | null
  /** The Markdown body as written (fact tokens unresolved: heading ids are made from it). */
  body: string
  glance?: ReadonlyArray<{ label: string; value: string } | null> | null
  featuresHeading?: string | null
  features?: ReadonlyArray<{ title: string; text?: string | null } | null> | null
  pros?: ReadonlyArray<string | null> | null
  cons?: ReadonlyArray<string | null> | null
  stepsHeading?: string | null
  steps?: ReadonlyArray<{ title: string; text?: string | null } | null> | null
  documentsHeading?: string | null
  documents?: ReadonlyArray<string | null> | null
  collapsiblesHeading?: string | null
  collapsibles?: ReadonlyArray<{ question: string; answer: string } | null> | null
  faqs?: ReadonlyArray<{ question: string; answer: string } | null> | null
  important?: ReadonlyArray<string | null> | null
  portals?: ReadonlyArray<{ label: string; text?: string | null } | null> | null
  /** The guide's place in its category's listing: 1 is the topic's main guide (SearchDoc.main). */
  order?: number | null
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) ? String.fromCodePoint(n) : m
    }
    return ENTITIES[code.toLowerCase()] ?? m
  })
}

/** Inline Markdown to plain text: links, emphasis, code, HTML tags. */
export function inlineText(markdown: string): string {
  return decodeEntities(
    markdown
      .replace(/<!--[\s\S]*?-->/g, " ")
      // (a destination may hold balanced parentheses, as CommonMark allows: /registrations/company/udyam-(msme)-registration
      // left "-registration)" in the text, so a snippet read "Udyam (MSME) registration-registration)": review 7)
      .replace(/!\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, "$1")
      .replace(/\[([^\]]+)\]\((?:[^()]|\([^()]*\))*\)/g, "$1")
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1")
      .replace(/<[^>]+>/g, " ")
      .replace(/(\*\*|__)(.+?)\1/g, "$2")
      .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, "$1$2")
      .replace(/`([^`]*)`/g, "$1")
      .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, "$1"),
  )
    .replace(/\s+/g, " ")
    .trim()
}

/** Adds a full stop to list items and table rows so that joined text still reads as sentences. */
function sentence(text: string): string {
  const t = text.trim()
  if (t === "") return ""
  return /[.!?:;]$/.test(t) ? t : `${t}.`
}

/** Markdown block text (lists, tables, paragraphs) to one line of plain text. */
export function markdownText(markdown: string): string {
  const out: string[] = []
  for (const raw of markdown.split("\n")) {
    const line = raw.trim()
    if (line === "" || /^```/.test(line)) continue
    if (/^\|?\s*:?-{3,}/.test(line) && /^[\s|:-]+$/.test(line)) continue // table separator row
    if (line.startsWith("|")) {
      const cells = line
        .replace(/^\||\|$/g, "")
        .split("|")
        .map(c => inlineText(c))
        .filter(Boolean)
      if (cells.length) out.push(sentence(cells.join(", ")))
      continue
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line)
    if (item) {
      out.push(sentence(inlineText(item[1])))
      continue
    }
    out.push(inlineText(line.replace(/^>\s?/, "").replace(/^#{4,6}\s+/, "")))
  }
  return out.filter(Boolean).join(" ")
}

/** A heading's text as remark reads it. */
const HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/

export interface MarkdownSection {
  /** The heading's id on the page ("" for the text before the first heading). */
  anchor: string
  heading: string
  text: string
}

/**
 * Splits a guide's Markdown at its h2 and h3 headings. The anchors are the ids
 * the heading-ids remark plugin gives the same headings (same slugger, same
 * order), so /path#anchor lands on the section.
 */
export function markdownSections(body: string, resolve: (text: string) => string = t => t): MarkdownSection[] {
  const slugger = headingSlugger()
  const sections: Array<{ anchor: string; heading: string; lines: string[] }> = [{ anchor: "", heading: "", lines: [] }]
  let fenced = false
  for (const line of body.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced
    const match = fenced ? null : HEADING.exec(line)
    if (match && (match[1].length === 2 || match[1].length === 3)) {
      const raw = inlineText(match[2])
      sections.push({ anchor: slugger.slug(raw), heading: inlineText(resolve(match[2])), lines: [] })
    } else {
      sections[sections.length - 1].lines.push(line)
    }
  }
  return sections.map(s => ({ anchor: s.anchor, heading: s.heading, text: markdownText(resolve(s.lines.join("\n"))) }))
}

/** The id the guide's body gives a structured block's heading: the same function (src/lib/toc.ts). */
export const blockAnchor: (path: string, block: string) => string = blockId

function present<T>(items: ReadonlyArray<T | null> | null | undefined): T[] {
  return (items ?? []).filter((x): x is T => x !== null && x !== undefined)
}

/**
 * The structured blocks a guide shows, with the same headings (in the guide's language: review 13
 * found "Documents required" on the Telugu search) and ids as the page.
 */
export function blockSections(guide: GuideSource, words: HeadingWords = ENGLISH_HEADINGS): MarkdownSection[] {
  const out: MarkdownSection[] = []
  const add = (block: string, parts: string[]) => {
    const heading = blockHeading(block, guide, words)
    const text = parts.map(p => sentence(inlineText(p))).filter(Boolean).join(" ")
    if (heading && text) out.push({ anchor: blockAnchor(guide.path, block), heading, text })
  }
  const pairs = (items: Array<{ title: string; text?: string | null }>) => items.map(i => `${sentence(i.title)} ${i.text ?? ""}`)
  add("features", pairs(present(guide.features)))
  add("pros-cons", [...present(guide.pros).map(p => `${words.advantages}: ${p}`), ...present(guide.cons).map(c => `${words.disadvantages}: ${c}`)])
  add("steps", pairs(present(guide.steps)))
  add("documents", present(guide.documents))
  add("collapsibles", present(guide.collapsibles).map(c => `${c.question} ${c.answer}`))
  add("faqs", present(guide.faqs).map(f => `${f.question} ${f.answer}`))
  add("important", present(guide.important))
  add("portals", present(guide.portals).map(p => (p.text ? `${p.label}: ${p.text}` : p.label)))
  return out
}

/** Every search document of one guide (without ids). */
export function guideDocs(guide: GuideSource, resolve: (text: string) => string = t => t, words: HeadingWords = ENGLISH_HEADINGS): Array<Omit<SearchDoc, "id">> {
  const name = guide.heading || guide.title
  const title = guide.heading && guide.heading !== guide.title ? `${guide.title} ${guide.heading}` : guide.title
  const keywords = present(guide.keywords).join(" ")
  const [intro, ...sections] = markdownSections(guide.body, resolve)
  const introText = [
    guide.lead ?? "",
    ...present(guide.glance).map(g => sentence(`${g.label}: ${g.value}`)),
    intro.text,
    guide.description ?? "",
  ]
    .filter(Boolean)
    .join(" ")
  const all = [{ anchor: "", heading: "", text: introText }, ...sections, ...blockSections(guide, words)]
  return all.map(s => ({
    path: guide.path,
    anchor: s.anchor,
    guide: resolve(name),
    title: resolve(title),
    heading: resolve(s.heading),
    text: resolve(s.text),
    keywords: s.anchor === "" ? resolve(keywords) : "",
    ...(s.anchor === "" && guide.order === 1 ? { main: 1 as const } : {}),
  }))
}


/**
 * A guide on the other language's search (issue 33): the Telugu search lists the English guides
 * whose topic has no Telugu guide yet, marked with their language. One document per guide, the
 * top of the guide only (title, keywords, the description as its snippet), so that the Telugu
 * index grows by a few words per guide.
 */
export function fallbackDocs(guides: GuideSource[], lang: string, resolve: (text: string) => string = t => t): Array<Omit<SearchDoc, "id">> {
  return guides.map(guide => {
    const name = guide.heading || guide.title
    const title = guide.heading && guide.heading !== guide.title ? `${guide.title} ${guide.heading}` : guide.title
    return {
      path: guide.path,
      anchor: "",
      guide: resolve(name),
      title: resolve(title),
      heading: "",
      text: resolve(inlineText(guide.description || guide.lead || "")),
      keywords: resolve(present(guide.keywords).join(" ")),
      lang,
    }
  })
}

/** A guide with its language and template, as the build reads it. */
export type LocatedGuide = GuideSource & { lang?: string | null; template?: string | null }

/**
 * The search documents of one language's index: its guides and combined screens, and on a
 * non-English search the English guides whose topic it has no guide for (fallbackDocs).
 */
/**
 * Templates whose pages the search covers: the guides, and the tools, whose pages explain their
 * rules (review 46, major: "pf calculator" found the PF guide and the passport guide, never the
 * PF calculator). The build's query reads these (gatsby-node.ts), and each language indexes its own.
 */
export const SEARCHED_TEMPLATES = /^(guide|combined|tool-.+)$/

export function indexDocs(lang: string, all: LocatedGuide[], resolve: (text: string) => string = t => t): Array<Omit<SearchDoc, "id">> {
  const words = HEADINGS[lang] ?? ENGLISH_HEADINGS
  const strip = ({ lang: _lang, template: _template, ...guide }: LocatedGuide): GuideSource => guide
  const own = all.filter(g => (g.lang ?? "en") === lang && SEARCHED_TEMPLATES.test(g.template ?? "")).map(strip)
  const docs = own.flatMap(guide => guideDocs(guide, resolve, words))
  if (lang === "en") return docs
  const translated = new Set(own.map(g => g.path.replace(`/${lang}/`, "/")))
  const english = all.filter(g => (g.lang ?? "en") === "en" && g.template === "guide" && !translated.has(g.path)).map(strip)
  return [...docs, ...fallbackDocs(english, "en", resolve)]
}
