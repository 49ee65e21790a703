// `npm run screenshots`: full-page PNGs of every template and state of the built site, at 375,
// 768 and 1280 px, for a design review, in screenshots/ with an index page (screenshots/index.html)
// that shows them side by side. Each shot also lists what the layout checks of e2e/geometry.mjs
// find on it (the same checks as e2e/layout.test.mjs), so a review sees both.
// Serves public/ (run `npm run build` first); the folder is git-ignored. Narrow it with
//   npm run screenshots -- --only=home,guide --widths=375
// The server port is SCREENSHOT_PORT, else E2E_PORT, else 9470.
import { spawn } from "node:child_process"
import { once } from "node:events"
import fs from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import { chromium } from "playwright-core"
import { layoutProblems } from "../e2e/geometry.mjs"
import { transitionsDone } from "../e2e/lib.mjs"
import { TOOL_RESULTS } from "../e2e/tool-states.mjs"

const require = createRequire(import.meta.url)
const PORT = Number(process.env.SCREENSHOT_PORT ?? process.env.E2E_PORT ?? 9470)
const BASE = `http://localhost:${PORT}`
const OUT = path.resolve("screenshots")

/** Every template, and the states a visitor brings about (a tool's result (e2e/tool-states.mjs), the drawer, a submenu). */
export const PAGES = {
  home: { route: "/", what: "home (page template)" },
  overview: { route: "/gst/services", what: "combined screen (GST)" },
  "combined-food": { route: "/food-license/fssai", what: "combined screen (FSSAI)" },
  listing: { route: "/registrations/company", what: "registrations listing" },
  services: { route: "/services", what: "services (page template)" },
  guide: { route: "/registrations/company/pvt-ltd-registration", what: "guide (private limited)" },
  "guide-passport": { route: "/Services/passport", what: "guide (passport, a citizen service)" },
  "guide-fssai": { route: "/food-license/fssai/food-license-registration", what: "guide (FSSAI registration)" },
  about: { route: "/our_profile/aboutuspage", what: "about" },
  contact: { route: "/our_profile/contact-us", what: "contact and the quote form" },
  "contact-service": { route: "/our_profile/contact-us?service=Private%20Limited%20Company%20Registration", what: "the quote form reached from a guide's Get a quote (the service named)" },
  search: { route: "/search?q=gst", what: "search with results" },
  tools: { route: "/tools", what: "tools index" },
  "tool-which": { route: "/tools/which-registrations", what: "which registrations, with its result", result: true },
  "tool-fssai": { route: "/tools/fssai-licence", what: "FSSAI licence calculator, with its result", result: true },
  "tool-pf": { route: "/tools/pf-contribution", what: "PF calculator, with its result", result: true },
  "tool-udyam": { route: "/tools/udyam-classification", what: "Udyam classification, with its result", result: true },
  "tool-trademark": { route: "/tools/trademark-fee", what: "trademark fee calculator, with its result", result: true },
  "tool-incorporation": { route: "/tools/incorporation-cost", what: "cost of incorporating in Telangana, with its result", result: true },
  "tool-calendar": { route: "/tools/compliance-calendar", what: "compliance calendar, with dates", result: true },
  drawer: {
    route: "/",
    what: "the open drawer (below 1024 px) or an open submenu (1024 px and up)",
    fullPage: false,
    async state(page, width) {
      if (width < 1024) {
        await page.getByRole("button", { name: /open menu/i }).click()
        const drawer = page.locator("#mobile-menu")
        await drawer.getByRole("button", { name: "REGISTRATIONS" }).click()
        await page.waitForFunction(() => document.querySelector("#mobile-menu [aria-expanded='true']"))
        await transitionsDone(drawer)
      } else {
        const entry = page.locator(".site-nav__entry:has(> a[href='/registrations/company'])")
        await entry.hover()
        await entry.locator(".submenu").waitFor({ state: "visible" })
      }
    },
  },
  // the law updates' two templates (the list and an entry), missing from this list until review 16
  updates: { route: "/updates", what: "law updates (the list)" },
  update: { route: "/updates/2026-04-finance-act-due-dates", what: "a law update (an entry without a confirmed notification date)" },
  "not-found": { route: "/no-such-page", what: "404" },
  // The Telugu edition (issue 24): every Telugu template, and the drawer in Telugu.
  "te-home": { route: "/te", what: "Telugu home (page template)" },
  "te-guide": { route: "/te/registrations/company/pvt-ltd-registration", what: "Telugu guide (private limited)" },
  "te-guide-fssai": { route: "/te/food-license/fssai/food-license-registration", what: "Telugu guide (FSSAI registration)" },
  "te-about": { route: "/te/our_profile/aboutuspage", what: "Telugu about" },
  "te-contact": { route: "/te/our_profile/contact-us", what: "Telugu contact and the quote form" },
  "te-tools": { route: "/te/tools", what: "Telugu tools index" },
  "te-tool-which": { route: "/te/tools/which-registrations", what: "Telugu which registrations, with its result", result: true },
  "te-search": { route: "/te/search?q=GST", what: "Telugu search with results" },
  "te-update": { route: "/te/updates/2026-03-director-kyc", what: "Telugu law update" },
  "te-not-found": { route: "/te/404", what: "Telugu 404" },
}
const WIDTHS = [375, 768, 1280]

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
  for (;;) {
    if (child.exitCode !== null) throw new Error(`static server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${BASE}/`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise(r => setTimeout(r, 200))
  }
}

