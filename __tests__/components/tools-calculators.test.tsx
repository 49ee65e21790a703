import * as React from "react"
import { act, fireEvent, render as renderPlain, screen, waitFor, within } from "@testing-library/react"
import { FssaiCalculator } from "../../src/components/tools/FssaiCalculator"
import { PfCalculator } from "../../src/components/tools/PfCalculator"
import { TrademarkCalculator } from "../../src/components/tools/TrademarkCalculator"
import { UdyamCalculator } from "../../src/components/tools/UdyamCalculator"
import { WhichRegistrations } from "../../src/components/tools/WhichRegistrations"
import { ThresholdsContext } from "../../src/components/tools/thresholds-context"
import { thresholds as THRESHOLDS } from "../helpers/facts"
import { ToolWords } from "../helpers/shipped"
import { answerTheRest } from "../helpers/which-form"
// The words the English pages' data carries (gatsby/build-html.ts templateWords).
import { calculatorWordsEn } from "../../src/config/strings/calculator-words"
import { withOurFee } from "../../src/lib/tools/our-fee"

/** A tool as its page renders it: inside ToolPage, with the words and thresholds its page query read (the wizard's words on its page only). */
const render = (ui: React.ReactElement) =>
  renderPlain(ui, {
    wrapper: ({ children }) => (
      <ToolWords template={ui.type === WhichRegistrations ? "tool-which-registrations" : "tool-fssai-licence"}>
        <ThresholdsContext.Provider value={THRESHOLDS}>
          {children}
        </ThresholdsContext.Provider>
      </ToolWords>
    ),
  })

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const choose = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole("group", { name: group })).getByRole("radio", { name: option }))
const PREMISES = "Do you trade from a shop, restaurant, workshop, godown, clinic or other premises?"
/** Asks for the answer, as a visitor who has answered every question (none has an answer chosen for them, reviews 43 and 44): the plainest answer where the test chose none. */
const showWhatINeed = () => {
  answerTheRest()
  fireEvent.click(screen.getByRole("button", { name: "Show what I need" }))
}
const whatsAppText = () => {
  const href = screen.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href")!
  expect(href.startsWith("https://wa.me/919876543210?text=")).toBe(true)
  return new URL(href).searchParams.get("text")
}

/** The wizard answered for a café with ₹25 lakh turnover that imports kitchen equipment, 8 employees and 60 contract workers (30 on the ESI wage), and asked. */
function askForCafe() {
    type("Expected yearly turnover", "25")
    choose("Do you make, store, transport, sell or serve food?", "Yes")
    choose("Do you import or export anything, such as equipment, goods or services?", "Yes")
    type("Number of employees", "8")
    type("Contract workers: the most you used through contractors, or supplied to others as a contractor, on any day of the last 12 months", "60")
    type("How many of your employees and the contract workers you use earn ₹21,000 a month or less?", "30")
    showWhatINeed()
}

