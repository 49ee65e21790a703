// Byte budgets (issue 9): bytes counted, never time. The figures are computed by e2e/budgets.mjs
// (the same code `npm run bench` reports with), from the build in public/ and in the browser.
//
// A budget the site does not meet yet is marked `todo` with the figure it is at: node --test runs
// it and prints its failure, but it does not fail the suite. Remove the `todo` once the budget is
// met; from then on it gates `npm test`.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import {
  BASELINE_FILE,
  BUDGETS,
  combinedPaths,
  firstVisitJs,
  guidePaths,
  gzipSize,
  htmlGzip,
  installedVersions,
  isSearchDownload,
  jsPages,
  readBaseline,
  SEARCH_QUERIES,
} from "./budgets.mjs"
import { BASE, openPage, useBrowser, waitForHydration } from "./lib.mjs"

const PUBLIC = path.resolve("public")
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`

const browser = await useBrowser()

/**
 * The templates over the budget today (jsRatio), with the figure each was measured at: node --test
 * prints its failure as `todo`; remove its line once it fits. None since 2026-11-29: every template
 * is at issue 31's 1.15x in both languages, the wizard last (1.145x: its rules and answer load in
 * a chunk of their own when the visitor starts answering). See docs/budgets.md.
 */
const JS_TODO = {}

/** The templates at issue 31's 1.15x already: held to it (BUDGETS.jsRatioGoal), so they cannot grow back. */
const JS_AT_GOAL = new Set([
  ...["page", "guide", "combined", "search", "updates", "update", "tool-fssai-licence", "tool-pf-contribution", "tool-trademark-fee", "tool-udyam-classification", "tool-incorporation-cost", "tool-compliance-calendar", "tool-which-registrations"].flatMap(
    template => [`${template}/en`, `${template}/te`],
  ),
])

describe("first-visit JavaScript", () => {
  const baseline = readBaseline()
  const pages = jsPages()

  it("the bare-page baseline was measured for the installed gatsby, react and react-helmet", () => {
    assert.ok(baseline, `${path.relative(process.cwd(), BASELINE_FILE)} is missing: run npm run bench`)
    assert.deepEqual(baseline.versions, installedVersions(), "the packages changed since the baseline: run npm run bench to measure the bare page again")
    // the bare page holds at least Gatsby's runtime, React and the app: a sanity floor, not a budget
    assert.ok(baseline.firstVisitJsGzip > 50 * 1024, `baseline ${kb(baseline.firstVisitJsGzip)}`)
  })

  it("one page of every template in both languages is measured", () => {
    const templates = new Set(pages.map(p => p.template))
    for (const t of ["page/en", "page/te", "guide/en", "guide/te", "combined/en", "search/en", "search/te", "updates/en", "update/en", "tool-which-registrations/te"]) {
      assert.ok(templates.has(t), `${t} is measured`)
    }
    assert.ok([...templates].filter(t => t.startsWith("tool-")).length >= 8, "every tool")
  })

  for (const { path: pagePath, template } of pages) {
    const todo = JS_TODO[template] && `over the budget: ${JS_TODO[template]} on 2026-11-29 (issue 31)`
    const ratio = JS_AT_GOAL.has(template) ? BUDGETS.jsRatioGoal : BUDGETS.jsRatio
    it(`${pagePath} (${template}): at most ${ratio}x the bare Gatsby page with react-helmet`, { todo }, () => {
      const { gzip, files } = firstVisitJs(PUBLIC, pagePath)
      const limit = Math.floor(baseline.firstVisitJsGzip * ratio)
      assert.ok(
        gzip <= limit,
        `${kb(gzip)} > ${kb(limit)} (${(gzip / baseline.firstVisitJsGzip).toFixed(2)}x): ${files.map(f => `${f.name} ${kb(f.gzip)}`).join(", ")}`,
      )
    })
  }

  it("the count is what a visit loads: every script a page fetches before it has hydrated is counted", async () => {
    for (const { path: pagePath } of pages) {
      const counted = new Set(firstVisitJs(PUBLIC, pagePath).files.map(f => `/${f.name}`))
      const page = await openPage(browser, { width: 375, height: 740 })
      const loaded = []
      page.on("request", req => {
        if (req.resourceType() === "script" && new URL(req.url()).origin === new URL(BASE).origin) loaded.push(new URL(req.url()).pathname)
      })
      await page.goto(`${BASE}${pagePath}`)
      await waitForHydration(page)
      // The search code is not counted (firstVisitJs): /search loads it when the browser is idle,
      // which can come before the hydration mark is seen.
      const before = loaded.filter(p => !(pagePath.endsWith("/search") && isSearchDownload(p)))
      assert.deepEqual(before.filter(p => !counted.has(p)), [], `${pagePath}: scripts loaded but not counted`)
      assert.deepEqual([...counted].filter(p => !before.includes(p)), [], `${pagePath}: counted but not loaded`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })
})

describe("guide HTML", () => {
  it(`every guide's HTML is at most ${kb(BUDGETS.guideHtmlGzip)} gzipped`, () => {
    const sizes = guidePaths().map(p => ({ path: p, gzip: htmlGzip(PUBLIC, p).gzip }))
    assert.ok(sizes.length >= 30, `${sizes.length} guides found`)
    const over = sizes.filter(s => s.gzip > BUDGETS.guideHtmlGzip).sort((a, b) => b.gzip - a.gzip)
    assert.deepEqual(over.map(s => `${s.path} ${s.gzip} bytes`), [], `over ${BUDGETS.guideHtmlGzip} bytes`)
    const largest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a))
    console.log(`# guide HTML: largest ${kb(largest.gzip)} (${largest.path}) of ${sizes.length} guides`)
  })

  it(`every Telugu guide's HTML is at most ${kb(BUDGETS.teluguGuideHtmlGzip)} gzipped (its own budget: see budgets.mjs)`, () => {
    const sizes = guidePaths(undefined, ["guide"], "te").map(p => ({ path: p, gzip: htmlGzip(PUBLIC, p).gzip }))
    assert.equal(sizes.length, 32, `${sizes.length} Telugu guides found`)
    const over = sizes.filter(s => s.gzip > BUDGETS.teluguGuideHtmlGzip).sort((a, b) => b.gzip - a.gzip)
    assert.deepEqual(over.map(s => `${s.path} ${s.gzip} bytes`), [], `over ${BUDGETS.teluguGuideHtmlGzip} bytes`)
    const largest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a))
    console.log(`# Telugu guide HTML: largest ${kb(largest.gzip)} (${largest.path}) of ${sizes.length} guides`)
  })

  it(`every combined screen (guides stacked by the spec) is at most ${kb(BUDGETS.combinedHtmlGzip)} gzipped`, () => {
    const sizes = combinedPaths().map(p => ({ path: p, gzip: htmlGzip(PUBLIC, p).gzip }))
    assert.deepEqual(sizes.map(s => s.path).sort(), ["/food-license/fssai", "/gov/iec-code-registration", "/gst/services"])
    assert.deepEqual(sizes.filter(s => s.gzip > BUDGETS.combinedHtmlGzip).map(s => `${s.path} ${kb(s.gzip)}`), [])
  })

  // The Telugu combined screens are held to the same 22 KB, not a budget of their own (issue 33).
  // /te/gst/services was over it until 2026-12-01 (25,988 bytes; its three guides' text alone is
  // 15 KB gzipped): its HTML no longer repeats the parts' Sources (a link to each part's own, the
  // whole list shown in the fold once the page runs: 2.8 KB) nor the parts' sections in "On this
  // page" (added once the page runs: 0.4 KB), and its checklists label their boxes by wrapping
  // them (0.3 KB): 22,419 bytes.
  for (const p of ["/te/food-license/fssai", "/te/gov/iec-code-registration", "/te/gst/services"]) {
    it(`${p} (Telugu combined screen) is at most ${kb(BUDGETS.combinedHtmlGzip)} gzipped`, () => {
      const { gzip } = htmlGzip(PUBLIC, p)
      assert.ok(gzip <= BUDGETS.combinedHtmlGzip, `${p} ${kb(gzip)}`)
    })
  }

  // A visit fetches the page's data too (page-data.json, before the page hydrates). A guide's text,
  // hero, fees and Sources come in it as HTML made at build time; the guide's own Markdown HTML, its
  // facts and the frontmatter only the build reads were copies of the same text (issue 31: 15.0 ->
  // 12.4 KB gzipped on the private limited guide, /te/gst/services 48.7 -> 36.0 KB).
  it("a guide's or combined screen's page data carries only what its React parts read, no second copy of its text", () => {
    const READ = ["path", "title", "heading", "lead", "documents", "collapsibles", "faqs"].sort()
    const problems = []
    for (const p of [...guidePaths(), ...guidePaths(undefined, ["guide"], "te"), ...combinedPaths(), "/te/gst/services"]) {
      const file = path.join(PUBLIC, "page-data", p.slice(1), "page-data.json")
      const { data } = JSON.parse(fs.readFileSync(file, "utf8")).result
      for (const guide of data.markdownRemark?.frontmatter ? [data.markdownRemark] : (data.guides?.nodes ?? [])) {
        const extra = Object.keys(guide).filter(k => !["id", "frontmatter", "guideBody", "guidePage"].includes(k))
        const fields = Object.keys(guide.frontmatter).sort()
        if (extra.length || JSON.stringify(fields) !== JSON.stringify(READ)) problems.push(`${p}: ${[...extra, ...fields.filter(f => !READ.includes(f))].join(", ")}`)
      }
    }
    assert.deepEqual(problems, [])
  })

  // Until 2026-11-29 a Telugu page's shell carried every area of Telugu words (59 KB raw, the tools'
  // 37 KB of it) on every page; what a page runs beyond the shell comes in its own data.
  it("a page's shell carries the words of what every page runs (and, in Telugu, of the components that carry their English), no other area", () => {
    const problems = []
    for (const [p, want] of [
      ["/", ["search", "shell"]],
      ["/te", ["notFound", "quoteSent", "search", "sections", "shell"]],
      ["/te/registrations/company/pvt-ltd-registration", ["notFound", "quoteSent", "search", "sections", "shell"]],
      ["/te/tools/pf-contribution", ["notFound", "quoteSent", "search", "sections", "shell"]],
    ]) {
      const file = path.join(PUBLIC, "page-data", p === "/" ? "index" : p.slice(1), "page-data.json")
      const areas = Object.keys(JSON.parse(fs.readFileSync(file, "utf8")).result.data.shell.strings).sort()
      if (JSON.stringify(areas) !== JSON.stringify(want)) problems.push(`${p}: ${areas.join(", ")}`)
    }
    assert.deepEqual(problems, [])
  })

  it("the stylesheet is one cached file, not inlined into every page", () => {
    for (const p of [...guidePaths().slice(0, 3), "/"]) {
      const { html } = htmlGzip(PUBLIC, p)
      assert.match(html, /<link rel="stylesheet" href="\/styles\.[0-9a-f]+\.css"/, p)
      assert.doesNotMatch(html, /data-identity="gatsby-global-css"/, `${p}: no inlined global stylesheet`)
    }
  })
})

