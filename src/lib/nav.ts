/**
 * Navigation rules from the spec: each submenu item links to the submenu
 * path plus the item name in lower case with spaces replaced by hyphens.
 * Blank item names are skipped.
 */
export interface NavEntrySource {
  label: string
  path: string
  items?: string[]
}

export interface NavLink {
  label: string
  path: string
}

export interface NavEntry extends NavLink {
  items: NavLink[]
}

export function slugifyItem(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-")
}

export function itemPath(base: string, name: string): string {
  const trimmedBase = base.replace(/\/+$/, "")
  return `${trimmedBase}/${slugifyItem(name)}`
}

export function buildNav(source: NavEntrySource[]): NavEntry[] {
  return source.map(entry => ({
    label: entry.label,
    path: entry.path,
    items: (entry.items ?? [])
      .filter(name => name.trim() !== "")
      .map(name => ({ label: name.trim(), path: itemPath(entry.path, name) })),
  }))
}
