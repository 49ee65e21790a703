import * as React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { Header } from "../../src/components/Header"

declare const resizeTo: (w: number) => void

beforeEach(() => {
  resizeTo(375)
  document.body.className = ""
  window.scrollY = 0
})

describe("Header", () => {
  it("shows the contact bar, logo, Book Now and icons", () => {
    render(<Header />)
    expect(screen.getByRole("link", { name: /\+91\s98765\s43210/ })).toHaveAttribute("href", "tel:+919876543210")
    expect(screen.getByRole("link", { name: /info@example.com/ })).toHaveAttribute("href", "mailto:info@example.com")
    expect(screen.getByRole("link", { name: /home/ })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/our_profile/contact-us")
    expect(screen.getByRole("link", { name: /Blog/ })).toHaveAttribute("href", "/our_profile/aboutuspage")
    expect(screen.getByRole("link", { name: "Video channel" })).toBeInTheDocument()
  })

  it("gains a shadow only after scrolling more than 10px", () => {
    const { container } = render(<Header />)
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
    render(<Header />)
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
    render(<Header />)
    fireEvent.click(screen.getByRole("button", { name: /open menu/i }))
    const drawer = screen.getByRole("navigation", { name: "Mobile" })
    const gst = within(drawer).getByRole("button", { name: "GST" })
    const tax = within(drawer).getByRole("button", { name: "TAX" })
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

  it("closes the drawer when the window widens to 768px", () => {
    render(<Header />)
    fireEvent.click(screen.getByRole("button", { name: /open menu/i }))
    const drawer = screen.getByRole("navigation", { name: "Mobile" })
    expect(drawer).toHaveClass("is-open")
    act(() => resizeTo(767))
    expect(drawer).toHaveClass("is-open")
    act(() => resizeTo(768))
    expect(drawer).not.toHaveClass("is-open")
  })

  it("opens desktop submenus on hover and keyboard focus, one at a time", () => {
    render(<Header />)
    const main = screen.getByRole("navigation", { name: "Main" })
    const items = main.querySelectorAll("[data-nav-entry]")
    const gst = [...items].find(i => i.getAttribute("data-nav-entry") === "GST")!
    const tax = [...items].find(i => i.getAttribute("data-nav-entry") === "TAX")!
    fireEvent.mouseEnter(gst)
    expect(gst).toHaveClass("is-open")
    fireEvent.mouseEnter(tax)
    expect(gst).not.toHaveClass("is-open")
    expect(tax).toHaveClass("is-open")
    fireEvent.mouseLeave(tax)
    expect(tax).not.toHaveClass("is-open")
    fireEvent.focus(within(gst as HTMLElement).getAllByRole("link")[0])
    expect(gst).toHaveClass("is-open")
    expect(within(gst as HTMLElement).getByRole("link", { name: "GST Modifications" })).toHaveAttribute("href", "/gst/services/gst-modifications")
  })
})