describe("first search", () => {
  it(`a visitor's first search downloads at most ${kb(BUDGETS.firstSearchGzip)} gzipped (code, manifest, term files, texts)`, async () => {
    const report = []
    for (const query of SEARCH_QUERIES) {
      const page = await openPage(browser, { width: 1280, height: 800 })
      const bodies = []
      page.on("response", res => {
        const p = new URL(res.url()).pathname
        if (isSearchDownload(p)) bodies.push(res.body().then(b => ({ path: p, gzip: gzipSize(b) })))
      })
      await page.goto(`${BASE}/services`)
      await waitForHydration(page)
      const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search the guides" })
      await box.fill(query)
      await box.press("Enter")
      await page.waitForURL(`${BASE}/search?q=${encodeURIComponent(query)}`)
      const results = page.locator(".search-result")
      // the results show first; the list is busy until every snippet is on screen (its section text has arrived)
      await page.locator(".search-results__list:not([aria-busy])").waitFor()
      const shown = await results.count()
      const files = await Promise.all(bodies)
      const total = files.reduce((n, f) => n + f.gzip, 0)
      assert.ok(files.some(f => f.path === "/search-index.json"), `"${query}": the manifest was downloaded`)
      assert.ok(files.some(f => /^\/search-index\/t-/.test(f.path)), `"${query}": a term file was downloaded`)
      assert.ok(files.filter(f => /^\/search-index\/s\d+\.txt$/.test(f.path)).length >= shown, `"${query}": the ${shown} results' texts`)
      report.push(`"${query}" ${kb(total)} (${files.length} files, ${shown} results)`)
      assert.ok(total <= BUDGETS.firstSearchGzip, `"${query}": ${kb(total)} > ${kb(BUDGETS.firstSearchGzip)}: ${files.map(f => `${f.path} ${kb(f.gzip)}`).join(", ")}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
    console.log(`# first search: ${report.join("; ")}`)
  })
})
