// Whole-site quality gates (issue 5) over every page of the production build.
// The page list comes from the build output itself (public/**/index.html,
// cross-checked against public/page-data), not from a hand-kept list.
//   - prerendered HTML: valid per html-validate, exactly one <h1>, every
//     internal link reaches an existing page, target="_blank" has rel=noopener;
//   - in headless Chromium, every page loaded at 375px then widened to 1280px: no
//     console error, no pageerror (hydration errors included), no serious/critical axe
//     violation (at 1280px on each template, see desktopAxePages);
//   - the legacy fallback pages under public/products redirect.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createRequire } from "node:module"
import { HtmlValidate } from "html-validate"
import { BASE, nextFrames, openPage, overflowingInMain, useBrowser, waitForHydration } from "./lib.mjs"
import { filesUnder, pageHtmlFiles } from "./files.mjs"

const require = createRequire(import.meta.url)
const ROOT = fileURLToPath(new URL("..", import.meta.url))
const PUBLIC = path.join(ROOT, "public")
const AXE = require.resolve("axe-core/axe.min.js")
const AXE_URL = `${BASE}/__quality-gate/axe.min.js`
const WIDTHS = [375, 1280]
const BLOCKING_IMPACTS = new Set(["minor", "moderate", "serious", "critical"])

/**
 * html-validate: the recommended preset. Rules are switched off only where
 * they object to the way React/Gatsby serialise markup, never to our content.
 */
const HTML_VALIDATE_CONFIG = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes some attribute names in camelCase (charSet, inputMode, autoComplete); HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React writes void elements self-closed (<meta/>, <br/>); both forms are valid HTML.
    "void-style": "off",
    // React writes boolean attributes with an empty value (novalidate=""); both forms are valid HTML.
    "attribute-boolean-style": "off",
    // React writes hidden="" for hidden={true}; both forms are valid HTML.
    "attribute-empty-style": "off",
    // Gatsby's mount point is id="___gatsby"; HTML5 allows any id without whitespace (relaxed keeps the other id checks).
    "valid-id": ["error", { relaxed: true }],
  },
}

/**
 * Markup Gatsby itself emits that a rule objects to: reported by rule and
 * exact element, so the rule still applies to everything the site renders.
 */
const GATSBY_EMITTED = [
  // Gatsby's focus wrapper (style="outline:none") and route announcer (visually hidden) carry inline styles.
  { rule: "no-inline-style", selector: /^#gatsby-(focus-wrapper|announcer)$/ },
]

// ---------------------------------------------------------------- the build's pages


const isLegacyFallback = html => /<meta\s[^>]*http-equiv=["']?refresh/i.test(html)

/** Every HTML document of the build: { path, file, html }. */
function builtDocuments() {
  return pageHtmlFiles(PUBLIC).map(rel => {
    const urlPath = rel === "index.html" ? "/" : rel.endsWith("/index.html") ? `/${rel.slice(0, -"/index.html".length)}` : `/${rel}`
    return { path: urlPath, file: rel, html: fs.readFileSync(path.join(PUBLIC, rel), "utf8") }
  })
}

/** Every page Gatsby created: public/page-data/**\/page-data.json, parsed. */
const PAGE_DATA = filesUnder(path.join(PUBLIC, "page-data"))
  .filter(f => f.endsWith("/page-data.json"))
  .map(f => JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", f), "utf8")))

// ---------------------------------------------------------------- HTML helpers

const decodeEntities = s =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|nbsp);/gi, (_m, e) => {
    const named = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" }[e.toLowerCase()]
    if (named) return named
    return String.fromCodePoint(e[1].toLowerCase() === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10))
  })

