import * as React from "react"
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { navigate } from "gatsby"
import { render, useBuiltShell } from "../helpers/shipped"
import { HeaderWithStaticParts } from "../../src/components/shell/HeaderWithStaticParts"
import { NotFound, queryFromPath } from "../../src/components/shell/NotFound"
import * as SearchBoxModule from "../../src/components/search/SearchBox"
import { SearchBox } from "../../src/components/search/SearchBox"
import { SearchResults } from "../../src/components/search/SearchResults"
import SearchTemplate from "../../src/templates/search"
import { plainHead } from "../../gatsby/build-html"
import { interpolateAll } from "../helpers/facts"

const interpolateFacts = (text: string) => interpolateAll(text)
import { buildIndex, splitIndex, type SearchHit } from "../../src/lib/search"
import { guideDocs, type GuideSource } from "../../plugins/site-search/documents"

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : p.endsWith(".md") ? [p] : []
  })
}

/** The site's guides, read the way the site-search plugin reads them. */
const guides = walk(path.join(__dirname, "../../content"))
  .map(file => matter(fs.readFileSync(file, "utf8")))
  .filter(m => m.data.template === "guide" || m.data.template === "combined")
  .map(m => ({ ...(JSON.parse(interpolateFacts(JSON.stringify(m.data))) as GuideSource & { category?: string }), body: m.content, template: m.data.template as string }))
/** The files plugins/site-search writes: the manifest and /search-index/<term or text file>. */
const { manifest: MANIFEST, files: INDEX_FILES } = splitIndex(buildIndex(guides.flatMap(g => guideDocs(g, interpolateFacts))))
const served = (url: string) => (url === "/search-index.json" ? MANIFEST : url.startsWith("/search-index/") ? INDEX_FILES.get(url.slice("/search-index/".length)) : undefined)

const respond = (url: string) => {
  const body = served(url)
  return Promise.resolve({ ok: body !== undefined, status: body === undefined ? 404 : 200, text: () => Promise.resolve(body ?? "") })
}
const fetchMock = jest.fn(respond)

beforeAll(() => {
  ;(global as unknown as { fetch: unknown }).fetch = fetchMock
})
// The header and footer parts the build makes (the page data's shell), from the same components.

beforeEach(() => {
  useBuiltShell()
  ;(navigate as jest.Mock).mockClear()
})

describe("SearchBox", () => {
  it("is a search form that works without JavaScript: GET /search with a labelled input named q", () => {
    render(<SearchBox id="box" name="Site search" />)
    const form = screen.getByRole("search", { name: "Site search" })
    expect(form).toHaveAttribute("action", "/search")
    expect(form).toHaveAttribute("method", "get")
    const input = within(form).getByRole("searchbox", { name: "Search the guides" })
    expect(input).toHaveAttribute("name", "q")
    expect(within(form).getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit")
  })

  it("loads the index only when the visitor focuses the box, once, and goes to /search?q= on submit", async () => {
    render(<SearchBox id="box" name="Site search" />)
    expect(fetchMock).not.toHaveBeenCalled()
    const input = screen.getByRole("searchbox", { name: "Search the guides" })
    fireEvent.focus(input)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith("/search-index.json")
    fireEvent.change(input, { target: { value: "trademark renewal" } })
    fireEvent.focus(input)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    fireEvent.submit(screen.getByRole("search"))
    expect(navigate).toHaveBeenCalledWith("/search?q=trademark%20renewal")
    // an empty box goes to the search page itself
    fireEvent.change(input, { target: { value: "  " } })
    fireEvent.click(screen.getByRole("button", { name: "Search" }))
    expect(navigate).toHaveBeenLastCalledWith("/search")
    await act(() => Promise.resolve())
  })

  it("loads the term files of the words as the visitor types, before they submit", async () => {
    render(<SearchBox id="box" name="Site search" />)
    fetchMock.mockClear()
    // (words of term files that no test before has loaded: the search is loaded once per page)
    fireEvent.change(screen.getByRole("searchbox", { name: "Search the guides" }), { target: { value: "udyam licence" } })
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(expect.arrayContaining(["/search-index/t-l.json", "/search-index/t-u.json"])))
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/search-index/t-a.json")
    expect(navigate).not.toHaveBeenCalled()
  })

  it("is in the header on every page", () => {
    render(<HeaderWithStaticParts />)
    const form = screen.getByRole("search", { name: "Site search" })
    expect(within(form).getByRole("searchbox", { name: "Search the guides" })).toBeInTheDocument()
  })
})

