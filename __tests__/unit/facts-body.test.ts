import { interpolateFacts, interpolateFactsHtml, lookupFact } from "../../src/lib/facts"
import { placedBlocks, splitBody, unknownBlocks } from "../../src/lib/body"
import { wrapIndex } from "../../src/lib/carousel"

describe("fact tokens", () => {
  it("resolves facts from content/facts.json", () => {
    expect(interpolateFacts("above ₹{{gst.threshold}} (₹{{ gst.thresholdSpecial }})")).toBe("above ₹20 lakh (₹10 lakh)")
    expect(lookupFact("incomeTax.deadline")).toBe("31 July")
  })
  it("throws on an unknown fact, naming it", () => {
    expect(() => interpolateFacts("{{gst.nope}}")).toThrow('Unknown fact "{{gst.nope}}"')
  })
  it("escapes values placed in HTML", () => {
    expect(interpolateFactsHtml("<p>{{a.b}}</p>", { a: { b: "R&D <x>" } })).toBe("<p>R&amp;D &lt;x&gt;</p>")
  })
})

describe("block markers", () => {
  it("splits the body where blocks are placed", () => {
    const parts = splitBody("<h2>A</h2><!-- block:steps --><p>B</p><!--block:faqs-->")
    expect(parts).toEqual([
      { kind: "html", html: "<h2>A</h2>" },
      { kind: "block", name: "steps" },
      { kind: "html", html: "<p>B</p>" },
      { kind: "block", name: "faqs" },
    ])
    expect([...placedBlocks(parts)]).toEqual(["steps", "faqs"])
  })
  it("reports unknown markers", () => {
    expect(unknownBlocks("x <!-- block:step --> <!-- block:faqs -->")).toEqual(["step"])
  })
})

describe("carousel index", () => {
  it("wraps around both ends", () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(1, 3)).toBe(1)
  })
})
