// `npm run test:e2e`: the end-to-end tests against the production build in public/.
//
// Starts the shared fixture once (e2e/lib.mjs): the static server on E2E_PORT (default 9321)
// and one headless Chromium (Playwright's browser server on E2E_PORT+1, DevTools on E2E_PORT+2),
// then runs the test files with `node --test`, E2E_CONCURRENCY files at a time (default: the
// number of CPUs), each file in its own process connected to the same server and browser.
//
//   node e2e/run.mjs                              every e2e/*.test.mjs
//   node e2e/run.mjs e2e/site.test.mjs            some files
//   node e2e/run.mjs --test-name-pattern=drawer   any `node --test` flag is passed on
//   E2E_PORT=9440 E2E_CONCURRENCY=1 node e2e/run.mjs
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
 * Files that take longest start first, so that the parallel slots stay busy to the end
 * (node --test starts files in the order given). Others follow alphabetically.
 */
const LONGEST_FIRST = ["quality", "guides", "lighthouse", "quote", "site", "tools", "search", "structured-data", "hosting", "calendar-checklist"]

function testFiles(args) {
  const named = args.filter(a => !a.startsWith("-"))
  if (named.length) return named
  const all = fs.readdirSync(HERE).filter(f => f.endsWith(".test.mjs")).sort()
  const rank = f => {
    const i = LONGEST_FIRST.indexOf(f.replace(/\.test\.mjs$/, ""))
    return i === -1 ? LONGEST_FIRST.length : i
  }
  return all.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).map(f => path.join("e2e", f))
}

async function main() {
  const args = process.argv.slice(2)
  const flags = args.filter(a => a.startsWith("-"))
  const files = testFiles(args)
  if (!fs.existsSync(path.join(ROOT, "public", "index.html"))) {
    console.error("e2e: public/ has no build; run `npm run build` first")
    process.exit(1)
  }
  const concurrency = Number(process.env.E2E_CONCURRENCY ?? (os.availableParallelism?.() ?? os.cpus().length))

  const server = await startServer()
  const browserServer = await launchShared()
  let child
  const shutdown = async () => {
    await browserServer.close().catch(() => undefined)
    await stopServer(server)
  }
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, async () => {
      child?.kill(signal)
      await shutdown()
      process.exit(130)
    })
  }
  console.log(
    `# e2e: ${files.length} files, ${concurrency} at a time; server http://localhost:${PORT}, ` +
      `browser ws port ${BROWSER_PORT}, DevTools port ${CDP_PORT}`,
  )
  const started = Date.now()
  child = spawn(process.execPath, ["--test", `--test-concurrency=${concurrency}`, ...flags, ...files], {
    cwd: ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      E2E_PORT: String(PORT),
      E2E_BASE_URL: `http://localhost:${PORT}`,
      E2E_WS_ENDPOINT: browserServer.wsEndpoint(),
      E2E_CDP_PORT: String(CDP_PORT),
    },
  })
  const [code, signal] = await once(child, "exit")
  await shutdown()
  console.log(`# e2e: finished in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  process.exit(code ?? (signal ? 1 : 0))
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
