import { SEARCH_QUERY_SCRIPT, searchFilesAttributes } from "../../src/lib/search-query-script"
import { termFileKey } from "../../src/lib/search"

/** The manifest's lists of term and synonym files (plugins/site-search), as the script reads them. */
const MANIFEST = JSON.stringify({ documentCount: 1, termFiles: ["0", "_", "g", "r", "t"], synonymFiles: ["_", "g"] })

/** Runs the head script as the search page does, opened at `address`: resolves to the addresses it fetched and the script it added. */
async function run(address: string, attributes = searchFilesAttributes("/site-search-0123.js", "/search-index.json", "/search-index"), status = 200) {
  window.history.replaceState(null, "", address)
  document.documentElement.className = ""
  document.head.innerHTML = ""
  delete window.__searchFiles
  const fetched: string[] = []
  const fetchMock = jest.fn((url: string) => {
    fetched.push(url)
    const body = url === "/search-index.json" ? MANIFEST : "[]"
    return Promise.resolve({ ok: status === 200, status, text: () => Promise.resolve(body) })
  })
  Object.assign(window, { fetch: fetchMock })
  const script = document.createElement("script")
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  Object.defineProperty(document, "currentScript", { value: script, configurable: true })
  try {
    new Function(SEARCH_QUERY_SCRIPT)()
    // the manifest's promise, then the term files asked for after it
    for (let i = 0; i < 5; i++) await Promise.resolve()
    await new Promise(resolve => setTimeout(resolve, 0))
  } finally {
    Object.defineProperty(document, "currentScript", { value: null, configurable: true })
  }
  return { fetched, added: [...document.head.querySelectorAll("script")].map(s => s.getAttribute("src")), files: window.__searchFiles }
}

describe("the search page's head script (issue 31: what a search opened with ?q= waits for, asked for at once)", () => {
  it("without a query marks nothing and fetches nothing", async () => {
    const { fetched, added, files } = await run("/search")
    expect(document.documentElement.classList.contains("has-query")).toBe(false)
    expect(fetched).toEqual([])
    expect(added).toEqual([])
    expect(files).toBeUndefined()
  })

  it("with a query marks the page, adds the search code and fetches the manifest, then the term and synonym files of its words that the manifest lists", async () => {
    const { fetched, added, files } = await run("/search?q=GST%20registration")
    expect(document.documentElement.classList.contains("has-query")).toBe(true)
    expect(added).toEqual(["/site-search-0123.js"])
    expect(fetched).toEqual(["/search-index.json", "/search-index/t-g.json", "/search-index/y-g.json", "/search-index/t-r.json"])
    // each kept for the search's first fetch of it, by its address
    expect(Object.keys(files!).sort()).toEqual([...fetched].sort())
    await expect(files!["/search-index.json"]).resolves.toBe(MANIFEST)
  })

  it("reads a word's file as the search does (termFileKey): digits, Telugu letters and joiners", async () => {
    const words = ["gst", "80c", "జీఎస్టీ", "\u200cట్రేడ్‌మార్క్", "Trademark"]
    const { fetched } = await run(`/te/search?q=${encodeURIComponent(words.join(" "))}`, searchFilesAttributes(undefined, "/search-index.json", "/search-index"))
    const keys = [...new Set(words.map(w => termFileKey(w.toLowerCase().replace(/[\u200c\u200d]/g, ""))))]
    expect(keys.sort()).toEqual(["0", "_", "g", "t"])
    expect(fetched.filter(f => f.includes("/t-")).sort()).toEqual(keys.map(k => `/search-index/t-${k}.json`).sort())
  })

  it("forgets a file that could not be fetched, so that the search fetches it again", async () => {
    const { fetched, files } = await run("/search?q=gst", undefined, 503)
    expect(fetched).toEqual(["/search-index.json"])
    expect(files).toEqual({})
  })

  it("asks for nothing but the mark without its places (the development server has no search code file: the search loads it)", async () => {
    const { fetched, added } = await run("/search?q=gst", {})
    expect(document.documentElement.classList.contains("has-query")).toBe(true)
    expect(fetched).toEqual([])
    expect(added).toEqual([])
  })
})
