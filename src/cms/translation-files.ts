/**
 * What the content editor writes for a translated entry (issue 24, docs/cms.md "English and
 * Telugu side by side").
 *
 * Decap's `multiple_files` i18n saves one file per language on every save, `<name>.en.md` and
 * `<name>.te.md`. Two of its habits would put wrong pages on the site, so the files pass through
 * `completeTranslations` before the backend writes them:
 *
 * - It writes a Telugu file for a guide nobody translated: for every new entry, and for an
 *   existing one as soon as a copied field (order, category...) changes (decap-cms issue #6932).
 *   Such a file has the copied fields and no title. It is not written: a guide without a
 *   translation has no Telugu file, so no Telugu page.
 * - It has no per-language default, so a new translation would be saved without its language and
 *   address. A Telugu file with a title gets `lang: te` and `path: /te` + the English page's
 *   path when it has none (the build checks both, gatsby/content-rules.ts `pairTranslations`).
 * - It copies a `duplicate` field the English file does not have as `null` (`enquiry: null`):
 *   such top-level lines are left out, so the Telugu file says what its English one says.
 *
 * Pure text in, text out: the frontmatter is YAML as Decap writes it, read line by line for the
 * top-level `title`, `lang` and `path` only; nothing else of the file is touched.
 */
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "../lib/i18n"

/** A file as Decap's backends receive it in `persistEntry({ dataFiles })`. */
export interface DataFile {
  path: string
  slug: string
  raw: string
  newPath?: string
}

/** `content/guides/gst/gst-registration.te.md` → `te`; no language in the name → null. */
export function localeOfDataFile(path: string): Locale | null {
  const m = /\.([a-z]{2})\.md$/.exec(path)
  return m && (LOCALES as readonly string[]).includes(m[1]) ? (m[1] as Locale) : null
}

/** The frontmatter's lines (between the opening and the closing `---`), and where they end. */
function frontmatter(raw: string): { lines: string[]; end: number } | null {
  const lines = raw.split("\n")
  if (lines[0]?.trim() !== "---") return null
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === "---")
  return end > 0 ? { lines, end } : null
}

/**
 * A top-level field's value as written, without quotes; "" when it is absent or empty. A value
 * continued on indented lines (YAML folds long text, or a `>-` / `|` block) counts as given.
 */
export function topLevelValue(raw: string, name: string): string {
  const fm = frontmatter(raw)
  if (!fm) return ""
  for (let i = 1; i < fm.end; i++) {
    const m = new RegExp(`^${name}:[ \\t]*(.*)$`).exec(fm.lines[i])
    if (!m) continue
    const value = m[1].trim()
    const continued = fm.lines.slice(i + 1, fm.end).findIndex(line => !/^[ \t]/.test(line))
    const more = fm.lines.slice(i + 1, continued < 0 ? fm.end : i + 1 + continued).map(line => line.trim()).filter(Boolean)
    if (/^[>|][+-]?$/.test(value) || (!value && more.length)) return more.join(" ")
    return value.replace(/^(["'])(.*)\1$/, "$2").trim()
  }
  return ""
}

/** The file without top-level fields whose value is null (`enquiry: null`, `order: ~`). */
function withoutNulls(raw: string): string {
  const fm = frontmatter(raw)!
  return fm.lines.filter((line, i) => !(i > 0 && i < fm.end && /^[A-Za-z_][\w-]*:[ \t]*(null|~)[ \t]*$/.test(line))).join("\n")
}

/** The file with `name: value` added as the frontmatter's first line(s) (only called when the field is absent or empty). */
function withField(raw: string, name: string, value: string): string {
  const fm = frontmatter(raw)!
  const kept = fm.lines.filter((line, i) => !(i > 0 && i < fm.end && new RegExp(`^${name}:[ \\t]*(""|'')?[ \\t]*$`).test(line)))
  return [kept[0], `${name}: ${JSON.stringify(value)}`, ...kept.slice(1)].join("\n")
}

/**
 * The files to write for one save: untranslated translations left out, translations completed
 * with their language and address. The English file and files without a language pass unchanged.
 */
export function completeTranslations(files: readonly DataFile[]): DataFile[] {
  const english = files.find(file => localeOfDataFile(file.path) === DEFAULT_LOCALE)
  const englishPath = english ? topLevelValue(english.raw, "path") : ""
  return files.flatMap(file => {
    const locale = localeOfDataFile(file.path)
    if (!locale || locale === DEFAULT_LOCALE || !frontmatter(file.raw)) return [file]
    if (!topLevelValue(file.raw, "title")) return []
    let raw = withoutNulls(file.raw)
    if (!topLevelValue(raw, "lang")) raw = withField(raw, "lang", locale)
    if (!topLevelValue(raw, "path") && englishPath.startsWith("/")) raw = withField(raw, "path", localizedPath(englishPath, locale))
    return [{ ...file, raw }]
  })
}

/** Decap's backend registry entry (`CMS.getBackend(name)`): `init` makes the backend. */
export interface BackendEntry {
  init: (...args: unknown[]) => { persistEntry(entry: { dataFiles: DataFile[] }, options: unknown): Promise<unknown> }
}

/** The backends the site uses: git-gateway on the live site, decap-server's proxy on a developer's machine. */
export const SITE_BACKENDS = ["git-gateway", "proxy"] as const

/**
 * Makes every save of the named backends go through `completeTranslations`. Decap has no hook
 * on the files it writes (its preSave event sees the English data only), so the backend the
 * registry makes is given a `persistEntry` that passes the files through first.
 */
export function guardTranslations(getBackend: (name: string) => BackendEntry | undefined, names: readonly string[] = SITE_BACKENDS): void {
  for (const name of names) {
    const entry = getBackend(name)
    if (!entry) continue
    const init = entry.init
    entry.init = (...args: unknown[]) => {
      const backend = init(...args)
      const persist = backend.persistEntry.bind(backend)
      backend.persistEntry = (saved, options) => persist({ ...saved, dataFiles: completeTranslations(saved.dataFiles) }, options)
      return backend
    }
  }
}
