import * as React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { DocumentChecklist } from "../../src/components/forms/DocumentChecklist"
import { GuideWords, ShippedGuideBody, type SourceGuide } from "../helpers/shipped"

const documents = ["PAN card of each partner", "Aadhaar card of each partner", "Partnership deed on stamp paper", "Proof of business address"]
const textOf = (link: HTMLElement) => new URL(link.getAttribute("href")!).searchParams.get("text")

describe("DocumentChecklist", () => {
  it("shows each document as a labelled checkbox in a list, unticked", () => {
    render(<DocumentChecklist id="docs" service="Partnership Firm Registration" documents={documents} />, { wrapper: GuideWords })
    const list = screen.getByRole("list")
    expect(within(list).getAllByRole("listitem").map(li => li.textContent)).toEqual(documents)
    for (const doc of documents) expect(screen.getByRole("checkbox", { name: doc })).not.toBeChecked()
    expect(screen.getByText("You have 0 of 4 documents.")).toBeInTheDocument()
  })

  it("in the HTML made at build time, the link carries the greeting alone; the running page puts the lists in", () => {
    const html = renderToString(
      <GuideWords>
        <DocumentChecklist id="docs" service="Partnership Firm Registration" documents={documents} />
      </GuideWords>,
    )
    const href = html.match(/class="btn btn--whatsapp" href="([^"]+)"/)![1].replace(/&amp;/g, "&")
    expect(new URL(href).searchParams.get("text")).toBe("Hello, I need help with Partnership Firm Registration.")
    expect(html).toContain("PAN card of each partner")
    render(<DocumentChecklist id="docs" service="Partnership Firm Registration" documents={documents} />, { wrapper: GuideWords })
    expect(textOf(screen.getByRole("link", { name: "Send on WhatsApp" }))).toContain("Documents I still need (4 of 4):\n- PAN card of each partner")
  })

  it("ticking two documents updates the count and the WhatsApp message; unticking puts one back", () => {
    render(<DocumentChecklist id="docs" service="Partnership Firm Registration" documents={documents} />, { wrapper: GuideWords })
    const link = screen.getByRole("link", { name: "Send on WhatsApp" })
    expect(link).toHaveAttribute("target", "_blank")
    expect(textOf(link)).toContain("Documents I still need (4 of 4):")

    fireEvent.click(screen.getByLabelText("Aadhaar card of each partner"))
    fireEvent.click(screen.getByLabelText("PAN card of each partner"))
    expect(screen.getByText("You have 2 of 4 documents.")).toBeInTheDocument()
    expect(textOf(link)).toBe(
      [
        "Hello, I need help with Partnership Firm Registration.",
        "",
        "Documents I still need (2 of 4):",
        "- Partnership deed on stamp paper",
        "- Proof of business address",
        "",
        "Documents I have (2 of 4):",
        "- PAN card of each partner",
        "- Aadhaar card of each partner",
        "",
        "Please tell me the next steps.",
      ].join("\n"),
    )

    fireEvent.click(screen.getByLabelText("PAN card of each partner"))
    expect(screen.getByText("You have 1 of 4 documents.")).toBeInTheDocument()
    expect(textOf(link)).toContain("Documents I still need (3 of 4):\n- PAN card of each partner\n")
  })
})

describe("a guide body's documents block", () => {
  it("renders the guide's documents as the checklist under its heading, naming the guide's heading in the message", () => {
    const guide = {
      id: "g",
      html: "<h2>About</h2><p>Text</p>",
      frontmatter: {
        path: "/registrations/company/partnership-firm",
        title: "Partnership Firm Registration in Hyderabad",
        heading: "Partnership Firm Registration",
        documentsHeading: "Documents you need",
        documents,
      },
    } as unknown as SourceGuide
    render(<ShippedGuideBody guide={guide} />)
    const section = screen.getByRole("region", { name: "Documents you need" })
    expect(within(section).getAllByRole("checkbox")).toHaveLength(4)
    fireEvent.click(within(section).getByLabelText("Proof of business address"))
    expect(textOf(within(section).getByRole("link", { name: "Send on WhatsApp" }))).toMatch(
      /^Hello, I need help with Partnership Firm Registration\.\n\nDocuments I still need \(3 of 4\):/,
    )
  })
})
