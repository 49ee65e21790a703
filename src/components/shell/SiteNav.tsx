import * as React from "react"
import { Link } from "gatsby"
import type { NavEntry } from "../../lib/nav"
import { hasMenuBar } from "../../lib/media"
import { Icon } from "../common/Icon"
import { fill } from "../../config/strings/fill"
import { useStrings } from "../common/Strings"

interface Props {
  entries: NavEntry[]
  /** Called when a link in the menu is followed (the drawer closes). */
  onNavigate: () => void
  /** Increments when the drawer closes: every submenu closes with it. */
  resetKey: number
}

/** The submenu's id from its label: letters (with their vowel signs, in any script) and digits, the rest "-". */
const submenuId = (label: string) => `nav-${label.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")}`

/**
 * The one main navigation, in the desktop bar from 1024px and in the drawer
 * below it (the same markup, laid out by CSS). Each entry with a submenu is a
 * link to its overview page plus a toggle button (the disclosure pattern):
 * its items are hidden, and out of the Tab order, until the toggle opens them.
 * One submenu is open at a time. On desktop a submenu also opens on hover;
 * Escape closes it and returns focus to its toggle. In the drawer the toggle
 * is the whole entry row, and the overview link is the first item.
 */
export function SiteNav({ entries, onNavigate, resetKey }: Props) {
  const [open, setOpen] = React.useState<string | null>(null)
  const toggles = React.useRef(new Map<string, HTMLButtonElement>())
  // The entry a mouse opened by hovering: a click on its toggle then keeps it open.
  const hovered = React.useRef<string | null>(null)
  const words = useStrings("shell")

  React.useEffect(() => setOpen(null), [resetKey])

  const closeFromKeyboard = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || open === null || !hasMenuBar()) return
    event.stopPropagation()
    const toggle = toggles.current.get(open)
    setOpen(null)
    toggle?.focus()
  }

  const followed = () => {
    setOpen(null)
    onNavigate()
  }

  return (
    <nav className="site-nav" aria-label={words.mainNav} onKeyDown={closeFromKeyboard}>
      <ul className="site-nav__list">
        {entries.map(entry => {
          if (entry.items.length === 0) {
            return (
              <li key={entry.label} className="site-nav__entry">
                <Link className="site-nav__link" to={entry.path} onClick={followed}>
                  {entry.label}
                </Link>
              </li>
            )
          }
          const id = submenuId(entry.label)
          const isOpen = open === entry.label
          return (
            <li
              key={entry.label}
              className={`site-nav__entry${isOpen ? " is-open" : ""}`}
              // Hover is a mouse thing: a tap on a tablet must not open the submenu and then toggle it shut.
              onPointerEnter={event => {
                if (event.pointerType === "mouse" && hasMenuBar() && !isOpen) {
                  hovered.current = entry.label
                  setOpen(entry.label)
                }
              }}
              onPointerLeave={event => {
                if (event.pointerType === "mouse" && hasMenuBar()) {
                  hovered.current = null
                  setOpen(null)
                }
              }}
              onBlur={event => {
                if (hasMenuBar() && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpen(current => (current === entry.label ? null : current))
                }
              }}
            >
              <Link className="site-nav__link site-nav__link--parent" to={entry.path} onClick={followed}>
                {entry.label}
              </Link>
              <button
                ref={el => {
                  if (el) toggles.current.set(entry.label, el)
                  else toggles.current.delete(entry.label)
                }}
                type="button"
                className="site-nav__toggle"
                aria-expanded={isOpen}
                aria-controls={id}
                onClick={() => {
                  if (hovered.current === entry.label) hovered.current = null
                  else setOpen(isOpen ? null : entry.label)
                }}
              >
                <span className="site-nav__toggle-label">{entry.label}</span>
                <span className="visually-hidden">{words.submenuPages}</span>
                <Icon name="chevron-down" size={16} />
              </button>
              <ul id={id} className="submenu" hidden={!isOpen}>
                <li className="submenu__overview">
                  <Link to={entry.path} onClick={followed}>
                    {words.overview}
                    <span className="visually-hidden">{fill(words.overviewOf, { label: entry.label })}</span>
                  </Link>
                </li>
                {entry.items.map(item => (
                  <li key={item.path}>
                    <Link to={item.path} onClick={followed}>
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
  )
}
