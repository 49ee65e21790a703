// `npm test`: the type check, the unit tests, the production build, then the end-to-end tests
// against that build (docs/testing.md).
//
// One e2e file needs no build of this checkout: e2e/editing.test.mjs copies the project and
// builds the copy (and runs `npm run cms` on it). It is the longest file and mostly waits on its
// own Gatsby processes, so it runs beside the other e2e files, with a browser of its own
// (E2E_PORT+7; its development site and decap-server on E2E_PORT+12 and +13); they use
// E2E_PORT..+2. It starts when the build is done, with them (issue 31): started at once, its
// development server and cold build took the CPU the type check, the unit tests and the build
// need, and those are what the other e2e files wait for; beside the e2e files, which mostly wait
// for the browser's frames and replies, its Gatsby processes use CPU that would otherwise idle.
//
// The type check runs before the build: a build rewrites src/gatsby-types.d.ts, which it reads. The
// unit tests run beside both (they read neither), and the e2e files start when the build is done,
// not a Jest run later (Jest may still be running beside them).
// Jest's output is printed in one piece when it ends, not interleaved with the build's.
// Everything must pass; the first failure stops the rest.
import { spawn } from "node:child_process"
import { once } from "node:events"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const PORT = Number(process.env.E2E_PORT ?? 9321)
const EDITING_PORT = PORT + 7
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

// The unit tests read neither the type check's files nor the build's output and cache: they start
// at once, on the CPU the type check leaves free (it uses one), and go on beside the build; the
// e2e files start when the build is done, with Jest still running beside them if it is slower
// (issue 31).
const unit = all([start("npm", ["run", "test:unit"], { quiet: true })])
await all([start("npm", ["run", "typecheck"])])
await all([start("npm", ["run", "build"])])
// (all: a failure of the editing file stops everything at once, not only at the end)
const editing = all([start(process.execPath, ["e2e/run.mjs", "--no-server", "e2e/editing.test.mjs"], { env: { E2E_PORT: String(EDITING_PORT) } })])
// When the editing file has ended, the other files' pool takes a third file at a time (E2E_WIDEN_WHEN,
// e2e/run.mjs): its place on the CPUs is free then (issue 31: ci81 ran its last 141 s two at a time).
const editingDone = path.join(os.tmpdir(), `npm-test-editing-done-${process.pid}`)
fs.rmSync(editingDone, { force: true })
process.on("exit", () => fs.rmSync(editingDone, { force: true }))
void editing.then(() => fs.writeFileSync(editingDone, ""))
// The other files two at a time, not e2e/run.mjs's default of three (issue 31): beside the
// editing file's development server and builds, a third file made every file slower on the
// 2-core machine. The same checkout on clean clones: 791 s with three (ci78: the walk 501 s, the
// build 113 s), 745 s with two (ci79: the walk 388 s, the build 117 s); with the editing file as
// one of three in the pool, 821 s (ci80, the build 121 s). E2E_CONCURRENCY still overrides it.
await all([
  start(process.execPath, ["e2e/run.mjs", "--skip=editing"], {
    env: { E2E_PORT: String(PORT), E2E_CONCURRENCY: process.env.E2E_CONCURRENCY ?? "2", E2E_WIDEN_WHEN: editingDone },
  }),
])
await unit
await editing
console.log(`\nnpm test: passed in ${Math.round((Date.now() - started) / 1000)} s`)
