import { checkFacts, monthsBefore } from "../../gatsby/fact-rules"
import { jsonErrorLocation, todayInIndia } from "../../gatsby/facts"
import { applies, sourceList } from "../../src/lib/sources"
import { guidePartsTe } from "../../src/config/strings/guide-parts.te"

const TODAY = "2026-11-23"
const rule = {
  value: "₹2.5 crore",
  label: "Udyam: micro enterprise, investment limit",
  source: "https://msme.gov.in/",
  sourceTitle: "Ministry of MSME notification S.O. 1364(E), 21 March 2025",
  effective: "2025-04-01",
  checked: "2026-11-23",
  reviewBy: "2027-05-23",
}
const estimate = { value: "7-10 days", label: "Partnership: time to register", kind: "estimate", basis: "Typical time in our recent filings.", checked: "2026-11-23", reviewBy: "2027-05-23" }

describe("content/facts.json rules", () => {
  it("accepts a cited rule and an estimate with its basis", () => {
    const result = checkFacts({ udyam: { microInvestment: rule }, partnership: { registrationTime: estimate } }, TODAY)
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([])
    expect(result.facts.map(f => [f.key, f.kind])).toEqual([
      ["udyam.microInvestment", "rule"],
      ["partnership.registrationTime", "estimate"],
    ])
  })

  it("stops the build when a rule has no source, naming the file and the fact", () => {
    const { source: _s, sourceTitle: _t, ...unsourced } = rule
    expect(checkFacts({ udyam: { microInvestment: unsourced } }, TODAY).errors).toEqual([
      'content/facts.json: fact "udyam.microInvestment": "source" is required for a rule (set by law); a typical figure is "kind": "estimate" with a "basis"',
      'content/facts.json: fact "udyam.microInvestment": "sourceTitle" is required for a rule (set by law); a typical figure is "kind": "estimate" with a "basis"',
    ])
  })

  it("needs a checked date on every fact and a basis on every estimate", () => {
    const { checked: _c, ...unchecked } = rule
    const { basis: _b, ...baseless } = estimate
    expect(checkFacts({ a: { b: unchecked, c: baseless } }, TODAY).errors).toEqual([
      'content/facts.json: fact "a.b": "checked" is required',
      'content/facts.json: fact "a.c": "basis" is required',
    ])
  })

  it("rejects bad dates, non-https sources, unknown fields and other ways of writing money", () => {
    const errors = checkFacts(
      {
        a: {
          b: { ...rule, effective: "2025-02-30" },
          c: { ...rule, source: "http://msme.gov.in/" },
          d: { ...rule, sourse: "x" },
          e: { ...rule, value: "Rs. 500" },
          f: { ...rule, value: "INR 4,500" },
          g: { ...rule, value: "107 rupees" },
          h: { ...rule, checked: "2026-11-24" },
          i: { ...rule, until: "2024-01-01" },
        },
      },
      TODAY,
    ).errors
    expect(errors).toEqual([
      'content/facts.json: fact "a.b": "effective" must be a date as YYYY-MM-DD, not "2025-02-30"',
      'content/facts.json: fact "a.c": "source" must be an https URL, not "http://msme.gov.in/"',
      'content/facts.json: fact "a.d": unknown field "sourse" (known: value, te, label, teLabel, kind, source, sourceTitle, teSourceTitle, effective, until, checked, reviewBy, basis, teBasis, note)',
      'content/facts.json: fact "a.e": write money as "₹4,500" or "₹20 lakh", not "Rs. 500"',
      'content/facts.json: fact "a.f": write money as "₹4,500" or "₹20 lakh", not "INR 4,500"',
      'content/facts.json: fact "a.g": write money as "₹4,500" or "₹20 lakh", not "107 rupees"',
      'content/facts.json: fact "a.h": "checked" 2026-11-24 is in the future',
      'content/facts.json: fact "a.i": "until" 2024-01-01 is before "effective" 2025-04-01',
    ])
  })

  it("warns, naming the facts, when a fact was checked more than 12 months ago", () => {
    const result = checkFacts({ a: { old: { ...rule, checked: "2025-11-22" }, edge: { ...rule, checked: "2025-11-23" }, fresh: rule } }, TODAY)
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([
      'content/facts.json: 1 fact was last checked more than 12 months ago; verify against the source and update "checked": a.old (2025-11-22)',
    ])
    expect(monthsBefore("2026-11-23", 12)).toBe("2025-11-23")
  })

  it("names the line and column of a JSON syntax error", () => {
    const text = '{\n  "a": {\n    "b": { "value": "x", }\n  }\n}'
    let message = ""
    try {
      JSON.parse(text)
    } catch (error) {
      message = (error as Error).message
    }
    expect(jsonErrorLocation(text, message)).toMatch(/^line 3, column \d+: /)
  })

  it("dates the build in India's time zone", () => {
    expect(todayInIndia(new Date("2026-11-22T19:00:00Z"))).toBe("2026-11-23")
    expect(todayInIndia(new Date("2026-11-22T18:00:00Z"))).toBe("2026-11-22")
  })
})

