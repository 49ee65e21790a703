import { factKeys, factTokens, factTable, flattenFacts, formatDate, interpolateFacts, interpolateFactsHtml, lookupFact, replaceTokens, resolveTokens, tokenProblems } from "../../src/lib/facts"
import { placedBlocks, splitBody, unknownBlocks } from "../../src/lib/body"
import { wrapIndex } from "../../src/lib/carousel"

describe("fact tokens", () => {
  const table = { gst: { threshold: "₹20 lakh", thresholdSpecial: "₹10 lakh" }, incomeTax: { deadline: "31 July" } }
  const udyam2020 = { value: "₹1 crore", effective: "2020-07-01", until: "2025-03-31" }
  const lookup = (key: string) => (key === "udyam.micro2020" ? udyam2020 : key === "udyam.micro" ? { value: "₹2.5 crore", effective: "2025-04-01" } : undefined)

  it("replaces {{group.name}} with the fact's value, spaces allowed", () => {
    expect(interpolateFacts("above {{gst.threshold}} ({{ gst.thresholdSpecial }})", table)).toBe("above ₹20 lakh (₹10 lakh)")
    expect(lookupFact("incomeTax.deadline", table)).toBe("31 July")
  })
  it("reads a fact's dates with :effective and :until, written the Indian way", () => {
    expect(replaceTokens("Until {{udyam.micro2020:until}}: {{udyam.micro2020}}; from {{udyam.micro|effective}}: {{udyam.micro}}", lookup)).toBe(
      "Until 31 March 2025: ₹1 crore; from 1 April 2025: ₹2.5 crore",
    )
    expect(formatDate("2026-11-23")).toBe("23 November 2026")
  })
  it("throws on an unknown fact, naming it", () => {
    expect(() => interpolateFacts("{{gst.nope}}", table)).toThrow('Unknown fact "{{gst.nope}}"')
    expect(() => replaceTokens("{{udyam.micro|until}}", lookup)).toThrow('Fact "{{udyam.micro:until}}" has no "until" date')
  })
  it("reads the older | separator too, but : is the one that is safe inside a Markdown table", () => {
    expect(factTokens("| {{udyam.micro2020:until}} | {{udyam.micro2020|until}} |").map(t => [t.key, t.attribute])).toEqual([
      ["udyam.micro2020", "until"],
      ["udyam.micro2020", "until"],
    ])
  })
  it("leaves what it cannot resolve for the content check, which names the problem", () => {
    expect(resolveTokens("{{udyam.micro}} / {{udyam.mikro}} / {{udyam.micro|until}}", lookup)).toBe("₹2.5 crore / {{udyam.mikro}} / {{udyam.micro|until}}")
    expect(tokenProblems("{{udyam.mikro}} {{udyam.micro|until}} {{udyam.mikro}}", lookup)).toEqual([
      'unknown fact "{{udyam.mikro}}"',
      'fact "udyam.micro" has no "until" date, so "{{udyam.micro|until}}" cannot be shown',
    ])
  })
  it("lists the facts a page uses, from its frontmatter and text", () => {
    expect(factKeys({ glance: [{ value: "{{gst.threshold}}" }], lead: "{{ incomeTax.deadline }}" })).toEqual(["gst.threshold", "incomeTax.deadline"])
    expect(factKeys("{{a.b|until}} and {{a.b}} and {{c.d}}")).toEqual(["a.b", "c.d"])
  })
  it("escapes values placed in HTML", () => {
    expect(interpolateFactsHtml("<p>{{a.b}}</p>", { a: { b: "R&D <x>" } })).toBe("<p>R&amp;D &lt;x&gt;</p>")
  })
  it("flattens the file into facts with keys, and back into a table of values", () => {
    const facts = flattenFacts({ gst: { threshold: { value: "₹20 lakh", label: "GST limit" } } })
    expect(facts).toEqual([{ key: "gst.threshold", group: "gst", name: "threshold", kind: "rule", value: "₹20 lakh", label: "GST limit" }])
    expect(factTable(facts)).toEqual({ gst: { threshold: "₹20 lakh" } })
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
