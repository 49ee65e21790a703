import * as React from "react"
import { act, fireEvent, render as renderPlain, screen, within } from "@testing-library/react"
import { FssaiCalculator } from "../../src/components/tools/FssaiCalculator"
import { PfCalculator } from "../../src/components/tools/PfCalculator"
import { TrademarkCalculator } from "../../src/components/tools/TrademarkCalculator"
import { UdyamCalculator } from "../../src/components/tools/UdyamCalculator"
import { WhichRegistrations } from "../../src/components/tools/WhichRegistrations"
import { ToolFactsProvider } from "../../src/components/tools/ToolFacts"
import { flattenFacts } from "../../src/lib/facts"
import { factFile } from "../helpers/facts"

/** A tool as its page renders it: inside ToolPage, with the facts its page query read. */
const FACT_NODES = { nodes: flattenFacts(factFile) }
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: ({ children }) => <ToolFactsProvider facts={FACT_NODES}>{children}</ToolFactsProvider> })

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const choose = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole("group", { name: group })).getByRole("radio", { name: option }))
const whatsAppText = () => {
  const href = screen.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")!
  expect(href.startsWith("https://wa.me/919876543210?text=")).toBe(true)
  return new URL(href).searchParams.get("text")
}

describe("Which registrations do I need?", () => {
  it("asks for the turnover and the employees first, focusing the first missing answer", () => {
    render(<WhichRegistrations />)
    fireEvent.click(screen.getByRole("button", { name: "Show what I need" }))
    const turnover = screen.getByLabelText("Expected yearly turnover")
    expect(turnover).toHaveAccessibleDescription(expect.stringContaining("Enter the yearly turnover"))
    expect(turnover).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByLabelText("Number of employees")).toHaveAccessibleDescription(expect.stringContaining("Enter the number of employees"))
    expect(turnover).toHaveFocus()
    expect(screen.queryByRole("heading", { name: "What your business needs" })).not.toBeInTheDocument()
  })

  it("lists what applies with reasons and guide links, and sends it on WhatsApp", () => {
    render(<WhichRegistrations />)
    choose("Business form", "Private limited company")
    type("Expected yearly turnover", "25")
    expect(screen.getByText("That is ₹25 lakh.")).toBeInTheDocument()
    choose("Do you make, store, transport, sell or serve food?", "Yes")
    type("Number of employees", "12")
    choose("Do you sell under your own brand name or logo?", "Yes")
    fireEvent.click(screen.getByRole("button", { name: "Show what I need" }))

    const result = screen.getByRole("region", { name: "What your business needs" })
    expect(screen.getByRole("heading", { name: "What your business needs" })).toHaveFocus()
    const needed = within(within(result).getByRole("region", { name: "Needed now" }))
    expect(needed.getAllByRole("heading", { level: 4 }).map(h => h.textContent)).toEqual([
      "Private limited company incorporation",
      "GST registration",
      "FSSAI state licence",
      "Professional tax enrolment (PTEC) and employer registration (PTRC)",
      "ESI registration (ESIC)",
    ])
    expect(needed.getByText("Turnover of ₹25 lakh is above ₹20 lakh, the GST limit.")).toBeInTheDocument()
    expect(needed.getByRole("link", { name: "Read the guide to FSSAI state licence" })).toHaveAttribute("href", "/food-license/fssai/food-state-license")
    const later = within(within(result).getByRole("region", { name: "Not needed at these numbers" }))
    expect(later.getByText("PF registration is mandatory from 20 employees; you have 12. You can register voluntarily if you and most employees agree.")).toBeInTheDocument()

    expect(whatsAppText()).toBe(
      [
        'Hello, I used the "Which registrations do I need?" tool on your website.',
        "My business: Private limited company in Telangana, services, turnover ₹25 lakh a year, 12 employees, food business, own brand.",
        "Needed now: Private limited company incorporation; GST registration; FSSAI state licence; Professional tax enrolment (PTEC) and employer registration (PTRC); ESI registration (ESIC).",
        "Recommended: Udyam (MSME) registration; Trademark registration.",
        "Please help me with these registrations.",
      ].join("\n"),
    )
  })

  it("keeps the answer up to date once shown", () => {
    render(<WhichRegistrations />)
    type("Expected yearly turnover", "20")
    type("Number of employees", "0")
    fireEvent.click(screen.getByRole("button", { name: "Show what I need" }))
    const result = () => within(screen.getByRole("region", { name: "What your business needs" }))
    expect(result().getByText(/GST becomes mandatory above ₹20 lakh turnover; yours is ₹20 lakh/)).toBeInTheDocument()
    choose("Where is the business?", "A special category state")
    expect(result().getByText("Turnover of ₹20 lakh is above ₹10 lakh, the GST limit in special category states.")).toBeInTheDocument()
  })
})

