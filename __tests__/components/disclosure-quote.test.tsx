import * as React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { DisclosureList } from "../../src/components/guide/DisclosureList"
import { GuideWords } from "../helpers/shipped"
import { QuoteForm, SUBMITTING_MS } from "../../src/components/forms/QuoteForm"

const items = [1, 2, 3, 4, 5].map(n => ({ question: `Item ${n}`, answer: `Answer ${n}` }))

describe("DisclosureList", () => {
  it("lets FAQ items open independently", () => {
    render(<DisclosureList id="faq" items={items.slice(0, 4)} />)
    const [a, b] = screen.getAllByRole("button")
    expect(screen.getAllByRole("button")).toHaveLength(4)
    fireEvent.click(a)
    fireEvent.click(b)
    expect(a).toHaveAttribute("aria-expanded", "true")
    expect(b).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByText("Answer 1")).toBeVisible()
    expect(screen.getByText("Answer 3")).not.toBeVisible()
  })

  it("keeps one item open at a time when single, and closes an open item on a second click", () => {
    render(<DisclosureList id="c" items={items} single />)
    const buttons = screen.getAllByRole("button")
    fireEvent.click(buttons[0])
    expect(screen.getByText("Answer 1")).toBeVisible()
    fireEvent.click(buttons[3])
    expect(buttons[0]).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText("Answer 1")).not.toBeVisible()
    expect(screen.getByText("Answer 4")).toBeVisible()
    fireEvent.click(buttons[3])
    expect(buttons.every(b => b.getAttribute("aria-expanded") === "false")).toBe(true)
    expect(document.getElementById(buttons[2].getAttribute("aria-controls")!)).toHaveTextContent("Answer 3")
  })
})

