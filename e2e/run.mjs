// `npm run test:e2e`: the end-to-end tests against the production build in public/.
//
// Starts the shared fixture once (e2e/lib.mjs): the static server on E2E_PORT (default 9321)
// and one headless Chromium (Playwright's browser server on E2E_PORT+1, DevTools on E2E_PORT+2);
// editing.test.mjs's development server and decap-server get E2E_PORT+5 and +6.
// Then runs every test file with `node --test` in its own process, E2E_CONCURRENCY files at a
// time (default: one more than the number of CPUs), longest first; each process connects to the same server
// and browser. A file's output is printed in one piece when it finishes.
//
//   node e2e/run.mjs                              every e2e/*.test.mjs
//   node e2e/run.mjs e2e/site.test.mjs            some files
//   node e2e/run.mjs --skip=editing               every file but e2e/editing.test.mjs
//   node e2e/run.mjs --no-server e2e/editing.test.mjs
//                                                 a file that needs no build: the browser only
//   node e2e/run.mjs --test-name-pattern=drawer   any other `node --test` flag is passed on
//   E2E_PORT=9440 E2E_CONCURRENCY=1 node e2e/run.mjs
//   E2E_WIDEN_WHEN=/tmp/go node e2e/run.mjs       one more file at a time once /tmp/go exists
import { spawn } from "node:child_process"
import { once } from "node:events"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { BROWSER_PORT, CDP_PORT, PORT, launchShared, startServer, stopServer } from "./lib.mjs"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(HERE, "..")

/**
 * Files that take longest start first, so that the parallel slots stay busy to the end.
 * Files not named here follow, alphabetically.
 */
// layout.test.mjs walks every page once for every per-page check (e2e/walk.mjs): the longest file.
// The order follows each file's time in `npm test` on the 2-core machine (issue 31).
const LONGEST_FIRST = ["editing", "layout", "quote", "layout-states", "guides", "site", "telugu", "lighthouse", "tools", "design", "budgets", "search", "prices", "structured-data", "quality", "admin", "calendar-checklist", "hosting", "design-guides"]

/** Flags of this runner (not passed on to `node --test`). */
const OWN_FLAGS = /^--(no-server|skip=.*)$/

function testFiles(args) {
  const named = args.filter(a => !a.startsWith("-"))
  if (named.length) return named
  const skip = args.filter(a => a.startsWith("--skip=")).flatMap(a => a.slice("--skip=".length).split(","))
  const rank = f => {
    const i = LONGEST_FIRST.indexOf(f.replace(/\.test\.mjs$/, ""))
    return i === -1 ? LONGEST_FIRST.length : i
  }
  return fs
    .readdirSync(HERE)
    .filter(f => f.endsWith(".test.mjs") && !skip.includes(f.replace(/\.test\.mjs$/, "")))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map(f => path.join("e2e", f))
}

const seconds = ms => `${(ms / 1000).toFixed(0)} s`

/**
 * Hang guard for one test file (not a measure): a file that has printed nothing for this long is
 * stopped and reported with the output it had printed, so that one stuck wait cannot hold the
 * whole run until CI's own limit ends it unread. Silence, not the file's whole time: the walk of
 * e2e/layout.test.mjs takes about 19 minutes on a busy 2-core machine and went past 25 with
 * three more browsers beside it (ci45), printing its progress all along (e2e/walk.mjs); a stuck
 * file prints nothing.
 */
const FILE_HANG_GUARD_MS = Number(process.env.E2E_FILE_HANG_GUARD_S ?? 1500) * 1000

/** Stops a test file's process group (the file and whatever it started). */
function stopGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM")
  } catch {
    // already gone
  }
}

