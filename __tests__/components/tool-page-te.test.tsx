/**
 * ToolPage's own words, the breadcrumb and the which-registrations page's WhatsApp greeting come
 * from the page's data (gatsby/build-html.ts toolPage) in its language: Telugu on the Telugu page,
 * English otherwise.
 */
import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { EN, type UiStrings } from "../../src/config/strings"
import { TE } from "../../src/config/strings/te"
import { flattenFacts } from "../../src/lib/facts"
import { factFile, thresholds as THRESHOLDS } from "../helpers/facts"
import ToolWhichRegistrationsTemplate from "../../src/templates/tool-which-registrations"
import { toolPage } from "../../gatsby/build-html"
import { guideFees } from "../helpers/shipped"

// The Layout of a page in a language: its words table around the page (the shell itself is tested elsewhere).
let mockPageStrings: UiStrings = EN
jest.mock("../../src/components/shell/Layout", () => {
  const { StringsProvider } = jest.requireActual("../../src/components/common/Strings")
  return { Layout: ({ children, words }: { children: React.ReactNode; words?: object }) => <StringsProvider value={{ ...mockPageStrings, ...words }}>{children}</StringsProvider>,
  }
})
jest.mock("../../src/components/shell/HeadTags", () => ({ HeadTags: () => null }))

/** The page's data as its query gets it: the hero, call to action and words made by the build in the page's language. */
const dataIn = (lang: "en" | "te") => {
  const fm = lang === "te" ? { title: "t", heading: "నాకు ఏ రిజిస్ట్రేషన్లు కావాలి?", lang } : { title: "t", heading: "Which registrations do I need?" }
  return {
    facts: { nodes: flattenFacts(factFile) },
    thresholds: THRESHOLDS,
    markdownRemark: {
      html: "<p>rules</p>",
      toolCss: "",
      parts: toolPage(fm, lang === "te" ? "/te/tools/which-registrations" : "/tools/which-registrations", "tool-which-registrations", guideFees()),
    },
  }
}
const show = (lang: "en" | "te") =>
  render(
    // @ts-expect-error: only the props the template reads
    <ToolWhichRegistrationsTemplate data={dataIn(lang)} />,
  )

describe("the which-registrations page in each language", () => {
  it("Telugu: the breadcrumb, the wizard and the WhatsApp greeting in Telugu", () => {
    mockPageStrings = TE
    show("te")
    const crumbs = within(screen.getByRole("navigation", { name: /./ }))
    expect(crumbs.getByRole("link", { name: "హోమ్" })).toHaveAttribute("href", "/te")
    expect(crumbs.getByRole("link", { name: "టూల్స్" })).toHaveAttribute("href", "/te/tools")
    expect(screen.getByRole("button", { name: "నాకు ఏం కావాలో చూపించండి" })).toBeInTheDocument()
    const cta = within(document.querySelector(".cta-band") as HTMLElement)
    const link = cta.getAllByRole("link").find(a => a.getAttribute("href")!.startsWith("https://wa.me/"))!
    expect(new URL(link.getAttribute("href")!).searchParams.get("text")).toBe("నమస్తే, నా వ్యాపారానికి ఏ రిజిస్ట్రేషన్లు కావాలో తెలుసుకోవడానికి సహాయం కావాలి.")
  })

  it("English: the words as they were", () => {
    mockPageStrings = EN
    show("en")
    const crumbs = within(screen.getByRole("navigation", { name: /./ }))
    expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    expect(crumbs.getByRole("link", { name: "Tools" })).toHaveAttribute("href", "/tools")
    expect(screen.getByRole("button", { name: "Show what I need" })).toBeInTheDocument()
    const cta = within(document.querySelector(".cta-band") as HTMLElement)
    const link = cta.getAllByRole("link").find(a => a.getAttribute("href")!.startsWith("https://wa.me/"))!
    expect(new URL(link.getAttribute("href")!).searchParams.get("text")).toBe("Hello, I need help working out which registrations my business needs.")
  })

  it("Telugu: an answer links the Telugu guide with its fee, and the English guide with its fee in Telugu word order where no Telugu guide is built", () => {
    const wizard = (fees: ReturnType<typeof guideFees>) =>
      (toolPage({ title: "t", lang: "te" }, "/te/tools/which-registrations", "tool-which-registrations", fees).words as unknown as { tools: { words: { which: { guidePaths: Record<string, string>; fees: Record<string, string> } } } }).tools.words.which
    const built = wizard(guideFees())
    expect(built.guidePaths["/registrations/company/llp-registration"]).toBe("/te/registrations/company/llp-registration")
    expect(built.fees["/te/registrations/company/pvt-ltd-registration"]).toBe("₹9,999 నుంచి")
    // an untranslated guide (as e2e/editing.test.mjs makes one): the English guide, not a page that does not exist
    const untranslated = new Map(guideFees())
    untranslated.delete("/te/registrations/company/llp-registration")
    const which = wizard(untranslated)
    expect(which.guidePaths["/registrations/company/llp-registration"]).toBeUndefined()
    expect(which.fees["/registrations/company/llp-registration"]).toBe("₹6,999 నుంచి")
    expect(which.fees["/te/registrations/company/llp-registration"]).toBeUndefined()
    expect(which.fees["/te/registrations/company/pvt-ltd-registration"]).toBe("₹9,999 నుంచి")
  })
})
