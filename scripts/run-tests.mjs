// `npm test`: the type check, the unit tests, the production build, then the end-to-end tests
// against that build (README, "Tests").
//
// One e2e file needs no build of this checkout: e2e/editing.test.mjs copies the project and
// builds the copy (and runs `npm run cms` on it). It is the longest file and mostly waits on its
// own Gatsby processes, so it starts at once, beside the type check, the unit tests and the
// build, with a browser of its own (E2E_PORT+7; its development site and decap-server on
// E2E_PORT+12 and +13). The other e2e files start when the build is done (E2E_PORT..+2).
// Everything must pass; the first failure stops the rest.
import { spawn } from "node:child_process"
import { once } from "node:events"

const PORT = Number(process.env.E2E_PORT ?? 9321)
const EARLY_PORT = PORT + 7
const started = Date.now()
const running = new Set()

/** Starts a command in its own process group (so that stopping it stops what it started). */
function start(command, args, env = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env }, detached: true })
  running.add(child)
  const done = once(child, "exit").then(([code, signal]) => {
    running.delete(child)
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

const early = start(process.execPath, ["e2e/run.mjs", "--no-server", "e2e/editing.test.mjs"], { E2E_PORT: String(EARLY_PORT) })
// A failure of the early file stops everything at once, not only at the end.
early.then(result => result.ok || fail(result))

for (const [command, args, env] of [
  ["npm", ["run", "typecheck"]],
  ["npm", ["run", "test:unit"]],
  ["npm", ["run", "build"]],
  [process.execPath, ["e2e/run.mjs", "--skip=editing"], { E2E_PORT: String(PORT) }],
]) {
  const result = await start(command, args, env)
  if (!result.ok) fail(result)
}
const result = await early
if (!result.ok) fail(result)
console.log(`\nnpm test: passed in ${Math.round((Date.now() - started) / 1000)} s`)