describe("SearchResults", () => {
  const hits: SearchHit[] = [
    {
      path: "/trademark/services/trademark-renewal",
      anchor: "what-is-trademark-renewal",
      href: "/trademark/services/trademark-renewal#what-is-trademark-renewal",
      guide: "Trademark Renewal",
      heading: "What is trademark renewal?",
      snippet: [
        { text: "A ", match: false },
        { text: "trademark", match: true },
        { text: " lasts 10 years.", match: false },
      ],
      score: 10,
    },
    { path: "/trademark/services", anchor: "", href: "/trademark/services", guide: "Trademark Services", heading: "", snippet: [{ text: "Registration and renewal.", match: false }], score: 2 },
  ]

  it("ends the results with a way to ask us, the search's words filled in as the requirement (review 50: a dead end)", () => {
    render(<SearchResults query="home bakery licence" status="ready" hits={hits} />)
    const ask = screen.getByRole("link", { name: "Ask us" })
    expect(ask).toHaveAttribute("href", "/our_profile/contact-us?service=home%20bakery%20licence#contact-quote-heading")
    expect(ask.closest(".search-ask")).toHaveTextContent(/^Not what you were looking for\? Tell us what you need/)
    // after the list, and only with results
    expect(screen.getByRole("list", { name: "Search results" }).compareDocumentPosition(ask) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    cleanup()
    render(<SearchResults query="zzz" status="ready" hits={[]} />)
    expect(screen.queryByRole("link", { name: "Ask us" })).toBeNull()
  })

  it("shows each guide, the matching section and a snippet, linking to the section", () => {
    render(<SearchResults query="trademark" status="ready" hits={hits} />)
    expect(screen.getByRole("status")).toHaveTextContent("2 results for “trademark”.")
    const items = within(screen.getByRole("list", { name: "Search results" })).getAllByRole("listitem")
    expect(items).toHaveLength(2)
    expect(within(items[0]).getByRole("link", { name: "Trademark Renewal" })).toHaveAttribute("href", "/trademark/services/trademark-renewal#what-is-trademark-renewal")
    expect(items[0]).toHaveTextContent("Section: What is trademark renewal?")
    expect(items[0].querySelector("mark")).toHaveTextContent("trademark")
    expect(within(items[1]).getByRole("link", { name: "Trademark Services" })).toHaveAttribute("href", "/trademark/services")
    expect(items[1]).not.toHaveTextContent("Section:")
  })

  it("shows the results before their snippets, keeping each snippet's place, and says once how many match", () => {
    const ranked = hits.map(({ snippet, ...rest }) => rest)
    const { rerender } = render(<SearchResults query="trademark" status="ready" hits={ranked} />)
    const list = screen.getByRole("list", { name: "Search results" })
    expect(list).toHaveAttribute("aria-busy", "true")
    const items = within(list).getAllByRole("listitem")
    expect(within(items[0]).getByRole("link", { name: "Trademark Renewal" })).toHaveAttribute("href", "/trademark/services/trademark-renewal#what-is-trademark-renewal")
    expect(items[0]).toHaveTextContent("Section: What is trademark renewal?")
    const places = items.map(item => item.querySelector(".search-result__snippet"))
    for (const place of places) {
      expect(place).toBeEmptyDOMElement()
      expect(place).toHaveClass("search-result__snippet--loading")
    }
    expect(screen.getByRole("status")).toHaveTextContent("2 results for “trademark”.")
    // the first snippet arrives, then the second: the list is busy until the last one is in
    rerender(<SearchResults query="trademark" status="ready" hits={[hits[0], ranked[1]]} />)
    expect(list).toHaveAttribute("aria-busy", "true")
    expect(places[0]).toHaveTextContent("A trademark lasts 10 years.")
    expect(places[0]).not.toHaveClass("search-result__snippet--loading")
    rerender(<SearchResults query="trademark" status="ready" hits={hits} />)
    expect(list).not.toHaveAttribute("aria-busy")
    // the same elements filled in (nothing re-created), and the status line unchanged
    expect(within(list).getAllByRole("listitem").map(item => item.querySelector(".search-result__snippet"))).toEqual(places)
    expect(places[1]).toHaveTextContent("Registration and renewal.")
    expect(screen.getAllByRole("status")).toHaveLength(1)
    expect(screen.getByRole("status")).toHaveTextContent("2 results for “trademark”.")
  })

  it("says when nothing matches, while loading, and when the index cannot load", () => {
    const { rerender } = render(<SearchResults query="zzz" status="ready" hits={[]} />)
    expect(screen.getByRole("status")).toHaveTextContent("No results for “zzz”. Try another word, or browse all guides below.")
    expect(screen.queryByRole("list")).not.toBeInTheDocument()
    rerender(<SearchResults query="gst" status="loading" hits={[]} />)
    expect(screen.getByRole("status")).toHaveTextContent("Searching for “gst”…")
    rerender(<SearchResults query="gst" status="error" hits={[]} />)
    expect(screen.getByRole("status")).toHaveTextContent("Search could not load. Check your connection and try again, or browse all guides below.")
    rerender(<SearchResults query="" status="idle" hits={[]} />)
    expect(screen.getByRole("status")).toHaveTextContent("Type a word to search the guides and tools, for example GST, trademark renewal or PF calculator.")
  })
})

describe("the /search page", () => {
  const data = {
    markdownRemark: {
      frontmatter: { title: "Search Our Guides", heading: "Search the guides", description: "Search every guide.", keywords: null, lead: null },
      // the head the build makes for the page (the headTags field)
      headTags: plainHead({ title: "Search Our Guides", heading: "Search the guides", description: "Search every guide." }, "/search", "page"),
    },
    guides: {
      nodes: guides
        .filter(g => g.template === "guide")
        .map(g => ({ frontmatter: { path: g.path, title: g.title, heading: g.heading ?? null, category: g.category ?? null } })),
    },
  }
  const renderPage = (search: string) =>
    render(
      React.createElement(SearchTemplate as unknown as React.FC<Record<string, unknown>>, {
        data,
        location: { pathname: "/search", search, hash: "" },
        pageContext: { id: "x", canonical: "/search", isAlias: false, noindex: false, includes: [], listing: [] },
      }),
    )

  it("reads ?q= and shows the results, each linking to the guide's section", async () => {
    window.history.replaceState(null, "", "/search?q=passport")
    renderPage("?q=passport")
    expect(screen.getByRole("heading", { level: 1, name: "Search the guides" })).toBeInTheDocument()
    const results = await screen.findByRole("list", { name: "Search results" }, { timeout: 5000 })
    const first = within(results).getAllByRole("listitem")[0]
    const link = within(first).getByRole("link", { name: "Passport Application in Hyderabad" })
    expect(link.getAttribute("href")).toMatch(/^\/Services\/passport#[a-z0-9-]+$/)
    expect(first).toHaveTextContent(/Section: /)
    expect(first.querySelector("mark")).toHaveTextContent(/passport/i)
    expect(screen.getByRole("status")).toHaveTextContent(/results? for “passport”\./)
    const pageBox = within(screen.getByRole("search", { name: "Search the guides" })).getByRole("searchbox") as HTMLInputElement
    expect(pageBox.value).toBe("passport")
  })

  it("shows the results as soon as they are ranked, then each snippet when its section text arrives", async () => {
    let release!: () => void
    const textsHeld = new Promise<void>(resolve => (release = resolve))
    fetchMock.mockImplementation(url => (url.startsWith("/search-index/s") ? textsHeld.then(() => respond(url)) : respond(url)))
    try {
      // (a query whose texts no test before has loaded: the search is loaded once per page)
      window.history.replaceState(null, "", "/search?q=company%20annual%20return")
      renderPage("?q=company%20annual%20return")
      const results = await screen.findByRole("list", { name: "Search results" }, { timeout: 5000 })
      const items = within(results).getAllByRole("listitem")
      expect(within(items[0]).getByRole("link").getAttribute("href")).toMatch(/^\/[^#]+#[a-z0-9-]+$/)
      expect(results).toHaveAttribute("aria-busy", "true")
      expect(results.querySelectorAll("mark")).toHaveLength(0)
      expect(results.querySelectorAll(".search-result__snippet--loading")).toHaveLength(items.length)
      const status = screen.getByRole("status").textContent
      expect(status).toMatch(/^\d+ results? for “company annual return”\.$/)
      expect(fetchMock.mock.calls.filter(([url]) => url.startsWith("/search-index/s")).length).toBeGreaterThanOrEqual(items.length)
      release()
      await waitFor(() => expect(results).not.toHaveAttribute("aria-busy"))
      expect(results.querySelectorAll(".search-result__snippet--loading")).toHaveLength(0)
      expect(items[0].querySelector("mark")).toHaveTextContent(/company|annual|return/i)
      expect(within(results).getAllByRole("listitem")).toEqual(items)
      expect(screen.getByRole("status").textContent).toBe(status)
    } finally {
      fetchMock.mockImplementation(respond)
    }
  })

  it("updates the results as the visitor types, and keeps the address in step", async () => {
    window.history.replaceState(null, "", "/search")
    renderPage("")
    expect(screen.getByRole("status")).toHaveTextContent("Type a word to search the guides")
    const pageBox = within(screen.getByRole("search", { name: "Search the guides" })).getByRole("searchbox")
    fireEvent.change(pageBox, { target: { value: "trademark renewal" } })
    const results = await screen.findByRole("list", { name: "Search results" }, { timeout: 5000 })
    const first = within(results).getAllByRole("listitem")[0]
    expect(within(first).getByRole("link", { name: "Trademark Renewal" }).getAttribute("href")).toMatch(/^\/trademark\/services\/trademark-renewal#/)
    expect(window.location.search).toBe("?q=trademark%20renewal")
    // submitting the page's own box searches in place
    fireEvent.change(pageBox, { target: { value: "zzzqqq" } })
    fireEvent.submit(screen.getByRole("search", { name: "Search the guides" }))
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("No results for “zzzqqq”."), { timeout: 5000 })
    expect(navigate).not.toHaveBeenCalled()
  })

  it("loads the search code and the index manifest when the browser is idle, before any query", async () => {
    const load = jest.spyOn(SearchBoxModule, "loadSearch")
    try {
      window.history.replaceState(null, "", "/search")
      renderPage("")
      expect(load).not.toHaveBeenCalled()
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
      expect(screen.getByRole("status")).toHaveTextContent("Type a word to search the guides")
    } finally {
      load.mockRestore()
    }
  })

  it("lists every guide by category, for browsing and for visitors without JavaScript", () => {
    renderPage("")
    const all = screen.getByRole("region", { name: "All guides" })
    expect(within(all).getByRole("heading", { level: 3, name: "Trademark Services" })).toBeInTheDocument()
    expect(within(all).getByRole("link", { name: "Trademark Renewal" })).toHaveAttribute("href", "/trademark/services/trademark-renewal")
    expect(within(all).getByRole("link", { name: "Passport Application in Hyderabad" })).toHaveAttribute("href", "/Services/passport")
    expect(within(all).getAllByRole("link")).toHaveLength(data.guides.nodes.length)
  })
})

describe("404 search tip", () => {
  it("turns the mistyped address into a search", () => {
    expect(queryFromPath("/gst/registraton-fee")).toBe("gst registraton fee")
    expect(queryFromPath("/Services/pass%20port")).toBe("Services pass port")
    expect(queryFromPath("/404")).toBe("")
    expect(queryFromPath("/404.html")).toBe("")
  })

  it("points to /search with the words of the address", () => {
    window.history.replaceState(null, "", "/trademark-renewl")
    render(<NotFound />)
    expect(screen.getByRole("link", { name: "search our guides" })).toHaveAttribute("href", "/search?q=trademark%20renewl")
    window.history.replaceState(null, "", "/404")
  })

  it("points to /search on the 404 page itself", () => {
    window.history.replaceState(null, "", "/404")
    render(<NotFound />)
    expect(screen.getByRole("link", { name: "search our guides" })).toHaveAttribute("href", "/search")
  })
})
