import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { navigate, prefetchPathname } from "gatsby"
import { StaticHtml, markCurrent } from "../../src/components/common/StaticHtml"
import { PagePath } from "../../src/components/common/PagePath"

const part = {
  tag: "nav",
  attrs: { "aria-label": "Footer links" },
  html: '<a href="/gst/services/gst-registration#faqs">GST Registration</a> <a href="https://www.gst.gov.in" target="_blank" rel="noopener noreferrer">GST portal</a> <a href="#sources">Sources</a>',
  links: true as const,
}

function show(pathname = "/") {
  return render(
    <PagePath.Provider value={pathname}>
      <StaticHtml part={part} />
    </PagePath.Provider>,
  )
}

beforeEach(() => jest.clearAllMocks())

describe("StaticHtml: build-time markup whose site links behave like <Link>", () => {
  it("renders the part's element with its attributes and markup", () => {
    show()
    const nav = screen.getByRole("navigation", { name: "Footer links" })
    expect(nav.querySelectorAll("a")).toHaveLength(3)
  })

  it("a click on a site link navigates with Gatsby's router; other sites and in-page anchors are left to the browser", () => {
    show()
    fireEvent.click(screen.getByRole("link", { name: "GST Registration" }))
    expect(navigate).toHaveBeenCalledWith("/gst/services/gst-registration#faqs")
    fireEvent.click(screen.getByRole("link", { name: "GST portal" }))
    fireEvent.click(screen.getByRole("link", { name: "Sources" }))
    fireEvent.click(screen.getByRole("link", { name: "GST Registration" }), { ctrlKey: true })
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it("pointing at or focusing a site link prefetches its page (without the fragment), as <Link> does on hover", () => {
    show()
    fireEvent.mouseOver(screen.getByRole("link", { name: "GST Registration" }))
    expect(prefetchPathname).toHaveBeenCalledWith("/gst/services/gst-registration")
    fireEvent.focus(screen.getByRole("link", { name: "GST Registration" }))
    expect(prefetchPathname).toHaveBeenCalledTimes(2)
    fireEvent.mouseOver(screen.getByRole("link", { name: "GST portal" }))
    fireEvent.focus(screen.getByRole("link", { name: "Sources" }))
    expect(prefetchPathname).toHaveBeenCalledTimes(2)
  })

  it("marks the link to the page being shown with aria-current", () => {
    expect(markCurrent('<a href="/x">X</a><a href="/y">Y</a>', "/y")).toBe('<a href="/x">X</a><a aria-current="page" href="/y">Y</a>')
  })
})
