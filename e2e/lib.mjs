// The shared end-to-end fixture: one static server (the `serve` package, as `npm start` uses)
// serving the production build in public/, and one headless Chromium, for every e2e file.
//
// How it runs
//   `npm run test:e2e` (= `node e2e/run.mjs [files] [node --test flags]`) starts the server and
//   the browser once, then runs the test files with `node --test` in parallel processes. Each
//   file connects to the same server and browser through the environment run.mjs sets
//   (E2E_BASE_URL, E2E_WS_ENDPOINT, E2E_CDP_PORT).
//   A file run on its own (`E2E_PORT=9440 node --test e2e/site.test.mjs`) starts its own server
//   and browser instead, with the same code: the test does not know the difference.
//
// How a new test file uses it
//   import { describe, it } from "node:test"
//   import assert from "node:assert/strict"
//   import { BASE, useBrowser, openPage, waitForHydration } from "./lib.mjs"
//
//   const browser = await useBrowser() // connects (or starts); closes itself after the file
//
//   describe("my feature", () => {
//     it("does what the spec says", async () => {
//       const page = await openPage(browser, { width: 375, height: 740 })
//       await page.goto(`${BASE}/some/path`)
//       await waitForHydration(page)
//       ... assert on the page ...
//       assert.deepEqual(page.errors, []) // console errors, page errors, external requests
//       await page.context().close()
//     })
//   })
//
// Rules that keep the suite deterministic (it runs while other builds load the machine):
//   - every page gets its own browser context (openPage): files run in parallel in one browser;
//   - never wait for a fixed time (no waitForTimeout, no sleeps): wait for a state, an element,
//     an attribute, a URL or a response (page.waitForFunction, locator.waitFor, waitForURL...);
//   - no timing thresholds (durations, Lighthouse performance, LCP, TBT): they belong in
//     `npm run bench`; byte counts, CLS and accessibility scores may gate;
//   - leave default timeouts alone: they only stop a hung test, they are not a measure.
import { after } from "node:test"
import { spawn } from "node:child_process"
import { once } from "node:events"
import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import { chromium } from "playwright-core"

const require = createRequire(import.meta.url)
/** The static server's port (E2E_PORT); the browser's ports follow it (see run.mjs). */
export const PORT = Number(process.env.E2E_PORT ?? 9321)
export const BASE = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`
/**
 * The browser the tests drive: Debian's Chromium in its headless shell (package
 * chromium-headless-shell, the same Chromium release as /usr/bin/chromium, built for automation:
 * the headless build Playwright itself drives by default). Blink lays out and paints the pages as
 * in /usr/bin/chromium, but a new browser context costs the browser process no full-browser
 * profile, and forks no window UI: measured on the 2-core machine, a context that loads and
 * hydrates a guide took 1.65 CPU seconds in Chromium's processes with /usr/bin/chromium and 0.87
 * with the shell, and the suite opens some hundreds (issue 31). /usr/bin/chromium when the shell
 * is not installed; CHROMIUM_PATH chooses another. `npm run bench` and the screenshots keep
 * /usr/bin/chromium (scripts/bench-lib.mjs): what a visitor's browser measures.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium")
/** Starts CHROMIUM with the features Playwright and CHROMIUM_ARGS turn off merged into one list (see the script). */
const LAUNCHER = new URL("./chromium.sh", import.meta.url).pathname
/** Chromium's DevTools port, for Lighthouse (it drives the same browser over CDP). */
export const CDP_PORT = Number(process.env.E2E_CDP_PORT ?? PORT + 2)
/** The port Playwright's browser server listens on (run.mjs). */
export const BROWSER_PORT = Number(process.env.E2E_BROWSER_PORT ?? PORT + 1)

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // Each new page (a window in headless Chromium) preloaded the address bar's two WebUI popups,
  // each a renderer of its own: more than half a CPU second per page, in a suite that opens
  // hundreds (issue 31; measured: a context with one blank page 0.62 -> 0.32 CPU s, a context
  // with a guide loaded and hydrated 1.87 -> 0.79). chromium.sh adds them to Playwright's list.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
  // Only this machine: a request to any other host fails at once (openPage records it as an
  // error). Cheaper than intercepting every request (about a quarter slower page loads, measured).
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]

/** Hang guard for every page action and navigation (not a measure: a healthy run never gets near it). */
export const HANG_GUARD_MS = 120_000

const pause = ms => new Promise(resolve => setTimeout(resolve, ms))

/** Serves public/ on PORT with `serve` (public/serve.json: redirects and headers); resolves once it answers. */
export async function startServer({ port = PORT, dir = "public" } = {}) {
  // Under e2e/run.mjs the shared server already serves public/ on PORT: a file written the
  // old way (its own startServer/launch in before hooks) uses the shared fixture instead.
  if (isShared() && port === PORT && dir === "public") return null
  const bin = require.resolve("serve/build/main.js")
  // Uncompressed: the tests read what the pages show, not how the bytes travel (the byte budgets
  // gzip each file themselves, e2e/budgets.mjs; `npm run bench` serves compressed, as the hosts
  // do). Compressing each response cost the server about half its CPU (issue 31: 7.3 -> 3.9 CPU s
  // over site, guides and design; it used 26 CPU s in a whole `npm test`).
  const child = spawn(process.execPath, [bin, dir, "-l", String(port), "--no-clipboard", "--no-port-switching", "--no-compression"], {
    env: { ...process.env, NO_UPDATE_CHECK: "1" },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let stderr = ""
  child.stderr.on("data", d => (stderr += d))
  // Poll until the server answers (or the process exits): a start-up state, not a timed wait.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`static server exited with ${child.exitCode}: ${stderr.trim()}`)
    try {
      const res = await fetch(`http://localhost:${port}/`)
      await res.arrayBuffer()
      if (res.ok) return child
    } catch {
      // not listening yet
    }
    await pause(100)
  }
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null) return
  const exited = once(child, "exit")
  child.kill("SIGKILL")
  await exited
}

