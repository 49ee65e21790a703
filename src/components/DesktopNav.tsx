import * as React from "react"
import { Link } from "gatsby"
import { ChevronDown } from "lucide-react"
import type { NavEntry } from "../lib/nav"

/**
 * Navigation at 768px and wider: each entry links to its overview page and
 * its submenu opens on hover or keyboard focus, one at a time.
 */
export function DesktopNav({ entries }: { entries: NavEntry[] }) {
  const [open, setOpen] = React.useState<string | null>(null)

  const onBlur = (label: string) => (event: React.FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(current => (current === label ? null : current))
    }
  }

  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul onKeyDown={event => event.key === "Escape" && setOpen(null)}>
        {entries.map(entry => {
          const hasItems = entry.items.length > 0
          const isOpen = open === entry.label
          return (
            <li
              key={entry.label}
              className={`desktop-nav__item${isOpen ? " is-open" : ""}`}
              onMouseEnter={() => setOpen(hasItems ? entry.label : null)}
              onMouseLeave={() => setOpen(null)}
              onFocus={() => setOpen(hasItems ? entry.label : null)}
              onBlur={onBlur(entry.label)}
              data-nav-entry={entry.label}
            >
              <Link to={entry.path}>
                {entry.label}
                {hasItems && <ChevronDown size={14} aria-hidden="true" />}
              </Link>
              {hasItems && (
                <ul className="submenu">
                  {entry.items.map(item => (
                    <li key={item.path}>
                      <Link to={item.path} onClick={() => setOpen(null)}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
