// Shared helpers for the end-to-end tests: serve the production build with
// the same static server `npm start` uses, and drive Debian's Chromium.
import { spawn } from "node:child_process"
import { once } from "node:events"
import { createRequire } from "node:module"
import { chromium } from "playwright-core"

const require = createRequire(import.meta.url)
export const PORT = Number(process.env.E2E_PORT ?? 9321)
export const BASE = `http://localhost:${PORT}`
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export async function startServer() {
  const bin = require.resolve("serve/build/main.js")
  const child = spawn(process.execPath, [bin, "public", "-l", String(PORT), "--no-clipboard"], {
    env: { ...process.env, NO_UPDATE_CHECK: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const deadline = Date.now() + 15000
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BASE}/`)
      if (res.ok) return child
    } catch {
      // not listening yet
    }
    await new Promise(r => setTimeout(r, 200))
  }
  child.kill()
  throw new Error("static server did not start")
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null) return
  const exited = once(child, "exit")
  child.kill("SIGKILL")
  await exited
}

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  })
}

/** A page that records console errors and uncaught exceptions (hydration errors included). */
export async function openPage(browser, { width = 1280, height = 800, javaScriptEnabled = true, enforceCsp = false } = {}) {
  // Tests inject axe-core as a script; the site's Content-Security-Policy (tested on its own in
  // hosting.test.mjs) would block that, so it is bypassed unless a test asks for it.
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled, bypassCSP: !enforceCsp })
  const page = await context.newPage()
  const errors = []
  page.on("console", msg => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()}`)
  })
  page.on("pageerror", err => errors.push(`pageerror: ${err.message}`))
  // Only this site: anything else would be a network call the site must not make.
  await context.route(/^https?:\/\/(?!localhost)/, route => {
    errors.push(`external request: ${route.request().url()}`)
    return route.abort()
  })
  page.errors = errors
  return page
}

/** Waits until React has hydrated the page (Gatsby's loader has the page resources). */
export async function waitForHydration(page) {
  await page.waitForFunction(
    () => window.___loader && window.___navigate && document.documentElement.dataset.hydrated === "true",
    null,
    { timeout: 15000 },
  )
  await page.waitForTimeout(150)
}
