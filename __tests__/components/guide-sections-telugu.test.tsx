/**
 * The guide and sections components in Telugu and in English (issue 24): on a Telugu page every
 * word they show comes from the Telugu table (src/config/strings/guide.te.ts, guide-parts.te.ts, guide-static.te.ts, sections.te.ts),
 * dates use Telugu month names with the same digits, and the English words stay exactly what
 * they were.
 */
import * as React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { StringsProvider } from "../../src/components/common/Strings"
import { TE } from "../../src/config/strings/te"
import { EN } from "../../src/config/strings"
import { PageHero } from "../../src/components/guide/PageHero"
import { GuideAside, GuideRailExtras } from "../../src/components/guide/GuideAside"
import { GuideSources } from "../../src/components/guide/GuideSources"
import { Inclusions } from "../../src/components/guide/Inclusions"
import { FeeLine } from "../../src/components/guide/FeeLine"
import { PartFees } from "../../src/components/guide/PartFees"
import { GuideBlockInteractive } from "../../src/components/guide/GuideBlockInteractive"
import { CtaBand } from "../../src/components/sections/CtaBand"
import { SectionStatic, type SectionData } from "../../src/components/sections/SectionStatic"
import { SectionInteractive } from "../../src/components/sections/SectionInteractive"
import { sectionParts, type InteractiveSectionPart } from "../../gatsby/build-html"
import { DocumentChecklist } from "../../src/components/forms/DocumentChecklist"
import { checklistMessage, checklistStatus } from "../../src/lib/tools/checklist"
import { applies } from "../../src/lib/sources"
import { wrapTables, guidePieces } from "../../src/lib/guide-html"
import { breadcrumbFor } from "../../src/config/categories"
import { credentials, team } from "../../src/config/team"
import { statLabels } from "../../src/config/site"

const te = (ui: React.ReactElement) => render(<StringsProvider value={TE}>{ui}</StringsProvider>)

const facts = [
  { key: "limit", label: "Threshold", value: "₹40 lakh", kind: "law", source: "https://x.gov.in/a", sourceTitle: "Notification A", effective: "2025-04-01", until: null, basis: null },
  { key: "old", label: "Old fee", value: "₹500", kind: "law", source: "https://x.gov.in/a", sourceTitle: "Notification A", effective: "2024-04-01", until: "2025-03-31", basis: null },
  { key: "late", label: "Late fee", value: "₹50", kind: "law", source: "https://x.gov.in/b", sourceTitle: "Circular B", effective: null, until: "2026-01-31", basis: null },
  { key: "time", label: "Time", value: "7 days", kind: "estimate", source: null, sourceTitle: null, effective: null, until: null, basis: "From our filings" },
]
const fees = { ours: "₹1,999", government: "₹0", time: "3 to 7 working days", calculator: "/tools/x" }
const inclusions = { covered: ["Filing"], excluded: ["Stamp duty"] }
const section = (s: Partial<SectionData>): SectionData =>
  ({ id: "s", heading: "Head", intro: null, text: null, items: null, steps: null, list: null, testimonials: null, stats: null, button: null, secondary: null, variant: null, ...s }) as SectionData

/** English words a Telugu page must not show (the components' own; content and facts are the page's). */
const ENGLISH = [
  "Get a quote", "WhatsApp us", "Our fee", "Government fee", "Calculate your fee", "What our fee includes", "Paid separately", "Fees and time",
  "send the quote form", "Sources", "Last reviewed", "opens in a new tab", "official sources", "estimates", "April", "March", "January", "from ", "until ",
  "Talk to a registration expert", "Contact Us", "reviews on", "years in business", "Testimonials", "Credentials", "Registered office",
  "Request a free quote", "Tick the documents", "Send on WhatsApp", "You have", "Enquire about", "Projects completed",
]
const noEnglish = (text: string) => expect(ENGLISH.filter(word => text.includes(word))).toEqual([])

