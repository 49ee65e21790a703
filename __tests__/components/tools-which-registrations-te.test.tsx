/**
 * The "which registrations" wizard on its Telugu page (issue 24): rendered with the Telugu table
 * as the Telugu Layout provides it, asked in Telugu, answered in Telugu, linking the Telugu guides.
 */
import * as React from "react"
import { fireEvent, render as renderPlain, screen, waitFor, within } from "@testing-library/react"
import { WhichRegistrations } from "../../src/components/tools/WhichRegistrations"
import { ThresholdsContext } from "../../src/components/tools/thresholds-context"
import { thresholds as THRESHOLDS } from "../helpers/facts"
import { ToolWords } from "../helpers/shipped"
import { answerTheRest } from "../helpers/which-form"

const render = (ui: React.ReactElement) =>
  renderPlain(ui, {
    wrapper: ({ children }) => (
      <ToolWords lang="te" template="tool-which-registrations">
        <ThresholdsContext.Provider value={THRESHOLDS}>{children}</ThresholdsContext.Provider>
      </ToolWords>
    ),
  })

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const choose = (group: string, option: string) => fireEvent.click(within(screen.getByRole("group", { name: group })).getByRole("radio", { name: option }))
const PREMISES = "షాపు, రెస్టారెంట్, వర్క్‌షాప్, గోడౌన్, క్లినిక్ లేదా ఇతర వ్యాపార స్థలం నుంచి వ్యాపారం చేస్తారా?"
/** Asks for the answer, as a visitor who has answered every question (none has an answer chosen for them, reviews 43 and 44): the plainest answer where the test chose none. */
const submit = () => {
  answerTheRest()
  fireEvent.click(screen.getByRole("button", { name: "నాకు ఏం కావాలో చూపించండి" }))
}

const TELUGU = /[\u0C00-\u0C7F]/
const ENGLISH_WORD = /\b[a-z]{3,}\b/

