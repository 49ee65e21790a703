import { combinedToc } from "../../src/lib/combined-toc"

describe("On this page of a combined screen", () => {
  const parts = [
    {
      id: "gst-registration",
      name: "GST Registration",
      body: [
        { kind: "static" as const, html: '<p>x</p><h3 id="gst-registration-who">Who must <em>register</em>?</h3><h4 id="gst-registration-sub">Sub</h4><h3>No id</h3>' },
        { kind: "block" as const, id: "gst-registration-documents", heading: "Documents required" },
        { kind: "static" as const, html: '<section><h3 class="x" id="gst-registration-steps">Fees &amp; time</h3></section>' },
        { kind: "block" as const, id: "gst-registration-enquiry", heading: null },
      ],
    },
    { id: "gst-modifications", name: "GST Modifications", body: [{ kind: "static" as const, html: "<p>only text</p>" }] },
  ]

  it("links each part, its main sections (h3 with an id, named blocks) under it in page order, then Sources", () => {
    expect(combinedToc(parts, { id: "sources", text: "Sources" })).toEqual([
      {
        id: "gst-registration",
        text: "GST Registration",
        children: [
          { id: "gst-registration-who", text: "Who must register?" },
          { id: "gst-registration-documents", text: "Documents required" },
          { id: "gst-registration-steps", text: "Fees & time" },
        ],
      },
      { id: "gst-modifications", text: "GST Modifications" },
      { id: "sources", text: "Sources" },
    ])
  })

  it("leaves Sources out when the page shows none", () => {
    expect(combinedToc(parts, null).map(e => e.id)).toEqual(["gst-registration", "gst-modifications"])
  })
})
