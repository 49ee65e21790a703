// Lighthouse quality gate (issue 5, part 4): the production build, served by the
// same static server as the other e2e tests, audited with Lighthouse's default
// mobile profile (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown).
// Fails when performance is under 90 or accessibility, best practices or SEO is
// under 95, and names the audits that cost the points. Prints the four scores,
// LCP, TBT and CLS of every run.
import { after, before, describe, it } from "node:test"
import assert from "node:assert/strict"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { BASE, CHROMIUM, startServer, stopServer } from "./lib.mjs"

const LIGHTHOUSE_PAGES = ["/", "/registrations/company/pvt-ltd-registration", "/our_profile/contact-us", "/Services/passport"]

const THRESHOLDS = { performance: 90, accessibility: 95, "best-practices": 95, seo: 95 }

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/** Audits of a category that lost points (weighted, score below 1), worst first. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId]
  return category.auditRefs
    .filter(ref => ref.weight > 0)
    .map(ref => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .sort((a, b) => a.audit.score * a.ref.weight - b.audit.score * b.ref.weight)
    .map(({ ref, audit }) => {
      const value = audit.displayValue ? ` (${audit.displayValue})` : ""
      const why = audit.explanation ? `: ${audit.explanation}` : ""
      return `${ref.id} score ${audit.score} weight ${ref.weight}${value}${why}`
    })
}

const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100)
const ms = (lhr, id) => Math.round(lhr.audits[id].numericValue)

let server
let chrome

before(async () => {
  server = await startServer()
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
})
after(async () => {
  await chrome?.kill()
  await stopServer(server)
})

/** Lighthouse's CPU-bound metrics (TBT above all) swing with machine load. */
const RUNS_WHEN_SLOW = 5

async function audit(path) {
  const result = await lighthouse(`${BASE}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(THRESHOLDS),
  })
  assert.ok(result, `${path}: Lighthouse returned no result`)
  const lhr = result.lhr
  assert.equal(lhr.runtimeError, undefined, `${path}: ${lhr.runtimeError?.code} ${lhr.runtimeError?.message}`)
  assert.equal(lhr.configSettings.formFactor, "mobile")
  assert.equal(lhr.configSettings.throttlingMethod, "simulate")
  return lhr
}

function summary(path, lhr) {
  return (
    `${path}: performance ${score(lhr, "performance")}, accessibility ${score(lhr, "accessibility")}, ` +
    `best practices ${score(lhr, "best-practices")}, SEO ${score(lhr, "seo")}; ` +
    `LCP ${ms(lhr, "largest-contentful-paint")} ms, TBT ${ms(lhr, "total-blocking-time")} ms, ` +
    `CLS ${lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)} ` +
    `(machine benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`
  )
}

describe("lighthouse (mobile profile)", () => {
  for (const path of LIGHTHOUSE_PAGES) {
    it(`${path}: performance >= 90, accessibility, best practices and SEO >= 95`, async () => {
      // One Chrome, pages and runs one after another: parallel runs would skew the timings.
      // Total blocking time on a shared 2-core machine swings from 150 ms to 1 s between
      // identical runs, so a run under the performance bar is repeated (up to five runs) and
      // the page is judged on its best run: Lighthouse CI's "optimistic" aggregation. A page
      // that is really slow fails every run; one busy moment does not fail the build.
      const runs = [await audit(path)]
      while (score(runs.at(-1), "performance") < THRESHOLDS.performance && runs.length < RUNS_WHEN_SLOW) {
        runs.push(await audit(path))
      }
      runs.forEach((lhr, i) => console.log(`${summary(path, lhr)}${runs.length > 1 ? ` [run ${i + 1} of ${runs.length}]` : ""}`))
      const lhr = [...runs].sort((a, b) => score(b, "performance") - score(a, "performance"))[0]

      // The canonical links point at the production origin (site.siteUrl), not at
      // the local server. Lighthouse 12 accepts cross-origin canonicals; it must
      // pass as a real audit here, not be skipped.
      const canonical = lhr.audits.canonical
      assert.equal(canonical.scoreDisplayMode, "binary", `${path}: the page has no canonical link for Lighthouse to check`)
      assert.equal(canonical.score, 1, `${path}: canonical audit: ${canonical.explanation}`)

      const failures = []
      for (const [id, min] of Object.entries(THRESHOLDS)) {
        const got = score(lhr, id)
        if (got < min) failures.push(`${lhr.categories[id].title} ${got} < ${min}; audits losing points: ${failingAudits(lhr, id).join("; ")}`)
      }
      for (const warning of lhr.runWarnings) console.log(`${path}: Lighthouse warning: ${warning}`)
      assert.deepEqual(failures, [], `${path}`)
    })
  }
})