describe("Which registrations do I need? in Telugu", () => {
  it("asks every question in Telugu, with Telugu options whose values stay the English ones", () => {
    render(<WhichRegistrations />)
    expect(screen.getByRole("heading", { name: "మీ వ్యాపారం గురించి చెప్పండి" })).toBeInTheDocument()
    const form = within(screen.getByRole("group", { name: "వ్యాపార రూపం" }))
    expect(form.getByRole("radio", { name: "ప్రైవేట్ లిమిటెడ్ కంపెనీ" })).toHaveAttribute("value", "pvt-ltd")
    const state = screen.getByRole("combobox", { name: "మీ ప్రధాన వ్యాపార స్థలం ఉన్న రాష్ట్రం" })
    expect(state).toHaveValue("Telangana")
    expect(within(state).getByRole("option", { name: "తెలంగాణ" })).toHaveAttribute("value", "Telangana")
    expect(within(state).getByRole("option", { name: "కర్ణాటక" })).toHaveAttribute("value", "Karnataka")
    // review 32: below ESI's headcount the question may be left empty, and the hint says so
    expect(screen.getByLabelText("మీ ఉద్యోగులు, మీరు పనిలో పెట్టుకునే కాంట్రాక్ట్ కార్మికుల్లో ఎంతమందికి నెల జీతం ₹21,000 లేదా అంతకంటే తక్కువ?")).toHaveAccessibleDescription(
      expect.stringContaining("ఉద్యోగులు, కాంట్రాక్ట్ కార్మికులు కలిపి 10 మంది కంటే తక్కువ ఉంటే దీన్ని ఖాళీగా వదిలేయవచ్చు."),
    )
    const unit = screen.getByRole("combobox", { name: "అంచనా వేసిన ఏడాది టర్నోవర్: యూనిట్" })
    expect(within(unit).getByRole("option", { name: "₹ లక్షలు" })).toHaveAttribute("value", "lakh")
    // every question, label, hint and option of the form is in Telugu
    const fieldset = document.querySelector("fieldset.tool-form__fields")!
    const texts = [...fieldset.querySelectorAll("legend, label, .field__hint, option, button")].map(el => el.textContent!.trim()).filter(Boolean)
    expect(texts.length).toBeGreaterThan(40)
    for (const text of texts) {
      // the option labels that are terms people say in English (LLP) are the only Latin text
      if (text === "LLP") continue
      expect([text, TELUGU.test(text)]).toEqual([text, true])
      expect([text, ENGLISH_WORD.test(text)]).toEqual([text, false])
    }
    // nothing is chosen for the visitor (reviews 43 and 44); a food business with contract workers is asked all nine yes/no questions
    type(/^కాంట్రాక్ట్ కార్మికులు:/, "3")
    choose("మీరు ఆహారాన్ని తయారుచేస్తారా, నిల్వ చేస్తారా, రవాణా చేస్తారా, అమ్ముతారా లేదా వడ్డిస్తారా?", "అవును")
    const roles = within(screen.getByRole("group", { name: "ఈ కాంట్రాక్ట్ కార్మికుల విషయంలో మీ పాత్ర ఏమిటి?" }))
    expect(roles.getByRole("radio", { name: "కాంట్రాక్టర్లు వారిని మాకు సరఫరా చేస్తారు" })).toHaveAttribute("value", "principal")
    let yesNo = 0
    for (const group of screen.getAllByRole("group")) {
      const radios = within(group).queryAllByRole("radio")
      if (radios.length === 2 && radios[0].getAttribute("value") === "yes") {
        yesNo += 1
        expect(within(group).getByRole("radio", { name: "అవును" })).toHaveAttribute("value", "yes")
        expect(within(group).getByRole("radio", { name: "లేదు" })).toHaveAttribute("value", "no")
        if (radios[0].getAttribute("name") !== "food") for (const radio of radios) expect(radio).not.toBeChecked()
      }
    }
    expect(yesNo).toBe(9)
    for (const text of [...document.querySelectorAll("fieldset.tool-form__fields legend")].map(el => el.textContent!.trim())) {
      expect([text, TELUGU.test(text)]).toEqual([text, true])
    }
  })

  it("says in Telugu which questions are unanswered, and moves focus to the first", () => {
    render(<WhichRegistrations />)
    type("అంచనా వేసిన ఏడాది టర్నోవర్", "25")
    type("ఉద్యోగుల సంఖ్య", "3")
    type(/^కాంట్రాక్ట్ కార్మికులు:/, "0")
    // a food business is asked the food questions
    choose("మీరు ఆహారాన్ని తయారుచేస్తారా, నిల్వ చేస్తారా, రవాణా చేస్తారా, అమ్ముతారా లేదా వడ్డిస్తారా?", "అవును")
    fireEvent.click(screen.getByRole("button", { name: "నాకు ఏం కావాలో చూపించండి" }))
    const form = screen.getByRole("group", { name: "వ్యాపార రూపం" })
    expect(form).toHaveAccessibleDescription("ఒకటి ఎంచుకోండి: వ్యాపారాన్ని ఎలా రిజిస్టర్ చేసుకోవాలో దీనిపై ఆధారపడుతుంది")
    expect(within(form).getByRole("radio", { name: "ప్రొప్రైటర్‌షిప్" })).toHaveFocus()
    expect(screen.getByRole("group", { name: PREMISES })).toHaveAccessibleDescription("అవును లేదా లేదు ఎంచుకోండి: ట్రేడ్ లైసెన్స్ దీనిపై ఆధారపడుతుంది")
    expect(screen.getByRole("group", { name: "ఆహారం లేదా ఆహార పదార్థాలను దిగుమతి లేదా ఎగుమతి చేస్తారా?" })).toHaveAccessibleDescription(
      "అవును లేదా లేదు ఎంచుకోండి: మీకు ఏ FSSAI లైసెన్స్ కావాలో దీనిపై ఆధారపడుతుంది",
    )
    expect(screen.queryByRole("heading", { name: "మీ వ్యాపారానికి ఏం కావాలి" })).not.toBeInTheDocument()
  })

  it("gives the messages of missing and wrong answers in Telugu", () => {
    render(<WhichRegistrations />)
    type("ఉద్యోగుల సంఖ్య", "12.5")
    submit()
    const turnover = screen.getByLabelText("అంచనా వేసిన ఏడాది టర్నోవర్")
    expect(turnover).toHaveAccessibleDescription(expect.stringContaining("ఏడాది టర్నోవర్ ఇవ్వండి"))
    expect(turnover).toHaveFocus()
    expect(screen.getByLabelText("ఉద్యోగుల సంఖ్య")).toHaveAccessibleDescription(expect.stringContaining("ఉద్యోగుల సంఖ్య: దశాంశాలు లేకుండా పూర్ణ సంఖ్యగా ఇవ్వండి"))
    type("అంచనా వేసిన ఏడాది టర్నోవర్", "12,00,000")
    expect(turnover).toHaveAccessibleDescription(expect.stringContaining('"12,00,000" రూపాయల్లో రాసిన మొత్తంలా ఉంది (₹12 లక్షలు), కానీ యూనిట్ లక్షలు.'))
    type("ఉద్యోగుల సంఖ్య", "5")
    type(/^కాంట్రాక్ట్ కార్మికులు:/, "0")
    type(/ఎంతమందికి నెల జీతం/, "9")
    expect(screen.getByLabelText(/ఎంతమందికి నెల జీతం/)).toHaveAccessibleDescription(
      expect.stringContaining("ఇది మీ ఉద్యోగులు, మీరు పనిలో పెట్టుకునే కాంట్రాక్ట్ కార్మికుల మొత్తం (5) కంటే ఎక్కువ ఉండకూడదు"),
    )
  })

  it("reads the amount back in Telugu words, with Western digits and the Indian grouping", () => {
    render(<WhichRegistrations />)
    type("అంచనా వేసిన ఏడాది టర్నోవర్", "25.5")
    expect(screen.getByText("అంటే ₹25.5 లక్షలు (₹25,50,000).")).toBeInTheDocument()
  })

  it("clicks through to an answer in Telugu: findings, reasons, Telugu guides and the WhatsApp message", async () => {
    render(<WhichRegistrations />)
    choose("వ్యాపార రూపం", "ప్రైవేట్ లిమిటెడ్ కంపెనీ")
    choose("మీరు వస్తువులు సరఫరా చేస్తారా, సేవలు అందిస్తారా?", "వస్తువులు మాత్రమే")
    type("అంచనా వేసిన ఏడాది టర్నోవర్", "25")
    choose("మీరు ఆహారాన్ని తయారుచేస్తారా, నిల్వ చేస్తారా, రవాణా చేస్తారా, అమ్ముతారా లేదా వడ్డిస్తారా?", "అవును")
    type("ఉద్యోగుల సంఖ్య", "12")
    type(/ఎంతమందికి నెల జీతం/, "5")
    choose("మీ సొంత బ్రాండ్ పేరు లేదా లోగోతో అమ్ముతారా?", "అవును")
    choose("షాపు, రెస్టారెంట్, వర్క్‌షాప్, గోడౌన్, క్లినిక్ లేదా ఇతర వ్యాపార స్థలం నుంచి వ్యాపారం చేస్తారా?", "అవును")
    submit()

    // the answer comes once its code (which-answer.tsx, a chunk of its own) is there
    const result = within(await screen.findByRole("region", { name: "మీ వ్యాపారానికి ఏం కావాలి" }))
    await waitFor(() => expect(result.getByRole("heading", { name: "మీ వ్యాపారానికి ఏం కావాలి" })).toHaveFocus())
    const needed = within(result.getByRole("region", { name: "ఇప్పుడే కావాల్సినవి" }))
    const neededNames = needed.getAllByRole("heading", { level: 4 }).map(h => h.textContent)
    expect(neededNames).toEqual([
      "ప్రైవేట్ లిమిటెడ్ కంపెనీ ఇన్‌కార్పొరేషన్",
      "GST రిజిస్ట్రేషన్",
      "FSSAI బేసిక్ రిజిస్ట్రేషన్",
      "వృత్తి పన్ను ఎన్‌రోల్‌మెంట్ (PTEC), ఎంప్లాయర్ రిజిస్ట్రేషన్ (PTRC)",
      "ట్రేడ్ లైసెన్స్ (GHMC, సైబరాబాద్, మల్కాజ్‌గిరి లేదా మున్సిపాలిటీ)",
      "ESI రిజిస్ట్రేషన్ (ESIC)",
    ])
    expect(needed.getByText("మీ టర్నోవర్ ₹25 లక్షలు; GST పరిమితి ₹20 లక్షలు, మీ టర్నోవర్ దాన్ని దాటింది. తెలంగాణలో వస్తువులకూ ఇదే పరిమితి: వస్తువులకు ఎక్కువ పరిమితి ₹40 లక్షలు ఉన్నా, దాన్ని తెలంగాణ అమలు చేయలేదు.")).toBeInTheDocument()
    const recommended = within(result.getByRole("region", { name: "తీసుకోవడం మంచివి" }))
    expect(recommended.getAllByRole("heading", { level: 4 }).map(h => h.textContent)).toEqual(["ఉద్యమ్ (MSME) రిజిస్ట్రేషన్", "ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్"])
    const notNow = within(result.getByRole("region", { name: "ఈ సంఖ్యలకు ఇప్పుడు అవసరం లేనివి" }))
    expect(notNow.getByRole("heading", { name: "PF రిజిస్ట్రేషన్ (EPFO)" })).toBeInTheDocument()

    // the guides: Telugu where a Telugu guide exists, English otherwise; the link names the finding
    const guide = (name: string) => result.getByRole("link", { name: `గైడ్ చదవండి (${name})` }).getAttribute("href")
    expect(guide("GST రిజిస్ట్రేషన్")).toBe("/te/gst/services/gst-registration")
    expect(guide("ప్రైవేట్ లిమిటెడ్ కంపెనీ ఇన్‌కార్పొరేషన్")).toBe("/te/registrations/company/pvt-ltd-registration")
    expect(guide("FSSAI బేసిక్ రిజిస్ట్రేషన్")).toBe("/te/food-license/fssai/food-license-registration")
    expect(guide("వృత్తి పన్ను ఎన్‌రోల్‌మెంట్ (PTEC), ఎంప్లాయర్ రిజిస్ట్రేషన్ (PTRC)")).toBe("/te/tax-compliances/services/professional-tax-registration")
    expect(guide("ఉద్యమ్ (MSME) రిజిస్ట్రేషన్")).toBe("/te/registrations/company/udyam-(msme)-registration")
    expect(guide("ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్")).toBe("/te/trademark/services/trademark-registration")
    expect(guide("ESI రిజిస్ట్రేషన్ (ESIC)")).toBe("/te/registrations/company/esi-registration")
    expect(guide("PF రిజిస్ట్రేషన్ (EPFO)")).toBe("/te/registrations/company/pf-registration")

    // our fee for what is needed now or recommended, as its Telugu guide's fee line has it (review 30); none for what is not needed
    // (the findings, not the points a finding lists under its reason)
    const findings = (list: typeof needed) => list.getAllByRole("listitem").filter(li => !li.closest(".findings__points"))
    const fees = (list: typeof needed) => findings(list).map(li => li.querySelector(".findings__fee")?.textContent)
    expect(fees(needed)).toEqual([
      "మా ఫీజు: ₹9,999 నుంచి",
      "మా ఫీజు: ₹1,499 నుంచి",
      "మా ఫీజు: ₹999 నుంచి",
      "మా ఫీజు: ₹1,499 నుంచి",
      "మా ఫీజు: ₹1,999 నుంచి",
      "మా ఫీజు: ₹2,499 నుంచి",
    ])
    expect(fees(recommended)).toEqual(["మా ఫీజు: ₹999 నుంచి", "మా ఫీజు: ఒక్కో క్లాస్‌కు ₹2,999 నుంచి"])
    expect(fees(notNow)).toEqual(fees(notNow).map(() => undefined))

    // the trade licence's reason lists Hyderabad's three corporations and their zones, in Telugu (review 40: one paragraph of about fourteen lines at 375px)
    const trade = findings(needed).find(li => li.querySelector("h4")!.textContent!.startsWith("ట్రేడ్ లైసెన్స్"))!
    expect(within(trade).getAllByRole("listitem").map(li => li.textContent)).toEqual([
      "గ్రేటర్ హైదరాబాద్ మున్సిపల్ కార్పొరేషన్ (GHMC): ఖైరతాబాద్, సికింద్రాబాద్, చార్మినార్, గోల్కొండ, రాజేంద్రనగర్, శంషాబాద్ జోన్లు",
      "సైబరాబాద్ మున్సిపల్ కార్పొరేషన్: శేరిలింగంపల్లి, కూకట్‌పల్లి, కుత్బుల్లాపూర్ జోన్లు",
      "మల్కాజ్‌గిరి మున్సిపల్ కార్పొరేషన్: మల్కాజ్‌గిరి, ఉప్పల్, ఎల్‌బీ నగర్ జోన్లు",
    ])

    // every reason in Telugu
    for (const item of screen.getAllByRole("listitem").filter(li => !li.closest(".findings__points"))) {
      const reason = item.querySelector("p:not(.findings__fee)")!.textContent!
      expect([reason, TELUGU.test(reason) && !ENGLISH_WORD.test(reason)]).toEqual([reason, true])
    }

    // ToolResult's words and the WhatsApp message
    expect(screen.getByText("ఈ జవాబును మాకు పంపండి; అక్కడి నుంచి మేము చూసుకుంటాం.")).toBeInTheDocument()
    const href = screen.getByRole("link", { name: "వాట్సాప్‌లో పంపండి" }).getAttribute("href")!
    const message = new URL(href).searchParams.get("text")!
    expect(message.split("\n")).toEqual([
      'నమస్తే, మీ వెబ్‌సైట్‌లో "నాకు ఏ రిజిస్ట్రేషన్లు కావాలి?" టూల్ వాడాను.',
      "నా వ్యాపారం: తెలంగాణలో ప్రైవేట్ లిమిటెడ్ కంపెనీ, వస్తువులు మాత్రమే, ఏడాది టర్నోవర్ ₹25 లక్షలు, 12 మంది ఉద్యోగులు, ESI జీతం పరిమితి లోపు 5 మంది, ఆహార వ్యాపారం, వ్యాపార స్థలం ఉంది, సొంత బ్రాండ్.",
      `ఇప్పుడే కావాల్సినవి: ${neededNames.join("; ")}.`,
      "తీసుకోవడం మంచివి: ఉద్యమ్ (MSME) రిజిస్ట్రేషన్; ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్.",
      "ఈ రిజిస్ట్రేషన్లలో దయచేసి సహాయం చేయండి.",
    ])
  })

  it("names the state in Telugu in the answer when another state is chosen", async () => {
    render(<WhichRegistrations />)
    fireEvent.change(screen.getByRole("combobox", { name: "మీ ప్రధాన వ్యాపార స్థలం ఉన్న రాష్ట్రం" }), { target: { value: "Manipur" } })
    type("అంచనా వేసిన ఏడాది టర్నోవర్", "15")
    type("ఉద్యోగుల సంఖ్య", "0")
    submit()
    const needed = within(await screen.findByRole("region", { name: "ఇప్పుడే కావాల్సినవి" }))
    expect(needed.getByText("మీ టర్నోవర్ ₹15 లక్షలు; GST పరిమితి ₹10 లక్షలు, మీ టర్నోవర్ దాన్ని దాటింది. మణిపూర్‌లో వర్తించే పరిమితి ఇదే.")).toBeInTheDocument()
  })
})
