// `npm run bench` (issues 5 and 9): everything that is measured in time, and every byte budget,
// in one run, written into BENCHMARKS.md. Not part of `npm test` (timings depend on the machine).
//
//  (a) bytes of a first visit (HTML, CSS, JS, page data; raw and gzip) on four pages of the
//      production build, beside a bare Gatsby page with react-helmet built in the same run
//      from the same node_modules; the gzipped HTML of every guide; the first-visit JavaScript
//      and gzipped HTML of one page of every template in both languages (issue 31, jsPages());
//  (b) Lighthouse (mobile profile) on those pages, the search opened with a query and the bare
//      page, several runs each: the median performance score, LCP, TBT, CLS;
//  (c) site search: what the first search downloads and how long a search takes to answer;
//  (d) the clean build time of the real site and of the site with 1,000 generated guides.
// It also writes e2e/baseline.json: the bare page's first-visit JavaScript, with the package
// versions it was measured for, which the JavaScript budget in `npm test` compares against.
// Every build happens in a temporary directory; the repository is only read (and those two files written).
//
//   node scripts/bench.mjs [--runs 5] [--guides 1000] [--no-build-time] [--until HH:MM] [--keep]
//   --until HH:MM (UTC): no Lighthouse round starts after that time (the first always runs), so a
//   run on a busy machine ends in time with fewer runs per page; the file says how many were made.
//   --http1: Lighthouse loads the pages from `serve` over HTTP/1.1, as before 2026-11-30; by
//   default it loads them over HTTP/2 (TLS) through a front on BENCH_PORT+2 (startHttp2Front in
//   scripts/bench-lib.mjs), the protocol of the static hosts the site is made for.
//   --only=lighthouse [--public DIR] [--pages /a,/b]: Lighthouse alone on those pages (default:
//   one of every template and the searches opened with a query), printed; writes nothing.
//   BENCH_PORT=9444 (static server; BENCH_PORT+1 is Chromium's DevTools port), CHROMIUM_PATH
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { copyRepo, launchChromium, measureFirstVisit, startHttp2Front, startServe, stopServe, timedBuild, writeBareGatsby, CHROMIUM } from "./bench-lib.mjs"
import { writeGuides } from "./bench-guides.mjs"
import { BASELINE_FILE, BENCH_PAGES, BUDGETS, chunkName, firstVisitJs, gzipSize, htmlGzip, installedVersions, isSearchDownload, jsPages, SEARCH_QUERIES, guidePaths, combinedPaths } from "../e2e/budgets.mjs"
import { markdownFiles } from "../e2e/files.mjs"

const require = createRequire(import.meta.url)

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const GUIDES = Number(option("--guides", 1000))
const RUNS = Number(option("--runs", 5))
const BUILD_TIME = !args.includes("--no-build-time")
const KEEP = args.includes("--keep")
/** `--only=search`: only the search part (c), printed, BENCHMARKS.md untouched; `--public DIR` measures that build instead of building a copy. */
const ONLY = (args.find(a => a.startsWith("--only=")) ?? "").slice("--only=".length) || option("--only", "")
const PUBLIC = option("--public", "")
const UNTIL = option("--until", "")
const PORT = Number(process.env.BENCH_PORT ?? 9404)
const CDP_PORT = PORT + 1
const H2_PORT = PORT + 2
/** Lighthouse over HTTP/1.1 from `serve` (`--http1`), or over HTTP/2 through startHttp2Front. */
const HTTP1 = args.includes("--http1")

/** Targets measured here in time (the byte budgets are in e2e/budgets.mjs). */
export const TIME_TARGETS = { performance: 98, tbt: 100, searchAnswerMs: 50, buildRatio: 3 }

/**
 * Issue 31's targets: first-visit JavaScript at most 1.15x the bare page on one page of every
 * template in both languages, LCP at most 1.2 s and CLS 0 on every template (Lighthouse mobile
 * medians), Lighthouse 100 on the pages of LIGHTHOUSE_100.
 */
export const ISSUE_31 = { jsRatio: 1.15, lcpMs: 1200, cls: 0, performance: 100 }

/** The pages held to a Lighthouse score of 100 (issue 31): the four bench pages and the Telugu guide. */
export const LIGHTHOUSE_100 = [...BENCH_PAGES, "/te/registrations/company/pvt-ltd-registration"]

/** The search opened with a query in each language: no layout shift there either (issue 31). */
export const QUERY_PAGES = [
  { path: "/search?q=gst", template: "search/en" },
  { path: "/te/search?q=gst", template: "search/te" },
]

/**
 * One page of every template in each language (jsPages(): the bench pages, their Telugu versions,
 * the first page of every other template), and the pages of LIGHTHOUSE_100 it does not hold,
 * each with its template and language from its frontmatter; ordered by template, English first.
 */
export function templatePages(contentDir) {
  const pages = jsPages(contentDir)
  const missing = LIGHTHOUSE_100.filter(p => !pages.some(q => q.path === p))
  if (missing.length) {
    const matter = require("gray-matter")
    const templateOf = new Map()
    for (const file of markdownFiles(contentDir)) {
      const data = matter(fs.readFileSync(file, "utf8")).data
      if (data.template && typeof data.path === "string") templateOf.set(data.path.replace(/(.)\/+$/, "$1"), `${data.template}/${data.lang ?? "en"}`)
    }
    for (const p of missing) {
      if (!templateOf.has(p)) throw new Error(`${p}: no page in ${contentDir}`)
      pages.push({ path: p, template: templateOf.get(p) })
    }
  }
  const kinds = [...new Set(pages.map(p => p.template.split("/")[0]))]
  const rank = p => kinds.indexOf(p.template.split("/")[0]) * 2 + (p.template.endsWith("/en") ? 0 : 1)
  return pages
    .map((p, i) => ({ ...p, kind: p.template.split("/")[0], lang: p.template.split("/")[1], i }))
    .sort((a, b) => rank(a) - rank(b) || a.i - b.i)
    .map(({ i, ...p }) => p)
}

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const x = r => `${r.toFixed(2)}x`
const s = seconds => `${seconds.toFixed(1)} s`
const ms = v => `${Math.round(v)} ms`
const log = message => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`)
const median = list => {
  const sorted = [...list].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** What parts of a page's HTML cost, in gzip bytes: the page minus each part. */
export function htmlBreakdown(html) {
  const full = gzipSize(html)
  const without = re => full - gzipSize(html.replace(re, ""))
  return {
    full,
    raw: Buffer.byteLength(html),
    css: without(/<style[^>]*>[\s\S]*?<\/style>/g),
    svg: without(/<svg[\s\S]*?<\/svg>/g),
    jsonLd: without(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/g),
    otherScripts: without(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g),
    svgCount: (html.match(/<svg/g) ?? []).length,
  }
}

function machine(chromiumVersion) {
  const cpus = os.cpus()
  return {
    cpus: `${cpus.length} x ${cpus[0]?.model?.trim() ?? "unknown"}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    versions: installedVersions(ROOT),
    chromium: chromiumVersion,
    lighthouse: require("lighthouse/package.json").version,
  }
}

