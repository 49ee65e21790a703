import { labelCells, tightenBlocks, wrapTables } from "../../src/lib/guide-html"

const TABLE = "<table><thead><tr><th>Tier</th><th>Turnover</th><th>Fee</th></tr></thead><tbody><tr><td>Basic</td><td>₹12 lakh</td><td>₹100</td></tr></tbody></table>"

describe("wrapTables: a Markdown table scrolls in its own region, with the frame that shows the cue", () => {
  it("wraps the table in a frame and a focusable region named by its headers", () => {
    expect(wrapTables(`<p>Fees:</p>${TABLE}`)).toBe(
      `<p>Fees:</p><div class="table-wrap"><section class="table-scroll" tabindex="0" aria-label="Table: Tier, Turnover, Fee">${labelCells(TABLE)}</section></div>`,
    )
  })

  it("is idempotent: a table already wrapped (the page's HTML is wrapped once by the data layer) is left alone", () => {
    const once = wrapTables(TABLE)
    expect(wrapTables(once)).toBe(once)
    expect(wrapTables(`${once}<p>and</p>${TABLE}`)).toBe(`${once}<p>and</p>${once}`)
  })

  it("names a table without header text plainly, and escapes quotes in the name", () => {
    expect(wrapTables("<table><tr><td>x</td></tr></table>")).toContain('aria-label="Table"')
    expect(wrapTables('<table><tr><th>The "fee"</th></tr></table>')).toContain('aria-label="Table: The &quot;fee&quot;"')
  })
})

describe("labelCells: each row reads as a card of label and value on a phone", () => {
  it("writes each body cell's column heading on it, the row's name (first cell) left as the card's title", () => {
    expect(labelCells(TABLE)).toBe(
      '<table><thead><tr><th>Tier</th><th>Turnover</th><th>Fee</th></tr></thead><tbody><tr><td>Basic</td><td data-label="Turnover">₹12 lakh</td><td data-label="Fee">₹100</td></tr></tbody></table>',
    )
  })
  it("keeps a cell's alignment, takes the heading's text without its markup, and escapes quotes", () => {
    const table = '<table><thead><tr><th>What</th><th><strong>The "fee"</strong></th></tr></thead><tbody><tr><td>A</td><td style="text-align:right">₹5</td></tr></tbody></table>'
    expect(labelCells(table)).toContain('<td data-label="The &quot;fee&quot;" style="text-align:right">₹5</td>')
  })
  it("counts a row-header cell as the row's first cell", () => {
    const table = "<table><thead><tr><th>Item</th><th>Amount</th></tr></thead><tbody><tr><th scope=\"row\">Fee</th><td>₹9</td></tr></tbody></table>"
    expect(labelCells(table)).toContain('<th scope="row">Fee</th><td data-label="Amount">₹9</td>')
  })
  it("leaves a table without a head as it is", () => {
    expect(labelCells("<table><tbody><tr><td>x</td><td>y</td></tr></tbody></table>")).toBe("<table><tbody><tr><td>x</td><td>y</td></tr></tbody></table>")
  })
  it("is applied by wrapTables to every Markdown table", () => {
    expect(wrapTables(TABLE)).toContain('<td data-label="Fee">₹100</td>')
  })
})

describe("wrapTables: names", () => {
  it("numbers tables with the same headers, so that each region of a page has its own name", () => {
    const twice = wrapTables(`${TABLE}${TABLE}`)
    expect(twice).toContain('aria-label="Table: Tier, Turnover, Fee"')
    expect(twice).toContain('aria-label="Table: Tier, Turnover, Fee (2)"')
  })
})

describe("wrapTables: names", () => {
  it("numbers tables with the same headers, so that each region of a page has its own name", () => {
    const twice = wrapTables(`${TABLE}${TABLE}`)
    expect(twice).toContain('aria-label="Table: Tier, Turnover, Fee"')
    expect(twice).toContain('aria-label="Table: Tier, Turnover, Fee (2)"')
  })
})

describe("tightenBlocks: no line breaks between block-level tags", () => {
  it("drops the breaks Markdown puts between blocks and a table's rows", () => {
    expect(tightenBlocks("<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n<p>Text</p>")).toBe("<ul><li>One</li><li>Two</li></ul><p>Text</p>")
    expect(tightenBlocks("<table>\n<thead>\n<tr>\n<th>Who</th>\n</tr>\n</thead>\n</table>")).toBe("<table><thead><tr><th>Who</th></tr></thead></table>")
  })
  it("keeps a soft line break next to inline markup or text, which reads as a space", () => {
    const soft = "<p><strong>Mandatory</strong>\n<em>from 20 employees</em>\nand more</p>"
    expect(tightenBlocks(soft)).toBe(soft)
  })
  it("keeps the lines of preformatted text", () => {
    const pre = "<pre><code>line one\nline two\n</code></pre>"
    expect(tightenBlocks(`<p>Code:</p>\n${pre}`)).toBe(`<p>Code:</p>\n${pre}`)
  })
})
