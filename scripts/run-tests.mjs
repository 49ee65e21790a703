// `npm test`: the type check, the unit tests, the production build, then the end-to-end tests
// against that build (docs/testing.md).
//
// The type check runs first: a build rewrites src/gatsby-types.d.ts, which it reads. Then the
// unit tests run beside the build (they read neither its output nor its cache), and the e2e files
// start when the build is done, not a Jest run later (Jest may still be running beside them).
// Jest's output is printed in one piece when it ends, not interleaved with the build's.
//
// The e2e files run in one pool (e2e/run.mjs), the longest first: e2e/editing.test.mjs, which
// copies the project and builds the copy, takes one of its places from the start and the other
// files share the rest; when it ends, its place goes to them (issue 31). Run beside the pool as a
// fourth process instead, it made every file slower: on the 2-core machine the same checkout took
// 791 s that way (ci78) and 745 s with the pool one place smaller (ci79), the walk 501 -> 388 s.
// Everything must pass; the first failure stops the rest.
import { spawn } from "node:child_process"
import { once } from "node:events"

const PORT = Number(process.env.E2E_PORT ?? 9321)
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

/** Waits for all the steps; the first to fail stops everything. */
const all = steps => Promise.all(steps.map(step => step.then(result => result.ok || fail(result))))

await all([start("npm", ["run", "typecheck"])])
// The unit tests read neither the build's output nor its cache: the e2e files start when the
// build is done, with Jest still running beside them if it is slower (issue 31).
const unit = all([start("npm", ["run", "test:unit"], { quiet: true })])
await all([start("npm", ["run", "build"])])
await all([start(process.execPath, ["e2e/run.mjs"], { env: { E2E_PORT: String(PORT) } })])
await unit
console.log(`\nnpm test: passed in ${Math.round((Date.now() - started) / 1000)} s`)