describe("QuoteForm", () => {
  let open: jest.SpyInstance
  beforeEach(() => {
    jest.useFakeTimers()
    open = jest.spyOn(window, "open").mockImplementation(() => null)
  })
  afterEach(() => {
    open.mockRestore()
    jest.useRealTimers()
  })

  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

  it("shows the spec's messages under each field, tied to it, and focuses the first invalid field", () => {
    render(<QuoteForm />, { wrapper: GuideWords })
    fireEvent.click(screen.getByRole("button", { name: "Submit via WhatsApp" }))
    const mobile = screen.getByLabelText("Mobile Number")
    expect(mobile).toHaveAttribute("aria-invalid", "true")
    expect(mobile).toHaveAccessibleDescription("Mobile number is required")
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is required")
    expect(screen.getByLabelText("Requirement")).toHaveAccessibleDescription("Please enter your requirement")
    expect(mobile).toHaveFocus()
    // The cap of 10 counts what is kept (digits), not what the browser would cut: no maxLength.
    expect(mobile).not.toHaveAttribute("maxLength")
    expect(open).not.toHaveBeenCalled()
  })

  it("clears only the edited field's error", () => {
    render(<QuoteForm />, { wrapper: GuideWords })
    fill("Mobile Number", "12345")
    fill("Email", "bad@")
    fireEvent.click(screen.getByRole("button", { name: "Submit via WhatsApp" }))
    expect(screen.getByText("Please enter a valid 10-digit mobile number")).toBeInTheDocument()
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument()
    fill("Email", "bad@x")
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument()
    expect(screen.getByText("Please enter a valid 10-digit mobile number")).toBeInTheDocument()
    expect(screen.getByText("Please enter your requirement")).toBeInTheDocument()
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid")
  })

  it("keeps every character of the mobile number typed or pasted and sends the number it reads, never a different one (issue 30)", async () => {
    render(<QuoteForm />, { wrapper: GuideWords })
    const mobile = screen.getByLabelText("Mobile Number")
    const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit via WhatsApp" }))
    fill("Email", "owner@shop.in")
    fill("Requirement", "GST")
    // too many digits: kept in the box as pasted, the spec's message on submit, nothing sent
    for (const raw of ["12345678901234567890123", "98480123456", "+91 98480 123456", "1234567890"]) {
      fill("Mobile Number", raw)
      expect(mobile).toHaveValue(raw)
      expect(mobile).not.toHaveAttribute("aria-invalid")
      submit()
      expect(mobile).toHaveValue(raw)
      expect(mobile).toHaveAccessibleDescription("Please enter a valid 10-digit mobile number")
      expect(open).not.toHaveBeenCalled()
    }
    // typing clears the message; the country code people type without a plus is read as one
    fill("Mobile Number", "91 98480 12345")
    expect(mobile).toHaveValue("91 98480 12345")
    expect(mobile).not.toHaveAttribute("aria-invalid")
    submit()
    expect(open).toHaveBeenCalledTimes(1)
    expect(new URL(open.mock.calls[0][0]).searchParams.get("text")).toContain("Mobile: 9848012345")
    // the confirmation after sending (QuoteSent.tsx, loaded once a request is sent)
    expect(await screen.findByText("WhatsApp should now be open with your request.")).toBeVisible()
  })

  it("marks the three fields as required before the visitor submits", () => {
    render(<QuoteForm />, { wrapper: GuideWords })
    expect(screen.getByText("All three fields are required.")).toBeInTheDocument()
    for (const label of ["Mobile Number", "Email", "Requirement"]) expect(screen.getByLabelText(label)).toBeRequired()
  })

  it("counts the requirement's characters near the cap, keeps all of them, and refuses more than 1,000", async () => {
    render(<QuoteForm />, { wrapper: GuideWords })
    const requirement = screen.getByLabelText("Requirement")
    fill("Requirement", "x".repeat(799))
    expect(screen.queryByText(/of 1,000 characters/)).not.toBeInTheDocument()
    fill("Requirement", "x".repeat(800))
    expect(requirement).toHaveAccessibleDescription("800 of 1,000 characters")
    fill("Requirement", "x".repeat(1200))
    expect(requirement).toHaveValue("x".repeat(1200))
    fill("Mobile Number", "9876543210")
    fill("Email", "owner@shop.in")
    fireEvent.click(screen.getByRole("button", { name: "Submit via WhatsApp" }))
    expect(open).not.toHaveBeenCalled()
    expect(requirement).toHaveAccessibleDescription("Please keep your requirement within 1,000 characters 1,200 of 1,000 characters")
    expect(requirement).toHaveValue("x".repeat(1200))
    fill("Requirement", "x".repeat(1000))
    fireEvent.click(screen.getByRole("button", { name: "Submit via WhatsApp" }))
    expect(open).toHaveBeenCalledTimes(1)
    // the confirmation after sending (QuoteSent.tsx, loaded once a request is sent)
    expect(await screen.findByText("WhatsApp should now be open with your request.")).toBeVisible()
  })

  it("opens WhatsApp in a new tab, resets the fields and shows Submitting... until the flag clears", async () => {
    render(<QuoteForm />, { wrapper: GuideWords })
    fill("Mobile Number", " 9876543210 ")
    fill("Email", "owner@shop.in")
    fill("Requirement", "FSSAI & GST #1")
    fireEvent.click(screen.getByRole("button", { name: "Submit via WhatsApp" }))
    expect(open).toHaveBeenCalledTimes(1)
    const [url, target, features] = open.mock.calls[0]
    expect(target).toBe("_blank")
    expect(features).toContain("noopener")
    const text = new URL(url).searchParams.get("text")!
    expect(text).toContain("Requirement: FSSAI & GST #1")
    expect(text).toContain("Mobile: 9876543210")
    expect(screen.getByLabelText("Mobile Number")).toHaveValue("")
    expect(screen.getByLabelText("Email")).toHaveValue("")
    expect(screen.getByLabelText("Requirement")).toHaveValue("")
    const button = screen.getByRole("button", { name: "Submitting..." })
    expect(button).toBeDisabled()
    act(() => {
      jest.advanceTimersByTime(SUBMITTING_MS)
    })
    expect(screen.getByRole("button", { name: "Submit via WhatsApp" })).toBeEnabled()
    // the confirmation after sending (QuoteSent.tsx, loaded once a request is sent)
    expect(await screen.findByText("WhatsApp should now be open with your request.")).toBeVisible()
  })
})