/** The Chromium Lighthouse drives (on CDP_PORT), accepting the HTTP/2 front's throwaway certificate. */
function launchLighthouseChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    port: CDP_PORT,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...(HTTP1 ? [] : ["--ignore-certificate-errors"])],
  })
}

/** Where Lighthouse loads the pages from: the HTTP/2 front before the `serve` on PORT, or (`--http1`) that `serve` itself. */
async function lighthouseFront() {
  if (HTTP1) return { url: `http://localhost:${PORT}`, close: async () => {} }
  return startHttp2Front(PORT, H2_PORT)
}

/** How the pages reached Lighthouse, for BENCHMARKS.md. */
const PROTOCOL_NOTE = HTTP1
  ? "served by `serve` over HTTP/1.1 (`--http1`)"
  : "served over HTTP/2 with TLS, as the static hosts serve it (a front on `serve`, scripts/bench-lib.mjs startHttp2Front; before 2026-11-30 the bench measured `serve`'s HTTP/1.1, where Lighthouse's simulation opens a connection, with its handshake, for each request made beside another)"

/**
 * `--only=lighthouse`: Lighthouse alone (RUNS runs, medians) on `--pages /a,/b` or on one page of
 * every template in each language and the searches opened with a query, against `--public DIR`
 * or a build of a copy of the repository. Prints the medians; writes nothing.
 */
