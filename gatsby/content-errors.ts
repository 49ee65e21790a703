/**
 * How content errors are printed: one heading, one line per mistake, each
 * starting with its file. Shared by the content check (gatsby/content-check.ts)
 * and the facts loader (gatsby/facts.ts), so a mistake both of them see while
 * `gatsby develop` runs is printed once.
 */
import type { Reporter } from "gatsby"

export function formatContentErrors(errors: readonly string[]): string {
  return `Content errors:\n${errors.map(e => `  ${e}`).join("\n")}`
}

/** The file a message is about: every message starts with "<file>: ". */
export function fileOf(message: string): string {
  return message.slice(0, message.indexOf(": "))
}

/** Messages printed and not fixed since. */
const printed = new Set<string>()

/**
 * Prints the errors not printed before in this process, all in one message.
 * `gatsby build` stops (panicOnBuild); `gatsby develop` keeps running and
 * picks up the fix when the file is saved again (a mistake fixed and made
 * again is printed again). `checked`: the files this check covered (all when
 * omitted); their earlier messages that no longer occur count as fixed.
 */
export function reportContentErrors(reporter: Pick<Reporter, "panicOnBuild">, errors: readonly string[], checked?: (file: string) => boolean): void {
  for (const message of [...printed]) {
    if ((!checked || checked(fileOf(message))) && !errors.includes(message)) printed.delete(message)
  }
  const fresh = errors.filter(e => !printed.has(e))
  if (fresh.length === 0) return
  for (const e of fresh) printed.add(e)
  reporter.panicOnBuild(formatContentErrors(fresh))
}
