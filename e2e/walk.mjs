// The walk shared by the per-page checks (issue 31): every page of the build is loaded ONCE, with
// JavaScript and the site's Content-Security-Policy in force, hydrated, and then laid out at each
// width a visitor brings (375 px first, as loaded, then 320, 768, 1024, 1280 and 1440 px: a
// resize costs a layout, not a page load). At each width every check that wants that page and
// that width runs on the page as it is. Pages are walked in a few browser contexts side by side
// (E2E_WALK_CONTEXTS, default 3), so one page's waits for frames and transitions overlap
// another's work. Used by e2e/layout.test.mjs (which reports each check in its own test).
//
// A per-page check is an object:
//   {
//     name: "what it checks",               // the test that reports it names it
//     widths: [375, 1280],                  // the widths it runs at (omit: every width)
//     pages: visit => visit.inSitemap,      // which pages (omit: every page)
//     async check(page, visit, size) {      // page: Playwright page at this width, at the top
//       return ["what is wrong, where"]     // its failures (an empty list when all is well)
//     },
//   }
// Add a check to the list the walking file passes to walkPages (CHECKS in e2e/layout.test.mjs);
// do not open the pages again in a walk of your own. A check may scroll; it need not scroll
// back (the next check starts after the walk has scrolled to the top again and painted). A check
// that changes the page in another way (opens something, hovers) puts it back as it found it.
//
// Scroll with scrollAndPaint (below): it waits for the two painted frames after a scroll only
// when the page moved, so the checks that each start at the top of the page, and the walk
// between them, do not wait for frames of a page that has not changed (issue 31: those waits
// were half of the walk's time).
import { BASE, PAGE_WAIT_GUARD_MS, animationsSettled, nextFrames, openPage, waitForHydration } from "./lib.mjs"

