/**
 * The shell in Telugu (issue 24): the header, the drawer, the footer, the floating contact button
 * and the 404 screen on a Telugu page show no English words but the terms and the business's
 * facts that stay in English letters, link to the Telugu pages that exist, and start a WhatsApp
 * chat in Telugu. English keeps its words (the other shell tests check them literally).
 */
import * as React from "react"
import { fireEvent, screen, within } from "@testing-library/react"
import { render, useBuiltShell } from "../helpers/shipped"
import { Layout } from "../../src/components/shell/Layout"
import { NotFound } from "../../src/components/shell/NotFound"
import { FloatingContact } from "../../src/components/shell/FloatingContact"
import { FooterWithStaticParts } from "../../src/components/shell/FooterWithStaticParts"
import { FooterReviews } from "../../src/components/shell/FooterReviews"
import { HeaderWithStaticParts } from "../../src/components/shell/HeaderWithStaticParts"
import { ContactDetails } from "../../src/components/forms/ContactDetails"
import { Stars } from "../../src/components/common/Stars"
import { PagePathProvider } from "../../src/components/common/PagePath"
import { StringsProvider } from "../../src/components/common/Strings"
import { fillNodes } from "../../src/components/common/fill-nodes"
import { EN } from "../../src/config/strings"
import { shellEn } from "../../src/config/strings/shell"
import { notFoundEn } from "../../src/config/strings/not-found"
import { contactDetailsEn } from "../../src/config/strings/contact-details"
import { shellTe } from "../../src/config/strings/shell.te"
import { notFoundTe } from "../../src/config/strings/not-found.te"
import { contactDetailsTe } from "../../src/config/strings/contact-details.te"
import { shellStaticTe } from "../../src/config/strings/shell-static.te"
import { shellStaticEn } from "../../src/config/strings/shell-static"
import { TE } from "../../src/config/strings/te"
import { reviews } from "../../src/config/reviews"
import { phoneDisplay, site } from "../../src/config/site"

declare const resizeTo: (w: number) => void

/** The Telugu pages the shell links to (the build passes the paths of the Telugu pages that exist). */
const TELUGU_PAGES = [
  "/te",
  "/te/tools",
  "/te/our_profile/contact-us",
  "/te/our_profile/aboutuspage",
  "/te/search",
  "/te/registrations/company/ghmc-trade-license",
  "/te/registrations/company/iec-code-registration",
  "/te/registrations/company/esi-registration",
  "/te/registrations/company/pf-registration",
]

/** Words that stay in English letters on a Telugu page: terms people say in English, brand names, the language switch's "English". */
const ALLOWED = new Set(
  "GST FSSAI PAN Udyam MSME LLP OPC ISO IEC ESI PF GHMC WhatsApp Google Facebook Instagram X YouTube English".split(" "),
)
/** The business's facts (data, not words): removed before the check. */
const FACTS = [site.businessName, site.shortName, site.email]

/**
 * Parts of the shell whose words another area translates (src/config/strings/search.ts: the
 * drawer's search box, SearchBox): left out here, checked by that area's tests.
 */
const OTHER_AREAS = ['[role="search"]']

/** Every word a reader or a screen reader meets in `root`: text and the accessible attributes, but not what is marked English (the review quotes). */
function wordsOf(root: Element): string {
  const clone = root.cloneNode(true) as Element
  clone.querySelectorAll(['[lang="en"]', '[lang="en-IN"]', ...OTHER_AREAS].join(", ")).forEach(el => el.remove())
  const attrs = ["aria-label", "title", "alt", "aria-roledescription", "placeholder", "value"]
  const parts: string[] = []
  const walker = document.createTreeWalker(clone, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "")
  clone.querySelectorAll("*").forEach(el => attrs.forEach(a => el.hasAttribute(a) && parts.push(el.getAttribute(a)!)))
  return parts.join(" ")
}

function latinWords(root: Element): string[] {
  let text = wordsOf(root)
  for (const fact of FACTS) text = text.split(fact).join(" ")
  return [...new Set(text.match(/[A-Za-z]+/g) ?? [])].filter(word => !ALLOWED.has(word))
}

