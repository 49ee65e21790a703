// `npm run screenshots`: full-page PNGs of the built site for a design review.
// Serves public/ (run `npm run build` first) and writes screenshots/<page>-<width>.png
// (the folder is git-ignored). Pages and widths can be narrowed:
//   npm run screenshots -- --only=home,guide --widths=375
// The server port is SCREENSHOT_PORT, else E2E_PORT, else 9470.
import { spawn } from "node:child_process"
import { once } from "node:events"
import fs from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import { chromium } from "playwright-core"

const require = createRequire(import.meta.url)
const PORT = Number(process.env.SCREENSHOT_PORT ?? process.env.E2E_PORT ?? 9470)
const BASE = `http://localhost:${PORT}`
const OUT = path.resolve("screenshots")

export const PAGES = {
  home: "/",
  guide: "/registrations/company/pvt-ltd-registration",
  contact: "/our_profile/contact-us",
  tool: "/tools/udyam-classification",
  "not-found": "/no-such-page",
}
const WIDTHS = [375, 1280]

function option(name) {
  const arg = process.argv.find(a => a.startsWith(`--${name}=`))
  return arg ? arg.slice(name.length + 3).split(",").filter(Boolean) : null
}

async function startServer() {
  const bin = require.resolve("serve/build/main.js")
  const child = spawn(process.execPath, [bin, "public", "-l", String(PORT), "--no-clipboard"], {
    env: { ...process.env, NO_UPDATE_CHECK: "1" },
    stdio: "ignore",
  })
  const deadline = Date.now() + 15000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise(r => setTimeout(r, 200))
  }
  child.kill("SIGKILL")
  throw new Error(`static server did not start on port ${PORT}`)
}

async function main() {
  try {
    await fs.access("public/index.html")
  } catch {
    throw new Error("no build in public/: run `npm run build` first")
  }
  const names = option("only") ?? Object.keys(PAGES)
  const widths = (option("widths") ?? WIDTHS).map(Number)
  await fs.mkdir(OUT, { recursive: true })
  const server = await startServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
  })
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 800 }, deviceScaleFactor: 1 })
      const page = await context.newPage()
      for (const name of names) {
        const route = PAGES[name]
        if (!route) throw new Error(`unknown page "${name}" (known: ${Object.keys(PAGES).join(", ")})`)
        await page.goto(`${BASE}${route}`, { waitUntil: "load" })
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15000 })
        // Lazy images below the fold: bring every one into view once, then back to the top.
        await page.evaluate(async () => {
          for (const img of document.querySelectorAll('img[loading="lazy"]')) {
            img.loading = "eager"
          }
          await Promise.all([...document.images].map(img => (img.complete ? null : new Promise(r => img.addEventListener("load", r, { once: true })))))
          window.scrollTo(0, 0)
        })
        const file = path.join(OUT, `${name}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        console.log(`${path.relative(process.cwd(), file)}  ${width}x${height}  ${route}`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    const exited = once(server, "exit")
    server.kill("SIGKILL")
    await exited
  }
}

main().catch(err => {
  console.error(err.message)
  process.exit(1)
})