describe("FSSAI licence calculator", () => {
  it.each([
    ["11.99", "lakh", "FSSAI basic registration"],
    ["12", "lakh", "FSSAI state licence"],
    ["20", "crore", "FSSAI state licence"],
    ["200000001", "rupees", "FSSAI central licence"],
  ])("%s %s: %s", (amount, unit, tier) => {
    render(<FssaiCalculator />)
    type("Yearly turnover of the food business", amount)
    fireEvent.change(screen.getByRole("combobox", { name: "Unit of the yearly turnover of the food business" }), { target: { value: unit } })
    fireEvent.click(screen.getByRole("button", { name: "Find my licence" }))
    expect(within(screen.getByRole("region", { name: "Your FSSAI licence" })).getByText(tier)).toBeInTheDocument()
    expect(whatsAppText()).toContain(`Result: ${tier} (`)
  })

  it("rejects a turnover that is not a number", () => {
    render(<FssaiCalculator />)
    type("Yearly turnover of the food business", "twelve")
    fireEvent.click(screen.getByRole("button", { name: "Find my licence" }))
    expect(screen.getByLabelText("Yearly turnover of the food business")).toHaveAccessibleDescription(
      "Enter the yearly turnover as a number, for example 12 or 12.5",
    )
  })
})

describe("Udyam classification calculator", () => {
  // S.O. 1364(E), 21 March 2025: micro up to ₹2.5 crore investment and ₹10 crore turnover
  it("classes by both limits: 2.5 crore and 10 crore is micro, 2.5 crore and 10.01 crore is small", () => {
    render(<UdyamCalculator />)
    type("Investment in plant and machinery or equipment", "2.5")
    type("Yearly turnover", "10")
    fireEvent.click(screen.getByRole("button", { name: "Find my class" }))
    const result = () => within(screen.getByRole("region", { name: "Your Udyam classification" }))
    expect(result().getByText("Micro enterprise")).toBeInTheDocument()
    type("Yearly turnover", "10.01")
    expect(result().getByText("Small enterprise")).toBeInTheDocument()
    expect(whatsAppText()).toBe(
      [
        "Hello, I used the Udyam classification calculator on your website.",
        "Investment in plant, machinery or equipment: ₹2.5 crore. Yearly turnover: ₹10.01 crore.",
        "Result: Small enterprise.",
        "Please help me with Udyam (MSME) registration.",
      ].join("\n"),
    )
  })
})

