import { blockHeading, blockId, guideToc, h2Headings, textOf } from "../../src/lib/toc"

const fm = {
  path: "/registrations/company/pvt-ltd-registration",
  steps: [{ title: "Name" }],
  stepsHeading: "How to register",
  faqs: [{ question: "q", answer: "a" }],
  documents: [],
  portals: null,
}

describe("On this page", () => {
  it("lists the text's h2 sections, the blocks where the author placed them, the rest after, then Sources", () => {
    const html = '<p>x</p><h2 id="what-is">What is a <em>private</em> company?</h2><p>y</p><!-- block:faqs --><h2 id="costs">Costs &amp; fees</h2><h3 id="sub">Sub</h3>'
    expect(guideToc(html, fm, { sources: true })).toEqual([
      { id: "what-is", text: "What is a private company?" },
      { id: "pvt-ltd-registration-faqs", text: "Frequently asked questions" },
      { id: "costs", text: "Costs & fees" },
      { id: "pvt-ltd-registration-steps", text: "How to register" },
      { id: "sources", text: "Sources" },
    ])
  })

  it("skips blocks with nothing to show and headings without an id", () => {
    expect(blockHeading("documents", fm)).toBeNull()
    expect(blockHeading("enquiry", fm)).toBeNull()
    expect(h2Headings("<h2>No id</h2><h2 class=\"x\" id=\"a\">A</h2>")).toEqual([{ id: "a", text: "A" }])
  })

  it("uses the same ids as the guide's block headings", () => {
    expect(blockId("/gst/services/gst-registration", "faqs")).toBe("gst-registration-faqs")
    expect(blockId("/Services/-pan-card-", "steps")).toBe("pan-card-steps")
    expect(blockId("/registrations/company/udyam-(msme)-registration", "documents")).toBe("udyam-msme-registration-documents")
  })

  it("decodes entities", () => {
    expect(textOf("Tom&#39;s &quot;A&quot; &#x20B9;5 &lt;b&gt;")).toBe('Tom\'s "A" ₹5 <b>')
  })
})