describe("the guide's parts in Telugu", () => {
  it("hero: Telugu breadcrumb, actions and WhatsApp greeting, the Telugu contact page", () => {
    const crumbs = breadcrumbFor("gst", "GST రిజిస్ట్రేషన్", "/te/gst/services/gst-registration", { home: TE.guideStatic.home, homePath: TE.guideStatic.homePath })
    const { container } = te(<PageHero crumbs={crumbs} heading="GST రిజిస్ట్రేషన్" guide={{ fees, inclusions, quotePath: "/te/our_profile/contact-us#q" }} />)
    expect(screen.getByRole("navigation", { name: "మీరు ఉన్న చోటు" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "హోమ్" }).getAttribute("href")).toBe("/te")
    expect(screen.getByRole("link", { name: "కొటేషన్ పొందండి" }).getAttribute("href")).toBe("/te/our_profile/contact-us#q")
    const wa = screen.getByRole("link", { name: /వాట్సాప్ చేయండి/ })
    expect(decodeURIComponent(wa.getAttribute("href")!.split("text=")[1])).toBe("నమస్తే, నాకు GST రిజిస్ట్రేషన్ విషయంలో సహాయం కావాలి.")
    expect(container.textContent).toContain("మా ఫీజు")
    expect(container.textContent).toContain("మా ఫీజులో ఏమేమి ఉన్నాయి")
    noEnglish(container.textContent!)
  })

  it("aside: Telugu headings, greeting and the Telugu contact page", () => {
    const { container } = te(
      <>
        <GuideAside service="GST రిజిస్ట్రేషన్" fees={fees} />
        <GuideRailExtras />
      </>,
    )
    expect(screen.getByRole("complementary", { name: "GST రిజిస్ట్రేషన్: ఫీజులు, కొటేషన్" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "కొటేషన్ ఫారం పంపండి" }).getAttribute("href")).toMatch(/^\/te\/our_profile\/contact-us\?service=/)
    const wa = screen.getAllByRole("link", { name: /వాట్సాప్ చేయండి/ })[0]
    expect(decodeURIComponent(wa.getAttribute("href")!.split("text=")[1])).toBe("నమస్తే, GST రిజిస్ట్రేషన్ కోసం కొటేషన్ కావాలి.")
    noEnglish(container.textContent!)
  })

  it("Sources: Telugu words and Telugu month names, the digits as they are", () => {
    const { container } = te(<GuideSources facts={facts} reviewed="2025-06-15" />)
    expect(screen.getByRole("heading", { name: "ఆధారాలు" })).toBeTruthy()
    const text = container.textContent!
    expect(text).toContain("15 జూన్ 2025")
    expect(text).toContain("(1 ఏప్రిల్ 2025 నుంచి)")
    expect(text).toContain("(1 ఏప్రిల్ 2024 నుంచి 31 మార్చి 2025 వరకు)")
    expect(text).toContain("(31 జనవరి 2026 వరకు)")
    expect(screen.getByRole("link", { name: "Notification A (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)" })).toBeTruthy()
    expect(text).toContain("ప్రభుత్వ కార్యాలయం కాదు")
    noEnglish(text.replace(/Notification A|Circular B/g, ""))
  })

  it("fee line, part fees, inclusions, the enquiry block and the checklist", () => {
    const { container } = te(
      <>
        <FeeLine fees={fees} />
        <PartFees parts={[{ name: "PAN", anchor: "pan", fees }]} />
        <Inclusions inclusions={inclusions} />
        <GuideBlockInteractive name="enquiry" id="e" heading={null} fm={{ title: "GST రిజిస్ట్రేషన్" }} level={2} />
        <DocumentChecklist id="c" service="GST రిజిస్ట్రేషన్" documents={["PAN", "ఆధార్"]} />
      </>,
    )
    expect(container.textContent).toContain("మీ ఫీజు లెక్కించండి")
    expect(container.textContent).toContain("విడిగా చెల్లించాల్సినవి")
    expect(screen.getByRole("heading", { name: "GST రిజిస్ట్రేషన్ గురించి అడగండి" })).toBeTruthy()
    expect(container.textContent).toContain("మొత్తం 2 పత్రాల్లో మీ దగ్గర ఏదీ లేదు.")
    const send = screen.getByRole("link", { name: /వాట్సాప్‌లో పంపండి/ })
    expect(decodeURIComponent(send.getAttribute("href")!.split("text=")[1])).toMatch(/^నమస్తే, నాకు GST రిజిస్ట్రేషన్ విషయంలో సహాయం కావాలి\.\n\nఇంకా కావాల్సిన పత్రాలు \(2లో 2\):/)
    noEnglish(container.textContent!.replace(/PAN/g, ""))
  })

  it("the checklist's verb agrees with how many documents the visitor ticks (issue 33, point 9)", () => {
    te(<DocumentChecklist id="c" service="GST రిజిస్ట్రేషన్" documents={["PAN", "ఆధార్", "ఫోటో", "అద్దె ఒప్పందం"]} />)
    const status = () => document.querySelector(".checklist__status")!.textContent
    expect(status()).toBe("మొత్తం 4 పత్రాల్లో మీ దగ్గర ఏదీ లేదు.")
    fireEvent.click(screen.getByLabelText("PAN"))
    expect(status()).toBe("మొత్తం 4 పత్రాల్లో మీ దగ్గర 1 ఉంది.")
    fireEvent.click(screen.getByLabelText("ఆధార్"))
    fireEvent.click(screen.getByLabelText("ఫోటో"))
    expect(status()).toBe("మొత్తం 4 పత్రాల్లో మీ దగ్గర 3 ఉన్నాయి.")
    expect(checklistStatus({ documents: ["a"], have: new Set([0]) }, TE.guide)).toBe("మొత్తం 1 పత్రంలో మీ దగ్గర 1 ఉంది.")
  })

  it("the body's block headings and table labels come from the table", () => {
    const pieces = guidePieces("<table><tr><th>ఫీజు</th></tr></table>", { path: "/te/x", faqs: [{}], pros: ["a"] }, 2, { ...TE.guide, ...TE.guideStatic, ...TE.guideParts })
    expect(pieces.filter(p => p.kind === "block").map(p => (p as { heading: string }).heading)).toEqual(["అనుకూలతలు, ప్రతికూలతలు", "తరచుగా అడిగే ప్రశ్నలు"])
    expect(wrapTables("<table><tr><th>ఫీజు</th></tr></table>", TE.guideStatic)).toContain('aria-label="పట్టిక: ఫీజు"')
  })
})

