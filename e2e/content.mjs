// Reads the Markdown content the way the build does, to know each path's heading.
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const matter = require("gray-matter")
const facts = require("../content/facts.json")

const interpolate = text => text.replace(/\{\{\s*(\w+)\.(\w+)\s*\}\}/g, (_m, g, n) => facts[g][n].value)

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : p.endsWith(".md") ? [p] : []
  })
}

export const normalize = p => {
  let s = p.replace(/\/{2,}/g, "/")
  if (s.length > 1) s = s.replace(/\/+$/, "")
  return s
}

/** path -> { heading, canonical, file } for every canonical path and alias. */
export function contentRoutes(root = "content") {
  const routes = new Map()
  for (const file of walk(root)) {
    const { data } = matter(fs.readFileSync(file, "utf8"))
    const hero = data.sections?.find(s => s.type === "hero")
    const notFound = data.sections?.some(s => s.type === "not-found")
    const heading = interpolate(notFound ? "Oops! Page Not Found" : data.heading ?? hero?.heading ?? data.title)
    const canonical = normalize(data.path)
    for (const p of [data.path, ...(data.aliases ?? [])]) routes.set(normalize(p), { heading, canonical, file, template: data.template })
  }
  return routes
}