describe("PF contribution calculator", () => {
  it("shows each share for a wage at the 15,000 ceiling", () => {
    render(<PfCalculator />)
    type("Monthly wage in rupees (basic pay + DA)", "15000")
    fireEvent.click(screen.getByRole("button", { name: "Calculate contributions" }))
    const table = within(screen.getByRole("table"))
    const row = (name: string) => table.getByRole("row", { name: new RegExp(`^${name.replace(/[()+]/g, "\\$&")}`) })
    expect(row("Employee PF (deducted from the wage)")).toHaveTextContent("12%₹1,800")
    expect(row("Employer PF (EPF)")).toHaveTextContent("3.67%₹550")
    expect(row("Employer pension (EPS)")).toHaveTextContent("8.33% of ₹15,000₹1,250")
    expect(row("Employer insurance (EDLI)")).toHaveTextContent("0.5% of ₹15,000₹75")
    expect(row("Total each month")).toHaveTextContent("₹3,675")
    expect(whatsAppText()).toContain("Employee PF: ₹1,800. Employer PF (EPF): ₹550. Pension (EPS): ₹1,250. EDLI: ₹75.")
  })

  it("caps the pension share above the ceiling and explains it", () => {
    render(<PfCalculator />)
    type("Monthly wage in rupees (basic pay + DA)", "25000")
    fireEvent.click(screen.getByRole("button", { name: "Calculate contributions" }))
    expect(screen.getByText(/The pension share is worked out on ₹15,000, the wage ceiling, so it stays at ₹1,250/)).toBeInTheDocument()
    expect(screen.getByRole("row", { name: /^Employer PF \(EPF\)/ })).toHaveTextContent("₹1,750")
  })

  it("asks for a whole number of rupees", () => {
    render(<PfCalculator />)
    type("Monthly wage in rupees (basic pay + DA)", "15000.50")
    fireEvent.click(screen.getByRole("button", { name: "Calculate contributions" }))
    expect(screen.getByLabelText("Monthly wage in rupees (basic pay + DA)")).toHaveAccessibleDescription(
      expect.stringContaining("Enter the monthly wage in rupees as a whole number of 1 or more"),
    )
  })
})

describe("Trademark fee calculator", () => {
  it("multiplies the fee per class by the classes, for each applicant", () => {
    render(<TrademarkCalculator />)
    type("Number of classes", "2")
    fireEvent.click(screen.getByRole("button", { name: "Calculate the fee" }))
    const result = () => within(screen.getByRole("region", { name: "Government filing fee" }))
    expect(result().getByText("₹9,000")).toBeInTheDocument()
    choose("Who is applying?", "Any other applicant (company, firm or LLP without Udyam or startup recognition)")
    expect(result().getByText("₹18,000")).toBeInTheDocument()
    expect(whatsAppText()).toContain("Government fee: ₹9,000 x 2 classes = ₹18,000.")
  })

  it("accepts 1 to 45 classes", () => {
    render(<TrademarkCalculator />)
    type("Number of classes", "46")
    fireEvent.click(screen.getByRole("button", { name: "Calculate the fee" }))
    expect(screen.getByLabelText("Number of classes")).toHaveAccessibleDescription(expect.stringContaining("Enter a whole number from 1 to 45"))
    type("Number of classes", "45")
    expect(within(screen.getByRole("region", { name: "Government filing fee" })).getByText("₹2,02,500")).toBeInTheDocument()
  })
})

describe("before the JavaScript has loaded", () => {
  it("the prerendered form is disabled, and React enables it when it takes over", async () => {
    // jsdom lacks TextEncoder, which React's server renderer needs
    Object.assign(globalThis, { TextEncoder: require("util").TextEncoder })
    const { renderToString } = require("react-dom/server")
    const { hydrateRoot } = require("react-dom/client")
    const container = document.createElement("div")
    container.innerHTML = renderToString(<ToolFactsProvider facts={FACT_NODES}><WhichRegistrations /></ToolFactsProvider>)
    document.body.appendChild(container)
    const fields = () => container.querySelector("fieldset.tool-form__fields") as HTMLFieldSetElement
    expect(fields().disabled).toBe(true)
    expect(screen.getByRole("button", { name: "Show what I need" })).toBeDisabled()
    expect(screen.getByLabelText("Expected yearly turnover")).toBeDisabled()
    await act(async () => {
      hydrateRoot(container, <ToolFactsProvider facts={FACT_NODES}><WhichRegistrations /></ToolFactsProvider>)
    })
    expect(fields().disabled).toBe(false)
    type("Expected yearly turnover", "30")
    type("Number of employees", "25")
    // (radio buttons after hydration are exercised in Chromium by e2e/tools.test.mjs: jsdom
    // does not mark the unchecked radio of a group as changed, so React resets the group)
    fireEvent.click(screen.getByRole("button", { name: "Show what I need" }))
    const needed = within(screen.getByRole("region", { name: "Needed now" }))
    expect(needed.getByText("Turnover of ₹30 lakh is above ₹20 lakh, the GST limit.")).toBeInTheDocument()
    expect(needed.getByText("You have 25 employees: PF registration is mandatory from 20 employees.")).toBeInTheDocument()
    container.remove()
  })
})
