/**
 * Pure rules for the Markdown content model: which frontmatter fields are
 * required, which templates exist, and the route table (canonical paths,
 * aliases and legacy redirects) with duplicate detection.
 */
/** The templates a page may name: one per file in src/templates (see gatsby/pages.ts). */
export type TemplateName = string

export const REQUIRED_FIELDS = ["path", "template", "title", "description"] as const

export interface PageSource {
  id: string
  file: string
  frontmatter: {
    path?: string | null
    aliases?: ReadonlyArray<string | null> | null
    redirect_from?: ReadonlyArray<string | null> | null
    template?: string | null
    title?: string | null
    description?: string | null
  }
}

export interface Route {
  path: string
  canonical: string
  isAlias: boolean
  id: string
  file: string
  template: TemplateName
}

export interface Redirect {
  from: string
  to: string
  file: string
}

export interface RouteTable {
  routes: Route[]
  redirects: Redirect[]
  errors: string[]
}

/** "/shop/" and "/shop" are one static file; "//trade-license" is "/trade-license". */
export function normalizePath(raw: string): string {
  let p = raw.trim().replace(/\/{2,}/g, "/")
  if (!p.startsWith("/")) p = `/${p}`
  if (p.length > 1) p = p.replace(/\/+$/, "")
  return p
}

export function validatePage(page: PageSource, templates: readonly string[]): string[] {
  const errors: string[] = []
  const fm = page.frontmatter
  for (const field of REQUIRED_FIELDS) {
    const value = fm[field]
    if (typeof value !== "string" || value.trim() === "") {
      errors.push(`${page.file}: frontmatter field "${field}" is required`)
    }
  }
  if (fm.template && !templates.includes(fm.template)) {
    errors.push(`${page.file}: unknown template "${fm.template}" (known: ${templates.join(", ")})`)
  }
  for (const field of ["path", "aliases", "redirect_from"] as const) {
    const values = field === "path" ? [fm.path] : (fm[field] ?? [])
    for (const value of values) {
      if (typeof value === "string" && !value.trim().startsWith("/")) {
        errors.push(`${page.file}: ${field} "${value}" must start with "/"`)
      }
    }
  }
  return errors
}

export function buildRouteTable(pages: PageSource[], templates: readonly string[]): RouteTable {
  const errors = pages.flatMap(page => validatePage(page, templates))
  const routes: Route[] = []
  const redirects: Redirect[] = []
  const owner = new Map<string, string>()

  const claim = (path: string, file: string) => {
    const previous = owner.get(path)
    if (previous) {
      errors.push(`${file}: path "${path}" is already used by ${previous}`)
      return false
    }
    owner.set(path, file)
    return true
  }

  for (const page of pages) {
    const fm = page.frontmatter
    if (!fm.path || !fm.template || !templates.includes(fm.template)) continue
    const canonical = normalizePath(fm.path)
    const template = fm.template
    if (claim(canonical, page.file)) {
      routes.push({ path: canonical, canonical, isAlias: false, id: page.id, file: page.file, template })
    }
    for (const alias of fm.aliases ?? []) {
      if (!alias) continue
      const path = normalizePath(alias)
      if (claim(path, page.file)) {
        routes.push({ path, canonical, isAlias: true, id: page.id, file: page.file, template })
      }
    }
    for (const legacy of fm.redirect_from ?? []) {
      if (!legacy) continue
      const from = normalizePath(legacy)
      if (claim(from, page.file)) redirects.push({ from, to: canonical, file: page.file })
    }
  }
  return { routes, redirects, errors }
}
