import { execFileSync, spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { addMonths, defaultReviewBy, dueFacts, dueReport, factPages, reviewRule } from "../../src/lib/fact-review"
import { checkFacts } from "../../gatsby/fact-rules"
import { flattenFacts, type FactFile } from "../../src/lib/facts"

const ROOT = path.resolve(__dirname, "../..")
const SCRIPT = path.join(ROOT, "scripts/facts-review.mjs")

describe("default review dates", () => {
  it("gives a fee or threshold six months after it was checked (the 31st of a shorter month is its last day)", () => {
    expect(defaultReviewBy({ value: "₹500", label: "IEC: DGFT application fee", checked: "2026-11-23" })).toBe("2027-05-23")
    expect(defaultReviewBy({ value: "7-10 days", label: "Time to register", kind: "estimate", checked: "2026-08-31" })).toBe("2027-02-28")
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29")
  })

  it("gives a due date 30 days before its next occurrence that the check did not cover", () => {
    expect(reviewRule({ value: "31 July", label: "Income tax return due date" })).toBe("due-date")
    expect(defaultReviewBy({ value: "31 July", label: "Income tax return due date", checked: "2026-11-23" })).toBe("2027-07-01")
    expect(defaultReviewBy({ value: "31 December", label: "GSTR-9 annual return: due", checked: "2026-11-23" })).toBe("2026-12-01")
    expect(defaultReviewBy({ value: "15 December", label: "Advance tax, third instalment: due", checked: "2026-11-23" })).toBe("2027-11-15")
    // One day in history is not a due date: "1 April 2026" is reviewed as any other figure.
    expect(reviewRule({ value: "21 November 2025", label: "Labour codes: in force from" })).toBe("standing")
  })

  it("gives a figure of the financial year 31 March, before the year turns", () => {
    expect(reviewRule({ value: "8.25%", label: "PF: interest credited on EPF balances for 2025-26" })).toBe("annual")
    expect(defaultReviewBy({ value: "30%", label: "LLP: income-tax rate", checked: "2026-11-23" })).toBe("2027-03-31")
    expect(defaultReviewBy({ value: "12%", label: "LLP: surcharge on income-tax", checked: "2027-02-10" })).toBe("2027-03-31")
    expect(defaultReviewBy({ value: "12%", label: "LLP: surcharge on income-tax", checked: "2027-03-31" })).toBe("2028-03-31")
  })

  it("gives every fact of content/facts.json a review date after its check, as the fill command wrote it", () => {
    const facts = flattenFacts(JSON.parse(fs.readFileSync(path.join(ROOT, "content/facts.json"), "utf8")) as FactFile)
    expect(facts.length).toBeGreaterThan(100)
    for (const fact of facts) {
      expect(fact.reviewBy && fact.checked && fact.reviewBy > fact.checked).toBe(true)
    }
  })
})

describe("the content check knows reviewBy", () => {
  const fact = { value: "₹500", label: "IEC fee", source: "https://www.dgft.gov.in/", sourceTitle: "DGFT", effective: "2020-01-01", checked: "2026-11-23" }
  it("requires it, as a date after the check", () => {
    expect(checkFacts({ iec: { fee: fact } }, "2026-11-26").errors).toEqual(['content/facts.json: fact "iec.fee": "reviewBy" is required'])
    expect(checkFacts({ iec: { fee: { ...fact, reviewBy: "next year" } } }, "2026-11-26").errors).toEqual([
      'content/facts.json: fact "iec.fee": "reviewBy" must be a date as YYYY-MM-DD, not "next year"',
    ])
    expect(checkFacts({ iec: { fee: { ...fact, reviewBy: "2026-11-23" } } }, "2026-11-26").errors).toEqual([
      'content/facts.json: fact "iec.fee": "reviewBy" 2026-11-23 must be after "checked" 2026-11-23',
    ])
  })
})

describe("facts past their review date", () => {
  const pages = factPages([
    { file: "content/guides/gov/passport.en.md", path: "/passport", text: "---\ntitle: Passport\n---\nThe fee is {{passport.fee36}}." },
    { file: "content/guides/both.en.md", path: "/both", text: "---\nincludes: [/passport]\n---\n", includes: ["/passport"] },
    { file: "content/guides/iec.en.md", path: "/iec", text: "Fee {{iec.fee}}, {{ passport.fee36 : effective }}" },
  ])

  it("finds the pages that show a fact: its tokens, and the combined pages that stack them", () => {
    expect(pages.get("passport.fee36")).toEqual([
      { path: "/both", file: "content/guides/both.en.md" },
      { path: "/iec", file: "content/guides/iec.en.md" },
      { path: "/passport", file: "content/guides/gov/passport.en.md" },
    ])
  })

  it("lists only the facts whose reviewBy is before today, the longest overdue first, with source and pages", () => {
    const facts = [
      { key: "iec.fee", value: "₹500", label: "IEC fee", source: "https://www.dgft.gov.in/", sourceTitle: "DGFT fees", checked: "2026-01-01", reviewBy: "2026-11-25" },
      { key: "passport.fee36", value: "₹1,500", label: "Passport fee, 36 pages", source: "https://www.passportindia.gov.in/", sourceTitle: "Passport Rules, Schedule IV", checked: "2025-11-01", reviewBy: "2026-05-01" },
      { key: "today.fact", value: "x", label: "due today", reviewBy: "2026-11-26" },
    ]
    const due = dueFacts(facts, "2026-11-26", pages)
    expect(due.map(f => f.key)).toEqual(["passport.fee36", "iec.fee"])
    expect(dueReport(due, "2026-11-26")).toEqual([
      'content/facts.json: 2 facts are past their review date (today in India: 2026-11-26). Check each against its source and what changed since, correct it, then set "checked" and a new "reviewBy":',
      '  passport.fee36 = "₹1,500": review by 2026-05-01 (last checked 2025-11-01); Passport fee, 36 pages',
      "    source: Passport Rules, Schedule IV <https://www.passportindia.gov.in/>",
      "    shown on: /both (content/guides/both.en.md), /iec (content/guides/iec.en.md), /passport (content/guides/gov/passport.en.md)",
      '  iec.fee = "₹500": review by 2026-11-25 (last checked 2026-01-01); IEC fee',
      "    source: DGFT fees <https://www.dgft.gov.in/>",
      "    shown on: /iec (content/guides/iec.en.md)",
    ])
    expect(dueFacts(facts, "2026-05-01", pages)).toEqual([])
  })
})

describe("npm run facts:due on a copy of the content", () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "facts-due-"))
    fs.cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true })
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("passes on the project as it is", () => {
    const out = execFileSync("node", [SCRIPT, "--root", dir], { encoding: "utf8" })
    expect(out).toMatch(/^content\/facts\.json: no fact is past its review date \(today in India: \d{4}-\d{2}-\d{2}; \d+ facts, the next is /)
  })

  it("fails, naming the fact, its source and its pages, when a reviewBy is in the past", () => {
    const file = path.join(dir, "content/facts.json")
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as FactFile
    data.gst.threshold.reviewBy = "2026-01-31"
    data.gst.threshold.checked = "2025-08-01"
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
    const run = spawnSync("node", [SCRIPT, "--root", dir], { encoding: "utf8" })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('gst.threshold = "₹20 lakh": review by 2026-01-31 (last checked 2025-08-01)')
    expect(run.stderr).toContain(`source: ${data.gst.threshold.sourceTitle} <${data.gst.threshold.source}>`)
    expect(run.stderr).toMatch(/shown on: .*\/gst\/services\/gst-registration \(content\/guides\/[a-z-]+\/gst-registration\.en\.md\)/)
  })

  it("--fill adds reviewBy only where it is missing, the same every time", () => {
    const file = path.join(dir, "content/facts.json")
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as FactFile
    delete data.iec.fee.reviewBy
    delete data.gst.gstr9Due.reviewBy
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
    expect(execFileSync("node", [SCRIPT, "--fill", "--root", dir], { encoding: "utf8" })).toBe("content/facts.json: review date added to 2 facts.\n")
    const filled = JSON.parse(fs.readFileSync(file, "utf8")) as FactFile
    expect(filled.iec.fee.reviewBy).toBe(defaultReviewBy(filled.iec.fee))
    expect(Object.keys(filled.iec.fee).indexOf("reviewBy")).toBe(Object.keys(filled.iec.fee).indexOf("checked") + 1)
    expect(filled.gst.threshold.reviewBy).toBe("2026-01-31")
    const once = fs.readFileSync(file, "utf8")
    expect(execFileSync("node", [SCRIPT, "--fill", "--root", dir], { encoding: "utf8" })).toBe("content/facts.json: every fact has a review date.\n")
    expect(fs.readFileSync(file, "utf8")).toBe(once)
  })
})

describe("the build's warning", () => {
  it("is the same list as npm run facts:due, and nothing when no fact is past its date", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dueFactsWarning } = require("../../gatsby/facts") as typeof import("../../gatsby/facts")
    const facts = flattenFacts(JSON.parse(fs.readFileSync(path.join(ROOT, "content/facts.json"), "utf8")) as FactFile)
    expect(dueFactsWarning(facts, "2026-11-26", ROOT)).toBeUndefined()
    const overdue = facts.map(f => (f.key === "passport.fee36" ? { ...f, reviewBy: "2026-07-01" } : f))
    const warning = dueFactsWarning(overdue, "2026-11-26", ROOT)!
    expect(warning.split("\n")[0]).toBe(
      'content/facts.json: 1 fact is past its review date (today in India: 2026-11-26). Check each against its source and what changed since, correct it, then set "checked" and a new "reviewBy":',
    )
    expect(warning).toContain("  passport.fee36 = ")
    expect(warning).toMatch(/shown on: .*\/Services\/passport \(content\/guides\/citizen\/passport\.en\.md\)/)
    expect(warning.endsWith("Run `npm run facts:due` for this list.")).toBe(true)
  })
})
