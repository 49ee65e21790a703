/**
 * What the quote form shows after it opened WhatsApp (issue 29, point 7): the spec's reset, then a
 * confirmation that WhatsApp was opened with the request, the same message to copy or e-mail, and
 * the phone number; in English and in Telugu (the Telugu words written out here, not read from the
 * table). The confirmation's code loads only once a request was sent (React.lazy).
 */
import * as React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { GuideWords } from "../helpers/shipped"
import { QuoteForm } from "../../src/components/forms/QuoteForm"
import { StringsProvider } from "../../src/components/common/Strings"
import { TE } from "../../src/config/strings/te"
import { site } from "../../src/config/site"

let open: jest.SpyInstance
let writeText: jest.Mock
beforeEach(() => {
  open = jest.spyOn(window, "open").mockImplementation(() => null)
  writeText = jest.fn(() => Promise.resolve())
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
})
afterEach(() => {
  open.mockRestore()
  delete (navigator as { clipboard?: unknown }).clipboard
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const sentText = () => new URL(open.mock.calls[0][0]).searchParams.get("text")!
const TEL = `tel:${site.phone.e164}`
const PHONE = site.phone.display.replace(/ /g, "\u00a0")

describe("the quote form after sending, in English", () => {
  const send = async () => {
    render(<QuoteForm />, { wrapper: GuideWords })
    type("Mobile Number", "+91 98480 12345")
    type("Email", "owner@shop.in")
    type("Requirement", "GST & FSSAI #1?\nby Friday")
    fireEvent.click(screen.getByRole("button", { name: "Submit via WhatsApp" }))
    return screen.findByText("WhatsApp should now be open with your request.")
  }

  it("shows nothing of the confirmation before sending, or when the form has errors", () => {
    render(<QuoteForm />, { wrapper: GuideWords })
    fireEvent.click(screen.getByRole("button", { name: "Submit via WhatsApp" }))
    expect(screen.queryByText("WhatsApp should now be open with your request.")).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Copy the message" })).not.toBeInTheDocument()
  })

  it("keeps the spec's reset, says WhatsApp should now be open and moves the focus there", async () => {
    const title = await send()
    expect(title).toHaveFocus()
    for (const label of ["Mobile Number", "Email", "Requirement"]) expect(screen.getByLabelText(label)).toHaveValue("")
    expect(screen.getByText("No WhatsApp here, or it did not open? Send the same message another way:")).toBeInTheDocument()
  })

  it("shows the message sent, copies exactly it, and e-mails exactly it", async () => {
    await send()
    const message = sentText()
    expect(message).toContain("Mobile: 9848012345")
    expect(screen.getByLabelText("Your message")).toHaveValue(message)
    expect(screen.getByLabelText("Your message")).toHaveAttribute("readonly")

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy the message" }))
    })
    expect(writeText).toHaveBeenCalledWith(message)
    expect(screen.getByText("Message copied")).toBeInTheDocument()

    const mail = new URL(screen.getByRole("link", { name: "Send it by e-mail" }).getAttribute("href")!)
    expect(mail.protocol).toBe("mailto:")
    expect(mail.pathname).toBe(site.email)
    expect(mail.searchParams.get("subject")).toBe("Request for a free quote")
    expect(mail.searchParams.get("body")).toBe(message.replace(/\n/g, "\r\n"))

    expect(screen.getByRole("link", { name: `Or call ${PHONE}` })).toHaveAttribute("href", TEL)
  })

  it("selects the message for the visitor to copy when the browser refuses to copy", async () => {
    writeText.mockImplementation(() => Promise.reject(new Error("denied")))
    await send()
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy the message" }))
    })
    const box = screen.getByLabelText("Your message") as HTMLTextAreaElement
    expect(box).toHaveFocus()
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length])
    expect(screen.getByText("The message above is selected: copy it from here yourself")).toBeInTheDocument()
    expect(screen.queryByText("Message copied")).not.toBeInTheDocument()
  })

  it("takes the confirmation away when the next request is submitted", async () => {
    await send()
    fireEvent.click(await screen.findByRole("button", { name: "Submit via WhatsApp" }))
    expect(screen.queryByText("WhatsApp should now be open with your request.")).not.toBeInTheDocument()
  })
})

describe("the quote form after sending, in Telugu", () => {
  it("says the same in Telugu, with the Telugu message to copy and e-mail", async () => {
    render(
      <StringsProvider value={TE}>
        <QuoteForm />
      </StringsProvider>,
    )
    type("మొబైల్ నంబర్", "098480 12345")
    type("ఈ-మెయిల్", "ravi@shop.in")
    type("మీ అవసరం", "GST రిజిస్ట్రేషన్")
    fireEvent.click(screen.getByRole("button", { name: "వాట్సాప్‌లో పంపండి" }))
    const title = await screen.findByText("మీ అభ్యర్థనతో వాట్సాప్ ఇప్పుడు తెరుచుకుని ఉండాలి.")
    expect(title).toHaveFocus()
    const message = sentText()
    expect(message.split("\n")).toContain("మొబైల్: 9848012345")
    expect(screen.getByText("ఈ పరికరంలో వాట్సాప్ లేదా? లేక అది తెరుచుకోలేదా? ఇదే మెసేజ్‌ను వేరే విధంగా పంపండి:")).toBeInTheDocument()
    expect(screen.getByLabelText("మీ మెసేజ్")).toHaveValue(message)
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "మెసేజ్ కాపీ చేయండి" }))
    })
    expect(writeText).toHaveBeenCalledWith(message)
    expect(screen.getByText("మెసేజ్ కాపీ అయింది")).toBeInTheDocument()
    const mail = new URL(screen.getByRole("link", { name: "ఈ-మెయిల్‌లో పంపండి" }).getAttribute("href")!)
    expect(mail.searchParams.get("subject")).toBe("ఉచిత కొటేషన్ కోసం అభ్యర్థన")
    expect(mail.searchParams.get("body")).toBe(message.replace(/\n/g, "\r\n"))
    expect(screen.getByRole("link", { name: `లేదా ${PHONE}కు కాల్ చేయండి` })).toHaveAttribute("href", TEL)
    // no English word in the confirmation but the message the visitor wrote and the phone number
    const confirmation = title.parentElement!
    const shown = confirmation.textContent!.replace(message, "")
    expect(shown).not.toMatch(/[A-Za-z]/)
  })
})
