// The build's pages as quality.test.mjs and the shared walk (e2e/walk.mjs, run by
// e2e/layout.test.mjs) see them, and quality's per-page check in the browser (issue 5): no
// console error, no pageerror (hydration errors included), no axe-core violation, one <h1> and
// nothing wider than the window, at 375px (as loaded) and at 1280px (the window widened).
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createRequire } from "node:module"
import { overflowingInMain } from "./lib.mjs"
import { filesUnder, pageHtmlFiles } from "./files.mjs"

const require = createRequire(import.meta.url)
const ROOT = fileURLToPath(new URL("..", import.meta.url))
export const PUBLIC = path.join(ROOT, "public")
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")
/** The widths of quality's browser check: a phone (as loaded), then the window widened to a desktop. */
export const QUALITY_WIDTHS = [375, 1280]
const BLOCKING_IMPACTS = new Set(["minor", "moderate", "serious", "critical"])

export const isLegacyFallback = html => /<meta\s[^>]*http-equiv=["']?refresh/i.test(html)

/** Every HTML document of the build: { path, file, html }. */
export function builtDocuments() {
  return pageHtmlFiles(PUBLIC).map(rel => {
    const urlPath = rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -"/index.html".length)}` : `/${rel}`
    return { path: urlPath, file: rel, html: fs.readFileSync(path.join(PUBLIC, rel), "utf8") }
  })
}

/** Every page Gatsby created: public/page-data/**\/page-data.json, parsed. */
export const PAGE_DATA = filesUnder(path.join(PUBLIC, "page-data"))
  .filter(f => f.endsWith("/page-data.json"))
  .map(f => JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", f), "utf8")))


/**
 * Failures as [page, problem] pairs, reported once per problem with the pages
 * it occurs on, so a fault in the shared layout reads as one line.
 */
export function summary(failures) {
  const byProblem = new Map()
  for (const [page, problem] of failures) byProblem.set(problem, [...(byProblem.get(problem) ?? []), page])
  return [...byProblem].map(([problem, where]) => {
    const unique = [...new Set(where)]
    const list = unique.length > 6 ? `${unique.slice(0, 6).join(", ")} and ${unique.length - 6} more` : unique.join(", ")
    return `${problem}  [on ${unique.length} page${unique.length === 1 ? "" : "s"}: ${list}]`
  })
}

export const documents = builtDocuments()
export const legacy = documents.filter(d => isLegacyFallback(d.html))
export const pages = documents.filter(d => !isLegacyFallback(d.html))
/** Pages to open in the browser: one per URL (404.html is the same page as /404). */
export const browserPages = pages.filter(d => d.file.endsWith("index.html"))

/**
 * What page-data says of each page: its template (componentChunkName) and whether it is an
 * alias URL (pageContext.isAlias: the same component and data as its canonical page, only the
 * canonical link differs).
 */
export const PAGE_INFO = new Map(
  PAGE_DATA.map(data => [data.path.replace(/(.)\/$/, "$1"), { template: data.componentChunkName, isAlias: Boolean(data.result?.pageContext?.isAlias) }]),
)
/** axe-core, the slowest check, runs on canonical pages only. */
export const ALIASES = new Set([...PAGE_INFO].filter(([, info]) => info.isAlias).map(([p]) => p))

/**
 * Where axe-core also runs at the desktop width. Every canonical page is checked at the phone
 * width. At the desktop width the header, footer and page layout change (navigation bar
 * instead of the drawer, wider grids), the content does not: axe runs there on every page of
 * the `page` template (each composes its own sections) and on the first page of each other
 * template (the 32 guides share one). Every page is still loaded at both widths for errors,
 * overflow and its <h1>.
 */
function desktopAxePages() {
  const out = new Set()
  const seen = new Set()
  for (const d of browserPages) {
    const info = PAGE_INFO.get(d.path)
    if (!info || info.isAlias) continue
    if (info.template === "component---src-templates-page-tsx" || !seen.has(info.template)) out.add(d.path)
    seen.add(info.template)
  }
  return out
}
export const DESKTOP_AXE = desktopAxePages()

/**
 * Loads axe-core into the page: its source evaluated by DevTools, which the site's
 * Content-Security-Policy does not govern (the walk enforces it). Issue 31: serving it to the page
 * through a route (a request paused for this process, the file sent back over the protocol, a
 * script tag) cost about 0.1 CPU second more a page, measured on 18 loads of nine pages
 * (21.8 -> 19.0 CPU s), and the walk loads it into 170.
 */
export async function loadAxe(page) {
  await page.evaluate(AXE_SOURCE)
}

/** axe-core's violations on the whole page as it is laid out now. */
async function axeViolations(page) {
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] })
    return result.violations.map(v => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map(n => `${n.target.join(" ")}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, " ").slice(0, 160)}]` : ""}`),
    }))
  })
}

/** The checks of one page at the window's current width: failures as [page, problem]. */
export async function checkLaidOut(page, d, width, { axe }) {
  const failures = []
  const where = `${d.path} at ${width}px`
  if (axe) {
    for (const v of (await axeViolations(page)).filter(v => BLOCKING_IMPACTS.has(v.impact))) {
      failures.push([where, `axe ${v.impact} ${v.id} (${v.help}): ${v.nodes.join(" ; ")}`])
    }
  }
  // nothing in <main> runs off the side of the screen (wide tables scroll in their own box)
  const overflow = await page.evaluate(overflowingInMain)
  if (overflow.length) failures.push([where, `wider than the ${width}px window: ${overflow.join(", ")}`])
  const rendered = await page.evaluate(() => ({
    h1: document.querySelectorAll("h1").length,
    blank: [...document.querySelectorAll('a[target="_blank"]')]
      .filter(a => !(a.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("noopener"))
      .map(a => a.getAttribute("href")),
  }))
  if (rendered.h1 !== 1) failures.push([where, `${rendered.h1} <h1> elements after hydration`])
  for (const href of rendered.blank) failures.push([where, `rendered <a href="${href}" target="_blank"> without rel=noopener`])
  for (const e of page.errors) failures.push([where, e])
  page.errors.length = 0
  return failures
}

/**
 * Quality's check for the shared walk (e2e/walk.mjs): on every page of the build, at 375px as
 * loaded and at 1280px widened. axe-core runs on every canonical page at 375px and on
 * DESKTOP_AXE at 1280px. Failures are [page at width, problem] pairs (see summary).
 */
export const qualityCheck = {
  name: "quality",
  widths: QUALITY_WIDTHS,
  async check(page, visit, size) {
    const [PHONE] = QUALITY_WIDTHS
    const axe = size.width === PHONE ? !ALIASES.has(visit.path) : DESKTOP_AXE.has(visit.path)
    if (axe && !visit.axeLoaded) {
      await loadAxe(page)
      visit.axeLoaded = true
    }
    if (axe && size.width !== PHONE) visit.desktopAxe = true
    return checkLaidOut(page, visit, size.width, { axe })
  },
}