const escape = text => text.replace(/[&<>"]/g, c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c])

/** screenshots/index.html: a row per page and state, a column per width, with what the checks found. */
function indexPage(shots, widths) {
  const rows = Object.entries(shots).map(([name, { what, route, byWidth }]) => {
    const cells = widths.map(width => {
      const shot = byWidth[width]
      if (!shot) return "<td></td>"
      const problems = shot.problems.length
        ? `<ul class="problems">${shot.problems.map(p => `<li>${escape(p)}</li>`).join("")}</ul>`
        : `<p class="ok">No layout problem found</p>`
      return `<td><a href="${shot.file}"><img src="${shot.file}" width="${Math.round(width / 4)}" alt="${escape(what)} at ${width}px" loading="lazy"></a>${problems}</td>`
    })
    return `<tr><th scope="row">${escape(what)}<br><code>${escape(route)}</code></th>${cells.join("")}</tr>`
  })
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots</title>
<style>body{font:14px system-ui,sans-serif;margin:16px}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:8px;vertical-align:top;text-align:left}td img{display:block;border:1px solid #999}.problems{color:#b91c1c;max-width:320px}.ok{color:#065f46}</style>
</head><body><h1>Screenshots of the built site</h1>
<p>Taken ${new Date().toISOString()} by <code>npm run screenshots</code>. Full pages; click a picture for its full size.</p>
<table><thead><tr><th scope="col">Page or state</th>${widths.map(w => `<th scope="col">${w}px</th>`).join("")}</tr></thead>
<tbody>${rows.join("\n")}</tbody></table></body></html>
`
}

async function main() {
  try {
    await fs.access("public/index.html")
  } catch {
    throw new Error("no build in public/: run `npm run build` first")
  }
  const names = option("only") ?? Object.keys(PAGES)
  for (const name of names) if (!PAGES[name]) throw new Error(`unknown page "${name}" (known: ${Object.keys(PAGES).join(", ")})`)
  const widths = (option("widths") ?? WIDTHS).map(Number)
  await fs.mkdir(OUT, { recursive: true })
  const server = await startServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
  })
  const shots = {}
  let found = 0
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 800 }, deviceScaleFactor: 1 })
      for (const name of names) {
        const { route, what, state, result, fullPage = true } = PAGES[name]
        const page = await context.newPage()
        await page.goto(`${BASE}${route}`, { waitUntil: "load" })
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15000 })
        // Lazy images below the fold: load every one, then back to the top.
        await page.evaluate(async () => {
          for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = "eager"
          await Promise.all([...document.images].map(img => (img.complete ? null : new Promise(r => img.addEventListener("load", r, { once: true })))))
          window.scrollTo(0, 0)
        })
        if (state) await state(page, width)
        if (result) await (await TOOL_RESULTS[route](page)).first().waitFor()
        const problems = await page.evaluate(layoutProblems, { covered: fullPage })
        found += problems.length
        const file = `${name}-${width}.png`
        await page.screenshot({ path: path.join(OUT, file), fullPage })
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        console.log(`screenshots/${file}  ${width}x${fullPage ? height : page.viewportSize().height}  ${route}${problems.length ? `  ${problems.length} layout problem(s)` : ""}`)
        for (const p of problems) console.log(`  - ${p}`)
        ;((shots[name] ??= { what, route, byWidth: {} }).byWidth)[width] = { file, problems }
        await page.close()
      }
      await context.close()
    }
    await fs.writeFile(path.join(OUT, "index.html"), indexPage(shots, widths))
    console.log(`screenshots/index.html: ${Object.keys(shots).length} pages and states at ${widths.join(", ")} px; ${found} layout problem(s) found`)
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
