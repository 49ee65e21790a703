/**
 * The quote form on a Telugu page (issue 24): Telugu labels, counter, messages, button and
 * WhatsApp message, with the same rules; the contact page's form opens with the service named
 * in its URL in a Telugu sentence. The Telugu words are written out here (not read from the
 * table), so a missing or changed one fails; the English form keeps the spec's words and no
 * Telugu (disclosure-quote.test.tsx checks them one by one).
 */
import * as React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { GuideWords } from "../helpers/shipped"
import { QuoteForm, SUBMITTING_MS } from "../../src/components/forms/QuoteForm"
import { SectionInteractive } from "../../src/components/sections/SectionInteractive"
import { sectionParts, type InteractiveSectionPart } from "../../gatsby/build-html"
import type { SectionData } from "../../src/components/sections/SectionFrame"
import { StringsProvider } from "../../src/components/common/Strings"
import { TE } from "../../src/config/strings/te"
import { site } from "../../src/config/site"

const TELUGU = /[\u0C00-\u0C7F]/

let open: jest.SpyInstance
beforeEach(() => {
  jest.useFakeTimers()
  open = jest.spyOn(window, "open").mockImplementation(() => null)
})
afterEach(() => {
  open.mockRestore()
  jest.useRealTimers()
  window.history.replaceState(null, "", "/")
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const sentText = (call = 0) => new URL(open.mock.calls[call][0]).searchParams.get("text")!

describe("QuoteForm in Telugu", () => {
  const renderTe = (props: React.ComponentProps<typeof QuoteForm> = {}) =>
    render(
      <StringsProvider value={TE}>
        <QuoteForm {...props} />
      </StringsProvider>,
    )

  it("has Telugu labels, heading and button, and no English words", () => {
    const { container } = renderTe()
    expect(screen.getByRole("heading", { name: "ఉచిత కొటేషన్ పొందండి" })).toBeInTheDocument()
    expect(screen.getByLabelText("మొబైల్ నంబర్")).toHaveAttribute("inputMode", "tel") // a phone keypad: digits with + and spaces (issue 30)
    expect(screen.getByLabelText("ఈ-మెయిల్")).toHaveAttribute("type", "email")
    expect(screen.getByLabelText("మీ అవసరం").tagName).toBe("TEXTAREA")
    expect(screen.getByRole("button", { name: "వాట్సాప్‌లో పంపండి" })).toBeEnabled()
    expect(container.textContent).not.toMatch(/[A-Za-z]/)
  })

  it("gives every message in Telugu, under its field, and focuses the first invalid field", () => {
    renderTe()
    fireEvent.click(screen.getByRole("button", { name: "వాట్సాప్‌లో పంపండి" }))
    const mobile = screen.getByLabelText("మొబైల్ నంబర్")
    expect(mobile).toHaveAccessibleDescription("మొబైల్ నంబర్ తప్పనిసరి")
    expect(mobile).toHaveFocus()
    expect(screen.getByLabelText("ఈ-మెయిల్")).toHaveAccessibleDescription("ఈ-మెయిల్ తప్పనిసరి")
    expect(screen.getByLabelText("మీ అవసరం")).toHaveAccessibleDescription("మీకు ఏం కావాలో రాయండి")

    type("మొబైల్ నంబర్", "12345")
    type("ఈ-మెయిల్", "owner@shop")
    type("మీ అవసరం", "GST")
    fireEvent.click(screen.getByRole("button", { name: "వాట్సాప్‌లో పంపండి" }))
    expect(mobile).toHaveAccessibleDescription("సరైన 10 అంకెల మొబైల్ నంబర్ ఇవ్వండి")
    expect(screen.getByLabelText("ఈ-మెయిల్")).toHaveAccessibleDescription("సరైన ఈ-మెయిల్ చిరునామా ఇవ్వండి")
    expect(screen.getByLabelText("మీ అవసరం")).not.toHaveAttribute("aria-invalid")
    expect(open).not.toHaveBeenCalled()
  })

  it("keeps a pasted number that is too long as it was and refuses it on submit with the Telugu message, as in English", () => {
    renderTe()
    const mobile = screen.getByLabelText("మొబైల్ నంబర్")
    type("మొబైల్ నంబర్", "+91 98480 12345")
    expect(mobile).toHaveValue("+91 98480 12345")
    type("మొబైల్ నంబర్", "12345678901234567890123")
    expect(mobile).toHaveValue("12345678901234567890123")
    type("ఈ-మెయిల్", "owner@shop.in")
    type("మీ అవసరం", "GST")
    fireEvent.click(screen.getByRole("button", { name: "వాట్సాప్‌లో పంపండి" }))
    expect(mobile).toHaveValue("12345678901234567890123")
    expect(mobile).toHaveAccessibleDescription("సరైన 10 అంకెల మొబైల్ నంబర్ ఇవ్వండి")
    expect(open).not.toHaveBeenCalled()
  })

  it("says in Telugu that all three fields are required", () => {
    renderTe()
    expect(screen.getByText("మూడు వివరాలూ తప్పనిసరి.")).toBeInTheDocument()
    for (const label of ["మొబైల్ నంబర్", "ఈ-మెయిల్", "మీ అవసరం"]) expect(screen.getByLabelText(label)).toBeRequired()
  })

  it("counts the requirement in Telugu near the cap and refuses more than 1,000 in Telugu", () => {
    renderTe()
    const requirement = screen.getByLabelText("మీ అవసరం")
    type("మీ అవసరం", "క".repeat(799))
    expect(screen.queryByText(/అక్షరాలలో/)).not.toBeInTheDocument()
    type("మీ అవసరం", "క".repeat(800))
    expect(requirement).toHaveAccessibleDescription("1,000 అక్షరాలలో 800 వాడారు")
    type("మీ అవసరం", "క".repeat(1001))
    type("మొబైల్ నంబర్", "9876543210")
    type("ఈ-మెయిల్", "owner@shop.in")
    fireEvent.click(screen.getByRole("button", { name: "వాట్సాప్‌లో పంపండి" }))
    expect(open).not.toHaveBeenCalled()
    expect(requirement).toHaveAccessibleDescription("మీ అవసరాన్ని 1,000 అక్షరాల లోపు రాయండి 1,000 అక్షరాలలో 1,001 వాడారు")
  })

  it("opens WhatsApp with the Telugu greeting and Telugu field names, then shows the Telugu opening text", async () => {
    renderTe()
    type("మొబైల్ నంబర్", " 98480 12345 ")
    type("ఈ-మెయిల్", "ravi@shop.in")
    type("మీ అవసరం", "FSSAI లైసెన్స్ & GST #1")
    fireEvent.click(screen.getByRole("button", { name: "వాట్సాప్‌లో పంపండి" }))
    expect(open).toHaveBeenCalledTimes(1)
    const [url, target] = open.mock.calls[0]
    expect(target).toBe("_blank")
    expect(new URL(url).pathname).toBe(`/${site.whatsapp}`)
    expect(sentText()).toBe(
      [`నమస్తే ${site.businessName},`, "నాకు ఉచిత కొటేషన్ కావాలి.", "ఈ-మెయిల్: ravi@shop.in", "మొబైల్: 9848012345", "అవసరం: FSSAI లైసెన్స్ & GST #1"].join("\n"),
    )
    expect(screen.getByLabelText("మీ అవసరం")).toHaveValue("")
    expect(screen.getByRole("button", { name: "వాట్సాప్ తెరుస్తున్నాం..." })).toBeDisabled()
    act(() => {
      jest.advanceTimersByTime(SUBMITTING_MS)
    })
    expect(screen.getByRole("button", { name: "వాట్సాప్‌లో పంపండి" })).toBeEnabled()
    // the confirmation after sending (QuoteSent.tsx, loaded once a request is sent)
    expect(await screen.findByText("మీ అభ్యర్థనతో వాట్సాప్ ఇప్పుడు తెరుచుకుని ఉండాలి.")).toBeVisible()
  })

  it("keeps the heading and intro its page gives", () => {
    renderTe({ heading: "కొటేషన్ కోసం అడగండి", intro: "మీకు ఏం కావాలో చెప్పండి." })
    expect(screen.getByRole("heading", { name: "కొటేషన్ కోసం అడగండి" })).toBeInTheDocument()
    expect(screen.getByText("మీకు ఏం కావాలో చెప్పండి.")).toBeInTheDocument()
  })

  it("opens naming a service in a Telugu sentence", () => {
    renderTe({ service: "GST రిజిస్ట్రేషన్" })
    expect(screen.getByLabelText("మీ అవసరం")).toHaveValue("GST రిజిస్ట్రేషన్ గురించి: ")
  })
})

describe("the contact page's form and ?service=", () => {
  const section = { type: "contact", id: "office", heading: "Contact", intro: null } as unknown as SectionData
  const service = "ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్"

  it("on the Telugu page, opens with the service in Telugu and sends it in the Telugu message", async () => {
    window.history.replaceState(null, "", `/te/our_profile/contact-us?service=${encodeURIComponent(service)}`)
    render(
      <StringsProvider value={TE}>
        <SectionInteractive part={{ interactive: true, section }} />
      </StringsProvider>,
    )
    const requirement = screen.getByLabelText("మీ అవసరం")
    expect(requirement).toHaveValue(`${service} గురించి: `)
    // the whole form is Telugu: its heading and intro (the sections table) and its own words
    const form = screen.getByRole("form")
    expect(form).toHaveAccessibleName(TE.sections.requestQuote)
    expect(form.textContent).not.toMatch(/[A-Za-z]/)
    fireEvent.change(requirement, { target: { value: `${service} గురించి: ఇద్దరు డైరెక్టర్లు` } })
    type("మొబైల్ నంబర్", "9123456780")
    type("ఈ-మెయిల్", "founder@startup.in")
    fireEvent.click(screen.getByRole("button", { name: "వాట్సాప్‌లో పంపండి" }))
    expect(sentText().split("\n").pop()).toBe(`అవసరం: ${service} గురించి: ఇద్దరు డైరెక్టర్లు`)
    // the confirmation after sending (QuoteSent.tsx, loaded once a request is sent)
    expect(await screen.findByText("మీ అభ్యర్థనతో వాట్సాప్ ఇప్పుడు తెరుచుకుని ఉండాలి.")).toBeVisible()
  })

  it("on the English page, opens with the service as before, and the form has no Telugu", async () => {
    window.history.replaceState(null, "", "/our_profile/contact-us?service=Private%20Limited%20Company%20Registration")
    // the section as the English contact page ships it: the office details and the form's words made at build time
    const [part] = sectionParts([section], "/our_profile/contact-us", [])
    const { container } = render(<SectionInteractive part={part as InteractiveSectionPart} />)
    expect(screen.getByLabelText("Requirement")).toHaveValue("Private Limited Company Registration: ")
    expect(container.querySelector("form")!.textContent).not.toMatch(TELUGU)
    type("Mobile Number", "9123456780")
    type("Email", "founder@startup.in")
    fireEvent.click(screen.getByRole("button", { name: "Submit via WhatsApp" }))
    expect(sentText()).toBe(
      [`Hello ${site.businessName},`, "I would like to request a free quote.", "Email: founder@startup.in", "Mobile: 9123456780", "Requirement: Private Limited Company Registration:"].join("\n"),
    )
    // the confirmation after sending (QuoteSent.tsx, loaded once a request is sent)
    expect(await screen.findByText("WhatsApp should now be open with your request.")).toBeVisible()
  })
})

describe("QuoteForm in English", () => {
  it("keeps the spec's words: heading, labels, button, counter", () => {
    const { container } = render(<QuoteForm />, { wrapper: GuideWords })
    expect(screen.getByRole("heading", { name: "Get a free quote" })).toBeInTheDocument()
    for (const label of ["Mobile Number", "Email", "Requirement"]) expect(screen.getByLabelText(label)).toBeInTheDocument()
    type("Requirement", "x".repeat(900))
    expect(screen.getByLabelText("Requirement")).toHaveAccessibleDescription("900 of 1,000 characters")
    expect(screen.getByRole("button", { name: "Submit via WhatsApp" })).toBeInTheDocument()
    expect(container.textContent).not.toMatch(TELUGU)
  })
})
