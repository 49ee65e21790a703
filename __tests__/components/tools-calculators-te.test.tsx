/**
 * The FSSAI, Udyam, PF and trademark calculators in Telugu (issue 33): with the words a Telugu
 * page's data carries (calculator-words.te.ts) and its shell's table (tools.te.ts), every label,
 * error, result and WhatsApp message is Telugu, and the links lead to the Telugu pages.
 */
import * as React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { FssaiCalculator } from "../../src/components/tools/FssaiCalculator"
import { PfCalculator } from "../../src/components/tools/PfCalculator"
import { TrademarkCalculator } from "../../src/components/tools/TrademarkCalculator"
import { UdyamCalculator } from "../../src/components/tools/UdyamCalculator"
import { IncorporationCalculator } from "../../src/components/tools/IncorporationCalculator"
import { ThresholdsContext } from "../../src/components/tools/thresholds-context"
import { calculatorWordsTe } from "../../src/config/strings/calculator-words.te"
import { withOurFee } from "../../src/lib/tools/our-fee"
import { factTable, flattenFacts } from "../../src/lib/facts"
import { incorporationRates } from "../../src/lib/tools/incorporation-rates"
import { incorporationSheet } from "../../src/components/tools/incorporation-result"
import { toolsTe } from "../../src/config/strings/tools.te"
import { factFile, thresholds as THRESHOLDS } from "../helpers/facts"
import { ToolWords } from "../helpers/shipped"

const FACT_NODES = { nodes: flattenFacts(factFile) }
/** A tool as a Telugu page renders it (ToolPage): its shell's Telugu table (its quote form's path too), the words of its page data and the thresholds of its page query. */
const show = (ui: React.ReactElement) =>
  render(ui, {
    wrapper: ({ children }) => (
      <ToolWords lang="te">
        <ThresholdsContext.Provider value={THRESHOLDS}>{children}</ThresholdsContext.Provider>
      </ToolWords>
    ),
  })
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const whatsAppText = () => new URL(screen.getByRole("link", { name: "వాట్సాప్‌లో పంపండి" }).getAttribute("href")!).searchParams.get("text")
const texts = (region: HTMLElement) => [...region.querySelectorAll("p")].map(p => p.textContent)

