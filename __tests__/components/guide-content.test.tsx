/**
 * Component tests of the guides (issue 3): the real Markdown files of
 * content/guides rendered as the guide template ships them: the parts the build makes
 * (gatsby/build-html.ts guideBody) in GuideBodyWithStaticParts.
 * The Markdown body goes through the same remark pipeline (remark-parse and
 * remark-gfm, as in gatsby-transformer-remark) and fact tokens are resolved
 * from content/facts.json.
 */
import * as React from "react"
import fs from "fs"
import path from "path"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { ShippedGuideBody, type SourceGuide } from "../helpers/shipped"
import { interpolateAll } from "../helpers/facts"

const interpolateFacts = (text: string) => interpolateAll(text)

/* eslint-disable @typescript-eslint/no-var-requires */
const matter = require("gray-matter")
const unified = require("unified")
const remarkParse = require("remark-parse")
const remarkGfm = require("remark-gfm")
const toHast = require("mdast-util-to-hast")
const toHtml = require("hast-util-to-html")

interface Faq {
  question: string
  answer: string
}

function markdownToHtml(markdown: string): string {
  const processor = unified().use(remarkParse).use(remarkGfm)
  const tree = processor.runSync(processor.parse(markdown))
  return toHtml(toHast(tree, { allowDangerousHtml: true }), { allowDangerousHtml: true })
}

/** Resolves fact tokens in every string of the frontmatter, as the GraphQL schema does. */
function resolveFacts<T>(value: T): T {
  if (typeof value === "string") return interpolateFacts(value) as T
  if (Array.isArray(value)) return value.map(resolveFacts) as T
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveFacts(v)])) as T
  return value
}

function loadGuide(file: string) {
  const { data, content } = matter(fs.readFileSync(path.join("content/guides", file), "utf8"))
  const fm = resolveFacts(data)
  const guide = {
    id: file,
    html: markdownToHtml(interpolateFacts(content)),
    frontmatter: { features: null, pros: null, cons: null, steps: null, documents: null, collapsibles: null, faqs: null, important: null, portals: null, enquiry: null, disclaimer: null, ...fm },
  } as unknown as SourceGuide
  return { guide, fm }
}

const society = loadGuide("company/society-registration.en.md")
const partnership = loadGuide("company/partnership-firm.en.md")
const pvtLtd = loadGuide("company/pvt-ltd-registration.en.md")
const pan = loadGuide("citizen/pan-card.en.md")

const expanded = (buttons: HTMLElement[]) => buttons.map(b => b.getAttribute("aria-expanded") === "true")

describe("FAQ items of a guide", () => {
  it("each question is a button that toggles aria-expanded and shows or hides its answer", () => {
    render(<ShippedGuideBody guide={pan.guide} />)
    const faq = screen.getByRole("region", { name: "Frequently asked questions" })
    const buttons = within(faq).getAllByRole("button")
    expect(buttons.map(b => b.textContent)).toEqual(pan.fm.faqs.map((f: Faq) => f.question))
    expect(buttons).toHaveLength(4)
    pan.fm.faqs.forEach((f: Faq, i: number) => {
      const panel = document.getElementById(buttons[i].getAttribute("aria-controls")!)!
      expect(panel).toHaveTextContent(f.answer)
      expect(buttons[i]).toHaveAttribute("aria-expanded", "false")
      expect(panel).not.toBeVisible()
      fireEvent.click(buttons[i])
      expect(buttons[i]).toHaveAttribute("aria-expanded", "true")
      expect(panel).toBeVisible()
      expect(within(panel).getByText(f.answer)).toBeVisible()
    })
    // FAQ items open independently
    expect(expanded(buttons)).toEqual([true, true, true, true])
    fireEvent.click(buttons[1])
    expect(expanded(buttons)).toEqual([true, false, true, true])
    expect(screen.getByText(pan.fm.faqs[1].answer)).not.toBeVisible()
  })

  it("shows the Important Information list and official portal links that open in a new tab", () => {
    render(<ShippedGuideBody guide={pan.guide} />)
    const important = screen.getByRole("region", { name: "Important Information" })
    expect(within(important).getAllByRole("listitem").map(li => li.textContent)).toEqual(pan.fm.important)
    const links = within(screen.getByRole("region", { name: "Official portals" })).getAllByRole("link")
    expect(links.map(a => new URL(a.getAttribute("href")!).hostname)).toEqual(["www.incometax.gov.in", "www.onlineservices.nsdl.com", "www.pan.utiitsl.com"])
    for (const a of links) {
      expect(a).toHaveAttribute("target", "_blank")
      expect(a.getAttribute("rel")).toContain("noopener noreferrer")
    }
  })
})

