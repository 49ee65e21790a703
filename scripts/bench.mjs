// `npm run bench` (issue 5, part 5): in one run, measures
//  (a) the bytes a first visit downloads (HTML, CSS, JS, page data; raw and gzip) on
//      four pages of the production build, next to a bare Gatsby page built from the
//      same node_modules, and the gzipped HTML of every guide;
//  (b) the clean build time of the real site and of the same site with 1,000
//      generated guides added;
// and writes the figures, the machine and the targets into BENCHMARKS.md.
// Every build happens in a temporary directory; the repository is only read.
//
//   node scripts/bench.mjs [--guides 1000] [--keep]
//   BENCH_PORT=9404 (static server port), CHROMIUM_PATH=/usr/bin/chromium
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import {
  copyRepo,
  gzipSize,
  launchChromium,
  measureFirstVisit,
  startServe,
  stopServe,
  timedBuild,
  writeBareGatsby,
} from "./bench-lib.mjs"
import { writeGuides } from "./bench-guides.mjs"

const require = createRequire(import.meta.url)
const matter = require("gray-matter")

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const args = process.argv.slice(2)
const GUIDES = Number(args[args.indexOf("--guides") + 1] || 0) || 1000
const KEEP = args.includes("--keep")
const PORT = Number(process.env.BENCH_PORT ?? 9404)

export const PAGES = ["/", "/registrations/company/pvt-ltd-registration", "/our_profile/contact-us", "/Services/passport"]
export const TARGETS = { jsRatio: 1.1, guideHtmlGzip: 14 * 1024, buildRatio: 3 }

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const ratio = (a, b) => (b > 0 ? a / b : NaN)
const x = r => `${r.toFixed(2)}x`
const s = seconds => `${seconds.toFixed(1)} s`
const log = message => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`)
const chunkName = url => new URL(url).pathname.replace(/-[0-9a-f]{20}(?=\.js$)/, "")

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : p.endsWith(".md") ? [p] : []
  })
}

/** Canonical path of every guide (template: guide) in a content folder. */
export function guidePaths(contentDir) {
  return walk(contentDir)
    .map(file => matter(fs.readFileSync(file, "utf8")).data)
    .filter(data => data.template === "guide" && typeof data.path === "string")
    .map(data => data.path.replace(/\/{2,}/g, "/").replace(/(.)\/+$/, "$1"))
}

const htmlFile = (publicDir, p) => path.join(publicDir, p === "/" ? "index.html" : `${p}/index.html`)

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
    gatsby: require(path.join(ROOT, "node_modules/gatsby/package.json")).version,
    chromium: chromiumVersion,
  }
}

async function main() {
  const started = new Date()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"))
  log(`working in ${tmp}`)
  const bareDir = path.join(tmp, "bare")
  const siteDir = path.join(tmp, "site")
  const bigDir = path.join(tmp, "site-1000")
  try {
    // Builds one after another, each from a clean .cache and public.
    writeBareGatsby(bareDir, ROOT)
    log("building the bare Gatsby page")
    const bareBuild = await timedBuild(bareDir, "bare Gatsby")
    log(`bare Gatsby built in ${s(bareBuild.wall)}`)

    copyRepo(ROOT, siteDir)
    log("building the real site")
    const siteBuild = await timedBuild(siteDir, "real site")
    log(`real site built in ${s(siteBuild.wall)} (${siteBuild.pages} HTML pages)`)

    copyRepo(ROOT, bigDir)
    const facts = JSON.parse(fs.readFileSync(path.join(bigDir, "content/facts.json"), "utf8"))
    writeGuides(path.join(bigDir, "content/guides/generated"), GUIDES, facts)
    log(`building the real site with ${GUIDES} generated guides`)
    const bigBuild = await timedBuild(bigDir, `site with ${GUIDES} guides`)
    log(`site with ${GUIDES} guides built in ${s(bigBuild.wall)} (${bigBuild.pages} HTML pages)`)

    // First visits, each in a fresh browser context.
    const browser = await launchChromium()
    const chromiumVersion = browser.version()
    let server = await startServe(path.join(bareDir, "public"), PORT)
    const bare = await measureFirstVisit(browser, `http://localhost:${PORT}/`)
    await stopServe(server)
    server = await startServe(path.join(siteDir, "public"), PORT)
    const visits = []
    for (const p of PAGES) {
      visits.push({ path: p, ...(await measureFirstVisit(browser, `http://localhost:${PORT}${p}`)) })
      log(`measured ${p}`)
    }
    await stopServe(server)
    await browser.close()

    // Guide HTML, straight from the build folder.
    const publicDir = path.join(siteDir, "public")
    const guides = guidePaths(path.join(siteDir, "content"))
      .map(p => ({ path: p, ...htmlBreakdown(fs.readFileSync(htmlFile(publicDir, p), "utf8")) }))
      .sort((a, b) => b.full - a.full)

    const report = render({ started, machine: machine(chromiumVersion), bare, visits, guides, bareBuild, siteBuild, bigBuild })
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