describe("the calculators in Telugu", () => {
  it("FSSAI: the tier, form, fee and reason in Telugu, the Telugu guide and quote form", () => {
    show(<FssaiCalculator words={calculatorWordsTe.fssai} />)
    type("ఆహార వ్యాపారం ఏడాది టర్నోవర్", "2")
    fireEvent.change(screen.getByRole("combobox", { name: "ఆహార వ్యాపారం ఏడాది టర్నోవర్: యూనిట్" }), { target: { value: "crore" } })
    fireEvent.click(screen.getByRole("button", { name: "నా లైసెన్స్ చూపించండి" }))
    const result = screen.getByRole("region", { name: "మీకు కావాల్సిన FSSAI లైసెన్స్" })
    expect(texts(result)).toEqual([
      "FSSAI స్టేట్ లైసెన్స్",
      "దరఖాస్తు: Form B, తెలంగాణ ఫుడ్ సేఫ్టీ విభాగం వద్ద.",
      "ప్రభుత్వ ఫీజు: వ్యాపార రకాన్ని బట్టి ఏడాదికి ₹2,000 నుంచి ₹5,000 వరకు.",
      "మీ టర్నోవర్ ₹2 కోట్లు; ఇది ₹1.5 కోట్లు దాటింది, ₹50 కోట్లు మించలేదు: ఇది స్టేట్ లైసెన్స్ పరిధి.",
      "FSSAI స్టేట్ లైసెన్స్ గైడ్ చదవండి",
      "ఈ జవాబును మాకు పంపండి; అక్కడి నుంచి మేము చూసుకుంటాం.",
    ])
    expect(within(result).getByRole("link", { name: "FSSAI స్టేట్ లైసెన్స్ గైడ్ చదవండి" })).toHaveAttribute("href", "/te/food-license/fssai/food-state-license")
    expect(within(result).getByRole("link", { name: "కొటేషన్ పొందండి" }).getAttribute("href")).toMatch(/^\/te\/our_profile\/contact-us\?service=/)
    expect(whatsAppText()).toBe(
      [
        "నమస్తే, మీ వెబ్‌సైట్‌లో FSSAI లైసెన్స్ కాలిక్యులేటర్ వాడాను.",
        "ఆహార వ్యాపారం ఏడాది టర్నోవర్: ₹2 కోట్లు.",
        "ఫలితం: FSSAI స్టేట్ లైసెన్స్ (Form B, తెలంగాణ ఫుడ్ సేఫ్టీ విభాగం వద్ద).",
        "FSSAI స్టేట్ లైసెన్స్ దరఖాస్తులో దయచేసి సహాయం చేయండి.",
      ].join("\n"),
    )
  })

  it("FSSAI: a wrong amount gets its message in Telugu", () => {
    show(<FssaiCalculator words={calculatorWordsTe.fssai} />)
    type("ఆహార వ్యాపారం ఏడాది టర్నోవర్", "పన్నెండు")
    fireEvent.click(screen.getByRole("button", { name: "నా లైసెన్స్ చూపించండి" }))
    expect(screen.getByLabelText("ఆహార వ్యాపారం ఏడాది టర్నోవర్")).toHaveAccessibleDescription(
      "సంఖ్య టైప్ చేసి దాని యూనిట్ ఎంచుకోండి: 12 అని టైప్ చేసి లక్షలు, లేదా 12,00,000 అని టైప్ చేసి రూపాయలు. ఏడాది టర్నోవర్: అంకెలు మాత్రమే వాడండి, అక్షరాలు లేదా గుర్తులు వద్దు (ఉదాహరణకు 12 లేదా 12.5)",
    )
    expect(screen.queryByRole("region", { name: "మీకు కావాల్సిన FSSAI లైసెన్స్" })).not.toBeInTheDocument()
  })

  it("Udyam: the class and why, in Telugu", () => {
    // our fee as the Udyam guide's fee line gives it, filled in at build time (gatsby/schema.ts templateWords)
    show(<UdyamCalculator words={withOurFee(calculatorWordsTe.udyam, "₹999 నుంచి")} />)
    // both amounts in crore (the boxes start in lakh)
    for (const label of ["ప్లాంట్, యంత్రాలు లేదా పరికరాలపై పెట్టుబడి", "ఏడాది టర్నోవర్"]) {
      const unit = screen.getByRole("combobox", { name: `${label}: యూనిట్` })
      expect(unit).toHaveValue("lakh")
      fireEvent.change(unit, { target: { value: "crore" } })
      fireEvent.change(unit.closest("form")!)
    }
    type("ప్లాంట్, యంత్రాలు లేదా పరికరాలపై పెట్టుబడి", "2")
    type("ఏడాది టర్నోవర్", "15")
    fireEvent.click(screen.getByRole("button", { name: "నా వర్గం చూపించండి" }))
    const result = screen.getByRole("region", { name: "మీ ఉద్యమ్ వర్గం" })
    expect(texts(result)).toEqual([
      "చిన్న సంస్థ",
      "మీ పెట్టుబడి ₹2 కోట్లు (పరిమితి ₹25 కోట్లు), టర్నోవర్ ₹15 కోట్లు (పరిమితి ₹100 కోట్లు): రెండూ చిన్న సంస్థల పరిమితుల్లోనే ఉన్నాయి.",
      "మీ ఉద్యమ్ రిజిస్ట్రేషన్ దాఖలు చేయడానికి మా ఫీజు: ₹999 నుంచి.",
      "ఉద్యమ్ (MSME) రిజిస్ట్రేషన్ గైడ్ చదవండి",
      "ఈ జవాబును మాకు పంపండి; అక్కడి నుంచి మేము చూసుకుంటాం.",
    ])
    expect(within(result).getByRole("link", { name: "ఉద్యమ్ (MSME) రిజిస్ట్రేషన్ గైడ్ చదవండి" })).toHaveAttribute("href", "/te/registrations/company/udyam-(msme)-registration")
    expect(whatsAppText()).toBe(
      [
        "నమస్తే, మీ వెబ్‌సైట్‌లో ఉద్యమ్ వర్గీకరణ కాలిక్యులేటర్ వాడాను.",
        "ప్లాంట్, యంత్రాలు లేదా పరికరాలపై పెట్టుబడి: ₹2 కోట్లు. ఏడాది టర్నోవర్: ₹15 కోట్లు.",
        "ఫలితం: చిన్న సంస్థ.",
        "ఉద్యమ్ (MSME) రిజిస్ట్రేషన్‌లో దయచేసి సహాయం చేయండి.",
      ].join("\n"),
    )
  })

  it("PF: the table, the ceiling notes and the message in Telugu", () => {
    show(<PfCalculator words={calculatorWordsTe.pf} />)
    type("నెల జీతం, రూపాయల్లో (బేసిక్ పే + DA)", "25,000")
    fireEvent.click(screen.getByRole("button", { name: "కంట్రిబ్యూషన్లు లెక్కించండి" }))
    const result = screen.getByRole("region", { name: "నెలవారీ PF కంట్రిబ్యూషన్లు" })
    expect(texts(result)).toEqual([
      "నెల జీతం ₹25,000 అయితే: నెలకు మొత్తం ₹6,200; అందులో ఉద్యోగి జీతం నుంచి ₹3,000, ఎంప్లాయర్ నుంచి ₹3,200.",
      "జీతం సీలింగ్ ₹15,000 దాటిన జీతం భాగంపై కంట్రిబ్యూషన్లు తప్పనిసరి కాదు. ₹15,000పై 12% నెలకు ₹1,800; పూర్తి జీతం ₹25,000పై 12% ₹3,000. ఉద్యోగి, ఎంప్లాయర్ ఇద్దరూ మొత్తం జీతంపై కట్టాలని ఎంచుకుంటే తప్ప, ఎంప్లాయర్ ₹15,000పై మాత్రమే కట్టవచ్చు: ఏ విధంగా లెక్కించాలో పైన ఫారంలో ఎంచుకోండి.",
      "పెన్షన్, బీమా వాటాలను గరిష్ఠంగా జీతం సీలింగ్ ₹15,000పైనే లెక్కిస్తారు, కాబట్టి అవి ₹1,250, ₹75 దగ్గరే ఆగుతాయి; ఎంప్లాయర్ కట్టే 12%లో మిగతాది PF ఖాతాలోకి వెళ్తుంది.",
      "అడ్మినిస్ట్రేషన్ చార్జీని ఉద్యోగులందరి PF జీతాలపై కలిపి లెక్కిస్తారు: ఇందులో ఈ ఉద్యోగి వాటా ₹125; ఉద్యోగులు ఎంత తక్కువ మంది ఉన్నా సంస్థ నెలకు మొత్తం కనీసం ₹500 కడుతుంది.",
      "PF రిజిస్ట్రేషన్ గైడ్ చదవండి",
      "ఈ జవాబును మాకు పంపండి; అక్కడి నుంచి మేము చూసుకుంటాం.",
    ])
    expect([...result.querySelectorAll("tr")].map(tr => [...tr.children].map(cell => cell.textContent))).toEqual([
      ["కంట్రిబ్యూషన్", "రేటు", "మొత్తం"],
      ["ఉద్యోగి PF (జీతం నుంచి కోస్తారు)", "12%", "₹3,000"],
      ["ఎంప్లాయర్ PF (EPF)", "12%, పెన్షన్ వాటా తీసివేసి", "₹1,750"],
      ["ఎంప్లాయర్ పెన్షన్ (EPS)", "₹15,000పై 8.33%", "₹1,250"],
      ["ఎంప్లాయర్ బీమా (EDLI)", "₹15,000పై 0.5%", "₹75"],
      ["ఎంప్లాయర్ అడ్మినిస్ట్రేషన్ చార్జీ", "₹25,000పై 0.5%", "₹125"],
      ["ఎంప్లాయర్ మొత్తం", "", "₹3,200"],
      ["ప్రతి నెల మొత్తం", "", "₹6,200"],
    ])
    expect(whatsAppText()).toBe(
      [
        "నమస్తే, మీ వెబ్‌సైట్‌లో PF కంట్రిబ్యూషన్ కాలిక్యులేటర్ వాడాను.",
        "నెల జీతం (బేసిక్ + DA): ₹25,000.",
        "ఉద్యోగి PF: ₹3,000. ఎంప్లాయర్ PF (EPF): ₹1,750. పెన్షన్ (EPS): ₹1,250. EDLI: ₹75. అడ్మినిస్ట్రేషన్ చార్జీ: ₹125.",
        "ఎంప్లాయర్ మొత్తం: ₹3,200. ప్రతి నెల మొత్తం: ₹6,200.",
        "PF రిజిస్ట్రేషన్, ప్రతి నెల ఫైలింగ్‌లో దయచేసి సహాయం చేయండి.",
      ].join("\n"),
    )
  })

  it("trademark: the fee per class times the classes, in Telugu", () => {
    show(<TrademarkCalculator words={withOurFee(calculatorWordsTe.trademark, "ఒక్కో క్లాస్‌కు ₹2,999 నుంచి")} />)
    type("క్లాసుల సంఖ్య", "3")
    fireEvent.click(screen.getByRole("button", { name: "ఫీజు లెక్కించండి" }))
    const result = screen.getByRole("region", { name: "ప్రభుత్వ దాఖలు ఫీజు" })
    expect(texts(result)).toEqual([
      "₹13,500",
      "ఒక్కో క్లాస్‌కు ₹4,500 × 3 క్లాసులు, ఆన్‌లైన్‌లో దాఖలు. దరఖాస్తు దాఖలు చేసేటప్పుడే ప్రతి క్లాస్‌కూ ఫీజు కడతారు. దాన్ని దాఖలు చేయడానికి మా ఫీజు ఒక్కో క్లాస్‌కు ₹2,999 నుంచి.",
      "ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్ గైడ్ చదవండి",
      "ఈ జవాబును మాకు పంపండి; అక్కడి నుంచి మేము చూసుకుంటాం.",
    ])
    expect(whatsAppText()).toBe(
      [
        "నమస్తే, మీ వెబ్‌సైట్‌లో ట్రేడ్‌మార్క్ ఫీజు కాలిక్యులేటర్ వాడాను.",
        "దరఖాస్తుదారు: వ్యక్తి, స్టార్టప్ లేదా MSME (ఉద్యమ్‌లో రిజిస్టర్ అయినది). ఆన్‌లైన్‌లో దాఖలు.",
        "ప్రభుత్వ ఫీజు: ₹4,500 x 3 క్లాసులు = ₹13,500.",
        "నా ట్రేడ్‌మార్క్ దరఖాస్తు దాఖలు చేయడంలో దయచేసి సహాయం చేయండి.",
      ].join("\n"),
    )
  })

  it("incorporation: the lines, their details and the message in Telugu", () => {
    const rates = incorporationRates(factTable(FACT_NODES.nodes))
    // the answers as a Telugu page's data carries them (the build's incorporationSheet)
    const sheet = incorporationSheet(rates, { words: calculatorWordsTe.incorporation, amounts: toolsTe.words!.amounts }, [], { pvt: "₹9,999 నుంచి" })
    show(<IncorporationCalculator sheet={sheet} words={calculatorWordsTe.incorporation} />)
    // the unit starts at rupees (review 24: a full amount typed with the unit at lakh read as ₹1,000 crore)
    expect(screen.getByRole("combobox", { name: /ఆథరైజ్డ్ క్యాపిటల్/ })).toHaveValue("rupees")
    type("ఆథరైజ్డ్ క్యాపిటల్", "25,00,000")
    type("డైరెక్టర్ల సంఖ్య", "3")
    fireEvent.click(screen.getByRole("button", { name: "ఖర్చు లెక్కించండి" }))
    const result = screen.getByRole("region", { name: "తెలంగాణలో ఇన్‌కార్పొరేషన్ ఖర్చు" })
    // every part of the outlay named at the top, what was assumed first (review 24)
    const glance = [...result.querySelectorAll(".cost-glance > div")].map(row => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent])
    expect(glance).toEqual([
      ["ఆథరైజ్డ్ క్యాపిటల్", "₹25 లక్షలు"],
      ["ప్రభుత్వ ఫీజులు, స్టాంప్ డ్యూటీ", "₹37,270"],
      ["కంపెనీ PAN, TAN కోసం ప్రభుత్వ ఛార్జీ", "కొటేషన్‌లో"],
      ["డిజిటల్ సంతకాలు (3 × ₹1,500)", "₹4,500"],
      ["మా ప్రొఫెషనల్ ఫీజు (విడిగా)", "₹9,999 నుంచి"],
    ])
    expect(texts(result)).toEqual([
      "ప్రభుత్వ ఫీజులు, స్టాంప్ డ్యూటీ: ప్రైవేట్ లిమిటెడ్ కంపెనీ, ఆథరైజ్డ్ క్యాపిటల్ ₹25 లక్షలు; కింద “కొటేషన్‌లో” అని ఉన్నవి వీటికి అదనం.",
      // the registration fee's scale, folded under the line ("ఎలా లెక్కిస్తారు")
      "₹2,000, దానితో పాటు ఆథరైజ్డ్ క్యాపిటల్ మొదటి ₹10 లక్షలు దాటిన తర్వాత ప్రతి ₹10,000కు (లేదా అందులో భాగానికి) ₹200; వన్ పర్సన్, చిన్న కంపెనీల స్కేల్ ప్రకారం. SPICe+ ఫారం సొంత దాఖలు ఫీజును మీ కొటేషన్‌లో చెబుతాం.",
      "మా ప్రొఫెషనల్ ఫీజు: ₹9,999 నుంచి; ఇది విడిగా చెబుతాం, ప్రభుత్వ మొత్తంలో ఎప్పుడూ కలపం.",
      "ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్ గైడ్ చదవండి",
      "ఈ జవాబును మాకు పంపండి; అక్కడి నుంచి మేము చూసుకుంటాం.",
    ])
    expect(within(result).getByRole("link", { name: "ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్ గైడ్ చదవండి" })).toHaveAttribute("href", "/te/registrations/company/pvt-ltd-registration")
    const rows = [...result.querySelectorAll("tbody tr")].map(tr => [
      tr.querySelector(".cost-table__item")!.textContent,
      tr.querySelector(".cost-table__detail")!.textContent,
      tr.querySelector("td")!.textContent,
    ])
    expect(rows).toEqual([
      ["పేరు రిజర్వేషన్ (SPICe+ పార్ట్ A)", "పేరు కోసం దరఖాస్తు చేసినప్పుడే కడతారు.", "₹1,000"],
      ["రిజిస్ట్రేషన్ ఫీజు (మెమోరాండం, ఆర్టికల్స్‌తో SPICe+)", "రిజిస్ట్రార్ ఫీజుల్లో వన్ పర్సన్, చిన్న కంపెనీల స్కేల్ ప్రకారం.", "₹32,000"],
      ["ఇన్‌కార్పొరేషన్ ఫారంపై స్టాంప్ డ్యూటీ", "SPICe+తో పాటే కడతారు.", "₹20"],
      ["మెమోరాండం ఆఫ్ అసోసియేషన్‌పై స్టాంప్ డ్యూటీ", "SPICe+తో పాటే కడతారు.", "₹500"],
      ["ఆర్టికల్స్ ఆఫ్ అసోసియేషన్‌పై స్టాంప్ డ్యూటీ", "ఆథరైజ్డ్ క్యాపిటల్ (₹25 లక్షలు) మీద 0.15%; కనీసం ₹1,000, గరిష్ఠంగా ₹5 లక్షలు.", "₹3,750"],
      ["కంపెనీ PAN, TAN కోసం ప్రభుత్వ ఛార్జీ", "అదే ఫారంలో దరఖాస్తు చేస్తారు, ఇన్‌కార్పొరేషన్ సర్టిఫికెట్‌తో పాటే వస్తాయి; ఈ రెండు దరఖాస్తులు సిద్ధం చేయడం మా ఫీజులో భాగం. వాటికి ప్రభుత్వం తీసుకునే ఛార్జీ ఇక్కడ లెక్కించలేదు: మా కొటేషన్‌లో చెబుతాం.", "కొటేషన్‌లో"],
      [
        "డిజిటల్ సంతకాలు (3 × ₹1,500)",
        "ఒక్కో డైరెక్టర్ కోసం ఒకటి, సాధారణ మార్కెట్ ధరకు: ఇది ప్రభుత్వ ఫీజు కాదు; ఇప్పటికే చెల్లుబాటు అయ్యే డిజిటల్ సంతకం ఉన్నవారికి అవసరం లేదు.",
        "₹4,500",
      ],
    ])
    const registration = result.querySelectorAll("tbody tr")[1].querySelector("details.cost-table__source")!
    expect(registration.hasAttribute("open")).toBe(false)
    expect(registration.querySelector("summary")!.textContent).toBe("ఎలా లెక్కిస్తారు")
    expect(whatsAppText()).toBe(
      [
        "నమస్తే, మీ వెబ్‌సైట్‌లో ఇన్‌కార్పొరేషన్ ఖర్చు కాలిక్యులేటర్ వాడాను.",
        "తెలంగాణలో ప్రైవేట్ లిమిటెడ్ కంపెనీ. ఆథరైజ్డ్ క్యాపిటల్: ₹25 లక్షలు. డైరెక్టర్లు: 3.",
        "ప్రభుత్వ ఫీజులు, స్టాంప్ డ్యూటీ:",
        "- పేరు రిజర్వేషన్ (SPICe+ పార్ట్ A): ₹1,000",
        "- రిజిస్ట్రేషన్ ఫీజు (మెమోరాండం, ఆర్టికల్స్‌తో SPICe+): ₹32,000",
        "- ఇన్‌కార్పొరేషన్ ఫారంపై స్టాంప్ డ్యూటీ: ₹20",
        "- మెమోరాండం ఆఫ్ అసోసియేషన్‌పై స్టాంప్ డ్యూటీ: ₹500",
        "- ఆర్టికల్స్ ఆఫ్ అసోసియేషన్‌పై స్టాంప్ డ్యూటీ: ₹3,750",
        "- కంపెనీ PAN, TAN కోసం ప్రభుత్వ ఛార్జీ: కొటేషన్‌లో చెప్పాలి",
        "లెక్కించిన ప్రభుత్వ మొత్తం: ₹37,270 (కొటేషన్‌లో చెప్పాల్సినవి అదనం).",
        "- డిజిటల్ సంతకాలు (3 × ₹1,500): ₹4,500",
        "మీ ప్రొఫెషనల్ ఫీజు: ₹9,999 నుంచి (విడిగా).",
        "దయచేసి కొటేషన్ పంపండి.",
      ].join("\n"),
    )
  })
})