describe("a guide's Sources list", () => {
  const facts = [
    { key: "udyam.microInvestment", kind: "rule", ...rule },
    { key: "udyam.microTurnover", kind: "rule", ...rule, value: "₹10 crore", label: "Udyam: micro enterprise, turnover limit" },
    { key: "udyam.microInvestment2020", kind: "rule", ...rule, value: "₹1 crore", label: "Earlier micro limit", source: "https://msme.gov.in/old", sourceTitle: "S.O. 2119(E)", effective: "2020-07-01", until: "2025-03-31" },
    { key: "partnership.registrationTime", ...estimate },
    { key: "udyam.microInvestment", kind: "rule", ...rule },
    { key: "gst.goods", kind: "rule", ...rule, value: "₹40 lakh", label: "GST goods limit", source: "https://cbic-gst.gov.in/central-tax-notifications.html", sourceTitle: "Notification 10/2019-Central Tax" },
    { key: "gst.sellers", kind: "rule", ...rule, value: "₹20 lakh", label: "Online sellers", source: "https://cbic-gst.gov.in/central-tax-notifications.html", sourceTitle: "Notification 34/2023-Central Tax" },
  ]
  it("groups the figures by official source document, each once, and lists estimates apart", () => {
    expect(sourceList(facts)).toEqual({
      sources: [
        {
          url: "https://msme.gov.in/",
          title: "Ministry of MSME notification S.O. 1364(E), 21 March 2025",
          figures: [
            { key: "udyam.microInvestment", label: "Udyam: micro enterprise, investment limit", value: "₹2.5 crore", when: "from 1 April 2025" },
            { key: "udyam.microTurnover", label: "Udyam: micro enterprise, turnover limit", value: "₹10 crore", when: "from 1 April 2025" },
          ],
        },
        {
          url: "https://msme.gov.in/old",
          title: "S.O. 2119(E)",
          figures: [{ key: "udyam.microInvestment2020", label: "Earlier micro limit", value: "₹1 crore", when: "1 July 2020 to 31 March 2025" }],
        },
        // two notifications listed on one official index page stay two sources
        {
          url: "https://cbic-gst.gov.in/central-tax-notifications.html",
          title: "Notification 10/2019-Central Tax",
          figures: [{ key: "gst.goods", label: "GST goods limit", value: "₹40 lakh", when: "from 1 April 2025" }],
        },
        {
          url: "https://cbic-gst.gov.in/central-tax-notifications.html",
          title: "Notification 34/2023-Central Tax",
          figures: [{ key: "gst.sellers", label: "Online sellers", value: "₹20 lakh", when: "from 1 April 2025" }],
        },
      ],
      estimates: [{ key: "partnership.registrationTime", label: "Partnership: time to register", value: "7-10 days", basis: "Typical time in our recent filings." }],
    })
  })
  it("does not repeat a figure that is the date its rule took effect as its start, in English and Telugu", () => {
    const start = { key: "gst.ecoFrom", kind: "rule", ...rule, value: "1 October 2023", label: "Date from which small sellers may sell through e-commerce operators without registration", effective: "2023-10-01" }
    expect(sourceList([start]).sources[0].figures[0].when).toBeNull()
    const te = sourceList([{ ...start, value: "1 అక్టోబర్ 2023" }], guidePartsTe).sources[0].figures[0]
    expect([te.value, te.when]).toEqual(["1 అక్టోబర్ 2023", null])
    // a month is not the day: the day stays, as the figure's start
    expect(sourceList([{ ...start, value: "October 2023", effective: "2023-10-05" }]).sources[0].figures[0].when).toBe("from 5 October 2023")
    // an earlier rule keeps its range
    expect(sourceList([{ ...start, until: "2024-03-31" }]).sources[0].figures[0].when).toBe("1 October 2023 to 31 March 2024")
  })
  it("says when an earlier rule applied", () => {
    expect(applies({ until: "2025-03-31" })).toBe("until 31 March 2025")
    expect(applies({})).toBeNull()
  })
})