describe("the sections in Telugu", () => {
  it("call to action, stats, testimonials and team", () => {
    const { container } = te(
      <>
        <CtaBand />
        <SectionStatic section={section({ type: "stats", stats: ["projects", "processing"] })} isFirst={false} listing={[]} />
        <SectionStatic section={section({ type: "testimonials", testimonials: [{ name: "రవి", company: null, content: "బాగుంది", rating: 5 }] })} isFirst={false} listing={[]} />
        <SectionStatic section={section({ type: "team" })} isFirst={false} listing={[]} />
        <SectionStatic section={section({ type: "hero", heading: "హెడ్", button: { label: "సంప్రదించండి", path: null, text: null, heading: null }, variant: "trust" })} isFirst listing={[]} />
      </>,
    )
    expect(screen.getByRole("link", { name: "మమ్మల్ని సంప్రదించండి" }).getAttribute("href")).toBe("/te/our_profile/contact-us")
    expect(screen.getByRole("link", { name: "సంప్రదించండి" }).getAttribute("href")).toBe("/te/our_profile/contact-us")
    expect(screen.getByRole("region", { name: "మా క్లయింట్ల అభిప్రాయాలు" })).toBeTruthy()
    const text = container.textContent!
    expect(text).toContain("పూర్తి చేసిన ప్రాజెక్టులు")
    expect(text).toContain("వ్యవస్థాపకులు, ప్రధాన కన్సల్టెంట్")
    expect(text).toContain("అర్హతలు: ఏ పత్రంపై ఎవరు సంతకం చేస్తారు")
    expect(text).toContain("ప్రభుత్వ ఫీజు ప్రభుత్వానికే")
    noEnglish(text)
  })

  it("the contact section's headings", () => {
    // the section as the Telugu contact page ships it: the office details made at build time
    const contact = section({ type: "contact", id: "contact" })
    const [details] = sectionParts([contact], "/te/our_profile/contact-us", [], "te")
    te(<SectionInteractive part={details as InteractiveSectionPart} />)
    expect(screen.getByRole("heading", { name: "రిజిస్టర్డ్ ఆఫీస్ వివరాలు" })).toBeTruthy()
    expect(screen.getByRole("heading", { name: "ఉచిత కొటేషన్ కోసం అడగండి" })).toBeTruthy()
  })
})

