// Whole-site quality gates (issue 5) over every page of the production build.
// The page list comes from the build output itself (public/**/index.html,
// cross-checked against public/page-data), not from a hand-kept list.
//   - prerendered HTML: valid per html-validate, exactly one <h1>, every
//     internal link reaches an existing page, target="_blank" has rel=noopener;
//   - in headless Chromium, every page loaded at 375px then widened to 1280px: no
//     console error, no pageerror (hydration errors included), no serious/critical axe
//     violation (at 1280px on each template, see desktopAxePages): that check
//     (qualityCheck in e2e/quality-checks.mjs) runs in the walk every per-page check
//     shares (e2e/walk.mjs), and is reported by e2e/layout.test.mjs;
//   - the legacy fallback pages under public/products redirect.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { HtmlValidate } from "html-validate"
import { BASE, useServer } from "./lib.mjs"
import { ALIASES, PAGE_DATA, PUBLIC, QUALITY_WIDTHS as WIDTHS, browserPages, legacy, pages, summary } from "./quality-checks.mjs"

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

/** fetch, tried again once if the connection drops (the server closes idle keep-alive sockets). */
async function fetchRetry(url, options) {
  try {
    return await fetch(url, options)
  } catch {
    return fetch(url, options)
  }
}


// ---------------------------------------------------------------- the run

await useServer()

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

describe("an unknown Telugu address (reviews 32, 33)", () => {
  // `serve`, the local server, has one page-not-found file for the whole site (404.html, in English);
  // the static host reads _redirects: a rule that is not forced (no "!") applies only where no file
  // answers, so every built Telugu page is served as it is and any other /te/ address gets the
  // Telugu screen with status 404.
  it("_redirects sends every /te/ address without a page to the Telugu page-not-found screen, with status 404, after the legacy rules", () => {
    const rules = fs.readFileSync(path.join(PUBLIC, "_redirects"), "utf8").split("\n").map(line => line.trim()).filter(line => line && !line.startsWith("#")).map(line => line.split(/\s+/))
    const telugu = rules.findIndex(([from]) => from === "/te/*")
    assert.ok(telugu >= 0, "a /te/* rule")
    assert.deepEqual(rules[telugu], ["/te/*", "/te/404", "404"])
    assert.equal(telugu, rules.length - 1, "the last rule: the legacy addresses are matched first")
    const page = pages.find(d => d.path === "/te/404")
    assert.ok(page, "/te/404 is a page of the build")
    assert.match(page.html, /<html[^>]*\slang="te"/)
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