async function lighthouseOnly() {
  const { publicDir, tmp } = await buildToMeasure("bench-lighthouse-")
  const listed = option("--pages", "")
  const paths = listed ? listed.split(",") : [...templatePages(path.join(ROOT, "content")).map(p => p.path), ...QUERY_PAGES.map(p => p.path)]
  const server = await startServe(publicDir, PORT)
  const front = await lighthouseFront()
  const chrome = await launchLighthouseChromium()
  try {
    log(`Lighthouse ${RUNS} runs a page, ${PROTOCOL_NOTE.split(" (")[0]}; load ${load(os.loadavg())}`)
    const lh = await lighthouseMedians(paths.map(p => `${front.url}${p}`), untilTime(new Date()))
    for (const p of paths) {
      const l = lh.get(`${front.url}${p}`)
      console.log(hasLighthouse(l) ? `${p}: performance ${l.performance} (${l.performanceRange.join("-")}), FCP ${ms(l.fcp)}, LCP ${ms(l.lcp)}, TBT ${ms(l.tbt)}, CLS ${l.cls.toFixed(4)}` : `${p}: failed ${l.failed.join("; ")}`)
    }
    log(`load ${load(os.loadavg())}`)
  } finally {
    await chrome.kill()
    await front.close()
    await stopServe(server)
    if (tmp && !KEEP) fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/** The build an `--only` mode measures: `--public DIR`, or a build of a copy of the repository in a new folder named `prefix…` (`tmp`, to remove afterwards). */
async function buildToMeasure(prefix) {
  if (PUBLIC) return { publicDir: path.resolve(PUBLIC), tmp: null }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const siteDir = path.join(tmp, "site")
  copyRepo(ROOT, siteDir)
  log(`building the real site in ${siteDir}`)
  const build = await timedBuild(siteDir, "real site")
  log(`built in ${s(build.wall)}`)
  return { publicDir: path.join(siteDir, "public"), tmp }
}

/** Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown), performance only. */
async function lighthouseRun(url) {
  const result = await lighthouse(url, { port: CDP_PORT, hostname: "127.0.0.1", output: "json", logLevel: "error", onlyCategories: ["performance"] })
  const lhr = result.lhr
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = id => lhr.audits[id].numericValue
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    si: audit("speed-index"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** The time of `--until HH:MM` (UTC) on the day the bench started (the next day if already past), or null. */
function untilTime(started) {
  if (!UNTIL) return null
  const [h, m] = UNTIL.split(":").map(Number)
  if (!Number.isInteger(h) || !Number.isInteger(m)) throw new Error(`--until ${UNTIL}: expected HH:MM (UTC)`)
  const at = new Date(started)
  at.setUTCHours(h, m, 0, 0)
  if (at < started) at.setUTCDate(at.getUTCDate() + 1)
  return at
}

/**
 * RUNS Lighthouse runs of each URL, round-robin (so a busy moment does not hit one page only).
 * No round starts after `until` (a Date, or null); a run that fails is logged and left out of the
 * medians. Each URL's result: the medians, or `{ runs: [], failed }` if no run of it succeeded.
 */
async function lighthouseMedians(urls, until = null) {
  const runs = new Map(urls.map(u => [u, []]))
  const failures = new Map(urls.map(u => [u, []]))
  for (let i = 0; i < RUNS; i++) {
    if (i > 0 && until && new Date() >= until) {
      log(`lighthouse: round ${i + 1} not started, past --until ${UNTIL} UTC`)
      break
    }
    for (const url of urls) {
      try {
        const run = await lighthouseRun(url)
        runs.get(url).push(run)
        log(`lighthouse ${i + 1}/${RUNS} ${url}: ${run.performance}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, CLS ${run.cls.toFixed(4)} (load ${load(os.loadavg())})`)
      } catch (error) {
        failures.get(url).push(String(error.message ?? error).split("\n")[0])
        log(`lighthouse ${i + 1}/${RUNS} ${url} failed: ${failures.get(url).at(-1)}`)
      }
    }
  }
  const out = new Map()
  for (const [url, list] of runs) {
    if (list.length === 0) {
      out.set(url, { runs: [], failed: failures.get(url) })
      continue
    }
    const pick = key => list.map(r => r[key])
    out.set(url, {
      runs: list,
      failed: failures.get(url),
      performance: median(pick("performance")),
      performanceRange: [Math.min(...pick("performance")), Math.max(...pick("performance"))],
      fcp: median(pick("fcp")),
      lcp: median(pick("lcp")),
      tbt: median(pick("tbt")),
      tbtRange: [Math.min(...pick("tbt")), Math.max(...pick("tbt"))],
      cls: median(pick("cls")),
      si: median(pick("si")),
      benchmarkIndex: median(pick("benchmarkIndex")),
    })
  }
  return out
}


/**
 * The search page's own timings (User Timing), from the query: "search: <query>" to its results on
 * screen (guide, section, link), "search with snippets: <query>" to the last of their snippets.
 */
const MEASURES = { answer: "search: ", complete: "search with snippets: " }

/** Waits until the search page has measured both for `query`. */
async function searchMeasured(page, query) {
  await page.waitForFunction(([q, names]) => names.every(name => performance.getEntriesByName(`${name}${q}`).length > 0), [query, Object.values(MEASURES)])
}

/** A measure's duration for `query`, and the time from Enter to its end (navigation to /search included). */
async function measured(page, query, name) {
  return page.evaluate(
    ([q, name]) => {
      const m = performance.getEntriesByName(`${name}${q}`).at(-1)
      const enter = performance.getEntriesByName("bench: enter").at(-1)
      return { duration: m?.duration ?? NaN, fromEnter: m && enter ? m.startTime + m.duration - enter.startTime : NaN }
    },
    [query, name],
  )
}

/** The timings of one search: results on screen (answer, fromEnter) and with all snippets (complete, completeFromEnter). */
async function timings(page, query) {
  const results = await measured(page, query, MEASURES.answer)
  const snippets = await measured(page, query, MEASURES.complete)
  return { answer: results.duration, fromEnter: results.fromEnter, complete: snippets.duration, completeFromEnter: snippets.fromEnter }
}

/**
 * A visitor's first search: a desktop browser opens /services, types a query into the header box and
 * presses Enter. Sums every search download (code, manifest, term files, section texts) and
 * reads the search page's own timings (above).
 */
async function firstSearch(browser, base, query, typingMs = 0) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const bodies = []
  page.on("response", res => {
    const p = new URL(res.url()).pathname
    if (isSearchDownload(p)) bodies.push(res.body().then(b => ({ path: p, raw: b.length, gzip: gzipSize(b) })))
  })
  await page.goto(`${base}/services`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
  const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox")
  await typeQuery(page, box, query, typingMs)
  await page.getByRole("status").filter({ hasText: /match/ }).waitFor()
  await searchMeasured(page, query)
  const times = await timings(page, query)
  const steps = await searchSteps(page, query)
  const files = await Promise.all(bodies)
  const results = await page.locator(".search-result").count()
  await context.close()
  const sum = list => list.reduce((n, f) => n + f.gzip, 0)
  return {
    query,
    results,
    ...times,
    steps,
    gzip: sum(files),
    code: sum(files.filter(f => f.path.endsWith(".js"))),
    manifest: sum(files.filter(f => f.path === "/search-index.json")),
    terms: files.filter(f => /\/t-[^/]+\.json$/.test(f.path)),
    texts: files.filter(f => /\/s\d+\.txt$/.test(f.path)),
  }
}

/**
 * How the bench types a query: `fill()` (the whole text at once, as a paste) and Enter right after,
 * or key by key, `typingMs` apart (a person typing; `--typing=<ms>`, 150 by default, 0 to skip),
 * and Enter right after the last key. A User Timing mark "bench: enter" is set just before Enter.
 */
const TYPING_MS = Number((args.find(a => a.startsWith("--typing=")) ?? "--typing=150").slice("--typing=".length))

async function typeQuery(page, box, query, typingMs) {
  if (typingMs > 0) {
    await box.fill("")
    await box.pressSequentially(query, { delay: typingMs })
  } else await box.fill(query)
  await page.evaluate(() => performance.mark("bench: enter"))
  await box.press("Enter")
}

/**
 * Where a search's time went: the search code's User Timing marks ("search step: ...") inside
 * the measure "search with snippets: <query>", as milliseconds from its start.
 */
async function searchSteps(page, query) {
  return page.evaluate(q => {
    const m = performance.getEntriesByName(`search with snippets: ${q}`).at(-1)
    if (!m) return []
    return performance
      .getEntriesByType("mark")
      .filter(e => e.name.startsWith("search step: ") && e.startTime <= m.startTime + m.duration + 0.5)
      .map(e => ({ name: e.name.slice("search step: ".length), at: Math.round((e.startTime - m.startTime) * 10) / 10 }))
  }, query)
}

/** Later searches on the /search page (code and manifest loaded): the time each takes to answer. */
async function laterSearches(browser, base, typingMs = 0) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${base}/search`)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
  const box = page.getByRole("search", { name: "Search the guides" }).getByRole("searchbox")
  const out = []
  for (const query of [...SEARCH_QUERIES, ...SEARCH_QUERIES]) {
    await typeQuery(page, box, query, typingMs)
    await searchMeasured(page, query)
    out.push({ query, ...(await timings(page, query)), steps: await searchSteps(page, query) })
    await page.evaluate(() => {
      performance.clearMeasures()
      performance.clearMarks()
    })
  }
  await context.close()
  return out
}

/** Every query as a first search (a fresh browser context each), then the later searches on /search. */
async function searchPass(browser, base, typingMs) {
  const searches = []
  for (const q of SEARCH_QUERIES) searches.push(await firstSearch(browser, base, q, typingMs))
  const later = await laterSearches(browser, base, typingMs)
  return { typingMs, searches, later }
}

/**
 * Medians and slowest over passes. first/later: the query to its results on screen; ...Complete: to
 * the last of their snippets; ...FromEnter: from the Enter key to the results on screen.
 */
export function searchSummary(passes) {
  const pick = (key, list) => passes.flatMap(p => p[list].map(q => q[key]))
  const stat = values => ({ median: median(values), slowest: Math.max(...values) })
  return {
    first: stat(pick("answer", "searches")),
    later: stat(pick("answer", "later")),
    firstComplete: stat(pick("complete", "searches")),
    laterComplete: stat(pick("complete", "later")),
    firstFromEnter: stat(pick("fromEnter", "searches")),
    laterFromEnter: stat(pick("fromEnter", "later")),
    largestDownload: Math.max(...pick("gzip", "searches")),
    largestQuery: passes[0].searches.reduce((x, y) => (y.gzip > x.gzip ? y : x)).query,
  }
}

const summaryLine = (label, sum) =>
  `${label}: results on screen: first searches median ${ms(sum.first.median)}, slowest ${ms(sum.first.slowest)}; later searches median ${ms(sum.later.median)}, slowest ${ms(sum.later.slowest)}; ` +
  `with all snippets: first searches median ${ms(sum.firstComplete.median)}, slowest ${ms(sum.firstComplete.slowest)}; later searches median ${ms(sum.laterComplete.median)}, slowest ${ms(sum.laterComplete.slowest)}; ` +
  `from Enter (navigation to /search included): first median ${ms(sum.firstFromEnter.median)}, slowest ${ms(sum.firstFromEnter.slowest)}; later median ${ms(sum.laterFromEnter.median)}, slowest ${ms(sum.laterFromEnter.slowest)}; ` +
  `largest first-search download ${kb(sum.largestDownload)} ("${sum.largestQuery}")`

/**
 * `--only=search`: the search part (c) alone, RUNS passes with fill() and RUNS typing key by key
 * (`--typing=<ms>`, 0 to skip), against a build of a copy of the repository (or `--public DIR`,
 * an existing build). Prints the figures and the medians over the passes; writes nothing.
 * `--steps` also lists each search's User Timing steps.
 */
async function searchOnly() {
  const started = new Date()
  const loadAtStart = os.loadavg()
  const { publicDir, tmp } = await buildToMeasure("bench-search-")
  const browser = await launchChromium()
  const server = await startServe(publicDir, PORT)
  const base = `http://localhost:${PORT}`
  const modes = TYPING_MS > 0 ? [0, TYPING_MS] : [0]
  const passes = new Map(modes.map(m => [m, []]))
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const typingMs of modes) {
        const pass = await searchPass(browser, base, typingMs)
        passes.get(typingMs).push(pass)
        const how = typingMs ? `typed ${typingMs} ms a key` : "fill()"
        log(`run ${i + 1}/${RUNS}, ${how}: results on screen: first searches ${pass.searches.map(q => ms(q.answer)).join(", ")}; later searches ${pass.later.map(q => ms(q.answer)).join(", ")}`)
        log(`  with all snippets: first searches ${pass.searches.map(q => ms(q.complete)).join(", ")}; later searches ${pass.later.map(q => ms(q.complete)).join(", ")}`)
        log(`  from Enter: first searches ${pass.searches.map(q => ms(q.fromEnter)).join(", ")}; later searches ${pass.later.map(q => ms(q.fromEnter)).join(", ")}`)
        if (args.includes("--steps")) {
          for (const q of [...pass.searches, ...pass.later]) console.log(`  "${q.query}" ${ms(q.answer)}: ${q.steps.map(st => `${st.name} @${st.at}`).join(", ")}`)
        }
      }
    }
  } finally {
    await stopServe(server)
    await browser.close()
    if (tmp && !KEEP) fs.rmSync(tmp, { recursive: true, force: true })
    else if (tmp) log(`kept ${tmp}`)
  }
  console.log(`\nSearch only: ${RUNS} runs, started ${started.toISOString()}; load ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end`)
  for (const [typingMs, list] of passes) {
    const how = typingMs ? `typed key by key, ${typingMs} ms a key` : "fill() + Enter"
    console.log(summaryLine(how, searchSummary(list)))
    const perQuery = key => SEARCH_QUERIES.map(q => `"${q}" ${ms(median(list.map(r => r.searches.find(x => x.query === q)[key])))}`).join(", ")
    console.log(`  per query, first search (median of the runs): results on screen ${perQuery("answer")}; with all snippets ${perQuery("complete")}`)
    console.log(
      `  downloads: ${list[0].searches.map(q => `"${q.query}" ${kb(q.gzip)} (code ${kb(q.code)}, manifest ${kb(q.manifest)}, terms ${kb(q.terms.reduce((n, f) => n + f.gzip, 0))} in ${q.terms.length}, texts ${kb(q.texts.reduce((n, f) => n + f.gzip, 0))} in ${q.texts.length}; ${q.results} results)`).join("; ")}`,
    )
  }
}

