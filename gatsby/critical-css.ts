/**
 * Critical CSS (issue 31): the linked stylesheet cost every first visit a round trip before the
 * first paint. After the build, each page's HTML gets the rules its own markup uses inlined in a
 * <style> in the head, and the whole stylesheet loads without blocking the paint. The tool is
 * beasties (the maintained successor of critters), in its build-time compiler and its runtime,
 * which splices the CSS into the HTML as text: the rest of the page stays byte for byte as
 * Gatsby wrote it (its scripts, and their CSP hashes, included).
 *
 * How the rest loads: beasties' "media-script" strategy. The link stays where it was, with
 * media="print" (so it does not block rendering) and the real media in data-beasties-media, and
 * one script at the end of <body>, the same on every page, restores it. No inline event handler
 * (the CSP would block one): the script is hashed like the site's other inline scripts
 * (SITE_INLINE_SCRIPTS in gatsby/hosting.ts). Without JavaScript, a <noscript> copy of the link
 * loads the stylesheet as before. The link keeps its place in the head, so the cascade is the
 * same as before: the stylesheet, then the <noscript> styles of gatsby-ssr.tsx after it.
 *
 * Not on the guides and combined screens (LINKED_STYLESHEET_TEMPLATES): their HTML is held to a
 * byte budget (e2e/budgets.mjs) with a few hundred bytes to spare, and their critical CSS is
 * 5-6 KB gzipped. They keep the linked stylesheet until their HTML has the room; their bundles
 * are asked for after the first paint all the same (deferScripts, below).
 */
import fs from "fs/promises"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { compileSheet } from "beasties/compiler"
import { createProcessor } from "beasties/runtime"

/** The script beasties' "media-script" strategy writes at the end of <body>: its text never varies. */
export const DEFERRED_STYLESHEET_SCRIPT =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})"

/**
 * The page's own scripts (Gatsby's webpack runtime, framework and app bundles), requested after its
 * first paint (issue 31, LCP): Gatsby writes them as `<script src async>` at the end of <body>, so
 * the browser asked for them as it finished parsing, just before it painted, and Lighthouse's
 * simulation counted their 70 KB download into the largest paint (the hero's heading): 1.84-2.07 s
 * simulated on home, 1.26-1.31 s with them asked for after the paint, on a busy machine. On every
 * page (the guides, combined screens and search too, whose first paint waits only for the linked
 * stylesheet: the private limited guide 1.97 -> 1.24 s in one run each), each becomes an inert
 * `<script type="text/plain" data-deferred-src>`, and this script, the same on every page and
 * hashed like the site's other inline scripts (SITE_INLINE_SCRIPTS), adds them once the first
 * frame is on screen: in the frame after it. The task after the first frame alone was not enough:
 * it runs while that frame is still on its way to the screen, and in 8 of 11 Lighthouse runs on
 * the private limited guide the bundles were asked for before its first paint was shown, so the
 * simulation counted them into the largest paint (1.21-2.96 s); in the frame after, in none of 15
 * (2026-11-30). Hydration starts a frame later; without JavaScript nothing changes.
 */
export const DEFERRED_SCRIPTS_SCRIPT =
  "requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll('script[data-deferred-src]').forEach(function(s){var e=document.createElement('script');e.src=s.getAttribute('data-deferred-src');document.body.appendChild(e)})})})})"

/** Gatsby's script tags for its bundles, as it writes them. */
const ENTRY_SCRIPT = /<script src="(\/[^"]+\.js)" async><\/script>/g
/** The same, deferred. */
const DEFERRED_ENTRY_SCRIPT = /<script type="text\/plain" data-deferred-src="(\/[^"]+\.js)"><\/script>/g

/** The page with its bundles asked for after the first paint (DEFERRED_SCRIPTS_SCRIPT at the end of <body>); unchanged without any. */
export function deferScripts(html: string): string {
  const out = html.replace(ENTRY_SCRIPT, '<script type="text/plain" data-deferred-src="$1"></script>')
  if (out === html) return html
  const end = out.lastIndexOf("</body>")
  if (end < 0) throw new Error("deferred scripts: the page has no </body>")
  return `${out.slice(0, end)}<script>${DEFERRED_SCRIPTS_SCRIPT}</script>${out.slice(end)}`
}