export function render({ started, machine, bare, visits, guides, bareBuild, siteBuild, bigBuild }) {
  const bareJs = bare.totals.js.gzip
  const jsRatios = visits.map(v => ({ path: v.path, all: ratio(v.totals.js.gzip, bareJs), onLoad: ratio(v.totals.js.gzip - v.totals.jsPrefetched.gzip, bareJs) }))
  const worstJs = jsRatios.reduce((a, b) => (b.all > a.all ? b : a))
  const worstGuide = guides[0]
  const overGuides = guides.filter(g => g.full > TARGETS.guideHtmlGzip)
  const buildRatio = ratio(bigBuild.wall, siteBuild.wall)
  const cpuRatio = ratio(bigBuild.cpu, siteBuild.cpu)
  const met = ok => (ok ? "met" : "**not met**")
  const median = list => list[Math.floor(list.length / 2)]

  const row = (name, t) =>
    `| ${name} | ${kb(t.html.raw)} / ${kb(t.html.gzip)} | ${kb(t.css.raw)} / ${kb(t.css.gzip)} | ` +
    `${kb(t.js.raw)} / ${kb(t.js.gzip)} (${t.js.count}) | ${kb(t.jsPrefetched.gzip)} (${t.jsPrefetched.count}) | ` +
    `${kb(t.data.raw)} / ${kb(t.data.gzip)} (${t.data.count}, ${t.dataPrefetched.count} prefetched) | ${kb(t.html.gzip + t.css.gzip + t.js.gzip + t.data.gzip + t.other.gzip)} |`

  // Which JavaScript the site adds to what a bare Gatsby page ships (gzip, by chunk name).
  const bareChunks = new Map(bare.files.filter(f => f.kind === "js").map(f => [chunkName(f.url), f.gzip]))
  const home = visits[0]
  const chunks = home.files
    .filter(f => f.kind === "js")
    .map(f => ({ name: chunkName(f.url), gzip: f.gzip, bare: bareChunks.get(chunkName(f.url)), prefetch: f.prefetch }))
    .sort((a, b) => b.gzip - a.gzip)

  const added = chunks
    .map(c => ({ ...c, delta: c.gzip - (c.bare ?? 0) }))
    .filter(c => c.delta >= 100)
    .sort((a, b) => b.delta - a.delta)
  const perPage = (bigBuild.wall - siteBuild.wall) / Math.max(1, bigBuild.pages - siteBuild.pages)
  const limits = [
    `- JavaScript: the first visit to \`/\` downloads ${kb(home.totals.js.gzip)} of JS (gzip) against the bare page's ${kb(bareJs)}; ` +
      `${added.length ? `the difference is ${added.map(c => `\`${c.name}\` +${kb(c.delta)}`).join(", ")}` : "no chunk is larger than the bare page's"}. ` +
      `React and react-dom (\`framework.js\`) are the same in both.`,
    `- Guide HTML: the largest guide is ${kb(worstGuide.full)} gzipped, of which its inline CSS costs ${kb(worstGuide.css)}, ` +
      `its ${worstGuide.svgCount} inline SVG icons ${kb(worstGuide.svg)}, JSON-LD ${kb(worstGuide.jsonLd)} and Gatsby's inline scripts ${kb(worstGuide.otherScripts)}; ` +
      `the rest (${kb(worstGuide.full - worstGuide.css - worstGuide.svg - worstGuide.jsonLd - worstGuide.otherScripts)}) is the text and markup.`,
    `- Build: the ${GUIDES.toLocaleString("en")} guides added ${bigBuild.pages - siteBuild.pages} HTML pages ` +
      `(${s(bigBuild.wall - siteBuild.wall)} more, about ${(perPage * 1000).toFixed(0)} ms per page), on top of the fixed cost of a Gatsby build ` +
      `(the bare one-page site took ${s(bareBuild.wall)}).`,
  ].join("\n")

  return `# Benchmarks

Measured by \`npm run bench\` (\`scripts/bench.mjs\`) on ${started.toISOString().slice(0, 10)} (started ${started.toISOString()}).
Re-run it to refresh this file; it is not part of \`npm test\`.

## Machine

| | |
|---|---|
| CPUs | ${machine.cpus} |
| Memory | ${machine.memory} |
| Node | ${machine.node} |
| OS | ${machine.os} |
| Gatsby | ${machine.gatsby} |
| Chromium | ${machine.chromium} |

## Targets

| Target | Measured | |
|---|---|---|
| First-visit JS at most ${TARGETS.jsRatio.toFixed(2)}x the bare Gatsby page (gzip, all JS the visit downloads, prefetch included) | ${x(worstJs.all)} on \`${worstJs.path}\` (the four pages: ${jsRatios.map(r => x(r.all)).join(", ")}) | ${met(jsRatios.every(r => r.all <= TARGETS.jsRatio))} |
| Guide HTML at most ${kb(TARGETS.guideHtmlGzip)} gzipped | largest ${kb(worstGuide.full)} (\`${worstGuide.path}\`), median ${kb(median(guides).full)}; ${overGuides.length} of ${guides.length} guides over | ${met(overGuides.length === 0)} |
| Build with ${GUIDES.toLocaleString("en")} more guides at most ${TARGETS.buildRatio}x the real site's build time | ${x(buildRatio)} (${s(bigBuild.wall)} / ${s(siteBuild.wall)}) | ${met(buildRatio <= TARGETS.buildRatio)} |

## What the figures come from

${limits}

## (a) What a first visit downloads

Headless Chromium at 375 x 812, a fresh browser context (empty cache) per page, the build
served by \`serve\` (as \`npm run serve\`). Every response body until the network has been
quiet for 4 s after the load event (so Gatsby's idle-time prefetch of the pages that visible
links lead to is included) is summed by type; "gzip" is each body compressed with Node's zlib (default level 6)
and summed; a file is counted once even when it is prefetched and then used. KB = 1,024
bytes. Cells: raw / gzip (number of files).${
    [bare, ...visits].every(v => v.totals.css.count === 0)
      ? "\nNo page downloads a CSS file: Gatsby inlines the site's CSS in a `<style>` element of every\npage, so it is part of the HTML figures (see the guide table for its share)."
      : ""
  }

| Page | HTML | CSS | JS | of the JS, prefetched (gzip) | Page data (JSON, own page and prefetched) | Total gzip |
|---|---|---|---|---|---|---|
${row("bare Gatsby page (\`/\`, one \`<h1>\`, no plugins)", bare.totals)}
${visits.map(v => row(`\`${v.path}\``, v.totals)).join("\n")}