/** A Chromium of our own (playwright-core, CHROMIUM: Debian's headless shell, headless). */
export async function launch({ cdpPort } = {}) {
  // Under e2e/run.mjs: the shared browser (its DevTools port is CDP_PORT); close() disconnects.
  if (isShared()) return chromium.connect(process.env.E2E_WS_ENDPOINT)
  return chromium.launch({
    executablePath: LAUNCHER,
    env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
    args: [...CHROMIUM_ARGS, ...(cdpPort ? [`--remote-debugging-port=${cdpPort}`] : [])],
  })
}

/** A Chromium that other processes connect to (run.mjs): Playwright's protocol on BROWSER_PORT, CDP on CDP_PORT. */
export async function launchShared({ port = BROWSER_PORT, cdpPort = CDP_PORT } = {}) {
  return chromium.launchServer({
    executablePath: LAUNCHER,
    env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
    port,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${cdpPort}`],
  })
}

/** Whether this process runs under e2e/run.mjs (shared server and browser). */
export const isShared = () => Boolean(process.env.E2E_WS_ENDPOINT)

/**
 * The fixture: the shared server and browser when run by e2e/run.mjs, otherwise a server
 * and a browser of this file's own. Registers an `after` hook that disconnects (or shuts
 * down what it started) when the file's tests are done. Call it once, at the top of a file.
 */
export async function useServer() {
  if (isShared()) return
  const server = await startServer()
  after(() => stopServer(server))
}

/**
 * The browser for this file's tests. `{ cdp: true }`: the file also needs Chromium's DevTools
 * port (Lighthouse); the shared browser always has it (CDP_PORT).
 */
export async function useBrowser({ cdp = false } = {}) {
  if (isShared()) {
    const browser = await chromium.connect(process.env.E2E_WS_ENDPOINT)
    after(() => browser.close())
    return browser
  }
  await useServer()
  const browser = await launch({ cdpPort: cdp ? CDP_PORT : undefined })
  after(() => browser.close())
  return browser
}

/** A page that records console errors and uncaught exceptions (hydration errors included). */
export async function openPage(browser, { width = 1280, height = 800, javaScriptEnabled = true, enforceCsp = false } = {}) {
  // Tests inject axe-core as a script; the site's Content-Security-Policy (tested on its own in
  // hosting.test.mjs) would block that, so it is bypassed unless a test asks for it.
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled, bypassCSP: !enforceCsp })
  context.setDefaultTimeout(HANG_GUARD_MS)
  context.setDefaultNavigationTimeout(HANG_GUARD_MS)
  const page = await context.newPage()
  const errors = []
  page.on("console", msg => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`)
  })
  page.on("pageerror", err => errors.push(`pageerror: ${err.message}`))
  // Only this site: anything else would be a network call the site must not make. Recorded
  // from the request events (the browser's host rules make it fail), not intercepted: a route
  // here would pause every request of every page for this process to let it through.
  context.standIns = []
  context.on("request", request => {
    const url = request.url()
    if (!/^https?:/.test(url) || isThisMachine(url) || context.standIns.some(re => re.test(url))) return
    errors.push(`external request: ${url}`)
  })
  page.errors = errors
  return page
}

/** localhost and the loopback address: the site, and the development servers some tests start. */
const isThisMachine = url => ["localhost", "127.0.0.1"].includes(new URL(url).hostname)

/**
 * Answers requests to another site (a WhatsApp chat, say) with a stand-in page, in a context
 * from openPage: they are then not counted as external requests.
 */
export async function standIn(context, pattern, body) {
  (context.standIns ??= []).push(pattern)
  await context.route(pattern, route => route.fulfill({ status: 200, contentType: "text/plain", body }))
}

/** A context with JavaScript off (the prerendered HTML as a visitor without JavaScript sees it). */
export async function openStaticPage(browser, { width = 1280, height = 800 } = {}) {
  return openPage(browser, { width, height, javaScriptEnabled: false })
}

