// Helpers for scripts/bench.mjs: copy the repository, run timed Gatsby builds,
// serve a build folder with `serve` (as e2e/lib.mjs and `npm run serve` do) and
// measure what a first visit downloads in headless Chromium.
import { execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import zlib from "node:zlib"
import { chromium } from "playwright-core"

const require = createRequire(import.meta.url)
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const gzipSize = body => zlib.gzipSync(body).length

/** A copy of the repository's sources (no node_modules, caches, build or git), sharing its node_modules. */
export function copyRepo(root, dest) {
  fs.mkdirSync(dest, { recursive: true })
  execFileSync("tar", ["--exclude=./node_modules", "--exclude=./.cache", "--exclude=./public", "--exclude=./.git", "-C", root, "-cf", path.join(dest, ".src.tar"), "."])
  execFileSync("tar", ["-C", dest, "-xf", path.join(dest, ".src.tar")])
  fs.rmSync(path.join(dest, ".src.tar"))
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dest, "node_modules"))
}

/**
 * The smallest Gatsby site with react-helmet (the stack's required packages): one page that
 * sets its title with <Helmet> and renders one <h1>. The budgets compare the site with it.
 */
export function writeBareGatsby(dest, root) {
  fs.mkdirSync(path.join(dest, "src/pages"), { recursive: true })
  // Gatsby only builds a folder whose package.json depends on it: the repository's versions.
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"))
  const pick = ["gatsby", "react", "react-dom", "react-helmet", "gatsby-plugin-react-helmet"]
  const deps = Object.fromEntries(pick.map(name => [name, dependencies[name]]))
  fs.writeFileSync(path.join(dest, "package.json"), JSON.stringify({ name: "bare-gatsby", version: "1.0.0", private: true, dependencies: deps }, null, 2))
  fs.writeFileSync(path.join(dest, "gatsby-config.js"), 'module.exports = { plugins: ["gatsby-plugin-react-helmet"] }\n')
  fs.writeFileSync(
    path.join(dest, "src/pages/index.js"),
    [
      'import * as React from "react"',
      'import { Helmet } from "react-helmet"',
      "",
      "export default function Index() {",
      "  return (",
      "    <>",
      '      <Helmet htmlAttributes={{ lang: "en" }}>',
      "        <title>Hello</title>",
      '        <meta name="description" content="A bare Gatsby page" />',
      "      </Helmet>",
      "      <h1>Hello</h1>",
      "    </>",
      "  )",
      "}",
      "",
    ].join("\n"),
  )
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dest, "node_modules"))
}

const CLK_TCK = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100
  } catch {
    return 100
  }
})()

/** CPU seconds used by this process's finished (waited-for) children, from /proc. */
function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync("/proc/self/stat", "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    // fields[0] is field 3 (state); cutime and cstime are fields 16 and 17.
    return (Number(fields[13]) + Number(fields[14])) / CLK_TCK
  } catch {
    return NaN
  }
}

/** Runs a clean `gatsby build` in `dir`; returns wall-clock and CPU seconds. */
export async function timedBuild(dir, label) {
  for (const d of [".cache", "public"]) fs.rmSync(path.join(dir, d), { recursive: true, force: true })
  const log = path.join(dir, "build.log")
  const out = fs.openSync(log, "w")
  const loadBefore = os.loadavg()[0]
  const cpuBefore = childrenCpuSeconds()
  const start = performance.now()
  const child = spawn(process.execPath, [path.join(dir, "node_modules/gatsby/cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", out, out],
  })
  const [code] = await once(child, "exit")
  const wall = (performance.now() - start) / 1000
  const cpu = childrenCpuSeconds() - cpuBefore
  fs.closeSync(out)
  if (code !== 0) {
    const lines = fs.readFileSync(log, "utf8").replace(/\x1b\[[0-9;]*m/g, "").split("\n")
    const first = lines.findIndex(l => /\b(ERROR|error)\b/.test(l))
    const excerpt = lines.slice(Math.max(0, first), Math.max(0, first) + 40).join("\n")
    throw new Error(`${label}: gatsby build exited with ${code} (log: ${log})\n${excerpt}`)
  }
  return { wall, cpu, loadBefore, loadAfter: os.loadavg()[0], pages: countPages(path.join(dir, "public")) }
}

/** Number of HTML pages in a build folder. */
export function countPages(dir) {
  let n = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) n += countPages(path.join(dir, e.name))
    else if (e.name.endsWith(".html")) n++
  }
  return n
}

/** Serves `dir` with the `serve` package on `port`; resolves once it answers. */
export async function startServe(dir, port) {
  const bin = require.resolve("serve/build/main.js")
  const child = spawn(process.execPath, [bin, dir, "-l", String(port), "--no-clipboard"], {
    env: { ...process.env, NO_UPDATE_CHECK: "1" },
    stdio: ["ignore", "ignore", "ignore"],
  })
  const deadline = Date.now() + 15000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise(r => setTimeout(r, 200))
  }
  child.kill("SIGKILL")
  throw new Error(`serve ${dir} did not start on port ${port}`)
}

/**
 * An HTTPS, HTTP/2 front for a `serve` already listening on `servePort` (startServe), on
 * `port`, so Lighthouse measures the site over the protocol its hosts speak (issue 31: Netlify
 * and the other static hosts serve HTTP/2; over `serve`'s HTTP/1.1, Lighthouse's simulation gives
 * every request made beside another a connection of its own, with its own handshake, and the
 * icon sprite asked for beside the stylesheet cost a guide's largest paint some 150 ms). `serve`
 * still answers every request: the front passes the method, path and headers through and relays
 * the status, headers (the build's Content-Security-Policy and cache rules) and body unchanged.
 * The certificate is a throwaway one made with Debian's `openssl` for localhost; the browser that
 * loads these URLs needs `--ignore-certificate-errors`. Resolves to { url, close() }.
 */