async function main() {
  const started = new Date()
  const loadAtStart = os.loadavg()
  const until = untilTime(started)
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"))
  log(`working in ${tmp}; load ${load(loadAtStart)}${until ? `; no Lighthouse round starts after ${until.toISOString()}` : ""}`)
  const bareDir = path.join(tmp, "bare")
  const siteDir = path.join(tmp, "site")
  const bigDir = path.join(tmp, "site-1000")
  try {
    writeBareGatsby(bareDir, ROOT)
    log("building the bare Gatsby page (with react-helmet)")
    const bareBuild = await timedBuild(bareDir, "bare Gatsby")
    log(`bare Gatsby built in ${s(bareBuild.wall)}`)
    copyRepo(ROOT, siteDir)
    log("building the real site")
    let siteBuild = await timedBuild(siteDir, "real site")
    log(`real site built in ${s(siteBuild.wall)} (${siteBuild.pages} HTML pages)`)

    // Bytes, from the build folders (the same count as the gates in npm test).
    const barePublic = path.join(bareDir, "public")
    const sitePublic = path.join(siteDir, "public")
    const bareJs = firstVisitJs(barePublic, "/")
    const pageJs = BENCH_PAGES.map(p => firstVisitJs(sitePublic, p))
    // Issue 31: one page of every template in both languages, its JavaScript and HTML.
    const templates = templatePages(path.join(siteDir, "content")).map(p => ({
      ...p,
      js: firstVisitJs(sitePublic, p.path).gzip,
      html: htmlGzip(sitePublic, p.path).gzip,
    }))
    const guides = guidePaths(path.join(siteDir, "content"))
      .map(p => ({ path: p, ...htmlBreakdown(htmlGzip(sitePublic, p).html) }))
      .sort((a, b) => b.full - a.full)
    const combined = combinedPaths(path.join(siteDir, "content"))
      .map(p => ({ path: p, ...htmlBreakdown(htmlGzip(sitePublic, p).html) }))
      .sort((a, b) => b.full - a.full)
    const baseline = {
      note: "Written by `npm run bench` (scripts/bench.mjs): the first-visit JavaScript of a bare Gatsby page with react-helmet, built from these package versions. e2e/budgets.test.mjs compares the site with it.",
      measured: started.toISOString().slice(0, 10),
      versions: installedVersions(ROOT),
      firstVisitJsGzip: bareJs.gzip,
      files: Object.fromEntries(bareJs.files.map(f => [chunkName(f.name), f.gzip])),
    }
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`)
    log(`wrote ${path.relative(ROOT, BASELINE_FILE)}: bare page ${kb(bareJs.gzip)} of JS`)

    // In the browser: first visits, Lighthouse, search.
    const browser = await launchChromium()
    const chromiumVersion = browser.version()
    const chrome = await launchLighthouseChromium()
    log(`load ${load(os.loadavg())}`)
    let server = await startServe(barePublic, PORT)
    let front = await lighthouseFront()
    const bareVisit = await measureFirstVisit(browser, `http://localhost:${PORT}/`)
    const bareLighthouse = (await lighthouseMedians([`${front.url}/`], until)).get(`${front.url}/`)
    await front.close()
    await stopServe(server)

    server = await startServe(sitePublic, PORT)
    front = await lighthouseFront()
    const base = `http://localhost:${PORT}`
    const lhBase = front.url
    const visits = []
    for (const p of BENCH_PAGES) {
      visits.push({ path: p, ...(await measureFirstVisit(browser, `${base}${p}`)) })
      log(`measured the first visit to ${p}`)
    }
    // Search before Lighthouse, so that --until, which shortens the Lighthouse rounds only, ends the run in time.
    const { searches, later } = await searchPass(browser, base, 0)
    const typed = TYPING_MS > 0 ? await searchPass(browser, base, TYPING_MS) : null
    log(`measured search; load ${load(os.loadavg())}`)
    const lighthousePaths = [...templates.map(p => p.path), ...QUERY_PAGES.map(p => p.path)]
    const lh = await lighthouseMedians(lighthousePaths.map(p => `${lhBase}${p}`), until)
    log(`measured Lighthouse; load ${load(os.loadavg())}`)
    await front.close()
    await stopServe(server)
    await browser.close()
    await chrome.kill()

    let bigBuild = null
    if (BUILD_TIME) {
      // The real site again, timed beside the big build: the first build above filled the caches
      // that copies share through node_modules (the content editor's preview bundle, built only
      // when src/ changed), which the big build then reuses; both timed builds start from them.
      log("building the real site again (with the shared caches the big build also finds)")
      siteBuild = await timedBuild(siteDir, "real site")
      log(`real site built again in ${s(siteBuild.wall)} (${siteBuild.pages} HTML pages)`)
      copyRepo(ROOT, bigDir)
      const facts = JSON.parse(fs.readFileSync(path.join(bigDir, "content/facts.json"), "utf8"))
      writeGuides(path.join(bigDir, "content/guides/generated"), GUIDES, facts)
      log(`building the real site with ${GUIDES} generated guides`)
      bigBuild = await timedBuild(bigDir, `site with ${GUIDES} guides`)
      log(`site with ${GUIDES} guides built in ${s(bigBuild.wall)} (${bigBuild.pages} HTML pages)`)
    }

    const report = render({
      started,
      loadAtStart,
      loadAtEnd: os.loadavg(),
      machine: machine(chromiumVersion),
      bareJs,
      pageJs,
      bareVisit,
      visits,
      guides,
      combined,
      bareLighthouse,
      lighthouse: BENCH_PAGES.map(p => ({ path: p, ...lh.get(`${lhBase}${p}`) })),
      templates: templates.map(p => ({ ...p, lighthouse: lh.get(`${lhBase}${p.path}`) })),
      queryPages: QUERY_PAGES.map(p => ({ ...p, lighthouse: lh.get(`${lhBase}${p.path}`) })),
      searches,
      later,
      typed,
      bareBuild,
      siteBuild,
      bigBuild,
    })
    fs.writeFileSync(path.join(ROOT, "BENCHMARKS.md"), report)
    log(`wrote ${path.join(ROOT, "BENCHMARKS.md")}`)
    console.log(report)
  } catch (error) {
    log(`failed; kept ${tmp} for its build logs`)
    throw error
  }
  if (KEEP) log(`kept ${tmp}`)
  else fs.rmSync(tmp, { recursive: true, force: true })
}

