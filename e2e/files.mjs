// Files of a folder, for the tests that read the build (public/) or the content (content/).
import fs from "node:fs"
import path from "node:path"

/** Every file under `dir` (Node's recursive readdir), as a path relative to `dir` with "/" separators. */
export function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
}

/** The Markdown files under `dir` (content/), as paths joined to `dir`. */
export const markdownFiles = dir => filesUnder(dir).filter(f => f.endsWith(".md")).map(f => path.join(dir, f))

/**
 * The build's folders that hold no page of the site: page data, static files, Gatsby's slices and
 * the content editor (/admin, tested by admin.test.mjs).
 */
const NOT_PAGES = ["page-data/", "static/", "_gatsby/", "~partytown/", "admin/"]

/** The HTML files of the site's pages in a build folder (relative paths: "index.html", "services/index.html", ...). */
export const pageHtmlFiles = publicDir => filesUnder(publicDir).filter(f => f.endsWith(".html") && !NOT_PAGES.some(d => f.startsWith(d)))
