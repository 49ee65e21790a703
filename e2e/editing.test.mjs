// How an edit reaches the site, on one temporary copy of the project (the project's own build
// is untouched), in the order an author meets it:
//   1. `npm run cms` (the development site and decap-server) on the copy: an edited fact in
//      content/facts.json reaches the running development server without a restart; an edited
//      component (one the build renders into HTML, gatsby/live-render.ts) changes the page open
//      in the browser without a restart; the LLP
//      guide opened in the editor at /admin, a question added and published: the guide's
//      Markdown file then holds it, and the development site shows it (and, the guide having no
//      Telugu translation, no Telugu file is written); the GST registration guide opened with
//      English and Telugu side by side, its Telugu lead edited and published: only the Telugu
//      file changes (issue 24);
//   2. a build of the copy shows the new question and its answer on the guide's page;
//   3. the fact and a sentence of the guide edited by hand, then the next build WITHOUT
//      cleaning .cache and public (as Netlify builds): the new value is on every page that
//      showed the old one, in the HTML, page-data and search index, the old value on none; and
//      only the pages that show an edit are rewritten.
// One copy, one development server and two builds serve all of it (issue 9: the incremental
// build and the editor used to be two files that started two development servers and three
// builds between them, the two slowest files of the suite).
//
// It starts its own processes on E2E_PORT+5 (the development site) and E2E_PORT+6
// (decap-server), and uses the shared browser (e2e/lib.mjs); e2e/run.mjs starts it first.
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
import { filesUnder } from "./files.mjs"

const require = createRequire(import.meta.url)
const matter = require("gray-matter")
const run = promisify(execFile)
const ROOT = process.cwd()
const SITE_PORT = PORT + 5
const DECAP_PORT = PORT + 6
const SITE = `http://localhost:${SITE_PORT}`
/** What a project copy does not need: installed packages are linked, build output is made afresh. */
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "e2e", "__tests__", ".bench", ".screenshots"])

/**
 * The fact that is edited, and pages known to show it: `initial` when the development server
 * starts, `old` once edited there (so in the first build), `new` by hand before the second build.
 */
const FACT = { group: "gst", name: "threshold", initial: "₹4,321 crore", old: "₹2,468 crore", new: "₹8,765 crore", shownOn: ["/gst/services/gst-registration", "/registrations/company/llp-registration"] }
const GUIDE = {
  file: "content/guides/company/llp-registration.en.md",
  old: "Incremental build check: first text.",
  new: "Incremental build check: second text.",
  shownOn: ["/registrations/company/llp-registration"],
}
/** A component whose HTML the build makes (the guide's aside, gatsby/build-html.ts), edited while the development site runs. */
const COMPONENT = {
  // The aside's words live in the guide's build-time words table (issue 24), which GuideAside reads.
  file: "src/config/strings/guide-static.ts",
  old: "Tell us about your business; we reply with the documents you need and a fixed quote.",
  new: "Live reload check: this sentence was edited in the component while the site ran.",
}
/** A guide with a Telugu translation, edited in Telugu beside its English (issue 24). */
const TRANSLATED = {
  entry: "guides-gst/entries/gst-registration",
  en: "content/guides/gst/gst-registration.en.md",
  te: "content/guides/gst/gst-registration.te.md",
  route: "/te/gst/services/gst-registration",
  /** Appended to the Telugu lead, the sentences under the heading (its facts stay: the build checks them). */
  added: "ఈ వాక్యం కంటెంట్ ఎడిటర్‌లో తెలుగు వైపు నుంచి చేర్చబడింది.",
}
/** The question the author adds in the editor, to the same guide. */
const FAQ = {
  question: "Can a foreign national be a partner in an LLP?",
  answer: "Yes. A foreign national can be a partner, as long as at least one designated partner lives in India.",
}

let dir
let first
let second
/** What the warm build printed. */
let secondOutput
let cms
let output = ""
const browser = await useBrowser()

const pause = ms => new Promise(resolve => setTimeout(resolve, ms))
/** Hang guard for each browser action (not a measure: the editor is slow to start on a loaded machine). */
const HANG_GUARD_MS = 180_000

/**
 * Polls until `check` is true, the editor process stopped, or (a hang guard, not a measure)
 * 20 minutes passed: a development server starting while other builds load the machine has
 * taken over 4 minutes (issue 9).
 */
async function until(check, what) {
  const deadline = Date.now() + 20 * 60 * 1000
  for (;;) {
    if (await check().catch(() => false)) return
    if (cms && cms.exitCode !== null) throw new Error(`npm run cms stopped while waiting for ${what}:\n${output.slice(-3000)}`)
    if (Date.now() > deadline) throw new Error(`no ${what} after 20 minutes:\n${output.slice(-3000)}`)
    await pause(500)
  }
}