export async function startHttp2Front(servePort, port) {
  const http2 = await import("node:http2")
  const http = await import("node:http")
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tls-"))
  const key = path.join(dir, "key.pem")
  const cert = path.join(dir, "cert.pem")
  try {
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost"], { stdio: "ignore" })
  } catch (error) {
    throw new Error(`the HTTP/2 front needs a certificate made by openssl (apt-get install -y openssl), or run the bench with --http1: ${error.message}`)
  }
  const server = http2.createSecureServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) })
  // the browser keeps its sessions open; close() ends them, or the server would never close
  const sessions = new Set()
  server.on("session", session => (sessions.add(session), session.on("close", () => sessions.delete(session))))
  // HTTP/2's own headers (":path" and the like) and those HTTP/2 forbids (connection-specific) stay behind
  const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "host"])
  server.on("stream", (stream, headers) => {
    const forward = Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith(":") && !HOP.has(k)))
    const req = http.request({ host: "127.0.0.1", port: servePort, method: headers[":method"], path: headers[":path"], headers: { ...forward, host: `localhost:${servePort}` } }, res => {
      const out = { ":status": res.statusCode }
      for (const [k, v] of Object.entries(res.headers)) if (!HOP.has(k)) out[k] = v
      if (stream.destroyed) return res.resume()
      stream.respond(out)
      res.pipe(stream)
    })
    req.on("error", error => {
      if (!stream.destroyed) stream.respond({ ":status": 502 })
      stream.end(String(error.message ?? error))
    })
    stream.on("error", () => req.destroy())
    req.end()
  })
  await new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve))
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise(resolve => {
        server.close(() => resolve())
        for (const session of sessions) session.destroy()
        fs.rmSync(dir, { recursive: true, force: true })
      }),
  }
}

export async function stopServe(child) {
  if (!child || child.exitCode !== null) return
  const exited = once(child, "exit")
  child.kill("SIGKILL")
  await exited
}

export async function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  })
}

function kindOf(url, contentType) {
  const p = new URL(url).pathname
  if (/javascript/.test(contentType) || p.endsWith(".js")) return "js"
  if (/css/.test(contentType) || p.endsWith(".css")) return "css"
  if (/html/.test(contentType)) return "html"
  if (/json/.test(contentType) || p.endsWith(".json")) return "data"
  return "other"
}

/**
 * Opens `url` in a fresh browser context (empty cache) at phone size, waits for the
 * load event, for the network to go idle and for Gatsby's idle-time link prefetching
 * to finish,
 * and sums every response body by kind: raw bytes and gzip bytes (zlib, default level).
 */
export async function measureFirstVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  const responses = []
  page.on("response", response => {
    if (response.status() >= 300 && response.status() < 400) return
    responses.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then(body => ({
          url: response.url(),
          contentType: response.headers()["content-type"] ?? "",
          // <link rel=prefetch>: Gatsby fetching ahead the pages that visible links lead to
          prefetch: response.request().resourceType() === "other",
          body,
        })),
    )
  })
  const res = await page.goto(url, { waitUntil: "load" })
  if (!res?.ok()) throw new Error(`${url}: status ${res?.status()}`)
  await page.waitForLoadState("networkidle")
  // Gatsby starts prefetching the pages of visible links 3 s after the first one is
  // seen, in idle-time batches: wait until nothing new has arrived for 4 s (at most 30 s).
  const deadline = Date.now() + 30000
  let seen = -1
  while (seen !== responses.length && Date.now() < deadline) {
    seen = responses.length
    await page.waitForTimeout(4000)
  }
  const all = await Promise.all(responses)
  await context.close()

  // One download per URL: a prefetched file that the page then requests comes from the
  // prefetch cache. Chromium does not hand out the bodies of prefetches, so a file seen
  // only as a prefetch is read from the server to know its size.
  const byUrl = new Map()
  for (const r of all) {
    const known = byUrl.get(r.url)
    if (!known) byUrl.set(r.url, { ...r })
    else {
      known.prefetch ||= r.prefetch
      if (known.body.length === 0) known.body = r.body
    }
  }
  const files = []
  for (const r of byUrl.values()) {
    let body = r.body
    if (body.length === 0) body = Buffer.from(await (await fetch(r.url)).arrayBuffer())
    files.push({ url: r.url, kind: kindOf(r.url, r.contentType), prefetch: r.prefetch, raw: body.length, gzip: gzipSize(body) })
  }

  const totals = {}
  for (const kind of ["html", "css", "js", "data", "other"]) {
    const of = files.filter(f => f.kind === kind)
    totals[kind] = { raw: sum(of, "raw"), gzip: sum(of, "gzip"), count: of.length }
  }
  const prefetchedJs = files.filter(f => f.kind === "js" && f.prefetch)
  totals.jsPrefetched = { raw: sum(prefetchedJs, "raw"), gzip: sum(prefetchedJs, "gzip"), count: prefetchedJs.length }
  const prefetchedData = files.filter(f => f.kind === "data" && f.prefetch)
  totals.dataPrefetched = { raw: sum(prefetchedData, "raw"), gzip: sum(prefetchedData, "gzip"), count: prefetchedData.length }
  return { url, totals, files }
}

const sum = (list, key) => list.reduce((n, f) => n + f[key], 0)