const te = (ui: React.ReactElement) => render(<StringsProvider value={TE}>{ui}</StringsProvider>)

describe("the shell in Telugu", () => {
  beforeEach(() => {
    resizeTo(375)
    useBuiltShell("te", TELUGU_PAGES)
  })

  function renderTeluguPage() {
    return render(
      <PagePathProvider pathname="/te" pageContext={{ lang: "te", translations: ["en", "te"] }}>
        <Layout>
          <p>…</p>
        </Layout>
      </PagePathProvider>,
    )
  }

  it("shows no English words in the header, drawer, footer and floating contact (but terms and facts)", () => {
    const { container } = renderTeluguPage()
    // open what opens: the drawer, a submenu, the floating contact menu
    fireEvent.click(screen.getByRole("button", { name: shellTe.openMenu }))
    fireEvent.click(screen.getByRole("button", { name: shellTe.contactOptions }))
    expect(latinWords(container)).toEqual([])
    // the check sees Telugu (the table reached the parts made at build time and the React ones)
    expect(container.textContent).toContain(shellStaticTe.positioning)
    expect(container.textContent).toContain(shellStaticTe.hoursShort)
    expect(container.textContent).toContain(contactDetailsTe.hours)
    expect(screen.getByRole("heading", { name: shellTe.reviewsHeading })).toBeInTheDocument()
  })

  it("links to the Telugu pages that exist, the English ones otherwise", () => {
    const { container } = renderTeluguPage()
    expect(screen.getByRole("link", { name: new RegExp(shellStaticTe.logoHome) })).toHaveAttribute("href", "/te")
    // the contact bar's search icon and the footer's link
    const search = screen.getAllByRole("link", { name: shellStaticTe.searchGuides })
    expect(search.map(a => a.getAttribute("href"))).toEqual(["/te/search", "/te/search"])
    expect(screen.getByRole("link", { name: shellStaticTe.blogLink })).toHaveAttribute("href", "/te/our_profile/aboutuspage")
    // the contact bar's icons say what they are on hover too (review 11: the book icon was a guess)
    expect(screen.getByRole("link", { name: shellStaticTe.blogLink })).toHaveAttribute("title", shellStaticTe.blogLink)
    expect(container.querySelector(".contact-bar__search")).toHaveAttribute("title", shellStaticTe.searchGuides)
    expect(screen.getByRole("link", { name: shellStaticTe.toolsLink })).toHaveAttribute("href", "/te/tools")
    expect(screen.getByRole("link", { name: shellTe.bookNow })).toHaveAttribute("href", "/te/our_profile/contact-us")
    // the footer's licences and registrations: each its own Telugu guide; the drug licence (no guide) the Telugu quote form naming it (review 5, minor 14)
    const footer = within(container.querySelector(".footer-columns") as HTMLElement)
    expect(footer.getByRole("link", { name: "ట్రేడ్ లైసెన్స్" })).toHaveAttribute("href", "/te/registrations/company/ghmc-trade-license")
    expect(footer.getByRole("link", { name: "IEC కోడ్" })).toHaveAttribute("href", "/te/registrations/company/iec-code-registration")
    expect(footer.getByRole("link", { name: "ESI రిజిస్ట్రేషన్" })).toHaveAttribute("href", "/te/registrations/company/esi-registration")
    expect(footer.getByRole("link", { name: "PF రిజిస్ట్రేషన్" })).toHaveAttribute("href", "/te/registrations/company/pf-registration")
    expect(footer.getByRole("link", { name: "డ్రగ్ లైసెన్స్" })).toHaveAttribute("href", "/te/our_profile/contact-us?service=డ్రగ్%20లైసెన్స్#contact-quote-heading")
    // a page with no Telugu version: the English page
    expect(screen.getByRole("link", { name: "GST రిటర్న్ ఫైలింగ్" })).toHaveAttribute("href", "/gst/services/gst-return-filing")
  })

  it("names each submenu apart (Telugu labels make distinct ids)", () => {
    const { container } = renderTeluguPage()
    const ids = [...container.querySelectorAll(".site-nav__toggle")].map(b => b.getAttribute("aria-controls"))
    expect(ids.length).toBeGreaterThan(3)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(document.getElementById(id!)).not.toBeNull()
    expect(screen.getByRole("button", { name: /^GST ?: పేజీల జాబితా$/ })).toHaveAttribute("aria-controls", "nav-gst")
    expect(screen.getByRole("button", { name: /^పన్ను ?: పేజీల జాబితా$/ })).toHaveAttribute("aria-controls", "nav-పన్ను")
    // (the name as computed in a hidden submenu gets a space before the hidden part in jsdom)
    expect(screen.getByRole("link", { name: /^అవలోకనం ?: పన్ను$/, hidden: true })).toHaveAttribute("href", "/tax-compliances/services")
  })

  it("starts the WhatsApp chat in Telugu", () => {
    te(<FloatingContact />)
    fireEvent.click(screen.getByRole("button", { name: shellTe.contactOptions }))
    const href = screen.getByRole("link", { name: shellTe.whatsAppChat }).getAttribute("href")!
    expect(decodeURIComponent(href.split("?text=")[1])).toBe(shellTe.whatsAppGreeting)
    expect(shellTe.whatsAppGreeting).toMatch(/[\u0C00-\u0C7F]/)
    expect(screen.getByRole("link", { name: `కాల్:\u00a0${phoneDisplay}` })).toHaveAttribute("href", "tel:+919876543210")
  })

  it("keeps the reviews as written, marked English, with Telugu controls and their age in Telugu", () => {
    // the Telugu shell's reviews, as the build makes them (gatsby/build-html.ts): the age in Telugu
    const shell = useBuiltShell("te", TELUGU_PAGES)
    const { container } = te(<FooterReviews reviews={shell.reviews} rating={shell.footer.rating} />)
    expect(container.querySelector(".review-carousel__who")!.textContent).toMatch(/· 2 వారాల క్రితం$/)
    const quote = screen.getByText(reviews[0].comment)
    expect(quote).toHaveAttribute("lang", "en")
    expect(screen.getByText(`${reviews.length} రివ్యూలలో 1వది`)).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: shellTe.nextReview }))
    expect(screen.getByText(reviews[1].comment)).toBeInTheDocument()
    expect(screen.getByText(`${reviews.length} రివ్యూలలో 2వది`)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: shellTe.writeReview })).toBeInTheDocument()
    expect(latinWords(container)).toEqual([])
  })

  it("shows the 404 screen and the contact details in Telugu", () => {
    const { container } = te(
      <>
        <NotFound />
        <ContactDetails />
        <Stars rating={4} />
      </>,
    )
    expect(screen.getByRole("heading", { name: notFoundTe.notFoundHeading })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: notFoundTe.returnHome })).toHaveAttribute("href", "/te")
    expect(screen.getByRole("link", { name: notFoundTe.searchOurGuides }).getAttribute("href")).toMatch(/^\/te\/search/)
    expect(screen.getByRole("link", { name: notFoundTe.contactSupport })).toHaveAttribute("href", "/te/our_profile/contact-us")
    expect(screen.getByRole("link", { name: notFoundTe.servicesList })).toHaveAttribute("href", "/te/services")
    expect(screen.getByRole("heading", { name: contactDetailsTe.registeredOffice })).toBeInTheDocument()
    // the address in Telugu letters, as a Telugu letterhead writes it (review 5, minor 13)
    expect(container.querySelector("address")).toHaveTextContent("ఆఫీస్ 101, ఎగ్జాంపుల్ టవర్స్, అమీర్‌పేట, హైదరాబాద్, తెలంగాణ 500016")
    expect(screen.getByRole("img", { name: "రేటింగ్: 5కి 4" })).toBeInTheDocument()
    expect(latinWords(container)).toEqual([])
  })
})

