// `npm run cms`: edit the site in the browser, on this machine, offline.
//
// Starts decap-server (Decap CMS's local backend: it reads and writes the files under
// content/ and static/images in this folder) and the development site (`gatsby develop`),
// whose /admin/ is the content editor. A change saved in the editor is a file change in
// this git checkout: review it with `git diff`, then commit and push to publish.
//
// Ports: CMS_PORT for the site (default 8000), DECAP_SERVER_PORT for decap-server
// (default 8081). Ctrl+C stops both.
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const sitePort = process.env.CMS_PORT ?? "8000"
const decapPort = process.env.DECAP_SERVER_PORT ?? "8081"

const children = []

function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] })
  children.push(child)
  child.on("exit", (code, signal) => {
    if (stopping) return
    console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the content editor.`)
    stop(code ?? 1)
  })
  return child
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0))

// Only this machine may write to the checkout: decap-server listens on the loopback address.
start("decap-server", [require.resolve("decap-server/dist/index.js")], { PORT: decapPort, BIND_HOST: "127.0.0.1", MODE: "fs" })
start("gatsby develop", [require.resolve("gatsby/cli.js"), "develop", "--port", sitePort, "--host", "localhost"], {
  // plugins/decap-admin names it as Decap's local_backend in the development config.yml.
  DECAP_SERVER_PORT: decapPort,
  GATSBY_TELEMETRY_DISABLED: "1",
})

console.log(
  `\nContent editor: http://localhost:${sitePort}/admin/ once the development site is ready ` +
    `(the site itself: http://localhost:${sitePort}/).\n` +
    `Saved changes are files under content/ in ${ROOT}: review them with "git diff", then commit and push.\n`,
)
