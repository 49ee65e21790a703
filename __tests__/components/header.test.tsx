import * as React from "react"
import { act, fireEvent, screen, within } from "@testing-library/react"
import { HeaderWithStaticParts } from "../../src/components/shell/HeaderWithStaticParts"
import { render, useBuiltShell } from "../helpers/shipped"

declare const resizeTo: (w: number) => void

beforeEach(() => {
  // the header the pages ship: its contact bar, logo and drawer links as the build makes them
  useBuiltShell()
  resizeTo(375)
  document.body.className = ""
  window.scrollY = 0
})

describe("Header", () => {
  it("shows the contact bar, logo, Book Now and icons", () => {
    render(<HeaderWithStaticParts />)
    const [barCall, drawerCall] = screen.getAllByRole("link", { name: /\+91\s98765\s43210/ })
    expect(barCall).toHaveAttribute("href", "tel:+919876543210")
    // issue 22: the drawer carries its own call and WhatsApp links (the floating button is behind its overlay)
    expect(drawerCall).toHaveAttribute("href", "tel:+919876543210")
    expect(within(document.getElementById("mobile-menu")!).getByRole("link", { name: "WhatsApp us" })).toHaveAttribute("href", "https://wa.me/919876543210")
    expect(screen.getByRole("link", { name: /info@example.com/ })).toHaveAttribute("href", "mailto:info@example.com")
    expect(screen.getByRole("link", { name: /home/ })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/our_profile/contact-us")
    expect(screen.getByRole("link", { name: /Blog/ })).toHaveAttribute("href", "/our_profile/aboutuspage")
    // the video channel does not exist yet (src/config/site.ts): no icon that goes nowhere (issue 29)
    expect(screen.queryByRole("link", { name: "Video channel" })).toBeNull()
    for (const link of screen.getAllByRole("link")) expect(link.getAttribute("href")).not.toBe("#")
  })

  it("gains a shadow only after scrolling more than 10px", () => {
    const { container } = render(<HeaderWithStaticParts />)
    const header = container.querySelector("header")!
    act(() => {
      window.scrollY = 10
      window.dispatchEvent(new Event("scroll"))
    })
    expect(header).not.toHaveClass("is-scrolled")
    act(() => {
      window.scrollY = 11
      window.dispatchEvent(new Event("scroll"))
    })
    expect(header).toHaveClass("is-scrolled")
  })

  it("opens the drawer with a menu button that has aria-expanded and aria-controls", () => {
    render(<HeaderWithStaticParts />)
    const toggle = screen.getByRole("button", { name: /open menu/i })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    const drawer = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(drawer).not.toHaveClass("is-open")
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(drawer).toHaveClass("is-open")
    expect(document.body).toHaveClass("scroll-locked")
  })

  it("toggles one submenu at a time in the drawer, and closes when a submenu link is tapped", () => {
    render(<HeaderWithStaticParts />)
    fireEvent.click(screen.getByRole("button", { name: /open menu/i }))
    const drawer = document.getElementById("mobile-menu")!
    expect(drawer).toHaveClass("is-open")
    const gst = within(drawer).getByRole("button", { name: "GST pages" })
    const tax = within(drawer).getByRole("button", { name: "TAX pages" })
    fireEvent.click(gst)
    expect(gst).toHaveAttribute("aria-expanded", "true")
    expect(document.getElementById(gst.getAttribute("aria-controls")!)).toBeVisible()
    fireEvent.click(tax)
    expect(gst).toHaveAttribute("aria-expanded", "false")
    expect(tax).toHaveAttribute("aria-expanded", "true")
    fireEvent.click(tax)
    expect(tax).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(gst)
    fireEvent.click(within(drawer).getByRole("link", { name: "GST Return Filing" }))
    expect(drawer).not.toHaveClass("is-open")
    expect(document.body).not.toHaveClass("scroll-locked")
  })

  it("keeps the drawer open at tablet widths and closes it when the window widens to 1024px (issue 29)", () => {
    render(<HeaderWithStaticParts />)
    fireEvent.click(screen.getByRole("button", { name: /open menu/i }))
    const drawer = document.getElementById("mobile-menu")!
    expect(drawer).toHaveClass("is-open")
    act(() => resizeTo(768))
    expect(drawer).toHaveClass("is-open")
    act(() => resizeTo(1023))
    expect(drawer).toHaveClass("is-open")
    act(() => resizeTo(1024))
    expect(drawer).not.toHaveClass("is-open")
  })

  it("at tablet widths a mouse over a menu entry does not open its submenu (the menu is the drawer there)", () => {
    resizeTo(900)
    render(<HeaderWithStaticParts />)
    fireEvent.click(screen.getByRole("button", { name: /open menu/i }))
    const drawer = document.getElementById("mobile-menu")!
    const gstToggle = within(drawer).getByRole("button", { name: "GST pages" })
    fireEvent.pointerEnter(gstToggle.closest("li")!, { pointerType: "mouse" })
    expect(gstToggle).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(gstToggle)
    expect(gstToggle).toHaveAttribute("aria-expanded", "true")
  })

  it("makes the rest of the page inert while the drawer is open, and gives focus back to the menu button", () => {
    render(
      <>
        <HeaderWithStaticParts />
        <main>
          <a href="/x">page link</a>
        </main>
      </>,
    )
    const toggle = screen.getByRole("button", { name: /open menu/i })
    fireEvent.click(toggle)
    const drawer = document.getElementById("mobile-menu")!
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus()
    expect(document.querySelector("main")).toHaveAttribute("inert")
    expect(document.querySelector(".contact-bar")).toHaveAttribute("inert")
    expect(toggle).toHaveAttribute("inert")
    expect(drawer.closest("[inert]")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }))
    expect(document.querySelector("[inert]")).toBeNull()
    expect(toggle).toHaveFocus()
  })

  it("desktop submenus: a link and a toggle per entry, hover opens one at a time, Escape closes and returns focus", () => {
    resizeTo(1280)
    render(<HeaderWithStaticParts />)
    const main = screen.getByRole("navigation", { name: "Main" })
    const gstToggle = within(main).getByRole("button", { name: "GST pages" })
    const gst = gstToggle.closest("li")!
    const tax = within(main).getByRole("button", { name: "TAX pages" }).closest("li")!
    expect(within(main).getByRole("link", { name: "GST" })).toHaveAttribute("href", "/gst/services")
    const submenu = document.getElementById(gstToggle.getAttribute("aria-controls")!)!
    // closed submenus are hidden: their links are out of the Tab order
    expect(submenu).not.toBeVisible()
    fireEvent.pointerEnter(gst, { pointerType: "mouse" })
    expect(gst).toHaveClass("is-open")
    expect(submenu).toBeVisible()
    fireEvent.pointerEnter(tax, { pointerType: "mouse" })
    expect(gst).not.toHaveClass("is-open")
    expect(tax).toHaveClass("is-open")
    fireEvent.pointerLeave(tax, { pointerType: "mouse" })
    expect(tax).not.toHaveClass("is-open")
    // a tap (touch) does not open on "hover"
    fireEvent.pointerEnter(gst, { pointerType: "touch" })
    expect(gst).not.toHaveClass("is-open")
    // focusing the entry's link does not open it; the toggle does
    fireEvent.focus(within(main).getByRole("link", { name: "GST" }))
    expect(gst).not.toHaveClass("is-open")
    fireEvent.click(gstToggle)
    expect(gstToggle).toHaveAttribute("aria-expanded", "true")
    const item = within(gst).getByRole("link", { name: "GST Modifications" })
    expect(item).toHaveAttribute("href", "/gst/services/gst-modifications")
    item.focus()
    fireEvent.keyDown(item, { key: "Escape" })
    expect(gstToggle).toHaveAttribute("aria-expanded", "false")
    expect(gstToggle).toHaveFocus()
  })
})