describe("society compliance items", () => {
  it("has five collapsible items; opening one closes any other and clicking an open one closes it", () => {
    render(<ShippedGuideBody guide={society.guide} />)
    const region = screen.getByRole("region", { name: "Yearly compliance for a registered society" })
    const buttons = within(region).getAllByRole("button")
    expect(buttons.map(b => b.textContent)).toEqual(society.fm.collapsibles.map((c: Faq) => c.question))
    expect(buttons).toHaveLength(5)
    const panels = buttons.map(b => document.getElementById(b.getAttribute("aria-controls")!)!)
    const answers: HTMLElement[] = society.fm.collapsibles.map((c: Faq, i: number) => within(panels[i]).getByText(c.answer))
    const shown = () => answers.map(a => !a.closest("[hidden]"))
    expect(expanded(buttons)).toEqual([false, false, false, false, false])
    expect(shown()).toEqual([false, false, false, false, false])

    fireEvent.click(buttons[0])
    expect(expanded(buttons)).toEqual([true, false, false, false, false])
    expect(answers[0]).toBeVisible()
    fireEvent.click(buttons[3])
    expect(expanded(buttons)).toEqual([false, false, false, true, false])
    expect(shown()).toEqual([false, false, false, true, false])
    expect(answers[0]).not.toBeVisible()
    fireEvent.click(buttons[3])
    expect(expanded(buttons)).toEqual([false, false, false, false, false])
    expect(shown()).toEqual([false, false, false, false, false])
    // the FAQ on the same page is a separate list: opening a FAQ leaves the compliance item open
    fireEvent.click(buttons[4])
    const faq = screen.getByRole("region", { name: "Frequently asked questions" })
    fireEvent.click(within(faq).getAllByRole("button")[0])
    expect(expanded(buttons)).toEqual([false, false, false, false, true])
  })
})

describe("comparison tables", () => {
  const headers = (table: HTMLElement) => within(table).getAllByRole("columnheader").map(th => th.textContent)

  it("the partnership guide compares proprietorship, partnership, LLP and company in a real table", () => {
    render(<ShippedGuideBody guide={partnership.guide} />)
    const table = screen.getAllByRole("table").find(t => within(t).queryByRole("columnheader", { name: "Proprietorship" }))!
    expect(table.tagName).toBe("TABLE")
    expect(headers(table)).toEqual(["Feature", "Proprietorship", "Partnership firm", "LLP", "Private limited company"])
    expect(table.querySelectorAll("thead th")).toHaveLength(5)
    const time = within(table).getByRole("row", { name: /Time to register/ })
    expect(within(time).getAllByRole("cell").map(c => c.textContent)).toEqual(["Time to register", "2-3 days", "7-10 days", "10-15 days", "10-15 days"])
    const owners = within(table).getByRole("row", { name: /^Owners/ })
    expect(within(owners).getAllByRole("cell")[2]).toHaveTextContent("2 to 50 partners")
  })

  it("the private limited guide compares it with LLP and OPC in a real table", () => {
    render(<ShippedGuideBody guide={pvtLtd.guide} />)
    const table = screen.getByRole("table")
    expect(headers(table)).toEqual(["Feature", "Private limited company", "LLP", "One person company (OPC)"])
    expect(table.querySelectorAll("thead th")).toHaveLength(4)
    const owners = within(table).getByRole("row", { name: /^Owners/ })
    expect(within(owners).getAllByRole("cell").map(c => c.textContent)).toEqual([
      "Owners",
      "2 to 200 shareholders",
      "At least 2 partners, no upper limit",
      "One member and one nominee",
    ])
  })

  it("the private limited guide embeds the enquiry form and the educational, not-legal-advice disclaimer", () => {
    render(<ShippedGuideBody guide={pvtLtd.guide} />)
    const form = screen.getByRole("form", { name: "Enquire about Private Limited Company Registration" })
    expect(within(form).getByLabelText("Mobile Number")).toBeInTheDocument()
    expect(within(form).getByRole("button", { name: "Submit via WhatsApp" })).toBeInTheDocument()
    expect(screen.getByText(/educational information .* not legal advice/)).toBeVisible()
    expect(within(screen.getByRole("region", { name: /in six steps/ })).getAllByRole("listitem")).toHaveLength(6)
  })
})