/** Runs `gatsby build` in the copy; resolves to its output. */
async function build() {
  const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, "node_modules/gatsby/cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    maxBuffer: 64 * 1024 * 1024,
  })
  return `${stdout}\n${stderr}`
}

/** How many pages a build rendered to HTML, from Gatsby's "Building static HTML for pages - 3.3s - 12/12" (0 when it rendered none). */
function pagesRendered(output) {
  const counts = [...output.matchAll(/Building static HTML for pages[^\n]*? (\d+)\/\d+/g)].map(m => Number(m[1]))
  return counts.length ? counts.at(-1) : 0
}

function setFact(value) {
  const file = path.join(dir, "content/facts.json")
  const facts = JSON.parse(fs.readFileSync(file, "utf8"))
  const fact = facts[FACT.group][FACT.name]
  // A fact with a Telugu wording (issue 24) must keep the same figures in it: the build checks them.
  if (typeof fact.te === "string") fact.te = fact.te.replace(/₹[\d,.]+/, value.match(/₹[\d,.]+/)[0])
  fact.value = value
  fs.writeFileSync(file, `${JSON.stringify(facts, null, 2)}\n`)
}

function setGuideText(from, to) {
  const file = path.join(dir, GUIDE.file)
  const text = fs.readFileSync(file, "utf8")
  fs.writeFileSync(file, from ? text.replace(from, to) : `${text.trimEnd()}\n\n${to}\n`)
}

const readFile = file => matter(fs.readFileSync(path.join(dir, file), "utf8"), {})
const readGuide = () => readFile(GUIDE.file)

/** Every built HTML file and page-data file: path -> contents. */
function snapshot() {
  const pub = path.join(dir, "public")
  const built = filesUnder(pub).filter(f => f.endsWith(".html") || (f.startsWith("page-data/") && f.endsWith("/page-data.json")))
  return new Map(built.map(f => [f, fs.readFileSync(path.join(pub, f), "utf8")]))
}

const htmlOf = route => `${route === "/" ? "" : route.slice(1) + "/"}index.html`
const pageDataOf = route => `page-data/${route === "/" ? "index" : route.slice(1)}/page-data.json`

function startCms() {
  cms = spawn(process.execPath, ["scripts/cms.mjs"], {
    cwd: dir,
    detached: true,
    env: { ...process.env, CMS_PORT: String(SITE_PORT), DECAP_SERVER_PORT: String(DECAP_PORT), CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  cms.stdout.on("data", d => (output += d))
  cms.stderr.on("data", d => (output += d))
}

async function stopCms() {
  if (!cms || cms.exitCode !== null) return
  const exited = once(cms, "exit")
  // The script and the processes it started (decap-server, gatsby develop) are one process group.
  process.kill(-cms.pid, "SIGTERM")
  await exited
}

/**
 * Every guide of the site is in Telugu now (issue 33). The editor's case of a guide nobody has
 * translated yet is made in this copy: the guide's Telugu file is removed, and the Telugu pages
 * that linked it link the English guide, as they did before its translation was written.
 */
function untranslate(englishFile, route) {
  fs.rmSync(path.join(dir, englishFile.replace(/\.en\.md$/, ".te.md")))
  const content = path.join(dir, "content")
  for (const file of filesUnder(content).filter(f => f.endsWith(".te.md"))) {
    const full = path.join(content, file)
    const text = fs.readFileSync(full, "utf8")
    const english = text.replaceAll(`](/te${route})`, `](${route})`).replaceAll(`](/te${route}#`, `](${route}#`).replace(new RegExp(`^(\\s+(?:- )?path: )/te${route.replace(/[()]/g, "\\$&")}$`, "gm"), `$1${route}`)
    if (english !== text) fs.writeFileSync(full, english)
  }
}

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "editing-"))
  fs.cpSync(ROOT, dir, { recursive: true, filter: src => !SKIP.has(path.basename(src)) || path.dirname(src) !== ROOT })
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  // The checkout's own build, when there is one (under `npm test` the build is done when this
  // file starts): its cache and output are copied (not linked: the builds here rewrite files in
  // place), so that the development site and the first build here start from it, as an
  // author's do, instead of from nothing (issue 31). Measured side by side on the 2-core machine:
  // a build of a copy with them took 51 CPU seconds, without them 57; little, because webpack's
  // cache is keyed by each module's absolute path, so only the packages (linked from the
  // checkout, the same paths) and Gatsby's own caches (nodes, Markdown) are reused, not the
  // copy's src/. What is under test is the edit reaching the site and the warm rebuild after it.
  for (const built of [".cache", "public"]) {
    if (fs.existsSync(path.join(ROOT, "public", "index.html"))) fs.cpSync(path.join(ROOT, built), path.join(dir, built), { recursive: true })
  }
  untranslate(GUIDE.file, GUIDE.shownOn[0])
  setFact(FACT.initial)
  setGuideText(null, GUIDE.old)
})