describe("the shell table", () => {
  it("has a Telugu string for every English one, in Telugu letters (paths and the reviews' language excepted)", () => {
    // paths, a language code, and a slot after punctuation (": {label}") have no words
    const notWords = new Set(["homePath", "toolsPath", "contactPath", "searchPath", "servicesPath", "supportPath", "reviewsLang", "overviewOf"])
    expect(Object.keys(shellTe).sort()).toEqual(Object.keys(shellEn).sort())
    for (const [key, value] of Object.entries(shellTe)) {
      if (notWords.has(key)) continue
      expect([key, /[\u0C00-\u0C7F]/.test(value)]).toEqual([key, true])
    }
    // the same slots in both languages
    const slots = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
    for (const key of Object.keys(shellEn) as Array<keyof typeof shellEn>) expect([key, slots(shellTe[key])]).toEqual([key, slots(shellEn[key])])
    expect(TE.shell).toBe(shellTe)
    expect(EN.shell).toBe(shellEn)
  })

  it("keeps the hours' figures of site.ts in Telugu (update contact-details.te.ts when the hours change)", () => {
    const figures = (s: string) => s.match(/\d+/g)
    expect(figures(contactDetailsTe.hours)).toEqual(figures(site.hours))
    expect(figures(shellStaticTe.hoursShort)).toEqual(figures(site.hoursShort))
    expect(contactDetailsEn.hours).toBe(site.hours)
    expect(shellStaticEn.hoursShort).toBe(site.hoursShort)
  })

  it("keeps the English words the shell showed before the table", () => {
    expect({ ...shellEn, ...shellStaticEn, ...notFoundEn, ...contactDetailsEn }).toMatchObject({
      whatsAppGreeting: "Hello, I would like to know more about your services.",
      callPhone: "Call {phone}",
      whatsAppUs: "WhatsApp us",
      contactUs: "Contact us",
      registeredOffice: "Registered office",
      mapLink: "Sitemap: find us on the map",
      notFoundHeading: "Oops! Page Not Found",
      copyright: "© {name}, {city}. Information on this site is general guidance, not legal advice.",
      starsLabel: "Rated {rating} out of 5",
      reviewsLang: "",
    })
  })
})

