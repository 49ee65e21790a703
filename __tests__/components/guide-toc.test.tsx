import * as React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { GuideToc } from "../../src/components/guide/GuideToc"
import { GuideWords } from "../helpers/shipped"
import { tocList } from "../../gatsby/build-html"

describe("On this page", () => {
  it("nests a combined screen's sections under their part, each a link to its heading", () => {
    render(
      <GuideToc
        // the list as the build makes it (gatsby/build-html.ts guidePage, combinedPage)
        list={tocList([
          { id: "gst-registration", text: "GST Registration", children: [{ id: "gst-registration-who", text: "Who must register" }, { id: "gst-registration-faqs", text: "Frequently asked questions" }] },
          { id: "sources", text: "Sources" },
        ])}
      />,
      { wrapper: GuideWords },
    )
    const nav = screen.getByRole("navigation", { name: /^On this page/ })
    const part = within(nav).getByRole("link", { name: "GST Registration" })
    expect(part.getAttribute("href")).toBe("#gst-registration")
    const item = part.closest("li")!
    const sections = within(item).getAllByRole("link").slice(1)
    expect(sections.map(a => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Who must register", "#gst-registration-who"],
      ["Frequently asked questions", "#gst-registration-faqs"],
    ])
    expect(within(nav).getByRole("link", { name: "Sources" }).closest("ol")!.id).toBe("toc-list")
    // a tap on a nested link closes the disclosure (phones), as on a guide
    const toggle = within(nav).getByRole("button", { name: "On this page" })
    fireEvent.click(toggle)
    expect(toggle.getAttribute("aria-expanded")).toBe("true")
    fireEvent.click(sections[0])
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
  })

  it("shows nothing on a page without sections", () => {
    const { container } = render(<GuideToc list={tocList([])} />, { wrapper: GuideWords })
    expect(container.innerHTML).toBe("")
  })
})
