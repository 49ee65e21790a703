import * as React from "react"
import { Link } from "gatsby"
import { ChevronDown, X } from "lucide-react"
import type { NavEntry } from "../lib/nav"

export const DESKTOP_QUERY = "(min-width: 768px)"

interface Props {
  id: string
  entries: NavEntry[]
  open: boolean
  onClose: () => void
}

/**
 * The menu below 768px: a drawer 85% of the screen wide that slides in over
 * an overlay. A tap on an entry toggles its submenu (one open at a time); a
 * tap on a submenu link, the overlay, Escape or widening to 768px closes it.
 */
export function MobileDrawer({ id, entries, open, onClose }: Props) {
  const [expanded, setExpanded] = React.useState<string | null>(null)
  const closeRef = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    if (!open) return
    document.body.classList.add("scroll-locked")
    closeRef.current?.focus()
    const media = window.matchMedia(DESKTOP_QUERY)
    const onChange = () => media.matches && onClose()
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose()
    media.addEventListener("change", onChange)
    window.addEventListener("keydown", onKey)
    onChange()
    return () => {
      document.body.classList.remove("scroll-locked")
      media.removeEventListener("change", onChange)
      window.removeEventListener("keydown", onKey)
    }
  }, [open, onClose])

  React.useEffect(() => {
    if (!open) setExpanded(null)
  }, [open])

  return (
    <>
      <div className={`drawer-overlay${open ? " is-open" : ""}`} onClick={onClose} aria-hidden="true" data-testid="drawer-overlay" />
      <nav id={id} className={`drawer${open ? " is-open" : ""}`} aria-label="Mobile">
        <div className="drawer__head">
          <strong>Menu</strong>
          <button ref={closeRef} type="button" className="menu-toggle" onClick={onClose} aria-label="Close menu">
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <ul>
          {entries.map(entry => {
            if (entry.items.length === 0) {
              return (
                <li key={entry.label}>
                  <Link className="drawer__entry" to={entry.path} onClick={onClose}>
                    {entry.label}
                  </Link>
                </li>
              )
            }
            const submenuId = `${id}-${entry.label.toLowerCase().replace(/\s+/g, "-")}`
            const isExpanded = expanded === entry.label
            return (
              <li key={entry.label}>
                <button
                  type="button"
                  className="drawer__entry"
                  aria-expanded={isExpanded}
                  aria-controls={submenuId}
                  onClick={() => setExpanded(isExpanded ? null : entry.label)}
                >
                  {entry.label}
                  <ChevronDown size={18} aria-hidden="true" />
                </button>
                <ul id={submenuId} className="submenu" hidden={!isExpanded}>
                  <li>
                    <Link to={entry.path} onClick={onClose}>
                      Overview
                    </Link>
                  </li>
                  {entry.items.map(item => (
                    <li key={item.path}>
                      <Link to={item.path} onClick={onClose}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
      </nav>
    </>
  )
}