describe("the shell in English", () => {
  beforeEach(() => {
    resizeTo(375)
    useBuiltShell()
  })

  it("reads as before: labels, links and no lang on the reviews", () => {
    const { container } = render(
      <>
        <HeaderWithStaticParts />
        <FooterWithStaticParts />
      </>,
    )
    const search = screen.getAllByRole("link", { name: "Search the guides" })
    expect(search.map(a => a.getAttribute("href"))).toEqual(["/search", "/search"])
    expect(screen.getByRole("link", { name: "Free tools: which registrations you need, fees and due dates" })).toHaveAttribute("href", "/tools")
    expect(screen.getByRole("link", { name: "Example Business Services Hyderabad , home page" })).toHaveAttribute("href", "/")
    expect(within(document.getElementById("mobile-menu")!).getByRole("link", { name: `Call ${phoneDisplay}` })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Overview of GST", hidden: true })).toBeInTheDocument()
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument()
    expect(screen.getByRole("navigation", { name: "Footer" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: "Contact us" })).toBeInTheDocument()
    expect(screen.getByText(site.hours)).toBeInTheDocument()
    expect(screen.getByRole("region", { name: "Client reviews" })).toHaveAttribute("aria-roledescription", "carousel")
    expect(screen.getByText(reviews[0].comment)).not.toHaveAttribute("lang")
    expect(container.textContent).toContain("Open Mon–Sat 9:30 am–7 pm")
    expect(container.textContent).not.toMatch(/[\u0C00-\u0C7F]/)
  })

  it("shows the 404 screen and the stars as before", () => {
    render(
      <>
        <NotFound />
        <Stars rating={4} />
      </>,
    )
    expect(screen.getByText(/^Tip:/).textContent).toBe("Tip: search our guides for what you were looking for, or start from the services list.")
    expect(screen.getByRole("link", { name: "services list" })).toHaveAttribute("href", "/services")
    expect(screen.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/contact")
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/")
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument()
  })
})

describe("fillNodes", () => {
  it("fills slots with elements and text, with a lead before the first text", () => {
    const nodes = fillNodes("Call {phone} now", { phone: "123" }, " ")
    expect(nodes).toEqual([" Call ", "123", " now"])
    expect(fillNodes("{phone} call", { phone: "1" }, " ")).toEqual([" ", "1", " call"])
    const { container } = render(<p>{fillNodes("a {x} b", { x: <b>X</b> })}</p>)
    expect(container.innerHTML).toBe("<p>a <b>X</b> b</p>")
  })
})