/** Widths a visitor brings, with a window height typical of each, in the order the walk visits them (it loads at the first). */
export const WALK_WIDTHS = [
  { width: 375, height: 740 },
  { width: 320, height: 640 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]

/**
 * Scrolls the page to `to` (a function run in the page, given `arg`, that returns the scroll
 * position wanted; the top when omitted) and waits until it has painted twice there (the header's shadow and the
 * floating button follow the scroll position then), unless it was already there and has painted
 * there since the walk last changed it (page.paintedAt: the position of that paint; the walk
 * clears it when it loads or resizes the page). Resolves to the position reached.
 */
export async function scrollAndPaint(page, to = () => 0, arg = null) {
  const [before, after] = await page.evaluate(`(() => {
    const before = window.scrollY
    window.scrollTo(0, (${to})(${JSON.stringify(arg)}))
    return [before, window.scrollY]
  })()`)
  if (before === after && page.paintedAt === after) return after
  await nextFrames(page)
  page.paintedAt = after
  return after
}

/**
 * Runs `fn(arg, helpers)` in the page in ONE call (issue 31: a check's scroll positions and
 * measurements used to be a round trip each, most of the walk's time). `helpers` are in-page
 * functions (e2e/geometry.mjs) passed by their source; the page also gets `scrollTo(y)`, which
 * scrolls and, when the page moved, waits for two painted frames (what the floating button's
 * scroll-driven state and the header's shadow need: scrollAndPaint's wait, in the page), and
 * `measureAt(y)`, which scrolls without waiting (for checks of layout alone: scrollTo followed by
 * a layout read lays the page out at once, and no frame is painted in between). Resolves to
 * what `fn` returns. Sets page.paintedAt to where the page was last painted when fn waited for
 * frames, and leaves it when fn scrolled back to where it started without waiting.
 */
export async function inPage(page, fn, arg = null, helpers = {}) {
  const names = Object.keys(helpers)
  const { result, painted, at } = await page.evaluate(`(async () => {
    const guardMs = ${PAGE_WAIT_GUARD_MS}
    let painted = ${JSON.stringify(page.paintedAt ?? null)}
    const frames = () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no frame painted within " + guardMs / 1000 + " s (the page stopped rendering)")), guardMs)
        requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(timer), resolve())))
      })
    const scrollTo = async y => {
      const before = window.scrollY
      window.scrollTo(0, y)
      if (window.scrollY !== before || painted !== window.scrollY) await frames()
      painted = window.scrollY
      return window.scrollY
    }
    const measureAt = y => {
      window.scrollTo(0, y)
      return window.scrollY
    }
    ${names.map(n => `const ${n} = ${helpers[n]}`).join("\n")}
    const result = await (${fn})(${JSON.stringify(arg)}, { scrollTo, measureAt, ${names.join(", ")} })
    return { result, painted, at: window.scrollY }
  })()`)
  if (painted !== null) page.paintedAt = painted
  // at the top and painted there: the walk need not scroll or wait before the next check
  page.atRest = at === 0 && page.paintedAt === 0
  return result
}

/**
 * Hang guard for one step of the walk (loading a page, a resize, one check at one width): not a
 * measure (the slowest step, the quality check with axe-core, takes a few seconds on a busy
 * machine); reaching it means the page stopped answering.
 */
export const STEP_GUARD_MS = Number(process.env.E2E_STEP_GUARD_S ?? 180) * 1000

class StepHung extends Error {}

/** How many pages are walked at once, each in its own browser context. */
export const WALK_CONTEXTS = Math.max(1, Number(process.env.E2E_WALK_CONTEXTS ?? 3))

/**
 * Walks `visits` (objects with at least `path`; any other fields are for the checks' `pages`
 * filters) and runs `checks` on each. Resolves to Map(check name -> failures), the list of
 * failures of the walk itself (a status other than 200, console errors or page errors that no
 * check collected), how often each check ran and the time each took in all (`spent`, with the
 * pages' loading as "load"; summed over the contexts: where the walk's time goes).
 */
export async function walkPages(browser, visits, checks, { widths = WALK_WIDTHS, contexts = WALK_CONTEXTS } = {}) {
  const failures = new Map(checks.map(c => [c.name, []]))
  const walkFailures = []
  const ran = new Map(checks.map(c => [c.name, 0]))
  /** Milliseconds each check took in all ("load": loading and hydrating the pages; "resize": widening and waiting for the transitions), for the walk's log line. */
  const spent = new Map([["load", 0], ["resize", 0], ...checks.map(c => [c.name, 0])])
  // A step that stalls (a call into the page never returns, or the page paints no frame within
  // PAGE_WAIT_GUARD_MS: in-page waits reject with "no frame painted") is named with the page, the
  // width and the step (ci43 failed with the bare in-page message). The page is then walked
  // again from its start in a new browser context: a renderer starved on a busy machine paints
  // again there, and a page that stalls twice fails the walk, named. A page's results count only
  // from a walk that finished (a stalled walk's partial results are dropped).
  const timed = async (name, work, where) => {
    const t0 = Date.now()
    let timer
    const working = work()
    // (once the guard has fired, the abandoned step may still fail when its context is closed)
    working.catch(() => undefined)
    try {
      return await Promise.race([
        working,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new StepHung(`${where}: ${name} did not answer within ${STEP_GUARD_MS / 1000} s`)), STEP_GUARD_MS)
        }),
      ])
    } catch (error) {
      if (error instanceof StepHung) throw error
      if (/no frame painted within/.test(String(error?.message))) throw new StepHung(`${where}: ${name}: ${error.message.split("\n")[0]}`)
      throw new Error(`${where}: ${name}: ${error?.message ?? error}`, { cause: error })
    } finally {
      clearTimeout(timer)
      spent.set(name, spent.get(name) + Date.now() - t0)
    }
  }
  /** Pages walked again after a stall, with what stalled (printed in the walk's log line). */
  const stalled = []
  const queue = [...visits]
  // Progress, a line every 25 pages: the runner's hang guard (e2e/run.mjs) stops a file that
  // prints nothing for a long time, and the walk is one test of many minutes.
  const began = Date.now()
  let walked = 0
  const progress = () => {
    if (++walked % 25 === 0) console.log(`# walk: ${walked} of ${visits.length} pages in ${Math.round((Date.now() - began) / 1000)} s`)
  }
  async function worker() {
    let page = await openPage(browser, { ...widths[0], enforceCsp: true })
    for (let visit = queue.shift(); visit; visit = queue.shift()) {
      // what the visit held before its walk: a walk again starts from it (the checks keep state
      // on the visit, such as "axe-core is loaded in this page", which a new context is not)
      const given = { ...visit }
      for (let attempt = 1; ; attempt++) {
        if (attempt > 1) {
          for (const key of Object.keys(visit)) delete visit[key]
          Object.assign(visit, given)
        }
        try {
          const found = await walkOne(page, visit)
          for (const [name, problems] of found.failures) failures.get(name).push(...problems)
          for (const [name, times] of found.ran) ran.set(name, ran.get(name) + times)
          walkFailures.push(...found.walkFailures)
          progress()
          break
        } catch (error) {
          if (!(error instanceof StepHung)) throw error
          // the stuck page is left behind (closing it may hang too); the walk goes on in a new one
          page.context().close().catch(() => undefined)
          page = await openPage(browser, { ...widths[0], enforceCsp: true })
          if (attempt === 2) {
            walkFailures.push(`${error.message} (twice: the page was walked again in a new browser context and stalled again)`)
            progress()
            break
          }
          stalled.push(error.message)
          console.log(`# walk: ${error.message}; walking ${visit.path} again in a new browser context`)
        }
      }
    }
    await page.context().close()
  }
  /** Walks one page; resolves to its failures, the walk's own and how often each check ran. */
  async function walkOne(page, visit) {
    const found = { failures: new Map(checks.map(c => [c.name, []])), ran: new Map(checks.map(c => [c.name, 0])), walkFailures: [] }
    page.errors.length = 0
    page.paintedAt = undefined
    page.atRest = false
    const response = await timed(
      "load",
      async () => {
        await page.setViewportSize(widths[0])
        const loaded = await page.goto(`${BASE}${visit.path}`, { waitUntil: "load" })
        await waitForHydration(page)
        // the HTML the checks' `pages` filters read: the built file's when the visit brings it
        // (what ships; issue 31: serialising the page and sending it back cost a call a page)
        visit.html ??= await page.content()
        return loaded
      },
      visit.path,
    )
    visit.status = response.status()
    if (visit.status !== 200) found.walkFailures.push(`${visit.path}: status ${visit.status}`)
    const wanting = checks.filter(c => !c.pages || c.pages(visit))
    for (const size of widths) {
      const here = wanting.filter(c => !c.widths || c.widths.includes(size.width))
      if (!here.length) continue
      if (size !== widths[0]) {
        page.atRest = false
        await timed(
          "resize",
          async () => {
            await page.setViewportSize(size)
            // At the top, where the checks start (a check may have left the page scrolled), then
            // two frames and the transitions the resize started (the drawer slides back off
            // screen when the window narrows below 768px): one call into the page, painted at
            // the top, so the first check neither scrolls nor waits for frames again (issue 31).
            const [unfinished, at] = await page.evaluate(
              `(async () => {
                window.scrollTo(0, 0)
                const unfinished = await (${animationsSettled})(document.body, ${PAGE_WAIT_GUARD_MS})
                return [unfinished, window.scrollY]
              })()`,
            )
            if (unfinished.length) throw new Error(`animations still running after ${PAGE_WAIT_GUARD_MS / 1000} s: ${unfinished.join(", ")}`)
            page.paintedAt = at
            page.atRest = at === 0
          },
          `${visit.path} at ${size.width}px`,
        )
      }
      for (const c of here) {
        // (a check run by inPage that ended at the top, painted there, leaves page.atRest set)
        const problems = await timed(
          c.name,
          async () => {
            if (!page.atRest) await scrollAndPaint(page)
            page.atRest = false
            return c.check(page, visit, size)
          },
          `${visit.path} at ${size.width}px`,
        )
        found.failures.get(c.name).push(...problems)
        found.ran.set(c.name, found.ran.get(c.name) + 1)
      }
    }
    // Console errors and page errors that no check took (checks that report them empty page.errors).
    for (const e of page.errors.splice(0)) found.walkFailures.push(`${visit.path}: ${e}`)
    delete visit.html
    return found
  }
  await Promise.all(Array.from({ length: Math.min(contexts, queue.length) }, worker))
  return { failures, walkFailures, ran, spent, stalled }
}

/**
 * Runs `visit(item, page)` for each item, `contexts` at a time, each worker with its own page from
 * `open()` (closed at the end): for walks that cannot share the JavaScript walk above (pages with
 * JavaScript off, say). Results come back in the items' order.
 */
export async function eachInContexts(items, open, visit, { contexts = WALK_CONTEXTS } = {}) {
  const results = new Array(items.length)
  let next = 0
  async function worker() {
    const page = await open()
    for (let i = next++; i < items.length; i = next++) results[i] = await visit(items[i], page)
    await page.context().close()
  }
  await Promise.all(Array.from({ length: Math.min(contexts, items.length) }, worker))
  return results
}