function attributes(tag) {
  const attrs = {}
  for (const m of tag.matchAll(/([^\s"'<>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    if (m.index === 0) continue // the tag name
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "")
  }
  return attrs
}

/** Every <a> start tag of a document with its attributes (React escapes < and > in attribute values). */
const anchors = html => [...html.matchAll(/<a(?=[\s>])[^>]*>/gi)].map(m => attributes(m[0]))
const ids = html => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map(m => decodeEntities(m[1])))
const h1Count = html => (html.match(/<h1(?=[\s>])/gi) ?? []).length
const relHasNoopener = rel => (rel ?? "").toLowerCase().split(/\s+/).includes("noopener")

/**
 * Failures as [page, problem] pairs, reported once per problem with the pages
 * it occurs on, so a fault in the shared layout reads as one line.
 */
function summary(failures) {
  const byProblem = new Map()
  for (const [page, problem] of failures) byProblem.set(problem, [...(byProblem.get(problem) ?? []), page])
  return [...byProblem].map(([problem, where]) => {
    const unique = [...new Set(where)]
    const list = unique.length > 6 ? `${unique.slice(0, 6).join(", ")} and ${unique.length - 6} more` : unique.join(", ")
    return `${problem}  [on ${unique.length} page${unique.length === 1 ? "" : "s"}: ${list}]`
  })
}

/** fetch, tried again once if the connection drops (the server closes idle keep-alive sockets). */
async function fetchRetry(url, options) {
  try {
    return await fetch(url, options)
  } catch {
    return fetch(url, options)
  }
}


// ---------------------------------------------------------------- the run

const documents = builtDocuments()
const legacy = documents.filter(d => isLegacyFallback(d.html))
const pages = documents.filter(d => !isLegacyFallback(d.html))
/** Pages to open in the browser: one per URL (404.html is the same page as /404). */
const browserPages = pages.filter(d => d.file.endsWith("index.html"))

/**
 * What page-data says of each page: its template (componentChunkName) and whether it is an
 * alias URL (pageContext.isAlias: the same component and data as its canonical page, only the
 * canonical link differs).
 */
const PAGE_INFO = new Map(
  PAGE_DATA.map(data => [data.path.replace(/(.)\/$/, "$1"), { template: data.componentChunkName, isAlias: Boolean(data.result?.pageContext?.isAlias) }]),
)
/** axe-core, the slowest check, runs on canonical pages only. */
const ALIASES = new Set([...PAGE_INFO].filter(([, info]) => info.isAlias).map(([p]) => p))

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
const DESKTOP_AXE = desktopAxePages()

const browser = await useBrowser()

describe("the build's page list", () => {
  it("has a prerendered HTML page for every page Gatsby created", () => {
    assert.ok(ALIASES.size > 0 && ALIASES.size < browserPages.length / 2, `${ALIASES.size} alias pages`)
    assert.ok(browserPages.length > 10, `only ${browserPages.length} pages found in public/`)
    const served = new Set(pages.map(d => d.path))
    const missing = PAGE_DATA.map(data => data.path)
      .filter(p => p !== "/dev-404-page")
      .filter(p => !served.has(p) && !served.has(p.replace(/\/$/, "")))
    assert.deepEqual(missing, [], "page-data paths without an HTML page")
    console.log(`# ${pages.length} HTML documents (${browserPages.length} pages in the browser x ${WIDTHS.length} widths), ${legacy.length} legacy fallbacks`)
  })

  it("the legacy fallback pages redirect (301 from the server, meta refresh without one) to pages that exist", async () => {
    const redirectsFile = fs.readFileSync(path.join(PUBLIC, "_redirects"), "utf8")
    const failures = []
    for (const d of legacy) {
      if (!d.path.startsWith("/products/")) failures.push(`${d.path}: a meta-refresh page outside /products`)
      const to = attributes(d.html.match(/<meta\s[^>]*http-equiv=["']?refresh[^>]*>/i)[0]).content.replace(/^\s*\d+\s*;\s*url=/i, "")
      if (!pages.some(p => p.path === to)) failures.push(`${d.path}: meta refresh to ${to}, which is not a page of the build`)
      const rules = redirectsFile.split("\n").map(line => line.trim().split(/\s+/).join(" "))
      for (const from of [d.path, `${d.path}/`]) {
        if (!rules.includes(`${from} ${to} 301!`)) failures.push(`${from}: no "${from} ${to} 301!" line in _redirects`)
        const res = await fetchRetry(`${BASE}${from}`, { redirect: "manual" })
        const location = res.headers.get("location")
        if (res.status !== 301 || new URL(location, BASE).pathname !== to) failures.push(`${from}: ${res.status} -> ${location}, expected 301 -> ${to}`)
      }
      const followed = await fetchRetry(`${BASE}${d.path}`)
      if (followed.status !== 200 || new URL(followed.url).pathname !== to) failures.push(`${d.path}: ends at ${followed.url} with ${followed.status}`)
    }
    assert.deepEqual(failures, [])
  })
})

describe("prerendered HTML", () => {
  it("validates with html-validate and has exactly one <h1> on every page", async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG)
    const failures = []
    for (const d of pages) {
      const report = await validator.validateString(d.html, d.file)
      for (const result of report.results) {
        for (const m of result.messages) {
          if (GATSBY_EMITTED.some(g => g.rule === m.ruleId && g.selector.test(m.selector ?? ""))) continue
          failures.push([d.file, `${m.ruleId}: ${m.message} (${m.selector ?? ""})`])
        }
      }
      const h1 = h1Count(d.html)
      if (h1 !== 1) failures.push([d.file, `${h1} <h1> elements in the prerendered HTML`])
    }
    assert.deepEqual(summary(failures), [])
  })

  it("every internal link reaches a page that exists and every target=_blank link has rel=noopener", async () => {
    const status = new Map() // resolved path -> final status, following redirects
    const byPath = new Map(pages.map(d => [d.path, d]))
    const failures = []
    for (const d of pages) {
      const pageUrl = new URL(d.path, BASE)
      const pageIds = ids(d.html)
      for (const a of anchors(d.html)) {
        if (!("href" in a)) continue
        const href = a.href.trim()
        if (a.target === "_blank" && !relHasNoopener(a.rel)) failures.push([d.path, `<a href="${href}" target="_blank"> without rel=noopener (rel="${a.rel ?? ""}")`])
        if (href.startsWith("//")) {
          failures.push([d.path, `protocol-relative link "${href}" leaves the site`])
          continue
        }
        if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith(BASE)) continue // https:, mailto:, tel: elsewhere
        const target = new URL(href, pageUrl)
        if (target.origin !== pageUrl.origin) continue
        const fragment = decodeURIComponent(target.hash.slice(1))
        if (target.pathname === pageUrl.pathname && href.startsWith("#")) {
          if (fragment && !pageIds.has(fragment)) failures.push([d.path, `link "${href}" to a missing id`])
          continue
        }
        const key = target.pathname + target.search
        if (!status.has(key)) {
          try {
            const res = await fetchRetry(new URL(key, BASE))
            await res.arrayBuffer()
            status.set(key, { code: res.status, final: new URL(res.url).pathname })
          } catch (error) {
            status.set(key, { code: `no answer (${error.cause?.message ?? error.message})`, final: key })
          }
        }
        const { code, final } = status.get(key)
        if (code !== 200) {
          failures.push([d.path, `link "${href}" answers ${code}`])
          continue
        }
        const landed = byPath.get(final.replace(/(.)\/$/, "$1"))
        if (fragment && landed && !ids(landed.html).has(fragment)) failures.push([d.path, `link "${href}": ${final} has no id "${fragment}"`])
      }
    }
    assert.deepEqual(summary(failures), [])
  })
})

/** Loads axe-core into the page (served from the site's origin, see below). */
async function loadAxe(page) {
  // Routed only while the script loads: a route makes the browser pause every request of the
  // page until this process lets it through.
  await page.route(AXE_URL, route => route.fulfill({ path: AXE, contentType: "text/javascript" }))
  await page.addScriptTag({ url: AXE_URL })
  await page.unroute(AXE_URL)
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
async function checkLaidOut(page, d, width, { axe }) {
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

describe("in headless Chromium", () => {
  const [PHONE, DESKTOP] = WIDTHS
  it(
    `every page at ${PHONE}px, then widened to ${DESKTOP}px: no console error, no pageerror, no serious or critical axe ` +
      `violation, one h1 and nothing wider than the window`,
    async () => {
      // The site's Content-Security-Policy stays in force, so a violation shows up as a
      // console error; axe-core is therefore served from the site's own origin (script-src
      // 'self') rather than inlined by addScriptTag({ path }).
      // Each page is loaded once, on a phone, then the window is widened (as a visitor turning a
      // tablet or resizing a window would): the second width costs a layout, not a page load.
      const page = await openPage(browser, { width: PHONE, height: 740, enforceCsp: true })
      const failures = []
      let desktopAxe = 0
      for (const d of browserPages) {
        page.errors.length = 0
        await page.setViewportSize({ width: PHONE, height: 740 })
        const res = await page.goto(`${BASE}${d.path}`, { waitUntil: "load" })
        if (res.status() !== 200) failures.push([d.path, `status ${res.status()}`])
        await waitForHydration(page)
        const canonical = !ALIASES.has(d.path)
        if (canonical) await loadAxe(page)
        failures.push(...(await checkLaidOut(page, d, PHONE, { axe: canonical })))
        await page.setViewportSize({ width: DESKTOP, height: 800 })
        await nextFrames(page)
        failures.push(...(await checkLaidOut(page, d, DESKTOP, { axe: DESKTOP_AXE.has(d.path) })))
        if (DESKTOP_AXE.has(d.path)) desktopAxe++
      }
      await page.context().close()
      console.log(`# axe-core at ${PHONE}px on ${browserPages.length - ALIASES.size} pages, at ${DESKTOP}px on ${desktopAxe}`)
      assert.ok(desktopAxe >= 10 && desktopAxe < browserPages.length, `axe at ${DESKTOP}px on ${desktopAxe} pages`)
      assert.deepEqual(summary(failures), [])
    },
  )
})