const met = ok => (ok ? "met" : "**not met**")
const load = l => l.map(v => v.toFixed(2)).join(" / ")

/** What each change of issue 9 saved, measured before and after it on this machine (see the commits). */
const CHANGES = fs.existsSync(path.join(ROOT, "scripts/bench-changes.md")) ? fs.readFileSync(path.join(ROOT, "scripts/bench-changes.md"), "utf8").trim() : ""

/** What the changes of issue 31 saved, kept by hand as CHANGES is; the targets not met are added from the run. */
const ISSUE_31_CHANGES = fs.existsSync(path.join(ROOT, "scripts/bench-issue-31.md")) ? fs.readFileSync(path.join(ROOT, "scripts/bench-issue-31.md"), "utf8").trim() : ""

const LANGUAGES = { en: "English", te: "Telugu" }
const seconds2 = v => `${(v / 1000).toFixed(2)} s`
/** A ratio to the bare page with three decimals: 1.151x is over 1.15x. */
const x3 = r => `${r.toFixed(3)}x`
/** CLS as Lighthouse measured it: 0 only when nothing shifted at all. */
const clsText = v => (v === 0 ? "0" : v < 0.001 ? v.toFixed(5) : v.toFixed(3))
const hasLighthouse = l => Boolean(l && l.runs.length)

/**
 * Issue 31's targets on one page (a row of templatePages() with its Lighthouse medians): each
 * target with whether it is met (null where it does not apply or was not measured) and its figure.
 */
export function issue31Checks(page, bareJsGzip) {
  const l = page.lighthouse
  const ratio = page.js !== undefined ? page.js / bareJsGzip : null
  const lh = hasLighthouse(l)
  return [
    { name: "JS", ok: ratio === null ? null : ratio <= ISSUE_31.jsRatio, figure: ratio === null ? "" : x3(ratio) },
    { name: "LCP", ok: lh ? l.lcp <= ISSUE_31.lcpMs : null, figure: lh ? seconds2(l.lcp) : "" },
    { name: "CLS", ok: lh ? l.cls === ISSUE_31.cls : null, figure: lh ? clsText(l.cls) : "" },
    { name: "score", ok: lh && LIGHTHOUSE_100.includes(page.path) ? l.performance >= ISSUE_31.performance : null, figure: lh ? String(l.performance) : "" },
  ]
}

/** "met", or what is not met and its figure; "not measured" for a page Lighthouse failed on. */
function issue31Cell(page, bareJsGzip) {
  const checks = issue31Checks(page, bareJsGzip)
  const missed = checks.filter(c => c.ok === false).map(c => `${c.name} ${c.figure}`)
  const lhFailed = !hasLighthouse(page.lighthouse) ? "; Lighthouse failed" : ""
  return missed.length ? `**not met**: ${missed.join(", ")}${lhFailed}` : `met${lhFailed}`
}

/** The lines of the Targets table for issue 31, and the targets not met (for "What issue 31 changed"). */
export function issue31Targets(r) {
  const bare = r.bareJs.gzip
  const pages = r.templates
  const lhPages = [...pages, ...r.queryPages].filter(p => hasLighthouse(p.lighthouse))
  const notMeasured = [...pages, ...r.queryPages].filter(p => !hasLighthouse(p.lighthouse)).map(p => `\`${p.path}\``)
  const measuredNote = notMeasured.length ? `; Lighthouse failed on ${notMeasured.join(", ")}` : ""
  const byRatio = [...pages].sort((a, b) => b.js - a.js)
  const jsOver = byRatio.filter(p => p.js / bare > ISSUE_31.jsRatio)
  const lcpOver = lhPages.filter(p => p.lighthouse.lcp > ISSUE_31.lcpMs).sort((a, b) => b.lighthouse.lcp - a.lighthouse.lcp)
  const shifted = lhPages.filter(p => p.lighthouse.cls !== ISSUE_31.cls)
  const hundred = pages.filter(p => LIGHTHOUSE_100.includes(p.path))
  const below = hundred.filter(p => hasLighthouse(p.lighthouse) && p.lighthouse.performance < ISSUE_31.performance)
  const slowest = lhPages.reduce((a, b) => (b.lighthouse.lcp > a.lighthouse.lcp ? b : a), lhPages[0])
  const where = list => list.map(p => `\`${p.path}\` ${p.fig}`).join(", ")
  const rows = [
    `| Issue 31: first-visit JS at most ${ISSUE_31.jsRatio.toFixed(2)}x the bare page on one page of every template in both languages | ${jsOver.length} of ${pages.length} pages over${jsOver.length ? `: ${where(jsOver.map(p => ({ ...p, fig: x3(p.js / bare) })))}` : `; highest ${x3(byRatio[0].js / bare)} (\`${byRatio[0].path}\`)`} | ${met(jsOver.length === 0)} | \`e2e/budgets.test.mjs\` at ${BUDGETS.jsRatio}x, every template |`,
    `| Issue 31: LCP at most ${seconds2(ISSUE_31.lcpMs)} on every template (Lighthouse mobile median) | ${lcpOver.length} of ${lhPages.length} pages over${lhPages.length ? `; slowest ${seconds2(slowest.lighthouse.lcp)} (\`${slowest.path}\`)` : ""}${measuredNote} | ${met(lcpOver.length === 0 && notMeasured.length === 0)} | bench only |`,
    `| Issue 31: CLS 0 on every template, the search opened with \`?q=\` included | ${shifted.length} of ${lhPages.length} pages shift${shifted.length ? `: ${where(shifted.map(p => ({ ...p, fig: clsText(p.lighthouse.cls) })))}` : ""}${measuredNote} | ${met(shifted.length === 0 && notMeasured.length === 0)} | bench only |`,
    `| Issue 31: Lighthouse ${ISSUE_31.performance} on ${hundred.map(p => `\`${p.path}\``).join(", ")} | ${hundred.map(p => (hasLighthouse(p.lighthouse) ? p.lighthouse.performance : "failed")).join(", ")} | ${met(below.length === 0 && hundred.every(p => hasLighthouse(p.lighthouse)))} | bench only |`,
  ]
  const notMet = []
  if (jsOver.length) notMet.push(`first-visit JavaScript at most ${ISSUE_31.jsRatio}x on ${jsOver.length} of ${pages.length} pages (${where(jsOver.map(p => ({ ...p, fig: x3(p.js / bare) })))})`)
  if (lcpOver.length) notMet.push(`LCP at most ${seconds2(ISSUE_31.lcpMs)} on ${lcpOver.length} of ${lhPages.length} pages (slowest ${seconds2(lcpOver[0].lighthouse.lcp)}, \`${lcpOver[0].path}\`)`)
  if (shifted.length) notMet.push(`CLS 0 on ${shifted.length} of ${lhPages.length} pages (${where(shifted.map(p => ({ ...p, fig: clsText(p.lighthouse.cls) })))})`)
  if (below.length) notMet.push(`Lighthouse ${ISSUE_31.performance} on ${where(below.map(p => ({ ...p, fig: String(p.lighthouse.performance) })))}`)
  if (notMeasured.length) notMet.push(`not measured (Lighthouse failed): ${notMeasured.join(", ")}`)
  return { rows, notMet }
}

