import * as React from "react"
import { Link } from "gatsby"
import { inertOutside } from "../../lib/inert"
import { MENU_BAR_QUERY } from "../../lib/media"
import type { NavEntry } from "../../lib/nav"
import { Icon } from "../common/Icon"
import { SearchBox } from "../search/SearchBox"
import { SiteNav } from "./SiteNav"
import { LanguageSwitch } from "./LanguageSwitch"
import { useStrings } from "../common/Strings"

export const SCROLL_SHADOW_THRESHOLD = 10
export const DRAWER_ID = "mobile-menu"

/**
 * The header. The contact bar (and, on desktop, the logo and search row)
 * scroll away; what stays on screen is one row: below 1024px the logo, Book Now
 * and the menu button (64px), from 1024px the navigation bar. The header is
 * sticky with a negative top equal to the height of the part that scrolls
 * away; CSS gives that height for the usual widths and this component
 * measures it (--header-away, --sticky-height) when text wraps differently.
 *
 * Below 1024px (phones and tablets; issue 29 moved it up from the spec's 768px) the search box
 * and the navigation are in a drawer that slides in over an overlay; the rest of the page is inert while it is open.
 *
 * The contact bar, the logo and the drawer's call and WhatsApp links (links only) come in as elements: HTML
 * made at build time on the pages (HeaderWithStaticParts), with the navigation's entries as data.
 */
export function HeaderFrame({
  contactBar,
  logo,
  drawerActions,
  nav,
}: {
  contactBar: React.ReactNode
  logo: React.ReactNode
  /** The drawer's call and WhatsApp links (DrawerActions), after the navigation. */
  drawerActions?: React.ReactNode
  nav: NavEntry[]
}) {
  const [scrolled, setScrolled] = React.useState(false)
  const [drawerOpen, setDrawerOpen] = React.useState(false)
  const [closings, setClosings] = React.useState(0)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const closeRef = React.useRef<HTMLButtonElement>(null)
  const headerRef = React.useRef<HTMLElement>(null)
  const panelRef = React.useRef<HTMLDivElement>(null)
  const overlayRef = React.useRef<HTMLDivElement>(null)

  React.useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_SHADOW_THRESHOLD)
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [])

  // The heights behind the sticky offset and scroll-padding-top, measured. The observer reports
  // the header's size once when it starts observing (after layout, in the next frame) and again
  // whenever it changes. A property is written to the root only when the measure differs from
  // the value in force: a custom property set on <html> makes the browser recalculate the style
  // of the whole page (about 30 ms on a phone, one long task after hydration), so the usual
  // widths, where the stylesheet's defaults are right, write nothing.
  React.useEffect(() => {
    const header = headerRef.current
    if (!header || typeof ResizeObserver === "undefined") return
    const root = document.documentElement
    const set = (name: string, value: string) => {
      const inline = root.style.getPropertyValue(name)
      const current = inline || getComputedStyle(root).getPropertyValue(name).trim()
      if (current !== value) root.style.setProperty(name, value)
    }
    const update = () => {
      const desktop = window.matchMedia(MENU_BAR_QUERY).matches
      const row = header.querySelector<HTMLElement>(desktop ? ".site-nav" : ".header-bar")
      if (!row) return
      const box = row.getBoundingClientRect()
      // The row's offset inside the header does not depend on the scroll position.
      set("--header-away", `${Math.round(box.top - header.getBoundingClientRect().top)}px`)
      set("--sticky-height", `${Math.round(box.height)}px`)
    }
    const observer = new ResizeObserver(update)
    observer.observe(header)
    return () => {
      observer.disconnect()
      root.style.removeProperty("--header-away")
      root.style.removeProperty("--sticky-height")
    }
  }, [])

  const closeDrawer = React.useCallback(() => setDrawerOpen(false), [])

  // The open drawer: body scroll locked, the rest of the page inert, focus on Close;
  // it closes on Escape and when the window widens to 1024px. Focus returns to the
  // menu button if it was in the drawer or the overlay was tapped.
  React.useEffect(() => {
    if (!drawerOpen) return
    document.body.classList.add("scroll-locked")
    const restore = inertOutside([panelRef.current, overlayRef.current], { skip: el => el.id === "gatsby-announcer" })
    closeRef.current?.focus()
    const media = window.matchMedia(MENU_BAR_QUERY)
    const onChange = () => media.matches && setDrawerOpen(false)
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false)
    media.addEventListener("change", onChange)
    window.addEventListener("keydown", onKey)
    onChange()
    return () => {
      // A tap on the overlay leaves the focus on an element around it (the body or Gatsby's focus wrapper).
      const active = document.activeElement
      const focusWasInside = panelRef.current?.contains(active) || active?.contains(overlayRef.current)
      document.body.classList.remove("scroll-locked")
      restore()
      media.removeEventListener("change", onChange)
      window.removeEventListener("keydown", onKey)
      setClosings(n => n + 1)
      if (focusWasInside && !media.matches) toggleRef.current?.focus()
    }
  }, [drawerOpen])

  const words = useStrings("shell")
  return (
    <header ref={headerRef} className={`site-header${scrolled ? " is-scrolled" : ""}`}>
      {/* Phones: the language switch sits in the contact bar's last row, beside its icons (the
          row under it has no room); from 1024px it is in the header row (below). */}
      {contactBar}
      <LanguageSwitch place="bar" />
      <div className="container header-bar">
        {logo}
        <div
          ref={overlayRef}
          className={`drawer-overlay${drawerOpen ? " is-open" : ""}`}
          onClick={closeDrawer}
          aria-hidden="true"
          data-testid="drawer-overlay"
        />
        <div ref={panelRef} id={DRAWER_ID} className={`menu-panel${drawerOpen ? " is-open" : ""}`}>
          <div className="menu-panel__head">
            <strong>{words.menu}</strong>
            <button ref={closeRef} type="button" className="icon-button" onClick={closeDrawer} aria-label={words.closeMenu}>
              <Icon name="close" size={22} />
            </button>
          </div>
          <SearchBox id="header-search" name={words.siteSearch} className="header-search" />
          <SiteNav entries={nav} onNavigate={closeDrawer} resetKey={closings} />
          {drawerActions}
        </div>
        <LanguageSwitch place="header" />
        <Link to={words.toolsPath} className="header-tools">
          {words.freeTools}
        </Link>
        <Link to={words.contactPath} className="btn btn--primary header-book">
          {words.bookNow}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          aria-label={words.openMenu}
          onClick={() => setDrawerOpen(open => !open)}
        >
          <Icon name="menu" size={22} />
        </button>
      </div>
    </header>
  )
}