after(async () => {
  await stopCms()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe("npm run cms: the development site and the content editor", () => {
  it("starts, and an edited fact reaches the running development server without a restart", async () => {
    startCms()
    // The editor answers once the development site and the editor's previews are built.
    await until(async () => (await fetch(`${SITE}/admin/`)).status === 200, "content editor at /admin/")
    const pageData = async () => {
      const res = await fetch(`${SITE}/${pageDataOf(FACT.shownOn[0])}`)
      return res.ok ? res.text() : ""
    }
    await until(async () => (await pageData()).includes(FACT.initial), "the development server serving the page")
    setFact(FACT.old)
    await until(async () => (await pageData()).includes(FACT.old), "the new value on the page without a restart")
    assert.ok(!(await pageData()).includes(FACT.initial))
  })

  it("an edited component changes the page open in the browser, without a restart", async () => {
    const page = await openPage(browser, { width: 1280, height: 900 })
    page.context().setDefaultTimeout(HANG_GUARD_MS)
    await page.goto(`${SITE}${GUIDE.shownOn[0]}`)
    const aside = page.locator(".guide-aside")
    await aside.getByText(COMPONENT.old).waitFor()
    await page.evaluate(() => (window.__samePage = true))
    const file = path.join(dir, COMPONENT.file)
    const source = fs.readFileSync(file, "utf8")
    assert.ok(source.includes(COMPONENT.old), `${COMPONENT.file} has the sentence`)
    fs.writeFileSync(file, source.replace(COMPONENT.old, COMPONENT.new))
    await aside.getByText(COMPONENT.new).waitFor()
    assert.equal(await aside.getByText(COMPONENT.old).count(), 0)
    assert.equal(await page.evaluate(() => window.__samePage), true, "the page was updated in place, not reloaded")
    // The edit undone, as an author trying a wording would: the page shows the sentence again, in
    // place. (So the code the builds below render with is the checkout's: the editor's preview
    // bundle, kept under a hash of src/, is then the one the project's own build made.)
    fs.writeFileSync(file, source)
    await aside.getByText(COMPONENT.old).waitFor()
    assert.equal(await aside.getByText(COMPONENT.new).count(), 0)
    assert.equal(await page.evaluate(() => window.__samePage), true, "the page was updated in place again, not reloaded")
    assert.deepEqual(page.errors.filter(e => e.startsWith("pageerror")), [])
    await page.context().close()
  })

  it("an author adds and publishes a question on the LLP guide in the browser; the Markdown file in the checkout holds it", async () => {
    const guideBefore = readGuide()
    const page = await openPage(browser, { width: 1280, height: 900 })
    page.context().setDefaultTimeout(HANG_GUARD_MS)
    await page.goto(`${SITE}/admin/#/collections/guides-company/entries/llp-registration`)
    // The local backend (decap-server): no password on the author's own machine.
    await page.getByRole("button", { name: "Login" }).click()
    // English on the left, Telugu beside it (empty: the guide has no translation); the first FAQ list is the English one.
    const faqs = page.locator("[aria-label='list field']").filter({ has: page.locator("label", { hasText: /^FAQs/ }) }).first()
    await faqs.waitFor()
    await page.getByText("Writing in TE").first().waitFor()
    // The preview instead of the Telugu form: it shows the guide with the site's own template, facts resolved.
    await page.getByTitle("Toggle preview").click()
    const preview = page.frameLocator("iframe").first()
    await preview.locator("h1", { hasText: "Limited Liability Partnership (LLP) Registration" }).waitFor()
    assert.equal(await preview.getByText("{{", { exact: false }).count(), 0, "no unresolved fact token in the preview")

    const questions = faqs.locator("input[id^=question-field]")
    const count = await questions.count()
    assert.equal(count, guideBefore.data.faqs.length)
    await faqs.getByRole("button", { name: /^Add question/ }).click()
    await questions.nth(count).fill(FAQ.question)
    await faqs.locator("textarea[id^=answer-field]").nth(count).fill(FAQ.answer)
    await preview.getByText(FAQ.question).waitFor()

    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await page.getByText("Entry saved").waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()

    const saved = readGuide()
    assert.deepEqual(saved.data.faqs.at(-1), FAQ)
    assert.deepEqual(saved.data.faqs.slice(0, -1), guideBefore.data.faqs)
    // Nothing else of the guide changed: every other field, and the text.
    const { faqs: _a, ...rest } = saved.data
    const { faqs: _b, ...restBefore } = guideBefore.data
    assert.deepEqual(rest, restBefore)
    assert.equal(saved.content, guideBefore.content)
    // The guide has no translation: saving it wrote no Telugu file (decap-cms #6932; src/cms/translation-files.ts).
    assert.equal(fs.existsSync(path.join(dir, GUIDE.file.replace(/\.en\.md$/, ".te.md"))), false, "no Telugu file for an untranslated guide")

    // The running development site picks the saved file up: the guide's page data holds the question.
    // (Also what makes the next step sound: the development server has processed the change
    // before it is stopped, so the cache it leaves behind is not half-way through it.)
    const pageData = `${SITE}/${pageDataOf(GUIDE.shownOn[0])}`
    await until(async () => (await (await fetch(pageData)).text()).includes(FAQ.question), "the new question in the development site's page data")
  })
})

describe("npm run cms: English and Telugu side by side (issue 24)", () => {
  it("opens a translated guide with its Telugu form beside the English; the Telugu lead edited and published changes only the Telugu file", async () => {
    const enBefore = readFile(TRANSLATED.en)
    const teBefore = readFile(TRANSLATED.te)
    const page = await openPage(browser, { width: 1280, height: 900 })
    page.context().setDefaultTimeout(HANG_GUARD_MS)
    await page.goto(`${SITE}/admin/#/collections/${TRANSLATED.entry}`)
    await page.getByRole("button", { name: "Login" }).click()
    // Each form sits under its language menu ("Writing in EN", "Writing in TE"): the pane is the
    // nearest element around that menu holding the form's fields.
    const pane = locale =>
      page.getByText(`Writing in ${locale}`, { exact: true }).first().locator("xpath=ancestor::div[.//input[starts-with(@id, 'title-field')]][1]")
    const [enForm, teForm] = [pane("EN"), pane("TE")]
    // Both titles, each in its own form: English on the left, Telugu beside it.
    const titles = [enForm, teForm].map(form => form.locator("input[id^=title-field]").first())
    await titles[1].waitFor()
    assert.deepEqual([await titles[0].inputValue(), await titles[1].inputValue()], [enBefore.data.title, teBefore.data.title])
    for (const title of titles) {
      assert.ok(await title.isVisible(), "both forms are on screen")
      const box = await title.boundingBox()
      assert.ok(box && box.width > 100 && box.height > 10)
    }
    const [left, right] = [await titles[0].boundingBox(), await titles[1].boundingBox()]
    assert.ok(right.x >= left.x + left.width, "the Telugu form is beside the English one")

    const faqsOf = form => form.locator("[aria-label='list field']").filter({ has: page.locator("label", { hasText: /^FAQs/ }) })
    assert.equal(await faqsOf(enForm).count(), 1)
    assert.equal(await faqsOf(teForm).count(), 1)
    const lead = teForm.locator("[id^=lead-field]").first()
    const before = await lead.inputValue()
    assert.equal(before, teBefore.data.lead)
    await lead.fill(`${before} ${TRANSLATED.added}`)
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByRole("menuitem", { name: "Publish now" }).click()
    await page.getByText("Entry saved").waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()

    const te = readFile(TRANSLATED.te)
    assert.equal(te.data.lead, `${teBefore.data.lead} ${TRANSLATED.added}`)
    assert.deepEqual({ ...te.data, lead: teBefore.data.lead }, teBefore.data, "the Telugu file keeps its lang, path and every other field")
    assert.equal(te.content, teBefore.content)
    const en = readFile(TRANSLATED.en)
    assert.deepEqual(en.data, enBefore.data, "the English file says the same")
    assert.equal(en.content, enBefore.content)

    const pageData = `${SITE}/${pageDataOf(TRANSLATED.route)}`
    await until(async () => (await (await fetch(pageData)).text()).includes(TRANSLATED.added), "the Telugu edit in the development site's page data")
  })
})

describe("a build of the checkout", () => {
  before(async () => {
    await stopCms()
    await build()
    first = snapshot()
  })

  it("shows the question added in the editor, with its answer, on the guide's page", () => {
    const html = first.get(htmlOf(GUIDE.shownOn[0]))
    const questions = [...html.matchAll(/class="disclosure__button"[^>]*>([^<]*)</g)].map(m => m[1])
    assert.ok(html.includes(`>${FAQ.question}<`), `the question is on the page; its questions: ${questions.join(" | ")}`)
    assert.ok(html.includes(FAQ.answer), "the answer is on the page")
    // The LLP guide has no translation, and saving it in the editor made none.
    assert.equal(first.has(htmlOf("/te" + GUIDE.shownOn[0])), false)
  })

  it("shows the lead edited on the Telugu side on the Telugu guide, not on the English one", () => {
    assert.ok(first.get(htmlOf(TRANSLATED.route)).includes(TRANSLATED.added))
    assert.ok(!first.get(htmlOf(TRANSLATED.route.replace(/^\/te/, ""))).includes(TRANSLATED.added))
  })
})

describe("the next build, with a warm cache, after edits by hand", () => {
  before(async () => {
    setFact(FACT.new)
    setGuideText(GUIDE.old, GUIDE.new)
    secondOutput = await build()
    second = snapshot()
  })

  it("the edited fact shows its new value in the HTML and page-data of every page that showed it, and the old value nowhere", () => {
    const before = [...first].filter(([, text]) => text.includes(FACT.old)).map(([file]) => file)
    for (const route of FACT.shownOn) {
      assert.ok(before.includes(htmlOf(route)), `${route} showed the fact in the first build`)
      assert.ok(before.includes(pageDataOf(route)), `${route}'s page-data held the fact in the first build`)
    }
    for (const file of before) {
      assert.ok(second.get(file)?.includes(FACT.new), `${file}: new value ${FACT.new}`)
    }
    assert.deepEqual([...second].filter(([, text]) => text.includes(FACT.old)).map(([file]) => file), [], "no file keeps the old value")
    // the search index: its manifest and its term and section-text files (src/lib/search.ts)
    const indexDir = path.join(dir, "public", "search-index")
    const search = [path.join(dir, "public", "search-index.json"), ...fs.readdirSync(indexDir).map(f => path.join(indexDir, f))]
    assert.ok(search.length > 2 && fs.existsSync(search[0]), "a search index was built")
    const index = search.map(f => fs.readFileSync(f, "utf8")).join("\n")
    assert.ok(index.includes(FACT.new.replace("₹", "")) && !index.includes(FACT.old.replace("₹", "")), "the search index reads the same facts")
  })

  it("the edited guide shows its new text and not the old", () => {
    for (const route of GUIDE.shownOn) {
      for (const file of [htmlOf(route), pageDataOf(route)]) {
        assert.ok(second.get(file).includes(GUIDE.new), `${file}: new text`)
        assert.ok(!second.get(file).includes(GUIDE.old), `${file}: old text gone`)
      }
    }
  })

  it("renders again only the pages whose data or code changed, not every page", () => {
    // Gatsby renders every page again on the next build when the HTML renderer read a file itself
    // (an "unsafe builtin", such as fs in gatsby-ssr.tsx): 899f5ef's search head script read the
    // webpack stats so, and every warm build rendered all 190 pages (issue 31).
    assert.doesNotMatch(secondOutput, /Unsafe builtin method was used/)
    const pages = [...second.keys()].filter(file => file.endsWith(".html")).length
    const rendered = pagesRendered(secondOutput)
    console.log(`# the warm build rendered ${rendered} of ${pages} pages`)
    assert.ok(rendered > 0 && rendered < pages / 4, `${rendered} of ${pages} pages rendered again`)
  })

  it("only the pages that show an edit are rewritten", () => {
    // Gatsby stitches its scripts (with the webpack compilation hash) into every page from a
    // slice; a cold and a warm build of the same code can differ in that hash alone.
    // The 404 page carries the site's policy in a meta element (gatsby/hosting.ts), with the
    // hash of that script in it, so its policy follows the hash.
    const page = text =>
      text?.replace(/window\.___webpackCompilationHash="[^"]*"/, "").replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "")
    const changed = [...second.keys()].filter(file => page(first.get(file)) !== page(second.get(file))).sort()
    // A Telugu page shows the fact in its Telugu wording, with the same figure (issue 24).
    const shown = [FACT.new, FACT.new.match(/₹[\d,]+/)[0], GUIDE.new]
    const showing = [...second].filter(([, text]) => shown.some(edit => text.includes(edit))).map(([file]) => file).sort()
    assert.deepEqual(changed, showing)
    assert.ok(changed.length < second.size / 2, `${changed.length} of ${second.size} files changed`)
  })
})
