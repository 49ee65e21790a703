// `npm run launch-check`: fails while the site still shows example values that
// the owner must replace before launch (docs/before-launch.md): the contact
// details and domain in src/config/site.ts, the team's names and photos, sample
// reviews and testimonials, the example professional fees of the guides and what those fees
// include (guides and combined screens), and any fact past its review date (`npm run facts:due`).
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import ts from "typescript"
import matter from "gray-matter"
import { dueCheck } from "./facts-review.mjs"

const require = createRequire(import.meta.url)
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")

// Load the TypeScript config modules as they are (no build needed).
require.extensions[".ts"] = (module, filename) => {
  const source = fs.readFileSync(filename, "utf8")
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
    fileName: filename,
  })
  module._compile(outputText, filename)
}

const { site } = require(path.join(ROOT, "src/config/site.ts"))
const { team } = require(path.join(ROOT, "src/config/team.ts"))
const { reviews } = require(path.join(ROOT, "src/config/reviews.ts"))
const { launchProblems } = require(path.join(ROOT, "src/lib/launch-check.ts"))

function markdownFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? markdownFiles(full) : e.name.endsWith(".md") ? [full] : []
  })
}

const guides = []
const testimonials = []
for (const file of markdownFiles(path.join(ROOT, "content"))) {
  const rel = path.relative(ROOT, file)
  const { data } = matter(fs.readFileSync(file, "utf8"))
  if (data.template === "guide" || data.template === "combined") guides.push({ file: rel, template: data.template, fees: data.fees ?? null, inclusions: data.inclusions ?? null })
  for (const section of data.sections ?? []) {
    for (const t of section.testimonials ?? []) testimonials.push({ file: rel, name: t.name, sample: t.sample ?? null })
  }
}

const { due } = dueCheck(ROOT)
const problems = launchProblems({ site, team, reviews, testimonials, guides, dueFacts: due })
if (problems.length > 0) {
  console.error(`Not ready for launch: ${problems.length} example values to replace (docs/before-launch.md):\n`)
  for (const p of problems) console.error(`  ${p}`)
  process.exit(1)
}
console.log(`Ready for launch: no example values in src/config, the team section or the fees and inclusions of ${guides.length} guides and combined screens, and no fact past its review date.`)
