import fs from "fs"
import path from "path"
import matter from "gray-matter"

/**
 * The search's synonym groups (issue 33): the `search` spellings of content/glossary.te.yml, one
 * group per term (GST, జీఎస్టీ, జిఎస్టి...). Build time only: src/lib/search.ts (synonymTable)
 * turns them into each index's table, which travels in the index's manifest.
 */
export const GLOSSARY_FILE = path.join(process.cwd(), "content", "glossary.te.yml")

interface Glossary {
  terms: Array<{ en: string; te: string; search?: unknown }>
}

/** The groups of spellings that mean the same, as the glossary lists them. A wrong entry fails the build, naming the term. */
export function synonymGroups(file = GLOSSARY_FILE): string[][] {
  // The glossary is plain YAML: gray-matter (which reads the content's frontmatter) parses it as a document's frontmatter.
  const glossary = matter(`---\n${fs.readFileSync(file, "utf8")}\n---\n`).data as Glossary
  return glossary.terms
    .filter(term => term.search !== undefined)
    .map(term => {
      const spellings = term.search
      if (!Array.isArray(spellings) || spellings.length < 2 || !spellings.every(s => typeof s === "string" && s.trim() !== ""))
        throw new Error(`${path.relative(process.cwd(), file)}: term "${term.en}": search must list at least two spellings (the English word, then the Telugu ones)`)
      return spellings as string[]
    })
}
