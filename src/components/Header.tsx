import * as React from "react"
import { Link } from "gatsby"
import { BookOpen, Mail, Menu, Phone } from "lucide-react"
import { nav } from "../config/navigation"
import { site } from "../config/site"
import { mailtoUrl, telUrl } from "../lib/whatsapp"
import { BrandIcon } from "./BrandIcon"
import { phoneDisplay } from "./ContactDetails"
import { DesktopNav } from "./DesktopNav"
import { Logo } from "./Logo"
import { MobileDrawer } from "./MobileDrawer"
import { SearchBox } from "./SearchBox"

export const SCROLL_SHADOW_THRESHOLD = 10
const DRAWER_ID = "mobile-menu"

export function Header() {
  const [scrolled, setScrolled] = React.useState(false)
  const [drawerOpen, setDrawerOpen] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const headerRef = React.useRef<HTMLElement>(null)

  React.useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_SHADOW_THRESHOLD)
    onScroll()
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [])

  // The sticky header's height, so that a linked section (/guide#section) scrolls into view below it.
  React.useEffect(() => {
    const header = headerRef.current
    if (!header || typeof ResizeObserver === "undefined") return
    const update = () => document.documentElement.style.setProperty("--header-height", `${Math.ceil(header.getBoundingClientRect().height)}px`)
    const observer = new ResizeObserver(update)
    observer.observe(header)
    update()
    return () => observer.disconnect()
  }, [])

  const closeDrawer = React.useCallback(() => {
    setDrawerOpen(false)
    if (document.getElementById(DRAWER_ID)?.contains(document.activeElement)) toggleRef.current?.focus()
  }, [])

  return (
    <header ref={headerRef} className={`site-header${scrolled ? " is-scrolled" : ""}`}>
      <div className="contact-bar">
        <div className="container">
          <a href={telUrl()}>
            <Phone size={16} aria-hidden="true" />
            <span>{phoneDisplay}</span>
          </a>
          <a href={mailtoUrl()}>
            <Mail size={16} aria-hidden="true" />
            <span>{site.email}</span>
          </a>
          <span className="contact-bar__icons">
            <Link to="/our_profile/aboutuspage" aria-label="Blog: about us">
              <BookOpen size={18} aria-hidden="true" />
            </Link>
            <a href={site.videoChannelUrl} aria-label="Video channel">
              <BrandIcon name="youtube" size={18} />
            </a>
          </span>
        </div>
      </div>
      <div className="container header-main">
        <Logo />
        <SearchBox id="header-search" name="Site search" className="header-search" />
        <div className="header-actions">
          <Link to="/our_profile/contact-us" className="btn btn--primary">
            Book Now
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            aria-label="Open menu"
            onClick={() => setDrawerOpen(open => !open)}
          >
            <Menu size={20} aria-hidden="true" />
            <span className="menu-toggle__label" aria-hidden="true">
              Menu
            </span>
          </button>
        </div>
      </div>
      <DesktopNav entries={nav} />
      <MobileDrawer id={DRAWER_ID} entries={nav} open={drawerOpen} onClose={closeDrawer} />
    </header>
  )
}