describe("the Telugu tables", () => {
  /** Every string of a table with its path ("checklist.intro"). */
  const leaves = (value: unknown, at = ""): Array<[string, string]> =>
    typeof value === "string" ? [[at, value]] : Object.entries(value as object).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k))
  const slots = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map(m => m[1]).sort()
  // Terms people say in English, kept in English letters (content/glossary.te.yml), and names.
  const TERMS = new Set(["GST", "FSSAI", "LLP", "OPC", "Udyam", "IEC", "ESI", "PF", "GHMC", "MCA", "CA", "Google", "PAN"])

  for (const area of ["guide", "guideStatic", "guideParts", "sections"] as const) {
    it(`${area}: the same slots as the English, and no English words but terms`, () => {
      const en = new Map(leaves(EN[area]))
      for (const [key, value] of leaves(TE[area])) {
        if (/Path$/.test(key)) continue
        expect([key, slots(value)]).toEqual([key, slots(en.get(key) ?? "")])
        const latin = (value.replace(/\{\w+\}/g, "").match(/[A-Za-z]+/g) ?? []).filter(w => !TERMS.has(w))
        expect([key, latin]).toEqual([key, []])
      }
    })
  }

  it("Telugu month names, January to December", () => {
    expect(TE.guideParts.months.join(" ")).toBe("జనవరి ఫిబ్రవరి మార్చి ఏప్రిల్ మే జూన్ జూలై ఆగస్టు సెప్టెంబర్ అక్టోబర్ నవంబర్ డిసెంబర్")
  })

  it("the team and the statistics are one list in every language", () => {
    expect(Object.keys(TE.sectionsStatic.team)).toEqual(team.map(m => m.key))
    expect(Object.keys(TE.sectionsStatic.stats).sort()).toEqual(Object.keys(statLabels).sort())
  })
})

describe("the English words, as before", () => {
  it("checklist status and message", () => {
    expect(checklistStatus({ documents: ["a"], have: new Set() }, EN.guide)).toBe("You have 0 of 1 document.")
    expect(checklistStatus({ documents: ["a", "b"], have: new Set([1]) }, EN.guide)).toBe("You have 1 of 2 documents.")
    expect(checklistMessage({ service: "GST", documents: ["a", "b"], have: new Set([0]) }, EN.guide)).toBe(
      "Hello, I need help with GST.\n\nDocuments I still need (1 of 2):\n- b\n\nDocuments I have (1 of 2):\n- a\n\nPlease tell me the next steps.",
    )
    expect(checklistMessage({ service: "GST", documents: ["a"], have: new Set() }, EN.guide)).toContain("Documents I have: none yet.")
    expect(checklistMessage({ service: "GST", documents: ["a", "b"], have: new Set([0, 1]) }, EN.guide)).toContain("I have all 2 documents on your checklist:")
  })

  it("dates of figures", () => {
    expect(applies({ effective: "2025-04-01", until: null })).toBe("from 1 April 2025")
    expect(applies({ effective: "2024-04-01", until: "2025-03-31" })).toBe("1 April 2024 to 31 March 2025")
    expect(applies({ effective: null, until: "2026-01-31" })).toBe("until 31 January 2026")
  })

  it("hero, aside, Sources and sections", () => {
    // with the English table, as the build renders these parts (gatsby/build-html.ts renderPart) and
    // as a page's shell gives the shell's words (the trust strip's stars) in the browser
    const { container } = render(
      <StringsProvider value={EN}>
        <PageHero crumbs={breadcrumbFor("gst", "GST Registration", "/gst/services/gst-registration")} heading="GST Registration" guide={{ fees, inclusions, quotePath: "/q" }} />
        <GuideAside service="GST Registration" fees={fees} />
        <GuideRailExtras />
        <GuideSources facts={facts} reviewed="2025-06-15" />
        <CtaBand />
        <SectionStatic section={section({ type: "team" })} isFirst={false} listing={[]} />
      </StringsProvider>,
    )
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toBeTruthy()
    expect(screen.getAllByRole("link", { name: "Home" })[0].getAttribute("href")).toBe("/")
    expect(screen.getByRole("link", { name: "GST Services" }).getAttribute("href")).toBe("/gst/services")
    expect(screen.getAllByRole("link", { name: "Get a quote" })).toHaveLength(1)
    expect(screen.getByRole("link", { name: "send the quote form" }).getAttribute("href")).toMatch(/^\/our_profile\/contact-us\?service=GST%20Registration/)
    const aside = screen.getByRole("complementary", { name: "GST Registration: fees and a quote" })
    expect(within(aside).getByRole("heading", { name: "Fees and time" })).toBeTruthy()
    const text = container.textContent!
    for (const words of ["Last reviewed 15 June 2025", "(from 1 April 2025)", "(1 April 2024 to 31 March 2025)", "Typical times and similar figures are our own estimates, not limits set by law:", "What our fee includes", "Our fee covers", "Paid separately", "Talk to a registration expert", "Credentials: who signs what"]) {
      expect(text).toContain(words)
    }
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/our_profile/contact-us")
    expect(team.map(m => m.role)).toEqual(["Founder and lead consultant", "GST and income tax", "Licences and employer registrations", "Trademarks and documents"])
    expect(credentials[0]).toBe("Tax audit reports are prepared and signed by a practising chartered accountant.")
  })
})