/**
 * Waits until React has hydrated the page: Layout sets data-hydrated on <html> in an effect,
 * after its children's effects, and Gatsby's loader and router are in place.
 * One call into the page that answers when Layout marks the document (a MutationObserver on
 * <html>), not a poll at every frame: each poll asked the page for a frame while it hydrated
 * (issue 31: about 50 ms of CPU per page load, measured on 20 loads of five pages).
 */
export async function waitForHydration(page) {
  try {
    const done = await page.evaluate(
      guard =>
        new Promise(resolve => {
          const ok = () => Boolean(window.___loader && window.___navigate && document.documentElement.dataset.hydrated === "true")
          if (ok()) return resolve(true)
          const observer = new MutationObserver(() => {
            if (!ok()) return
            clearTimeout(timer)
            observer.disconnect()
            resolve(true)
          })
          const timer = setTimeout(() => (observer.disconnect(), resolve(false)), guard)
          observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] })
        }),
      HANG_GUARD_MS,
    )
    if (!done) throw new Error(`${page.url()}: not hydrated within ${HANG_GUARD_MS / 1000} s (html[data-hydrated="true"], Gatsby's loader and router)`)
  } catch (error) {
    // a navigation replaced the document while it waited: wait for the new one
    if (!/Execution context was destroyed|navigation/i.test(error.message)) throw error
    await page.waitForFunction(() => window.___loader && window.___navigate && document.documentElement.dataset.hydrated === "true")
  }
}

/**
 * Hang guard for a wait inside the page (two frames, running transitions): a healthy page answers
 * within a frame or a transition (at most 0.5 s here), so reaching it means the page has stopped
 * rendering or an animation can never finish, and the wait fails naming what it waited for
 * instead of holding the test (and CI) until an outer limit ends it.
 */
export const PAGE_WAIT_GUARD_MS = 30_000

/**
 * Waits until the browser has painted twice since now: style and layout changes made by the
 * last event handler are on screen (for reading computed styles after a scroll or a click).
 */
export async function nextFrames(page) {
  const painted = await page.evaluate(
    guard =>
      new Promise(resolve => {
        const timer = setTimeout(() => resolve(false), guard)
        requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(timer), resolve(true))))
      }),
    PAGE_WAIT_GUARD_MS,
  )
  if (!painted) throw new Error(`${page.url()}: no frame painted within ${PAGE_WAIT_GUARD_MS / 1000} s (the page stopped rendering)`)
}

/**
 * Waits until the CSS transitions and animations of the element (and inside it) that the last
 * change started have finished: after the next frame (when a style change starts its
 * transition), every running time-based animation's `finished` promise.
 */
export async function transitionsDone(locator) {
  const unfinished = await locator.evaluate(animationsSettled, PAGE_WAIT_GUARD_MS)
  if (unfinished.length) throw new Error(`animations still running after ${PAGE_WAIT_GUARD_MS / 1000} s: ${unfinished.join(", ")}`)
}

/**
 * Runs in the page (transitionsDone's wait, also used by the walk's resize, e2e/walk.mjs): after
 * two frames, waits for the time-based animations running in `el` and below; resolves to those
 * still running after `guard` ms (an empty list when all finished).
 */
export async function animationsSettled(el, guard) {
  await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  // Time-based ones only (the document's timeline): a scroll-driven animation (the table cue,
  // the floating button coming in) follows the scroll position, and one whose timeline is
  // inactive or missing (a table that fits) is idle; neither ever finishes.
  const timed = el.getAnimations({ subtree: true }).filter(a => a.timeline instanceof DocumentTimeline && a.playState === "running")
  const finished = Promise.all(timed.map(a => a.finished.catch(() => undefined))).then(() => [])
  const late = new Promise(resolve =>
    setTimeout(
      () =>
        resolve(
          timed
            .filter(a => a.playState === "running")
            .map(a => `${a.animationName ?? a.transitionProperty ?? a.id ?? "animation"} on ${a.effect?.target?.className || a.effect?.target?.tagName}`),
        ),
      guard,
    ),
  )
  return Promise.race([finished, late])
}

/**
 * Scrolls a little way down and waits until the floating contact button has come in (it stays
 * out of the first screen until the page has scrolled past 10px, see global.css).
 */
export async function revealFloatingContact(page) {
  await page.evaluate(() => window.scrollTo(0, Math.max(window.scrollY, 120)))
  await page.waitForFunction(() => {
    const el = document.querySelector(".floating-contact")
    const style = getComputedStyle(el)
    return style.visibility === "visible" && Number(style.opacity) === 1
  })
}

/** Runs in the page: elements of <main> that stick out of the window and are not inside a scrolling or clipping box. */
export function overflowingInMain() {
  return [...document.querySelectorAll("main *")]
    .filter(el => {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.right <= window.innerWidth + 0.5) return false
      for (let p = el.parentElement; p && p.tagName !== "MAIN"; p = p.parentElement) if (getComputedStyle(p).overflowX !== "visible") return false
      return true
    })
    .slice(0, 3)
    .map(el => `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""} (right edge ${Math.round(el.getBoundingClientRect().right)}px)`)
}