const select = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe("Which registrations do I need?", () => {
  it("chooses nothing for the visitor: sent unanswered, each question says what depends on it and the first takes focus; answered, the answer shows (reviews 43 and 44)", async () => {
    render(<WhichRegistrations />)
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked()
    expect(screen.getByLabelText(/^Contract workers/)).toHaveValue("")
    type("Expected yearly turnover", "25")
    type("Number of employees", "3")
    type(/^Contract workers/, "0")
    fireEvent.click(screen.getByRole("button", { name: "Show what I need" }))
    const description = (group: string) => screen.getByRole("group", { name: group })
    expect(description("Business form")).toHaveAccessibleDescription("Please choose one: how the business itself is registered depends on it")
    expect(description("Do you supply goods or services?")).toHaveAccessibleDescription("Please choose one: the GST limit depends on it")
    expect(description("Do you sell goods to buyers in other states?")).toHaveAccessibleDescription("Please answer yes or no: GST registration depends on it")
    expect(description("Do you make, store, transport, sell or serve food?")).toHaveAccessibleDescription(expect.stringMatching(/ Please answer yes or no: the FSSAI licence depends on it$/))
    expect(description("Do you import or export anything, such as equipment, goods or services?")).toHaveAccessibleDescription("Please answer yes or no: the IEC depends on it")
    expect(description("Do you sell under your own brand name or logo?")).toHaveAccessibleDescription("Please answer yes or no: the trademark advice depends on it")
    expect(description(PREMISES)).toHaveAccessibleDescription("Please answer yes or no: the trade licence depends on it")
    expect(within(description("Business form")).getByRole("radio", { name: "Proprietorship" })).toHaveFocus()
    expect(screen.queryByRole("heading", { name: "What your business needs" })).not.toBeInTheDocument()
    // answered one by one, each message goes and the focus moves to the next unanswered question
    choose("Business form", "Partnership firm")
    expect(description("Business form")).not.toHaveAccessibleDescription(expect.stringContaining("Please"))
    choose("Do you supply goods or services?", "Goods only")
    fireEvent.click(screen.getByRole("button", { name: "Show what I need" }))
    expect(within(description("Do you sell goods to buyers in other states?")).getByRole("radio", { name: "Yes" })).toHaveFocus()
    choose(PREMISES, "Yes")
    answerTheRest()
    fireEvent.click(screen.getByRole("button", { name: "Show what I need" }))
    const needed = within(await screen.findByRole("region", { name: "Needed now" }))
    expect(needed.getByRole("heading", { name: "Trade licence (GHMC, Cyberabad, Malkajgiri or municipality)" })).toBeInTheDocument()
  })

  it("asks a question only where an answer makes it count: whose the contract workers are, goods sold to other states, food units in other states", () => {
    render(<WhichRegistrations />)
    const ROLE = "Whose are these contract workers?"
    expect(screen.queryByRole("group", { name: ROLE })).not.toBeInTheDocument()
    type(/^Contract workers/, "4")
    expect(within(screen.getByRole("group", { name: ROLE })).getAllByRole("radio").map(r => (r as HTMLInputElement).checked)).toEqual([false, false, false])
    type(/^Contract workers/, "0")
    expect(screen.queryByRole("group", { name: ROLE })).not.toBeInTheDocument()
    const INTERSTATE = "Do you sell goods to buyers in other states?"
    choose("Do you supply goods or services?", "Services only")
    expect(screen.queryByRole("group", { name: INTERSTATE })).not.toBeInTheDocument()
    choose("Do you supply goods or services?", "Both goods and services")
    expect(screen.getByRole("group", { name: INTERSTATE })).toBeInTheDocument()
    // the food questions only of a food business (review 45, major: a shop with no food was asked whether it imports food)
    const FOOD_QUESTIONS = [
      "Do you import or export food or food ingredients?",
      "Do you run an online platform or app through which food is sold or delivered? (Selling on Swiggy, Zomato or a marketplace does not count.)",
      "Does your food business have units (kitchens, outlets or godowns) in more than one state?",
    ]
    for (const name of FOOD_QUESTIONS) expect(screen.queryByRole("group", { name })).not.toBeInTheDocument()
    choose("Do you make, store, transport, sell or serve food?", "No")
    for (const name of FOOD_QUESTIONS) expect(screen.queryByRole("group", { name })).not.toBeInTheDocument()
    choose("Do you make, store, transport, sell or serve food?", "Yes")
    for (const name of FOOD_QUESTIONS) expect(screen.getByRole("group", { name })).toBeInTheDocument()
    // sent with contract workers and no answer to whose they are: that question says so and takes focus
    type(/^Contract workers/, "60")
    type("Expected yearly turnover", "25")
    type("Number of employees", "3")
    type("How many of your employees and the contract workers you use earn ₹21,000 a month or less?", "0")
    for (const group of ["Business form", INTERSTATE, "Do you sell through e-commerce platforms, such as Amazon, Flipkart, Swiggy or Zomato?", ...FOOD_QUESTIONS]) {
      fireEvent.click(within(screen.getByRole("group", { name: group })).getAllByRole("radio")[0])
    }
    fireEvent.click(screen.getByRole("button", { name: "Show what I need" }))
    const role = screen.getByRole("group", { name: ROLE })
    expect(role).toHaveAccessibleDescription("Please choose one: the contract labour licence depends on it")
    expect(within(role).getByRole("radio", { name: "Contractors supply them to us" })).toHaveFocus()
  })

  it("asks for the turnover and the employees first, focusing the first missing answer", () => {
    render(<WhichRegistrations />)
    showWhatINeed()
    const turnover = screen.getByLabelText("Expected yearly turnover")
    expect(turnover).toHaveAccessibleDescription(expect.stringContaining("Enter the yearly turnover"))
    expect(turnover).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByLabelText("Number of employees")).toHaveAccessibleDescription(expect.stringContaining("Enter the number of employees"))
    expect(turnover).toHaveFocus()
    expect(screen.queryByRole("heading", { name: "What your business needs" })).not.toBeInTheDocument()
  })

  it("says nothing of the empty ESI box while the number of employees is still wrong (review 46)", () => {
    render(<WhichRegistrations />)
    type("Number of employees", "five")
    showWhatINeed()
    expect(screen.getByLabelText("Number of employees")).toHaveAccessibleDescription(expect.stringContaining("Use digits only for the number of employees"))
    const esi = screen.getByLabelText("How many of your employees and the contract workers you use earn ₹21,000 a month or less?")
    expect(esi).not.toHaveAttribute("aria-invalid")
    expect(esi).not.toHaveAccessibleDescription(expect.stringContaining("Enter the number of people at that wage"))
    // corrected to 12, at ESI's headcount, the empty box is asked for
    type("Number of employees", "12")
    expect(esi).toHaveAccessibleDescription(expect.stringContaining("Enter the number of people at that wage"))
  })

  it.each([
    ["₹25,000", "Use digits only for the number of employees, with no letters or symbols (for example 25)"],
    ["12.5", "Enter the number of employees as a whole number, without decimals"],
    ["-3", "Enter the number of employees as a whole number of 0 or more"],
    ["12,00,0", "Check the commas in the number of employees: write it as 1,200 or 1200"],
  ])("refuses %j employees with the message of its rule", (input, message) => {
    render(<WhichRegistrations />)
    type("Number of employees", input)
    showWhatINeed()
    expect(screen.getByLabelText("Number of employees")).toHaveAccessibleDescription(expect.stringContaining(message))
  })

  it("asks the state, goods or services, online selling, the ESI wage level and contract workers", () => {
    render(<WhichRegistrations />)
    expect(screen.getByRole("combobox", { name: "State of your main place of business" })).toHaveValue("Telangana")
    expect(screen.getByRole("group", { name: "Do you supply goods or services?" })).toBeInTheDocument()
    expect(screen.getByRole("group", { name: "Do you sell goods to buyers in other states?" })).toBeInTheDocument()
    expect(screen.getByRole("group", { name: "Do you sell through e-commerce platforms, such as Amazon, Flipkart, Swiggy or Zomato?" })).toBeInTheDocument()
    expect(screen.getByLabelText("How many of your employees and the contract workers you use earn ₹21,000 a month or less?")).toBeInTheDocument()
    expect(screen.getByLabelText(/^Contract workers/)).toBeInTheDocument()
    // whose contract workers they are decides the contractor's licence or the principal employer's registration (OSH Code)
    type(/^Contract workers/, "1")
    expect(screen.getByRole("group", { name: "Whose are these contract workers?" })).toBeInTheDocument()
    // only an importer or exporter of food needs the FSSAI central licence for that reason: asked of a food business, under the food question
    const food = screen.getByRole("group", { name: "Do you make, store, transport, sell or serve food?" })
    expect(food).toHaveAccessibleDescription("Count food you import or export, and an app or website of your own through which food is sold or delivered.")
    choose("Do you make, store, transport, sell or serve food?", "Yes")
    expect(food.nextElementSibling).toBe(screen.getByRole("group", { name: "Do you import or export food or food ingredients?" }))
  })

  it("a café importing kitchen equipment keeps the FSSAI licence of its turnover; a principal employer is not told to take the contractor's licence", async () => {
    render(<WhichRegistrations />)
    askForCafe()
    // the answer comes once its code (which-answer.tsx, a chunk of its own) is there
    const result = within(await screen.findByRole("region", { name: "What your business needs" }))
    const needed = within(result.getByRole("region", { name: "Needed now" }))
    // ₹25 lakh: FSSAI basic registration since 1 April 2026 (a state licence until 31 March 2026), never the central licence
    expect(needed.getByRole("heading", { name: "FSSAI basic registration" })).toBeInTheDocument()
    expect(needed.queryByRole("heading", { name: "FSSAI central licence" })).not.toBeInTheDocument()
    expect(needed.getByRole("heading", { name: "Importer Exporter Code (IEC)" })).toBeInTheDocument()
    // 8 employees + 60 contract workers: EPF, ESI and the OSH Code registration of the establishment
    expect(needed.getByRole("heading", { name: "PF registration (EPFO)" })).toBeInTheDocument()
    expect(needed.getByRole("heading", { name: "ESI registration (ESIC)" })).toBeInTheDocument()
    expect(needed.getByRole("heading", { name: "Establishment registration under the OSH Code" })).toBeInTheDocument()
    expect(needed.queryByRole("heading", { name: "Labour licence (contract labour)" })).not.toBeInTheDocument()
    const later = within(result.getByRole("region", { name: "Not needed at these numbers" }))
    expect(later.getByText(/^The contract labour licence is the contractor's, not yours/)).toBeInTheDocument()
  })

  it("gives our fee for each registration needed now or recommended, as its guide's fee line has it, and none for what is not needed (review 30)", async () => {
    render(<WhichRegistrations />)
    askForCafe()
    const result = within(await screen.findByRole("region", { name: "What your business needs" }))
    const needed = within(result.getByRole("region", { name: "Needed now" }))
    const feeOf = (name: string) => needed.getByRole("heading", { name }).closest("li")!.querySelector(".findings__fee")?.textContent
    // content/guides/*: each guide's `fees.ours`
    expect(feeOf("FSSAI basic registration")).toBe("Our fee: from ₹999")
    expect(feeOf("Importer Exporter Code (IEC)")).toBe("Our fee: from ₹1,999")
    expect(feeOf("PF registration (EPFO)")).toBe("Our fee: from ₹2,999")
    expect(feeOf("ESI registration (ESIC)")).toBe("Our fee: from ₹2,499")
    expect(feeOf("Establishment registration under the OSH Code")).toBe("Our fee: from ₹4,999")
    // every finding needed now or recommended has one, under its name
    const priced = [needed, ...result.queryAllByRole("region", { name: "Recommended" }).map(r => within(r))].flatMap(list => list.getAllByRole("listitem"))
    expect(priced.length).toBeGreaterThanOrEqual(5)
    for (const item of priced) {
      expect(item.children[1]).toHaveClass("findings__fee")
      expect(item.children[1].textContent).toMatch(/^Our fee: from ₹[\d,]+( per class)?$/)
    }
    const later = result.getByRole("region", { name: "Not needed at these numbers" })
    expect(within(later).getAllByRole("listitem").length).toBeGreaterThan(0)
    expect(later.querySelector(".findings__fee")).toBeNull()
    expect(later.textContent).not.toContain("Our fee")
  })

  it("asks how many earn up to the ESI wage when there are employees, instead of reading an empty box as none (issue 29 review)", async () => {
    render(<WhichRegistrations />)
    const esi = screen.getByLabelText("How many of your employees and the contract workers you use earn ₹21,000 a month or less?") as HTMLInputElement
    expect(esi.value).toBe("")
    type("Expected yearly turnover", "25")
    type("Number of employees", "12")
    showWhatINeed()
    expect(screen.queryByRole("region", { name: "What your business needs" })).not.toBeInTheDocument()
    expect(esi).toHaveAttribute("aria-invalid", "true")
    // with nobody employed there is nothing to ask: the answer comes without it
    type("Number of employees", "0")
    showWhatINeed()
    expect(await screen.findByRole("region", { name: "What your business needs" })).toBeInTheDocument()
  })

  it("lets a business below ESI's 10 people leave the ESI question empty, and says nothing of those wages (review 32)", async () => {
    render(<WhichRegistrations />)
    const esi = screen.getByLabelText("How many of your employees and the contract workers you use earn ₹21,000 a month or less?")
    expect(esi).toHaveAccessibleDescription(expect.stringContaining("With fewer than 10 employees and contract workers you use, you may leave this empty."))
    type("Expected yearly turnover", "25")
    type("Number of employees", "6")
    // 6 employees and 4 contract workers used: 10 people, where ESI applies, so the question must be answered
    type("Contract workers: the most you used through contractors, or supplied to others as a contractor, on any day of the last 12 months", "4")
    showWhatINeed()
    expect(esi).toHaveAttribute("aria-invalid", "true")
    expect(esi).toHaveFocus()
    expect(screen.queryByRole("region", { name: "What your business needs" })).not.toBeInTheDocument()
    // 6 and 3: 9 people, below ESI's headcount, whatever their wages
    type("Contract workers: the most you used through contractors, or supplied to others as a contractor, on any day of the last 12 months", "3")
    showWhatINeed()
    const result = within(await screen.findByRole("region", { name: "What your business needs" }))
    expect(esi).not.toHaveAttribute("aria-invalid")
    expect(within(result.getByRole("region", { name: "Not needed at these numbers" })).getByText("ESI registration is mandatory from 10 employees; you have 9 employees counting 3 contract workers (the Code on Social Security counts workers employed through a contractor).")).toBeInTheDocument()
    const message = whatsAppText()!
    expect(message).toContain("My business: Proprietorship in Telangana, services only, turnover ₹25 lakh a year, 6 employees, 3 contract workers")
    expect(message).not.toContain("ESI wage limit")
  })

  it("lists what applies with reasons and guide links, and sends it on WhatsApp", async () => {
    render(<WhichRegistrations />)
    choose("Business form", "Private limited company")
    type("Expected yearly turnover", "25")
    expect(screen.getByText("That is ₹25 lakh (₹25,00,000).")).toBeInTheDocument()
    choose("Do you make, store, transport, sell or serve food?", "Yes")
    type("Number of employees", "12")
    type("How many of your employees and the contract workers you use earn ₹21,000 a month or less?", "12")
    choose("Do you sell under your own brand name or logo?", "Yes")
    showWhatINeed()

    const result = await screen.findByRole("region", { name: "What your business needs" })
    await waitFor(() => expect(screen.getByRole("heading", { name: "What your business needs" })).toHaveFocus())
    const needed = within(within(result).getByRole("region", { name: "Needed now" }))
    expect(needed.getAllByRole("heading", { level: 4 }).map(h => h.textContent)).toEqual([
      "Private limited company incorporation",
      "GST registration",
      "FSSAI basic registration",
      "Professional tax enrolment (PTEC) and employer registration (PTRC)",
      "ESI registration (ESIC)",
    ])
    expect(needed.getByText("Turnover of ₹25 lakh is above ₹20 lakh, the GST limit for services.")).toBeInTheDocument()
    expect(needed.getByRole("link", { name: "Read the guide to FSSAI basic registration" })).toHaveAttribute("href", "/food-license/fssai/food-license-registration")
    const later = within(within(result).getByRole("region", { name: "Not needed at these numbers" }))
    expect(later.getByText("PF registration is mandatory from 20 employees; you have 12 employees. You can register voluntarily if you and most employees agree.")).toBeInTheDocument()

    expect(whatsAppText()).toBe(
      [
        'Hello, I used the "Which registrations do I need?" tool on your website.',
        "My business: Private limited company in Telangana, services only, turnover ₹25 lakh a year, 12 employees, 12 earning up to the ESI wage limit, food business, own brand.",
        "Needed now: Private limited company incorporation; GST registration; FSSAI basic registration; Professional tax enrolment (PTEC) and employer registration (PTRC); ESI registration (ESIC).",
        "Recommended: Udyam (MSME) registration; Trademark registration.",
        "Please help me with these registrations.",
      ].join("\n"),
    )
  })

  it("keeps the answer up to date once shown: a goods trader outside Telangana has ₹40 lakh", async () => {
    render(<WhichRegistrations />)
    choose("Do you supply goods or services?", "Goods only")
    type("Expected yearly turnover", "30")
    type("Number of employees", "0")
    showWhatINeed()
    await screen.findByRole("region", { name: "What your business needs" })
    const result = () => within(screen.getByRole("region", { name: "What your business needs" }))
    expect(within(result().getByRole("region", { name: "Needed now" })).getByText(/^Turnover of ₹30 lakh is above ₹20 lakh, the GST limit for goods in Telangana/)).toBeInTheDocument()
    select("State of your main place of business", "Karnataka")
    fireEvent.change(screen.getByLabelText("State of your main place of business").closest("form")!)
    expect(within(result().getByRole("region", { name: "Not needed at these numbers" })).getByText(/^GST becomes mandatory above ₹40 lakh turnover/)).toBeInTheDocument()
  })

  it("checks that the ESI count is not more than the employees", () => {
    render(<WhichRegistrations />)
    type("Expected yearly turnover", "10")
    type("Number of employees", "5")
    type("How many of your employees and the contract workers you use earn ₹21,000 a month or less?", "6")
    showWhatINeed()
    const esi = screen.getByLabelText("How many of your employees and the contract workers you use earn ₹21,000 a month or less?")
    expect(esi).toHaveFocus()
    expect(esi).toHaveAccessibleDescription(expect.stringContaining("This cannot be more than your employees and the contract workers you use (5)"))
  })
})

describe("FSSAI licence calculator", () => {
  it.each([
    // from 1 April 2026 (PIB release of 13 March 2026): basic up to ₹1.5 crore, state up to ₹50 crore, central above
    ["50", "lakh", "FSSAI basic registration", "₹100 a year"], // a state licence until 31 March 2026
    ["1.5", "crore", "FSSAI basic registration", "₹100 a year"], // exactly ₹1.5 crore is basic
    ["1,50,00,001", "rupees", "FSSAI state licence", "₹2,000 to ₹5,000 a year"], // the next rupee
    ["50", "crore", "FSSAI state licence", "₹2,000 to ₹5,000 a year"], // exactly ₹50 crore is still state
    ["50,00,00,001", "rupees", "FSSAI central licence", "₹7,500 a year"],
  ])("%s %s: %s", (amount, unit, tier, fee) => {
    render(<FssaiCalculator words={calculatorWordsEn.fssai} />)
    type("Yearly turnover of the food business", amount)
    fireEvent.change(screen.getByRole("combobox", { name: "Unit of the yearly turnover of the food business" }), { target: { value: unit } })
    fireEvent.click(screen.getByRole("button", { name: "Find my licence" }))
    const result = within(screen.getByRole("region", { name: "Your FSSAI licence" }))
    expect(result.getByText(tier)).toBeInTheDocument()
    expect(result.getByText(`Government fee: ${fee}`, { exact: false })).toBeInTheDocument()
    expect(whatsAppText()).toContain(`Result: ${tier} (`)
  })

  it.each([
    ["twelve", "Use digits only for the yearly turnover, with no letters or symbols (for example 12 or 12.5)"],
    ["1e5", 'Write the yearly turnover in plain digits, without "e" (for example 1200000 or 12,00,000)'],
    ["-12", "The yearly turnover cannot be negative: enter 0 or more"],
    ["Infinity", "Use digits only for the yearly turnover, with no letters or symbols (for example 12 or 12.5)"],
    ["12345678901234567890123", "The yearly turnover has more than 15 digits: check the amount"],
    [
      "12,00,000",
      '"12,00,000" looks like an amount in rupees (₹12 lakh), but the unit is lakh. Choose rupees as the unit, or type the amount in lakh',
    ],
    // review 48: typed in full with the unit left at lakh, it had answered the central licence for ₹18,000 crore
    ["1800000", '"18,00,000" looks like an amount in rupees (₹18 lakh), but the unit is lakh. Choose rupees as the unit, or type the amount in lakh'],
  ])("rejects %j with a clear message linked to the field, and shows no answer", (input, message) => {
    render(<FssaiCalculator words={calculatorWordsEn.fssai} />)
    type("Yearly turnover of the food business", input)
    fireEvent.click(screen.getByRole("button", { name: "Find my licence" }))
    const field = screen.getByLabelText("Yearly turnover of the food business")
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(field).toHaveFocus()
    expect(screen.queryByRole("region", { name: "Your FSSAI licence" })).not.toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|e\+|₹1e/)
  })

  it("reads 12,00,000 as ₹12 lakh once the unit is rupees", () => {
    render(<FssaiCalculator words={calculatorWordsEn.fssai} />)
    type("Yearly turnover of the food business", "12,00,000")
    fireEvent.change(screen.getByRole("combobox", { name: "Unit of the yearly turnover of the food business" }), { target: { value: "rupees" } })
    fireEvent.change(screen.getByLabelText("Yearly turnover of the food business").closest("form")!)
    expect(screen.getByText("That is ₹12 lakh (₹12,00,000).")).toBeInTheDocument()
  })
})