/** The page's bundles as Gatsby wrote them (the inverse of deferScripts). */
export function withoutDeferredScripts(html: string): string {
  return html.replace(DEFERRED_ENTRY_SCRIPT, '<script src="$1" async></script>').replaceAll(`<script>${DEFERRED_SCRIPTS_SCRIPT}</script>`, "")
}

/** A page whose stylesheet link is deferred carries this attribute (until the script runs in the browser). */
export const DEFERRED_MARK = "data-beasties-media"

/**
 * The templates whose pages keep the linked, render-blocking stylesheet: the guides and combined
 * screens have an HTML byte budget (guides 14 KB, Telugu guides 20 KB, combined screens 22 KB
 * gzipped) that the inlined rules do not fit; the search page's results arrive after the first
 * paint, styled by rules beasties cannot see in the prerendered page, so a stylesheet that came
 * after them (a busy machine) restyled them and the page moved (CLS 0.012 at 1024px in CI; 0.56
 * with the stylesheet held back 1.5 s).
 */
export const LINKED_STYLESHEET_TEMPLATES: readonly string[] = ["guide", "combined", "search"]

/** A page's template, by its component file: ".../src/templates/guide.tsx" -> "guide". */
export function templateOf(component: string): string {
  return path.basename(component).replace(/\.[jt]sx?$/, "")
}

/** The HTML file Gatsby writes for a page path, relative to public/: "/" -> "index.html", "/404.html" -> "404.html". */
export function htmlFileOf(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "")
  if (trimmed.endsWith(".html")) return trimmed
  return trimmed === "" ? "index.html" : `${trimmed}/index.html`
}

/** The site's own stylesheets a page links (root-relative hrefs), in order. */
export function linkedStylesheets(html: string): string[] {
  const hrefs: string[] = []
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0]
    if (!/\brel="stylesheet"/i.test(tag)) continue
    const href = /\bhref="(\/[^"/][^"]*\.css)"/i.exec(tag)?.[1]
    if (href) hrefs.push(href)
  }
  return hrefs
}

/** The CSS inlined in a processed page (the first <style> of its head that is not inside <noscript>). */
export function inlinedCss(html: string): string {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? ""
  return /<style>([\s\S]*?)<\/style>/i.exec(head.replace(/<noscript>[\s\S]*?<\/noscript>/gi, ""))?.[1] ?? ""
}

/**
 * Selectors made of pseudo-classes only (":root:lang(te)", the Telugu pages' type tokens): beasties
 * strips pseudo-classes before it looks for matching elements, finds nothing left to match and
 * would drop the rule. They apply to the root or to any element, so they are always inlined.
 */
export const PSEUDO_CLASS_ONLY = /^(?:::?[a-z-]+(?:\([^()]*\))?)+$/i

/**
 * Selectors under the class an inline head script sets on <html> before the first paint
 * (`has-query` on a search opened with ?q=, src/lib/search-query-script.ts): no element has it
 * when beasties reads the page, so it would drop the rules that keep "All guides" from painting
 * before the results (issue 29). They are always inlined on the pages they can match.
 */
export const HEAD_SCRIPT_CLASS = /^\.has-query\b/

/**
 * The page as Gatsby wrote it, from a page this step processed: without the inlined CSS, the
 * deferral of its link, the <noscript> link and the script, and with its bundles' tags as Gatsby
 * wrote them (deferScripts). A warm build that keeps a page
 * therefore gets it processed by this build's step and stylesheet, not an older one's.
 */
export function withoutCriticalCss(processed: string): string {
  const html = withoutDeferredScripts(processed)
  if (!html.includes(DEFERRED_MARK)) return html
  return html
    .replace(/<style>[^<]*<\/style>(<link [^>]*) media="print" data-beasties-media="all"(\/?>)<noscript><link [^>]*><\/noscript>/g, "$1$2")
    .replace(`<script>${DEFERRED_STYLESHEET_SCRIPT}</script>`, "")
}

