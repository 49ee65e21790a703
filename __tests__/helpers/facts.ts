/**
 * content/facts.json for tests that exercise code with the site's real facts
 * (the build reads the same file into Gatsby's data layer). Expected values in
 * assertions are written as literals in the tests, not read from here.
 */
import fs from "fs"
import path from "path"
import { factTable, flattenFacts, replaceTokens, type FactFile, type FactTable } from "../../src/lib/facts"
import { buildThresholds, type Thresholds } from "../../src/lib/tools/thresholds"

export const factFile: FactFile = JSON.parse(fs.readFileSync(path.join(__dirname, "../../content/facts.json"), "utf8"))
export const facts: FactTable = factTable(flattenFacts(factFile))
export const thresholds: Thresholds = buildThresholds(facts)

/** Replaces every {{group.name}}, {{group.name:effective}} and {{group.name:until}} token with the real facts, as the build does. */
export function interpolateAll(text: string): string {
  return replaceTokens(text, key => {
    const [group, name] = key.split(".")
    return factFile[group]?.[name]
  })
}