First-visit JS (gzip) against the bare Gatsby page's ${kb(bareJs)}:

| Page | All JS | JS loaded by the page itself (without link prefetch) |
|---|---|---|
${jsRatios.map(r => `| \`${r.path}\` | ${x(r.all)} | ${x(r.onLoad)} |`).join("\n")}

JavaScript files of the first visit to \`/\` (gzip; the bare page's size of the same chunk where it has one):

| File | gzip | bare Gatsby | |
|---|---|---|---|
${chunks.map(c => `| \`${c.name}\` | ${kb(c.gzip)} | ${c.bare !== undefined ? kb(c.bare) : "-"} | ${c.prefetch ? "prefetched" : "loaded"} |`).join("\n")}

### Guide HTML (gzip), all ${guides.length} guides

What each part of the page costs is the gzip size of the page minus the gzip size of the
page without that part (inline \`<style>\`, inline \`<svg>\`, JSON-LD, Gatsby's other inline scripts).

| Guide | HTML raw | HTML gzip | inline CSS | ${"inline SVG (count)"} | JSON-LD | other inline scripts |
|---|---|---|---|---|---|---|
${guides
  .slice(0, 8)
  .map(g => `| \`${g.path}\` | ${kb(g.raw)} | ${kb(g.full)}${g.full > TARGETS.guideHtmlGzip ? " (over)" : ""} | ${kb(g.css)} | ${kb(g.svg)} (${g.svgCount}) | ${kb(g.jsonLd)} | ${kb(g.otherScripts)} |`)
  .join("\n")}

(the ${Math.min(8, guides.length)} largest; smallest guide ${kb(guides[guides.length - 1].full)}, median ${kb(median(guides).full)})

## (b) Build time

Clean \`gatsby build\` (no \`.cache\`, no \`public\`) of copies in a temporary directory, one
after another, with \`CI=true\`. Wall-clock time is the target's measure; CPU time (user +
system of the build and its workers) is shown because the wall clock depends on what else
the machine is doing (1-minute load average before and after each build is listed).

| Build | HTML pages | Wall clock | CPU time | Load before / after |
|---|---|---|---|---|
| bare Gatsby page | ${bareBuild.pages} | ${s(bareBuild.wall)} | ${s(bareBuild.cpu)} | ${bareBuild.loadBefore.toFixed(2)} / ${bareBuild.loadAfter.toFixed(2)} |
| real site | ${siteBuild.pages} | ${s(siteBuild.wall)} | ${s(siteBuild.cpu)} | ${siteBuild.loadBefore.toFixed(2)} / ${siteBuild.loadAfter.toFixed(2)} |
| real site + ${GUIDES.toLocaleString("en")} generated guides | ${bigBuild.pages} | ${s(bigBuild.wall)} | ${s(bigBuild.cpu)} | ${bigBuild.loadBefore.toFixed(2)} / ${bigBuild.loadAfter.toFixed(2)} |

Ratio, ${GUIDES.toLocaleString("en")} more guides against the real site: **${x(buildRatio)}** wall clock, ${x(cpuRatio)} CPU time.
The generated guides (\`scripts/bench-guides.mjs\`) have the frontmatter of the hand-written
ones (path, category, title, description, keywords, lead, glance, steps, documents, FAQs,
important notes, call to action, fact tokens) and a body with sections, a list, a table and a
block marker; they join the category listings like any new guide.
`
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(error => {
    console.error(error)
    process.exitCode = 1
  })
}
