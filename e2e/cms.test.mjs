// An author adds a FAQ in the browser and it reaches the built site: `npm run cms` on a
// temporary copy of the project (the development site and decap-server), the LLP guide
// opened in the editor at /admin, a question added and published; the guide's Markdown
// file in the copy then holds it, and a build of the copy shows it on the page.
//
// It starts its own processes on E2E_PORT+5 (the development site) and E2E_PORT+6
// (decap-server), and uses the shared browser (e2e/lib.mjs); e2e/run.mjs starts it early,
// as it is one of the longest files.
import { after, before, describe, it } from "node:test"
import assert from "node:assert/strict"
import { execFile, spawn } from "node:child_process"
import { once } from "node:events"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createRequire } from "node:module"
import { promisify } from "node:util"
import { PORT, openPage, useBrowser } from "./lib.mjs"

const require = createRequire(import.meta.url)
const matter = require("gray-matter")
const run = promisify(execFile)
const ROOT = process.cwd()
const SITE_PORT = PORT + 5
const DECAP_PORT = PORT + 6
const SITE = `http://localhost:${SITE_PORT}`
const GUIDE = "content/guides/company/llp-registration.md"
const FAQ = {
  question: "Can a foreign national be a partner in an LLP?",
  answer: "Yes. A foreign national can be a partner, as long as at least one designated partner lives in India.",
}
/** What a project copy does not need: installed packages are linked, build output is made afresh. */
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "e2e", "__tests__", ".bench", ".screenshots"])

let dir
let cms
let output = ""
let before_
const browser = await useBrowser()

const pause = ms => new Promise(resolve => setTimeout(resolve, ms))
/** Hang guard for each browser action (not a measure: the editor is slow to start on a loaded machine). */
const HANG_GUARD_MS = 180_000

/** Polls until `check` is true, the editor process stopped, or (a hang guard, not a measure) 20 minutes passed. */
async function until(check, what) {
  const deadline = Date.now() + 20 * 60 * 1000
  for (;;) {
    if (await check().catch(() => false)) return
    if (cms && cms.exitCode !== null) throw new Error(`npm run cms stopped while waiting for ${what}:\n${output.slice(-3000)}`)
    if (Date.now() > deadline) throw new Error(`no ${what} after 20 minutes:\n${output.slice(-3000)}`)
    await pause(500)
  }
}

async function stopCms() {
  if (!cms || cms.exitCode !== null) return
  const exited = once(cms, "exit")
  // The script and the processes it started (decap-server, gatsby develop) are one process group.
  process.kill(-cms.pid, "SIGTERM")
  await exited
}

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"))
  fs.cpSync(ROOT, dir, { recursive: true, filter: src => !SKIP.has(path.basename(src)) || path.dirname(src) !== ROOT })
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  before_ = matter(fs.readFileSync(path.join(dir, GUIDE), "utf8"), {})
  cms = spawn(process.execPath, ["scripts/cms.mjs"], {
    cwd: dir,
    detached: true,
    env: { ...process.env, CMS_PORT: String(SITE_PORT), DECAP_SERVER_PORT: String(DECAP_PORT), CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  cms.stdout.on("data", d => (output += d))
  cms.stderr.on("data", d => (output += d))
  // The editor answers once the development site and the editor's previews are built.
  await until(async () => (await fetch(`${SITE}/admin/`)).status === 200, "content editor at /admin/")
})

after(async () => {
  await stopCms()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe("npm run cms: an author adds a FAQ in the browser", () => {
  it("adds and publishes a question on the LLP guide; the Markdown file in the checkout holds it", async () => {
    const page = await openPage(browser, { width: 1280, height: 900 })
    page.context().setDefaultTimeout(HANG_GUARD_MS)
    // decap-server listens on the loopback address (127.0.0.1), which openPage counts as another host.
    await page.context().route(`http://127.0.0.1:${DECAP_PORT}/**`, route => route.continue())
    await page.goto(`${SITE}/admin/#/collections/guides-company/entries/llp-registration`)
    // The local backend (decap-server): no password on the author's own machine.
    await page.getByRole("button", { name: "Login" }).click()
    const faqs = page.locator("[aria-label='list field']").filter({ has: page.locator("label", { hasText: /^FAQs/ }) })
    await faqs.waitFor()
    // The preview shows the guide with the site's own template, facts resolved.
    const preview = page.frameLocator("iframe").first()
    await preview.locator("h1", { hasText: "Limited Liability Partnership (LLP) Registration" }).waitFor()
    assert.equal(await preview.getByText("{{", { exact: false }).count(), 0, "no unresolved fact token in the preview")

    const questions = faqs.locator("input[id^=question-field]")
    const count = await questions.count()
    assert.equal(count, before_.data.faqs.length)
    await faqs.getByRole("button", { name: /^Add question/ }).click()
    await questions.nth(count).fill(FAQ.question)
    await faqs.locator("textarea[id^=answer-field]").nth(count).fill(FAQ.answer)
    await preview.getByText(FAQ.question).waitFor()

    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await page.getByText("Entry saved").waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()

    const saved = matter(fs.readFileSync(path.join(dir, GUIDE), "utf8"), {})
    assert.deepEqual(saved.data.faqs.at(-1), FAQ)
    assert.deepEqual(saved.data.faqs.slice(0, -1), before_.data.faqs)
    // Nothing else of the guide changed: every other field, and the text.
    const { faqs: _a, ...rest } = saved.data
    const { faqs: _b, ...restBefore } = before_.data
    assert.deepEqual(rest, restBefore)
    assert.equal(saved.content, before_.content)

    // The running development site picks the saved file up: the guide's page data holds the question.
    // (Also what makes the next step sound: the development server has processed the change
    // before it is stopped, so the cache it leaves behind is not half-way through it.)
    const pageData = `${SITE}/page-data/registrations/company/llp-registration/page-data.json`
    await until(async () => (await (await fetch(pageData)).text()).includes(FAQ.question), "the new question in the development site's page data")
  })

  it("a build of the checkout shows the new question and its answer on the guide's page", async () => {
    await stopCms()
    await run(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
      maxBuffer: 64 * 1024 * 1024,
    })
    const html = fs.readFileSync(path.join(dir, "public/registrations/company/llp-registration/index.html"), "utf8")
    const questions = [...html.matchAll(/faqs-items-button-\d+">([^<]*)</g)].map(m => m[1])
    assert.ok(html.includes(`>${FAQ.question}<`), `the question is on the page; its questions: ${questions.join(" | ")}`)
    assert.ok(html.includes(FAQ.answer), "the answer is on the page")
  })
})