describe("Header heights (--header-away, --sticky-height)", () => {
  let report: (() => void) | undefined
  const realObserver = (globalThis as { ResizeObserver?: unknown }).ResizeObserver
  const realComputed = window.getComputedStyle
  const root = document.documentElement

  /** The stylesheet's values at phone width (global.css :root). */
  const STYLESHEET: Record<string, string> = { "--header-away": "88px", "--sticky-height": "64px" }

  beforeEach(() => {
    report = undefined
    ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: () => void) {
        report = callback
      }
      observe() {}
      disconnect() {}
    }
    window.getComputedStyle = ((element: Element) => {
      const style = realComputed(element)
      if (element !== root) return style
      return { ...style, getPropertyValue: (name: string) => STYLESHEET[name] ?? style.getPropertyValue(name) } as CSSStyleDeclaration
    }) as typeof window.getComputedStyle
  })

  afterEach(() => {
    ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = realObserver
    window.getComputedStyle = realComputed
  })

  /** The header at the top of the page, and its row that stays (the phone's bar) `top` px down, `height` px high. */
  function measure(container: HTMLElement, top: number, height: number) {
    const header = container.querySelector("header")!
    const bar = header.querySelector<HTMLElement>(".header-bar")!
    header.getBoundingClientRect = () => ({ top: 0, height: top + height }) as DOMRect
    bar.getBoundingClientRect = () => ({ top, height }) as DOMRect
  }

  it("leaves the stylesheet's values alone when the measured heights are the same", () => {
    const { container, unmount } = render(<HeaderWithStaticParts />)
    measure(container, 88, 64)
    act(() => report?.())
    expect(report).toBeDefined()
    expect(root.style.getPropertyValue("--header-away")).toBe("")
    expect(root.style.getPropertyValue("--sticky-height")).toBe("")
    unmount()
  })

  it("sets the measured heights on the root when the text wraps differently, and removes them on unmount", () => {
    const { container, unmount } = render(<HeaderWithStaticParts />)
    measure(container, 112, 72)
    act(() => report?.())
    expect(root.style.getPropertyValue("--header-away")).toBe("112px")
    expect(root.style.getPropertyValue("--sticky-height")).toBe("72px")
    // back to the usual size: the stylesheet's value would do, but the inline one is in force
    measure(container, 88, 64)
    act(() => report?.())
    expect(root.style.getPropertyValue("--header-away")).toBe("88px")
    expect(root.style.getPropertyValue("--sticky-height")).toBe("64px")
    unmount()
    expect(root.style.getPropertyValue("--header-away")).toBe("")
    expect(root.style.getPropertyValue("--sticky-height")).toBe("")
  })
})
