// Every built HTML file is clean UTF-8 text: no NUL bytes or replacement characters, which
// React 18's streaming renderer leaves where a "₹" meets its 2 KB chunk boundary
// (gatsby/hosting.ts removes them after the build). And every page's head is its own:
// Gatsby renders two pages at a time, and react-helmet's state is global.
import { describe, it } from "node:test"
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { filesUnder } from "./files.mjs"

const PUBLIC = path.resolve("public")

/** Every HTML file of the build (the editor's and Gatsby's slices included), page data and static files aside. */
const htmlFiles = dir =>
  filesUnder(dir)
    .filter(f => f.endsWith(".html") && !f.startsWith("page-data/") && !f.startsWith("static/"))
    .map(f => path.join(dir, f))

describe("built HTML is clean text", () => {
  it("no page has a NUL byte, a replacement character or invalid UTF-8", () => {
    const files = htmlFiles(PUBLIC)
    assert.ok(files.length > 50, `${files.length} HTML files`)
    const bad = []
    for (const file of files) {
      const bytes = fs.readFileSync(file)
      const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes)
      if (bytes.includes(0)) bad.push(`${path.relative(PUBLIC, file)}: NUL byte`)
      if (text.includes("\uFFFD")) bad.push(`${path.relative(PUBLIC, file)}: invalid UTF-8 or U+FFFD`)
    }
    assert.deepEqual(bad, [])
  })
})

describe("every page's head belongs to that page", () => {
  it("the canonical link of each page is the canonical path its page data names", () => {
    const wrong = []
    let checked = 0
    for (const file of htmlFiles(PUBLIC)) {
      const rel = path.relative(PUBLIC, path.dirname(file))
      if (!file.endsWith("index.html")) continue
      const pageData = path.join(PUBLIC, "page-data", rel === "" ? "index" : rel, "page-data.json")
      if (!fs.existsSync(pageData)) continue // a legacy redirect's fallback page
      const { result } = JSON.parse(fs.readFileSync(pageData, "utf8"))
      const canonical = result.pageContext?.canonical
      if (!canonical) continue
      const html = fs.readFileSync(file, "utf8")
      const link = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? /<link[^>]*href="([^"]+)"[^>]*rel="canonical"/.exec(html)?.[1]
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
      checked++
      if (!title) wrong.push(`/${rel}: no <title>`)
      if (!link || new URL(link).pathname.replace(/\/$/, "") !== canonical.replace(/\/$/, "")) wrong.push(`/${rel}: canonical ${link} is not ${canonical}`)
    }
    assert.ok(checked > 50, `${checked} pages checked`)
    assert.deepEqual(wrong, [])
  })
})
