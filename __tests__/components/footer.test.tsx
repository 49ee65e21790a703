import * as React from "react"
import { fireEvent, screen } from "@testing-library/react"
import { FooterWithStaticParts } from "../../src/components/shell/FooterWithStaticParts"
import { render, useBuiltShell } from "../helpers/shipped"
import { FloatingContact } from "../../src/components/shell/FloatingContact"
import { reviews } from "../../src/config/reviews"
import { site } from "../../src/config/site"

declare const resizeTo: (w: number) => void

describe("Footer", () => {
  // the footer the pages ship: its links-only parts as the build makes them
  beforeEach(() => useBuiltShell())

  it("has four link columns with the spec's targets and the rating line", () => {
    render(<FooterWithStaticParts />)
    for (const h of ["Start A Business", "License", "Registrations", "Goods & Services Tax"]) {
      expect(screen.getByRole("heading", { name: h })).toBeInTheDocument()
    }
    expect(screen.getByRole("link", { name: "Udyam (MSME) Registration" })).toHaveAttribute("href", "/registrations/company/udyam-registration")
    expect(screen.getByRole("link", { name: "Labour License" })).toHaveAttribute("href", "/gov/labour-license")
    // each licence and registration to its own guide, not the overview (Telugu review 5, minor 14)
    expect(screen.getByRole("link", { name: "Trade License" })).toHaveAttribute("href", "/registrations/company/ghmc-trade-license")
    expect(screen.getByRole("link", { name: "IEC Code" })).toHaveAttribute("href", "/registrations/company/iec-code-registration")
    expect(screen.getByRole("link", { name: "ESI Registration" })).toHaveAttribute("href", "/registrations/company/esi-registration")
    expect(screen.getByRole("link", { name: "PF Registration" })).toHaveAttribute("href", "/registrations/company/pf-registration")
    // no guide covers a drug licence: the quote form, naming it
    expect(screen.getByRole("link", { name: "Drug License" })).toHaveAttribute("href", "/our_profile/contact-us?service=Drug%20License#contact-quote-heading")
    expect(screen.getByRole("link", { name: /4\.9 \/ 5 from 63 reviews on Google/ })).toHaveAttribute("href", site.rating.profileUrl)
    expect(screen.getByText(/is a private consultancy\. We are not a government office or a government agent/)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Write a Review" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Sitemap/ })).toHaveAttribute("target", "_blank")
  })

  it("shows a social icon only for a profile that exists, never a link to # (issue 29)", () => {
    const saved = site.social.map(s => s.url)
    try {
      const { unmount } = render(<FooterWithStaticParts />)
      for (const s of site.social) expect(screen.queryByRole("link", { name: s.name })).toBeNull()
      for (const link of screen.getAllByRole("link")) expect(link.getAttribute("href")).not.toBe("#")
      // once the owner sets a profile in src/config/site.ts, its icon links to it
      site.social[0].url = "https://www.facebook.com/example-firm"
      unmount()
      useBuiltShell() // the build writes the footer's links again
      render(<FooterWithStaticParts />)
      expect(screen.getByRole("link", { name: site.social[0].name })).toHaveAttribute("href", "https://www.facebook.com/example-firm")
    } finally {
      site.social.forEach((s, i) => (s.url = saved[i]))
    }
  })

  it("cycles the review carousel with wrap-around", () => {
    render(<FooterWithStaticParts />)
    expect(screen.getByText("1 of 3 reviews")).toBeInTheDocument()
    expect(screen.getByText(reviews[0].comment)).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Previous review" }))
    expect(screen.getByText("3 of 3 reviews")).toBeInTheDocument()
    expect(screen.getByText(reviews[2].comment)).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Next review" }))
    expect(screen.getByText("1 of 3 reviews")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Next review" }))
    fireEvent.click(screen.getByRole("button", { name: "Next review" }))
    expect(screen.getByText("3 of 3 reviews")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Next review" }))
    expect(screen.getByText("1 of 3 reviews")).toBeInTheDocument()
  })
})

describe("FloatingContact", () => {
  it("toggles on tap under 768px and does not open on hover there", () => {
    resizeTo(375)
    const { container } = render(<FloatingContact />)
    const button = screen.getByRole("button", { name: "Contact options" })
    const menu = document.getElementById(button.getAttribute("aria-controls")!)!
    expect(menu).not.toBeVisible()
    fireEvent.pointerEnter(container.firstChild as Element, { pointerType: "mouse" })
    expect(menu).not.toBeVisible()
    fireEvent.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(menu).toBeVisible()
    expect(screen.getByRole("link", { name: /WhatsApp chat/ }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919876543210/)
    expect(screen.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+919876543210")
    expect(screen.getByRole("link", { name: /Map location/ })).toHaveAttribute("rel", "noopener noreferrer")
    fireEvent.click(button)
    expect(menu).not.toBeVisible()
  })

  it("opens on hover at 768px and wider", () => {
    resizeTo(1280)
    const { container } = render(<FloatingContact />)
    const menu = container.querySelector("ul")!
    fireEvent.pointerEnter(container.firstChild as Element, { pointerType: "mouse" })
    expect(menu).toBeVisible()
    fireEvent.pointerLeave(container.firstChild as Element, { pointerType: "mouse" })
    expect(menu).not.toBeVisible()
    // a tap on a touch screen is not a hover
    fireEvent.pointerEnter(container.firstChild as Element, { pointerType: "touch" })
    expect(menu).not.toBeVisible()
  })
})
