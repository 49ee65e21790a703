/**
 * The rail's "On this page" follows the reader (src/components/guide/toc-follow.ts). jsdom lays
 * nothing out, so each section's box is given here: `tops` says where each section's heading is
 * in a window 900px high, as if the reader had scrolled there.
 */
import { followToc } from "../../src/components/guide/toc-follow"

const IDS = ["what-is", "documents", "steps", "costs", "faqs"]
let tops: Record<string, number>

function setUp() {
  document.body.innerHTML = `
    <nav class="guide-rail"><ol class="toc__list">${IDS.map(id => `<li><a href="#${id}">${id}</a></li>`).join("")}</ol></nav>
    <main>${IDS.map(id => `<section id="${id}"><h2>${id}</h2></section>`).join("")}</main>`
  for (const id of IDS) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top: tops[id], bottom: tops[id] + 400, height: 400, left: 0, right: 800, width: 800, x: 0, y: tops[id], toJSON: () => ({}) })
  }
  Object.defineProperty(window, "innerHeight", { value: 900, configurable: true })
  return document.querySelector<HTMLElement>(".toc__list")!
}

/** Scrolls "to" the given heading positions and resolves after the frame that follows. */
async function scrollTo(next: Record<string, number>) {
  tops = next
  window.dispatchEvent(new Event("scroll"))
  await new Promise(resolve => requestAnimationFrame(() => resolve(undefined)))
}

const marked = () => [...document.querySelectorAll(".toc__list a[aria-current]")].map(a => [a.getAttribute("href"), a.getAttribute("aria-current")])
const at = (reading: number) => Object.fromEntries(IDS.map((id, i) => [id, (i - reading) * 500 + 100]))

describe("the rail's On this page following the reader", () => {
  let stop: () => void
  afterEach(() => stop?.())

  it("marks the section whose heading is in the window's upper third, and moves the mark as the reader scrolls", async () => {
    tops = at(0)
    stop = followToc(setUp())
    expect(marked()).toEqual([["#what-is", "location"]])
    await scrollTo(at(2))
    expect(marked()).toEqual([["#steps", "location"]])
    await scrollTo(at(4))
    expect(marked()).toEqual([["#faqs", "location"]])
  })

  it("writes nothing in a frame in which the section being read stays the same (issue 31: each write restyled the list)", async () => {
    tops = at(1)
    stop = followToc(setUp())
    const writes: string[] = []
    const observer = new MutationObserver(records => writes.push(...records.map(r => `${(r.target as Element).getAttribute("href")} ${r.attributeName}`)))
    observer.observe(document.body, { attributes: true, subtree: true })
    // a little further down the same section
    await scrollTo(Object.fromEntries(IDS.map(id => [id, tops[id] - 50])))
    await scrollTo(Object.fromEntries(IDS.map(id => [id, tops[id] - 50])))
    await Promise.resolve()
    expect(writes).toEqual([])
    // the next section reached: the mark moves, with one write on each of the two entries
    await scrollTo(at(3))
    await Promise.resolve()
    observer.disconnect()
    expect(writes.sort()).toEqual(["#costs aria-current", "#documents aria-current"])
    expect(marked()).toEqual([["#costs", "location"]])
  })
})

describe("the rail's On this page of a combined screen", () => {
  let stop: () => void
  afterEach(() => stop?.())

  it("sets data-reading on the part being read, its entry or one of its sections marked, and data-folded on a part folded shut", async () => {
    // two parts, each a section holding two sections of its own and a fold (details.part-more)
    const PARTS = { gst: ["gst-who", "gst-fees"], fssai: ["fssai-who", "fssai-fees"] }
    document.body.innerHTML = `
      <nav class="guide-rail"><ol class="toc__list">${Object.entries(PARTS)
        .map(([part, subs]) => `<li><a href="#${part}">${part}</a><ol class="toc__sublist">${subs.map(id => `<li><a href="#${id}">${id}</a></li>`).join("")}</ol></li>`)
        .join("")}</ol></nav>
      <main>${Object.entries(PARTS)
        .map(([part, subs]) => `<section id="${part}"><h2>${part}</h2><details class="part-more" open><summary>More</summary>${subs.map(id => `<section id="${id}"><h3>${id}</h3></section>`).join("")}</details></section>`)
        .join("")}</main>`
    const order = ["gst", "gst-who", "gst-fees", "fssai", "fssai-who", "fssai-fees"]
    for (const id of order) {
      document.getElementById(id)!.getBoundingClientRect = () => ({ top: tops[id], bottom: tops[id] + 300, height: 300, left: 0, right: 800, width: 800, x: 0, y: tops[id], toJSON: () => ({}) })
    }
    Object.defineProperty(window, "innerHeight", { value: 900, configurable: true })
    const reading = () => [...document.querySelectorAll(".toc__list > li[data-reading] > a")].map(a => a.getAttribute("href"))
    const atEntry = (i: number) => Object.fromEntries(order.map((id, j) => [id, (j - i) * 400 + 100]))
    tops = atEntry(0)
    stop = followToc(document.querySelector<HTMLElement>(".toc__list")!)
    expect(reading()).toEqual(["#gst"])
    await scrollTo(atEntry(2))
    expect(marked()).toEqual([["#gst-fees", "location"]])
    expect(reading()).toEqual(["#gst"])
    await scrollTo(atEntry(4))
    expect(marked()).toEqual([["#fssai-who", "location"]])
    expect(reading()).toEqual(["#fssai"])
    // the FSSAI part folded shut: its entry is data-folded, and still the part being read
    document.querySelectorAll<HTMLDetailsElement>("#fssai details")[0].open = false
    await scrollTo(atEntry(3))
    expect(reading()).toEqual(["#fssai"])
    expect([...document.querySelectorAll(".toc__list > li[data-folded] > a")].map(a => a.getAttribute("href"))).toEqual(["#fssai"])
  })
})
