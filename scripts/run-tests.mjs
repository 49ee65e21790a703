// `npm test`: the type check, the unit tests, the production build, then the end-to-end tests
// against that build (docs/testing.md).
//
// One e2e file needs no build of this checkout: e2e/editing.test.mjs copies the project and
// builds the copy (and runs `npm run cms` on it). It is the longest file and mostly waits on its
// own Gatsby processes, so it starts at once, beside the type check, the unit tests and the
// build, with a browser of its own (E2E_PORT+7; its development site and decap-server on
// E2E_PORT+12 and +13). The other e2e files start when the build is done (E2E_PORT..+2).
//
// The type check runs first: a build rewrites src/gatsby-types.d.ts, which it reads. Then the
// unit tests run beside the build (they read neither its output nor its cache), so the e2e files
// start when the build is done, not a Jest run later. Jest's output is printed in one piece when
// it ends, not interleaved with the build's.
// Everything must pass; the first failure stops the rest.
import { spawn } from "node:child_process"
import { once } from "node:events"

const PORT = Number(process.env.E2E_PORT ?? 9321)
const EARLY_PORT = PORT + 7
const started = Date.now()
const running = new Set()

/**
 * Starts a command in its own process group (so that stopping it stops what it started).
 * With `quiet`, its output is kept and printed in one piece when it ends.
 */
function start(command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env }, detached: true })
  running.add(child)
  const output = []
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on("data", chunk => output.push(chunk))
  const done = once(child, "exit").then(([code, signal]) => {
    running.delete(child)
    if (quiet) process.stdout.write(`\n${Buffer.concat(output)}`)
    console.log(`\nnpm test: \`${[command, ...args].join(" ")}\` ${code === 0 ? "passed" : "failed"} at ${Math.round((Date.now() - started) / 1000)} s`)
    return { ok: code === 0, why: signal ?? `exit code ${code}`, what: [command, ...args].join(" ") }
  })
  return done
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
}

function fail(result) {
  console.error(`\nnpm test: \`${result.what}\` failed (${result.why}) after ${Math.round((Date.now() - started) / 1000)} s`)
  stopAll()
  process.exit(1)
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll()
    process.exit(130)
  })
}

const early = start(process.execPath, ["e2e/run.mjs", "--no-server", "e2e/editing.test.mjs"], { env: { E2E_PORT: String(EARLY_PORT) } })
// A failure of the early file stops everything at once, not only at the end.
early.then(result => result.ok || fail(result))

/** Waits for all the steps; the first to fail stops everything. */
const all = steps => Promise.all(steps.map(step => step.then(result => result.ok || fail(result))))

await all([start("npm", ["run", "typecheck"])])
await all([start("npm", ["run", "test:unit"], { quiet: true }), start("npm", ["run", "build"])])
await all([start(process.execPath, ["e2e/run.mjs", "--skip=editing"], { env: { E2E_PORT: String(PORT) } })])
const result = await early
if (!result.ok) fail(result)
console.log(`\nnpm test: passed in ${Math.round((Date.now() - started) / 1000)} s`)
