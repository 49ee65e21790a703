// The review cycle of content/facts.json (issue 21; rules in src/lib/fact-review.ts).
//
//   node scripts/facts-review.mjs            (`npm run facts:due`) lists every fact past its
//                                             `reviewBy` (India's date), with its source and the
//                                             pages that show it; exits 1 when there is any.
//   node scripts/facts-review.mjs --fill     adds `reviewBy` to every fact that has none, by the
//                                             default of its kind; facts that have one keep it.
//
// Options: --root <dir> (another copy of the project), --today YYYY-MM-DD (instead of India's date).
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import matter from "gray-matter"

const require = createRequire(import.meta.url)
const HERE = path.dirname(fileURLToPath(import.meta.url))
const FACTS_FILE = "content/facts.json"

if (!require.extensions[".ts"]) {
  // Load the TypeScript modules as they are (no build needed).
  require.extensions[".ts"] = (module, filename) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
      fileName: filename,
    })
    module._compile(outputText, filename)
  }
}
const review = require(path.join(HERE, "../src/lib/fact-review.ts"))
const { flattenFacts } = require(path.join(HERE, "../src/lib/facts.ts"))

/** Today's date in India (Asia/Kolkata, UTC+5:30), YYYY-MM-DD. */
export function todayInIndia(now = new Date()) {
  return new Date(now.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10)
}

function markdownFiles(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? markdownFiles(full) : e.name.endsWith(".md") ? [full] : []
  })
}

/** Every Markdown page of a project: its file, path, text and (combined pages) the guides it stacks. */
export function contentPages(root) {
  return markdownFiles(path.join(root, "content"))
    .sort()
    .flatMap(full => {
      const text = fs.readFileSync(full, "utf8")
      let data
      try {
        data = matter(text, {}).data
      } catch {
        return [] // broken YAML: the content check reports it
      }
      if (typeof data.path !== "string") return []
      const includes = Array.isArray(data.includes) ? data.includes.filter(p => typeof p === "string") : []
      return [{ file: path.relative(root, full).split(path.sep).join("/"), path: data.path, text, includes }]
    })
}

export function readFacts(root) {
  return JSON.parse(fs.readFileSync(path.join(root, FACTS_FILE), "utf8"))
}

/** The facts past their review date, with their pages, and the report lines. */
export function dueCheck(root, today = todayInIndia()) {
  const facts = flattenFacts(readFacts(root))
  const due = review.dueFacts(facts, today, review.factPages(contentPages(root)))
  return { facts, due, lines: review.dueReport(due, today, FACTS_FILE) }
}

/** Adds the default `reviewBy` after `checked` wherever it is missing; returns the keys filled. */
export function fill(root) {
  const file = path.join(root, FACTS_FILE)
  const data = JSON.parse(fs.readFileSync(file, "utf8"))
  const filled = []
  for (const [group, entries] of Object.entries(data)) {
    for (const [name, fact] of Object.entries(entries)) {
      if (fact.reviewBy || !fact.checked) continue
      const reviewBy = review.defaultReviewBy(fact)
      const next = {}
      for (const [k, v] of Object.entries(fact)) {
        next[k] = v
        if (k === "checked") next.reviewBy = reviewBy
      }
      entries[name] = next
      filled.push(`${group}.${name}`)
    }
  }
  if (filled.length > 0) fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  return filled
}

function option(args, name) {
  const i = args.indexOf(name)
  return i === -1 ? undefined : args[i + 1]
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const root = path.resolve(option(args, "--root") ?? path.join(HERE, ".."))
  if (args.includes("--fill")) {
    const filled = fill(root)
    console.log(filled.length === 0 ? `${FACTS_FILE}: every fact has a review date.` : `${FACTS_FILE}: review date added to ${filled.length} facts.`)
  } else {
    const today = option(args, "--today") ?? todayInIndia()
    const { facts, lines } = dueCheck(root, today)
    if (lines.length > 0) {
      console.error(lines.join("\n"))
      process.exit(1)
    }
    const next = facts.filter(f => f.reviewBy).sort((a, b) => (a.reviewBy < b.reviewBy ? -1 : 1))[0]
    console.log(`${FACTS_FILE}: no fact is past its review date (today in India: ${today}; ${facts.length} facts${next ? `, the next is ${next.key} by ${next.reviewBy}` : ""}).`)
  }
}