/** The table of every template in both languages (issue 31). */
export function templateTable(r) {
  const bare = r.bareJs.gzip
  const lhCells = l =>
    hasLighthouse(l) ? `${l.performance} | ${seconds2(l.lcp)} | ${ms(l.tbt)} | ${clsText(l.cls)}` : `failed | - | - | -`
  return [
    `| Template | Language | Page | JS ratio (gzip) | HTML gzip | Score | LCP | TBT | CLS | Issue 31 targets |`,
    `|---|---|---|---|---|---|---|---|---|---|`,
    ...r.templates.map(
      p =>
        `| ${p.kind} | ${LANGUAGES[p.lang] ?? p.lang} | \`${p.path}\` | ${x3(p.js / bare)} (${kb(p.js)}) | ${kb(p.html)} | ${lhCells(p.lighthouse)} | ${issue31Cell(p, bare)} |`,
    ),
    ...r.queryPages.map(
      p => `| ${p.template.split("/")[0]}, opened with a query | ${LANGUAGES[p.template.split("/")[1]]} | \`${p.path}\` | as above | as above | ${lhCells(p.lighthouse)} | ${issue31Cell(p, bare)} |`,
    ),
  ].join("\n")
}

export function render(r) {
  const jsRatios = r.pageJs.map(p => ({ path: p.page, ratio: p.gzip / r.bareJs.gzip, gzip: p.gzip }))
  const worstJs = jsRatios.reduce((a, b) => (b.ratio > a.ratio ? b : a))
  const worstGuide = r.guides[0]
  const overGuides = r.guides.filter(g => g.full > BUDGETS.guideHtmlGzip)
  const worstSearch = r.searches.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  const firstAnswers = r.searches.map(q => q.answer)
  const laterAnswers = r.later.map(q => q.answer)
  const firstComplete = r.searches.map(q => q.complete)
  const laterComplete = r.later.map(q => q.complete)
  const lhOk = r.lighthouse.every(p => hasLighthouse(p) && p.performance >= TIME_TARGETS.performance)
  const tbtOk = r.lighthouse.every(p => hasLighthouse(p) && p.tbt <= TIME_TARGETS.tbt)
  const issue31 = issue31Targets(r)
  const lhAll = [r.bareLighthouse, ...r.templates.map(p => p.lighthouse), ...r.queryPages.map(p => p.lighthouse)].filter(Boolean)
  const lhRuns = lhAll.map(l => l.runs.length)
  const lhFewer = Math.min(...lhRuns) < RUNS
  const buildRatio = r.bigBuild ? r.bigBuild.wall / r.siteBuild.wall : NaN

  const visitRow = (name, t) =>
    `| ${name} | ${kb(t.html.raw)} / ${kb(t.html.gzip)} | ${kb(t.css.raw)} / ${kb(t.css.gzip)} (${t.css.count}) | ` +
    `${kb(t.js.raw)} / ${kb(t.js.gzip)} (${t.js.count}) | ${kb(t.jsPrefetched.gzip)} (${t.jsPrefetched.count}) | ` +
    `${kb(t.data.raw)} / ${kb(t.data.gzip)} (${t.data.count}, ${t.dataPrefetched.count} prefetched) | ${kb(t.html.gzip + t.css.gzip + t.js.gzip + t.data.gzip + t.other.gzip)} |`
  const lhRow = (name, l) =>
    !hasLighthouse(l)
      ? `| ${name} | failed (${l?.failed?.[0] ?? "no run"}) | - | - | - | - | - | - |`
      : `| ${name} | **${l.performance}** (${l.performanceRange.join("–")}) | ${ms(l.fcp)} | ${ms(l.lcp)} | **${ms(l.tbt)}** (${l.tbtRange.map(Math.round).join("–")}) | ${clsText(l.cls)} | ${ms(l.si)} | ${Math.round(l.benchmarkIndex)} |`

  const bareFiles = new Map(r.bareJs.files.map(f => [chunkName(f.name), f.gzip]))
  const guidePage = r.pageJs[1]
  const jsFiles = guidePage.files
    .map(f => ({ name: chunkName(f.name), gzip: f.gzip, bare: bareFiles.get(chunkName(f.name)) }))
    .sort((a, b) => b.gzip - a.gzip)

  return `# Benchmarks

Measured by \`npm run bench\` (\`scripts/bench.mjs\`) on ${r.started.toISOString().slice(0, 10)} (started ${r.started.toISOString()}).
Re-run it to refresh this file; it is not part of \`npm test\`. It also writes \`e2e/baseline.json\`,
the bare page's JavaScript that the budget in \`npm test\` compares against.

Machine load (1, 5 and 15-minute load average) at the start: ${load(r.loadAtStart)}; at the end: ${load(r.loadAtEnd)}.
The machine has ${r.machine.cpus.split(" ")[0]} CPUs shared with other work: timings are medians of ${RUNS} runs${lhFewer ? ` (Lighthouse: ${Math.min(...lhRuns)} to ${Math.max(...lhRuns)} successful runs per page${UNTIL ? `; no round started after \`--until ${UNTIL}\` UTC` : ""})` : ""}.
${r.bigBuild ? "" : `The build with ${GUIDES.toLocaleString("en")} generated guides was skipped this run (\`--no-build-time\`): no build-time ratio; the real site's build time in (d) is its first build.\n`}
## Machine

| | |
|---|---|
| CPUs | ${r.machine.cpus} |
| Memory | ${r.machine.memory} |
| Node | ${r.machine.node} |
| OS | ${r.machine.os} |
| Packages | ${Object.entries(r.machine.versions).map(([k, v]) => `${k} ${v}`).join(", ")} |
| Chromium | ${r.machine.chromium} |
| Lighthouse | ${r.machine.lighthouse} |

## Targets

| Target | Measured | | Gate in \`npm test\` |
|---|---|---|---|
| First-visit JS at most ${BUDGETS.jsRatio}x the bare Gatsby page with react-helmet (${kb(r.bareJs.gzip)} gzip) | ${x(worstJs.ratio)} on \`${worstJs.path}\` (${kb(worstJs.gzip)}); the four pages: ${jsRatios.map(j => x(j.ratio)).join(", ")} | ${met(jsRatios.every(j => j.ratio <= BUDGETS.jsRatio))} | \`e2e/budgets.test.mjs\` |
| Guide HTML at most ${kb(BUDGETS.guideHtmlGzip)} gzipped | largest ${kb(worstGuide.full)} (\`${worstGuide.path}\`), median ${kb(median(r.guides.map(g => g.full)))}; ${overGuides.length} of ${r.guides.length} guides over | ${met(overGuides.length === 0)} | \`e2e/budgets.test.mjs\` |
${r.combined?.length ? `| Combined screens (guides stacked by the spec) at most ${kb(BUDGETS.combinedHtmlGzip)} gzipped | ${r.combined.map(c => `\`${c.path}\` ${kb(c.full)}`).join(", ")} | ${met(r.combined.every(c => c.full <= BUDGETS.combinedHtmlGzip))} | \`e2e/budgets.test.mjs\` |\n` : ""}| First search downloads at most ${kb(BUDGETS.firstSearchGzip)} gzipped | largest ${kb(worstSearch.gzip)} ("${worstSearch.query}", ${worstSearch.results} results) | ${met(r.searches.every(q => q.gzip <= BUDGETS.firstSearchGzip))} | \`e2e/budgets.test.mjs\` |
| A search answers in at most ${TIME_TARGETS.searchAnswerMs} ms | query pasted (fill) and Enter, the query to its results on screen: first search median ${ms(median(firstAnswers))}, slowest ${ms(Math.max(...firstAnswers))}; later searches median ${ms(median(laterAnswers))}, slowest ${ms(Math.max(...laterAnswers))}; to the last of their snippets: first median ${ms(median(firstComplete))}, slowest ${ms(Math.max(...firstComplete))}; later median ${ms(median(laterComplete))}, slowest ${ms(Math.max(...laterComplete))}${r.typed ? `. Typed key by key (${r.typed.typingMs} ms a key): first ${ms(searchSummary([r.typed]).first.median)} / ${ms(searchSummary([r.typed]).first.slowest)}, later ${ms(searchSummary([r.typed]).later.median)} / ${ms(searchSummary([r.typed]).later.slowest)} (median / slowest)` : ""} | ${met(Math.max(...firstAnswers, ...laterAnswers) <= TIME_TARGETS.searchAnswerMs)} (pasted)${r.typed ? `, ${met(Math.max(...r.typed.searches.map(q => q.answer), ...r.typed.later.map(q => q.answer)) <= TIME_TARGETS.searchAnswerMs)} (typed)` : ""} | bench only (a time) |
| Lighthouse mobile performance median at least ${TIME_TARGETS.performance} | ${r.lighthouse.map(l => (hasLighthouse(l) ? `${l.performance}` : "failed")).join(", ")} (bare page ${r.bareLighthouse.performance}) | ${met(lhOk)} | bench only |
| Lighthouse TBT median at most ${TIME_TARGETS.tbt} ms | ${r.lighthouse.map(l => (hasLighthouse(l) ? ms(l.tbt) : "failed")).join(", ")} (bare page ${ms(r.bareLighthouse.tbt)}) | ${met(tbtOk)} | bench only |
${r.bigBuild ? `| Build with ${GUIDES.toLocaleString("en")} more guides at most ${TIME_TARGETS.buildRatio}x the real site's build time | ${x(buildRatio)} (${s(r.bigBuild.wall)} / ${s(r.siteBuild.wall)}) | ${met(buildRatio <= TIME_TARGETS.buildRatio)} | bench only |` : `| Build with ${GUIDES.toLocaleString("en")} more guides at most ${TIME_TARGETS.buildRatio}x the real site's build time | skipped this run (\`--no-build-time\`) | not measured | bench only |`}
${issue31.rows.join("\n")}

