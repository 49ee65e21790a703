// Which pages the Markdown under content/ declares: each file's canonical path, its aliases and
// its template. Tests use this to enumerate pages (every guide, every canonical page for the
// sitemap), never as the expected answer: headings, FAQ answers and other strings a test checks
// are literals written in the test (see routes.mjs), so a wrong value in content/ fails.
import fs from "node:fs"
import { createRequire } from "node:module"
import { normalize } from "./routes.mjs"
import { markdownFiles } from "./files.mjs"

const require = createRequire(import.meta.url)
const matter = require("gray-matter")

export { normalize }

/** path -> { canonical, file, template } for every canonical path and alias. */
export function contentRoutes(root = "content") {
  const routes = new Map()
  for (const file of markdownFiles(root)) {
    const { data } = matter(fs.readFileSync(file, "utf8"))
    if (typeof data.path !== "string") continue
    const canonical = normalize(data.path)
    for (const p of [data.path, ...(data.aliases ?? [])]) routes.set(normalize(p), { canonical, file, template: data.template })
  }
  return routes
}

/**
 * The URLs of the guides and combined screens (content/guides/, without the /products/* legacy
 * URLs): guides.test.mjs opens each with JavaScript off and checks its status, heading, canonical
 * link and sections, so site.test.mjs does not open them again.
 */
export function guideUrls(routes = contentRoutes()) {
  // English guides: the Telugu ones (content/guides/**/*.te.md, under /te) have their own test, telugu.test.mjs.
  return [...routes.entries()].filter(([p, r]) => r.file.startsWith("content/guides/") && !p.startsWith("/products/") && !r.file.endsWith(".te.md")).map(([p]) => p)
}