async function main() {
  const args = process.argv.slice(2)
  const flags = args.filter(a => a.startsWith("-") && !OWN_FLAGS.test(a))
  const files = testFiles(args)
  // --no-server: the files need no build (e2e/editing.test.mjs builds its own copy), so
  // `npm test` runs them beside the build (scripts/run-tests.mjs).
  const withServer = !args.includes("--no-server")
  if (withServer && !fs.existsSync(path.join(ROOT, "public", "index.html"))) {
    console.error("e2e: public/ has no build; run `npm run build` first")
    process.exit(1)
  }
  // One more file than the machine has CPUs: a file spends most of its time waiting for the
  // browser's frames and replies, not computing (issue 31: the walk took 551 s on a quiet 2-core
  // machine and 788 s with a load of 17 beside it), so a third file uses what two leave idle.
  const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? (os.availableParallelism?.() ?? os.cpus().length) + 1))

  const server = withServer ? await startServer() : null
  const browserServer = await launchShared()
  const children = new Set()
  const shutdown = async () => {
    for (const child of children) stopGroup(child)
    await browserServer.close().catch(() => undefined)
    await stopServer(server)
  }
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, async () => {
      await shutdown()
      process.exit(130)
    })
  }
  console.log(
    `# e2e: ${files.length} files, ${concurrency} at a time; ${withServer ? `server http://localhost:${PORT}` : "no server"}, ` +
      `browser port ${BROWSER_PORT}, DevTools port ${CDP_PORT}`,
  )
  const env = {
    ...process.env,
    E2E_PORT: String(PORT),
    E2E_BASE_URL: `http://localhost:${PORT}`,
    E2E_WS_ENDPOINT: browserServer.wsEndpoint(),
    E2E_CDP_PORT: String(CDP_PORT),
  }

  const started = Date.now()
  const results = []
  const queue = [...files]
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const t0 = Date.now()
      const reporter = flags.some(f => f.startsWith("--test-reporter")) ? [] : ["--test-reporter=spec"]
      // In its own process group, so that the hang guard stops what the file started too.
      const child = spawn(process.execPath, ["--test", ...reporter, ...flags, file], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true })
      children.add(child)
      let output = ""
      let hung = false
      const stop = () => {
        hung = true
        stopGroup(child)
      }
      let guard = setTimeout(stop, FILE_HANG_GUARD_MS)
      const heard = d => {
        output += d
        clearTimeout(guard)
        guard = setTimeout(stop, FILE_HANG_GUARD_MS)
      }
      child.stdout.on("data", heard)
      child.stderr.on("data", heard)
      const [code, signal] = await once(child, "exit")
      clearTimeout(guard)
      children.delete(child)
      const ok = code === 0 && !hung
      results.push({ file, ok, ms: Date.now() - t0 })
      const verdict = ok ? "passed" : hung ? `HUNG (stopped by the hang guard after ${seconds(FILE_HANG_GUARD_MS)} without output; its output so far follows)` : `FAILED (exit ${code ?? signal})`
      process.stdout.write(`\n# ---- ${file}: ${verdict} in ${seconds(Date.now() - t0)}\n${output}`)
    }
  }
  const workers = Array.from({ length: Math.min(concurrency, files.length) }, worker)
  // E2E_WIDEN_WHEN: a file whose appearance lets one more file run at a time from then on
  // (npm test: the editing file, run beside this pool, has ended; scripts/run-tests.mjs).
  let widened = false
  const widen = process.env.E2E_WIDEN_WHEN
    ? setInterval(() => {
        if (!fs.existsSync(process.env.E2E_WIDEN_WHEN)) return
        clearInterval(widen)
        widened = true
        if (queue.length) workers.push(worker())
      }, 1000)
    : undefined
  // (each worker awaited in turn, one started while waiting too)
  for (let i = 0; i < workers.length; i++) await workers[i]
  clearInterval(widen)
  await shutdown()

  console.log(`\n# e2e summary (${concurrency} at a time${widened ? `, ${concurrency + 1} once ${process.env.E2E_WIDEN_WHEN} appeared` : ""}, ${seconds(Date.now() - started)} in all)`)
  for (const r of results) console.log(`#   ${r.ok ? "pass" : "FAIL"}  ${seconds(r.ms).padStart(6)}  ${r.file}`)
  const failed = results.filter(r => !r.ok)
  if (failed.length) console.log(`# ${failed.length} of ${results.length} files failed: ${failed.map(r => r.file).join(", ")}`)
  process.exit(failed.length ? 1 : 0)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