export interface CriticalCss {
  /** The page with its critical CSS inlined and the stylesheet deferred; unchanged if it links none of the sheets. */
  html: string
  /** The inlined CSS, in characters (0 when unchanged). */
  inlined: number
}

/**
 * Inlines the rules of `sheets` (href -> CSS text) that the page's markup uses, and defers the
 * links to them (media-script, with a <noscript> link for readers without JavaScript). A page
 * processed before is processed again from what Gatsby wrote (withoutCriticalCss): the same
 * page and stylesheet give the same bytes, so a warm build does not change a page it kept.
 */
export function makeCriticalCss(sheets: ReadonlyMap<string, string>): (html: string) => CriticalCss {
  const plans = [...sheets].map(([href, css]) => compileSheet(css, { href, allowRules: [PSEUDO_CLASS_ONLY, HEAD_SCRIPT_CLASS] }))
  const processor = createProcessor(plans, { preload: "media-script", noscriptFallback: true, keyframes: "critical", fonts: false })
  return processed => {
    const html = withoutCriticalCss(processed)
    if (!linkedStylesheets(html).some(href => sheets.has(href))) return { html, inlined: 0 }
    const out = processor.process(html)
    if (out === html) return { html, inlined: 0 }
    const scripts = out.split(`<script>${DEFERRED_STYLESHEET_SCRIPT}</script>`).length - 1
    if (scripts !== 1) throw new Error(`critical CSS: expected beasties' stylesheet script once, found ${scripts} times (has its text changed? see DEFERRED_STYLESHEET_SCRIPT)`)
    // its first paint needs nothing but the page itself now: the bundles are asked for after it
    return { html: deferScripts(out), inlined: inlinedCss(out).length }
  }
}

interface StorePage {
  path: string
  component: string
}

/**
 * After the build, before the hosting headers (which hash the stylesheet script), one pass over
 * every page: critical CSS on every page but the LINKED_STYLESHEET_TEMPLATES ones, and on every
 * page the bundles asked for after the first paint. Each page is made from what Gatsby wrote (a
 * warm build that stitched its scripts slice anew into a page it kept, a new compilation hash,
 * leaves this step's script behind the slice's fresh tags), and written only when it changes.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const publicDir = path.join(process.cwd(), "public")
  const { pages } = store.getState() as { pages: Map<string, StorePage> }
  /** Each page's HTML file, and whether it keeps its linked stylesheet. */
  const files = new Map<string, boolean>()
  for (const page of pages.values()) files.set(htmlFileOf(page.path), LINKED_STYLESHEET_TEMPLATES.includes(templateOf(page.component)))
  const sheets = new Map<string, string>()
  const read = async (file: string) => fs.readFile(path.join(publicDir, file), "utf8").catch(() => undefined)
  const htmlOf = new Map<string, string>()
  for (const [file, linked] of files) {
    const html = await read(file)
    if (html === undefined) continue
    htmlOf.set(file, html)
    if (linked) continue
    for (const href of linkedStylesheets(html)) {
      if (sheets.has(href)) continue
      const css = await read(href.slice(1))
      if (css !== undefined) sheets.set(href, css)
    }
  }
  const critical = makeCriticalCss(sheets)
  let pagesDone = 0
  let inlined = 0
  let deferredOnly = 0
  for (const [file, html] of htmlOf) {
    const linked = files.get(file)
    const result = linked ? { html: deferScripts(withoutDeferredScripts(html)), inlined: 0 } : critical(html)
    if (result.html === html) continue
    await fs.writeFile(path.join(publicDir, file), result.html)
    if (linked) deferredOnly += 1
    else pagesDone += 1
    inlined += result.inlined
  }
  reporter.info(
    `Critical CSS: inlined in ${pagesDone} pages (${pagesDone ? Math.round(inlined / pagesDone / 1024) : 0} KB on average), ` +
      `the stylesheet deferred; not on the ${LINKED_STYLESHEET_TEMPLATES.join(" and ")} pages (HTML budget; search: its results come after the first paint), ` +
      `whose bundles are asked for after the first paint all the same (rewritten: ${deferredOnly})`,
  )
}