The four pages are ${BENCH_PAGES.map(p => `\`${p}\``).join(", ")}.

## Every template in both languages (issue 31)

One page of every template in each language (\`jsPages()\` in \`e2e/budgets.mjs\`, the pages the
JavaScript budget checks) and the Telugu private limited guide: first-visit JavaScript (counted as
in (a)) against the bare page (${kb(r.bareJs.gzip)}), the HTML gzipped, and the Lighthouse mobile
medians of (b). Issue 31's targets: JavaScript at most ${ISSUE_31.jsRatio}x, LCP at most ${seconds2(ISSUE_31.lcpMs)}, CLS 0 on
every page, score ${ISSUE_31.performance} on ${LIGHTHOUSE_100.map(p => `\`${p}\``).join(", ")}.

${templateTable(r)}

${ISSUE_31_CHANGES ? `## What issue 31 changed\n\n${ISSUE_31_CHANGES}\n\n` : ""}${issue31.notMet.length ? `Not met in this run (${r.started.toISOString().slice(0, 16).replace("T", " ")} UTC): ${issue31.notMet.join("; ")}.` : "Every target of issue 31 measured here is met in this run."}

${CHANGES ? `## What each change saved\n\n${CHANGES}\n` : ""}
## (a) Bytes

### JavaScript of a first visit

Counted as \`npm test\` counts it (\`e2e/budgets.mjs\`): the scripts the page's HTML names and the
chunks of its page template, which Gatsby's loader fetches at once (\`webpack.stats.json\`); each
file gzipped with zlib's default level. Search, which a page loads only when it is used, is not
in it. \`e2e/budgets.test.mjs\` checks in Chromium that a visit loads
exactly these files before it has hydrated.

| Page | JS (gzip) | files | against the bare page (${kb(r.bareJs.gzip)}) |
|---|---|---|---|
| bare Gatsby page with react-helmet | ${kb(r.bareJs.gzip)} | ${r.bareJs.files.length} | 1.00x |
${r.pageJs.map(p => `| \`${p.page}\` | ${kb(p.gzip)} | ${p.files.length} | ${x(p.gzip / r.bareJs.gzip)} |`).join("\n")}

Files of \`${guidePage.page}\` (gzip; the bare page's size of the same chunk where it has one):

| File | gzip | bare page |
|---|---|---|
${jsFiles.map(f => `| \`${f.name}\` | ${kb(f.gzip)} | ${f.bare !== undefined ? kb(f.bare) : "-"} |`).join("\n")}

### Everything a first visit downloads

Headless Chromium at 375 x 812, a fresh browser context (empty cache) per page, the build served
by \`serve\` (as \`npm run serve\`). Every response body until the network has been quiet for 4 s
after the load event (so Gatsby's idle-time prefetch of the pages that visible links lead to is
included) is summed by type; gzip as above; a file is counted once even when it is prefetched and
then used. Cells: raw / gzip (number of files).

| Page | HTML | CSS | JS | of the JS, prefetched (gzip) | Page data (JSON, own page and prefetched) | Total gzip |
|---|---|---|---|---|---|---|
${visitRow("bare Gatsby page with react-helmet", r.bareVisit.totals)}
${r.visits.map(v => visitRow(`\`${v.path}\``, v.totals)).join("\n")}

### Guide HTML (gzip), all ${r.guides.length} guides