describe("Udyam classification calculator", () => {
  const INVESTMENT = "Investment in plant and machinery or equipment"
  /** Chooses the unit beside an amount box, as a visitor does (the form reads its values on change). */
  const inUnit = (label: string, unit: string) => {
    const select = screen.getByRole("combobox", { name: `Unit of the ${label.toLowerCase()}` })
    fireEvent.change(select, { target: { value: unit } })
    fireEvent.change(select.closest("form")!)
  }
  const inCrore = () => [INVESTMENT, "Yearly turnover"].forEach(label => inUnit(label, "crore"))

  it("reads both amounts in lakh until a unit is chosen, as the other tools' turnovers (review 48: 30 and 250 read as crore gave a medium enterprise)", () => {
    render(<UdyamCalculator words={calculatorWordsEn.udyam} />)
    for (const label of [INVESTMENT, "Yearly turnover"]) {
      expect(screen.getByRole("combobox", { name: `Unit of the ${label.toLowerCase()}` })).toHaveValue("lakh")
    }
    type(INVESTMENT, "30")
    type("Yearly turnover", "250")
    fireEvent.click(screen.getByRole("button", { name: "Find my class" }))
    expect(within(screen.getByRole("region", { name: "Your Udyam classification" })).getByText("Micro enterprise")).toBeInTheDocument()
    expect(whatsAppText()).toContain("Investment in plant, machinery or equipment: ₹30 lakh. Yearly turnover: ₹2.5 crore.")
  })

  it("classes by both limits: ₹2.5 crore and ₹10 crore is micro, ₹10.01 crore of turnover is small", () => {
    render(<UdyamCalculator words={calculatorWordsEn.udyam} />)
    inCrore()
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

  it("₹125 crore and ₹500 crore is medium", () => {
    render(<UdyamCalculator words={calculatorWordsEn.udyam} />)
    inCrore()
    type("Investment in plant and machinery or equipment", "125")
    type("Yearly turnover", "500")
    fireEvent.click(screen.getByRole("button", { name: "Find my class" }))
    expect(within(screen.getByRole("region", { name: "Your Udyam classification" })).getByText("Medium enterprise")).toBeInTheDocument()
  })
})

describe("PF contribution calculator", () => {
  const row = (name: string) => within(screen.getByRole("table")).getByRole("row", { name: new RegExp(`^${name.replace(/[()+']/g, "\\$&")}`) })

  it("shows each share at the ₹15,000 ceiling, with the admin charge in the employer's total", () => {
    render(<PfCalculator words={calculatorWordsEn.pf} />)
    type("Monthly wage in rupees (basic pay + DA)", "15000")
    fireEvent.click(screen.getByRole("button", { name: "Calculate contributions" }))
    expect(row("Employee PF (deducted from the wage)")).toHaveTextContent("12%₹1,800")
    expect(row("Employer PF (EPF)")).toHaveTextContent("3.67%₹550")
    expect(row("Employer pension (EPS)")).toHaveTextContent("8.33% of ₹15,000₹1,250")
    expect(row("Employer insurance (EDLI)")).toHaveTextContent("0.5% of ₹15,000₹75")
    expect(row("Employer administration charge")).toHaveTextContent("0.5% of ₹15,000₹75")
    expect(row("Employer's total")).toHaveTextContent("₹1,950")
    expect(row("Total each month")).toHaveTextContent("₹3,750")
    expect(whatsAppText()).toContain("Employee PF: ₹1,800. Employer PF (EPF): ₹550. Pension (EPS): ₹1,250. EDLI: ₹75. Admin charge: ₹75.")
  })

  it("above the ceiling: EPS and EDLI capped, and each share may be restricted to ₹15,000", () => {
    render(<PfCalculator words={calculatorWordsEn.pf} />)
    type("Monthly wage in rupees (basic pay + DA)", "25,000")
    fireEvent.click(screen.getByRole("button", { name: "Calculate contributions" }))
    expect(screen.getByText(/The pension and insurance shares are worked out on at most ₹15,000, the wage ceiling/)).toBeInTheDocument()
    expect(row("Employer PF (EPF)")).toHaveTextContent("₹1,750")
    expect(row("Employer insurance (EDLI)")).toHaveTextContent("₹75")
    expect(row("Employer's total")).toHaveTextContent("₹3,200")
    choose("The employer's share is worked out on", "₹15,000, the wage ceiling (if the wage is higher)")
    expect(row("Employer PF (EPF)")).toHaveTextContent("12% of ₹15,000 less pension₹550")
    expect(row("Employer's total")).toHaveTextContent("₹2,000")
    choose("The employee's share is worked out on", "₹15,000, the wage ceiling (if the wage is higher)")
    expect(row("Employee PF (deducted from the wage)")).toHaveTextContent("12% of ₹15,000₹1,800")
    expect(row("Total each month")).toHaveTextContent("₹3,750")
    expect(screen.queryByText(/is at least equal to the employer's/)).not.toBeInTheDocument()
  })

  it("with the employer on the whole wage, works out the employee's share on it too and says why (review 36)", () => {
    render(<PfCalculator words={calculatorWordsEn.pf} />)
    type("Monthly wage in rupees (basic pay + DA)", "25,000")
    choose("The employee's share is worked out on", "₹15,000, the wage ceiling (if the wage is higher)")
    fireEvent.click(screen.getByRole("button", { name: "Calculate contributions" }))
    expect(row("Employee PF (deducted from the wage)")).toHaveTextContent("12%₹3,000")
    expect(row("Total each month")).toHaveTextContent("₹6,200")
    expect(
      screen.getByText(
        "You chose ₹15,000 for the employee's share and the whole wage for the employer's: the employee's share is worked out on the whole wage too, because it is at least equal to the employer's (Code on Social Security, 2020, section 16(1)(a)). An employee may pay more than the employer, not less.",
      ),
    ).toBeVisible()
    // the employer restricted too: as chosen, and no such line
    choose("The employer's share is worked out on", "₹15,000, the wage ceiling (if the wage is higher)")
    expect(row("Employee PF (deducted from the wage)")).toHaveTextContent("12% of ₹15,000₹1,800")
    expect(screen.queryByText(/is at least equal to the employer's/)).not.toBeInTheDocument()
  })

  it.each([
    ["15000.50", "Enter the monthly wage in rupees as a whole number, without decimals"],
    ["1e4", 'Write the monthly wage in rupees in plain digits, without "e" (for example 15000)'],
    // One message per rule: a negative wage and a wage of 0 are told the same range.
    ["-5000", "Enter the monthly wage in rupees as a whole number of 1 or more"],
    ["0", "Enter the monthly wage in rupees as a whole number of 1 or more"],
    ["15k", "Use digits only for the monthly wage in rupees, with no letters or symbols (for example 15000)"],
    ["15,00,0", "Check the commas in the monthly wage in rupees: write it as 15,000 or 15000"],
  ])("rejects %j with a clear message", (input, message) => {
    render(<PfCalculator words={calculatorWordsEn.pf} />)
    type("Monthly wage in rupees (basic pay + DA)", input)
    fireEvent.click(screen.getByRole("button", { name: "Calculate contributions" }))
    expect(screen.getByLabelText("Monthly wage in rupees (basic pay + DA)")).toHaveAccessibleDescription(expect.stringContaining(message))
  })
})

describe("Trademark fee calculator", () => {
  it("multiplies the fee per class by the classes, for each applicant and filing mode", () => {
    render(<TrademarkCalculator words={withOurFee(calculatorWordsEn.trademark, "from ₹2,999 per class")} />)
    type("Number of classes", "2")
    fireEvent.click(screen.getByRole("button", { name: "Calculate the fee" }))
    const result = () => within(screen.getByRole("region", { name: "Government filing fee" }))
    expect(result().getByText("₹9,000")).toBeInTheDocument()
    expect(result().getByText(/Our own fee for filing it is from ₹2,999 per class\.$/)).toBeInTheDocument()
    choose("Who is applying?", "Any other applicant (a company, firm or LLP that is neither a startup nor Udyam registered)")
    expect(result().getByText("₹18,000")).toBeInTheDocument()
    choose("How will the application be filed?", "On paper at the Trade Marks Registry")
    expect(result().getByText("₹20,000")).toBeInTheDocument()
    expect(whatsAppText()).toContain("Government fee: ₹10,000 x 2 classes = ₹20,000.")
  })

  it.each([
    ["-5", "Enter the number of classes as a whole number from 1 to 45"],
    ["0", "Enter the number of classes as a whole number from 1 to 45"],
    ["2.5", "Enter the number of classes as a whole number, without decimals"],
    ["two", "Use digits only for the number of classes, with no letters or symbols (for example 2)"],
    ["1,0", "Write the number of classes in plain digits (for example 2)"],
  ])("refuses %j classes with one message per rule, its example one the box accepts", (input, message) => {
    render(<TrademarkCalculator words={withOurFee(calculatorWordsEn.trademark, "from ₹2,999 per class")} />)
    type("Number of classes", input)
    fireEvent.click(screen.getByRole("button", { name: "Calculate the fee" }))
    expect(screen.getByLabelText("Number of classes")).toHaveAccessibleDescription(expect.stringContaining(message))
    // The example in the message is itself accepted.
    const example = message.match(/for example (\d+)/)?.[1]
    if (example) {
      type("Number of classes", example)
      expect(screen.getByLabelText("Number of classes")).not.toHaveAttribute("aria-invalid")
    }
  })

  it("accepts 1 to 45 classes", () => {
    render(<TrademarkCalculator words={withOurFee(calculatorWordsEn.trademark, "from ₹2,999 per class")} />)
    type("Number of classes", "46")
    fireEvent.click(screen.getByRole("button", { name: "Calculate the fee" }))
    expect(screen.getByLabelText("Number of classes")).toHaveAccessibleDescription(expect.stringContaining("Enter the number of classes as a whole number from 1 to 45"))
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
    container.innerHTML = renderToString(<ToolWords template="tool-which-registrations"><ThresholdsContext.Provider value={THRESHOLDS}><WhichRegistrations /></ThresholdsContext.Provider></ToolWords>)
    document.body.appendChild(container)
    const fields = () => container.querySelector("fieldset.tool-form__fields") as HTMLFieldSetElement
    expect(fields().disabled).toBe(true)
    expect(screen.getByRole("button", { name: "Show what I need" })).toBeDisabled()
    expect(screen.getByLabelText("Expected yearly turnover")).toBeDisabled()
    await act(async () => {
      hydrateRoot(container, <ToolWords template="tool-which-registrations"><ThresholdsContext.Provider value={THRESHOLDS}><WhichRegistrations /></ThresholdsContext.Provider></ToolWords>)
    })
    expect(fields().disabled).toBe(false)
    type("Expected yearly turnover", "30")
    type("Number of employees", "25")
    type("How many of your employees and the contract workers you use earn ₹21,000 a month or less?", "25")
    // (radio buttons after hydration are exercised in Chromium by e2e/tools.test.mjs: jsdom
    // does not mark the unchecked radio of a group as changed, so React resets the group)
    showWhatINeed()
    const needed = within(await screen.findByRole("region", { name: "Needed now" }))
    expect(needed.getByText("Turnover of ₹30 lakh is above ₹20 lakh, the GST limit for services.")).toBeInTheDocument()
    expect(needed.getByText("You have 25 employees: PF registration is mandatory from 20 employees.")).toBeInTheDocument()
    container.remove()
  })
})