What each part of the page costs is the gzip size of the page minus the gzip size of the page
without that part (inline \`<style>\`, inline \`<svg>\`, JSON-LD, Gatsby's other inline scripts).

| Guide | HTML raw | HTML gzip | inline CSS | inline SVG (count) | JSON-LD | other inline scripts |
|---|---|---|---|---|---|---|
${r.guides
  .slice(0, 8)
  .map(g => `| \`${g.path}\` | ${kb(g.raw)} | ${kb(g.full)}${g.full > BUDGETS.guideHtmlGzip ? " (over)" : ""} | ${kb(g.css)} | ${kb(g.svg)} (${g.svgCount}) | ${kb(g.jsonLd)} | ${kb(g.otherScripts)} |`)
  .join("\n")}

(the ${Math.min(8, r.guides.length)} largest; smallest guide ${kb(r.guides[r.guides.length - 1].full)}, median ${kb(median(r.guides.map(g => g.full)))})

## (b) Lighthouse (mobile)

Lighthouse ${r.machine.lighthouse}, default mobile profile (Moto G Power emulation, simulated slow 4G,
4x CPU slowdown), performance category only, the pages ${PROTOCOL_NOTE}, ${lhFewer ? `${Math.min(...lhRuns)} to ${Math.max(...lhRuns)} successful runs per page (${RUNS} asked)` : `${RUNS} runs per page`} taken in turns, one Chromium;
medians (performance and TBT: median with the range of the runs). The benchmark index is
Lighthouse's measure of the machine's speed during the runs. The pages: one of every template in
each language, the Telugu private limited guide, and the search opened with a query
(${QUERY_PAGES.map(p => `\`${p.path}\``).join(", ")}).

| Page | Performance | FCP | LCP | TBT | CLS | Speed index | benchmark index |
|---|---|---|---|---|---|---|---|
${lhRow("bare Gatsby page with react-helmet", r.bareLighthouse)}
${[...r.templates, ...r.queryPages].map(p => lhRow(`\`${p.path}\``, p.lighthouse)).join("\n")}

## (c) Search

A desktop browser (1280 px) opens \`/services\`, puts a query into the header box with Playwright's
\`fill()\` (the whole text at once, as a paste) and presses Enter at once. Downloads are
the search code, the index manifest, the term files of the query's words and the texts of the
results shown (gzip). Two times, the search page's own measures (User Timing), downloads included,
no throttling: "results" (\`search: <query>\`) from the query to its results on screen (guide,
section and link, from the manifest, as soon as the term files are in), and "with snippets"
(\`search with snippets: <query>\`) to the last of their snippets (each result's section text is a
file of its own; each snippet fills the space kept for it). "From Enter" is the time from the
Enter key to the results on screen, the navigation to \`/search\` included. The search starts loading when the box is focused or typed
in: the code and the manifest, then the term files of the words typed, and the texts of the
results when the typing pauses (150 ms) or the visitor presses Enter
(\`src/lib/search.ts\` \`prepare\`), so part of the work is done before the search page asks.

| Query | results | downloads (gzip) | code | manifest | term files | section texts | results on screen | with snippets |
|---|---|---|---|---|---|---|---|---|
${r.searches
  .map(
    q =>
      `| "${q.query}" | ${q.results} | ${kb(q.gzip)} | ${kb(q.code)} | ${kb(q.manifest)} | ${kb(q.terms.reduce((n, f) => n + f.gzip, 0))} (${q.terms.length}) | ${kb(q.texts.reduce((n, f) => n + f.gzip, 0))} (${q.texts.length}) | ${ms(q.answer)} | ${ms(q.complete)} |`,
  )
  .join("\n")}

From Enter to the results on screen: ${r.searches.map(q => `"${q.query}" ${ms(q.fromEnter)}`).join(", ")}.

Later searches on the search page (its own box, \`fill()\` and Enter; each query twice, the second time from files already loaded):
results on screen: median ${ms(median(laterAnswers))}, slowest ${ms(Math.max(...laterAnswers))} (${r.later.map(q => ms(q.answer)).join(", ")});
with snippets: median ${ms(median(laterComplete))}, slowest ${ms(Math.max(...laterComplete))} (${r.later.map(q => ms(q.complete)).join(", ")}).
${r.typed ? `
Typed key by key instead (${r.typed.typingMs} ms between keys, Enter right after the last key; the same queries):
${summaryLine("answers", searchSummary([r.typed]))}.
First searches (results on screen / with snippets): ${r.typed.searches.map(q => `"${q.query}" ${ms(q.answer)} / ${ms(q.complete)} (${kb(q.gzip)} downloaded, ${q.texts.length} texts)`).join(", ")}.
Later searches: ${r.typed.later.map(q => `${ms(q.answer)} / ${ms(q.complete)}`).join(", ")}.
` : ""}

## (d) Build time

Clean \`gatsby build\` (no \`.cache\`, no \`public\`) of copies in a temporary directory, one after
another, with \`CI=true\`. ${r.bigBuild ? `The real site's row is its second build, just before the one with generated
guides: the first build (the one measured above) fills the caches that copies share through
\`node_modules\` (the content editor's preview bundle, rebuilt only when \`src/\` changes), and both
timed builds find them filled.` : `This run skipped the build with generated guides (\`--no-build-time\`): the real site's row is
its first build, the one measured above, which may also have filled the caches that copies share
through \`node_modules\` (the content editor's preview bundle, rebuilt only when \`src/\` changes).`} CPU time (user + system of the build and its workers) is shown because
the wall clock depends on what else the machine is doing (1-minute load average before and after
each build is listed).

| Build | HTML pages | Wall clock | CPU time | Load before / after |
|---|---|---|---|---|
| bare Gatsby page with react-helmet | ${r.bareBuild.pages} | ${s(r.bareBuild.wall)} | ${s(r.bareBuild.cpu)} | ${r.bareBuild.loadBefore.toFixed(2)} / ${r.bareBuild.loadAfter.toFixed(2)} |
| real site | ${r.siteBuild.pages} | ${s(r.siteBuild.wall)} | ${s(r.siteBuild.cpu)} | ${r.siteBuild.loadBefore.toFixed(2)} / ${r.siteBuild.loadAfter.toFixed(2)} |
${r.bigBuild ? `| real site + ${GUIDES.toLocaleString("en")} generated guides | ${r.bigBuild.pages} | ${s(r.bigBuild.wall)} | ${s(r.bigBuild.cpu)} | ${r.bigBuild.loadBefore.toFixed(2)} / ${r.bigBuild.loadAfter.toFixed(2)} |\n\nRatio, ${GUIDES.toLocaleString("en")} more guides against the real site: **${x(buildRatio)}** wall clock, ${x(r.bigBuild.cpu / r.siteBuild.cpu)} CPU time. The generated guides (\`scripts/bench-guides.mjs\`) have the frontmatter and body shape of the hand-written ones.` : "\n(build with generated guides skipped: --no-build-time)"}
`
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ;(ONLY === "search" ? searchOnly() : ONLY === "lighthouse" ? lighthouseOnly() : main()).catch(error => {
    console.error(error)
    process.exitCode = 1
  })
}
