/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// (The `ics` package's nanoid ships an ES module for browsers; the Node build is used here.)
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import ICAL from "ical.js"
import { facts as F } from "../helpers/facts"
import { datesLine, daysBetween, medianDaysToSite, newestFirst, speedLine, updateLine, updatesOf } from "../../src/lib/updates"
import { updateLineWordsTe } from "../../src/config/strings/updates.te"
import { feedWords } from "../../src/lib/feeds"
import { isFactChange, updateCoverageProblems } from "../../gatsby/content-rules"
import { figuresOf } from "../../gatsby/fact-rules"
import { checkProject } from "../../gatsby/content-check"
import { calendarPath, subscriptionIcs, subscriptionOptions, SUBSCRIPTION_FORMS, webcalUrl } from "../../src/lib/tools/calendar-feed"
import { calendarFor } from "../../src/lib/tools/calendar"
import { cmsConfig } from "../../gatsby/cms-config"
import { headerRules } from "../../gatsby/hosting"
import { reviewRows } from "../../src/lib/fact-review"
// The project's own content is checked as the build checks it: on the real day in India (facts are checked on the day someone verifies them).
import { todayInIndia } from "../../gatsby/facts"

const ROOT = path.resolve(__dirname, "../..")

describe("law updates", () => {
  const entries = [
    { title: "Passport fees revised", path: "/updates/2026-07-passport-fees", date: "2026-07-01", affects: ["/Services/passport"] },
    { title: "New PAN application forms 93 to 96", path: "/updates/2026-04-pan-forms", date: "2026-04-01", affects: ["/Services/-pan-card-"] },
    { title: "More time for business returns", path: "/updates/2026-04-due-dates", date: "2026-04-01", affects: ["/tax"] },
    { title: "The Income-tax Act, 2025", path: "/updates/2026-04-act", date: "2026-04-01", affects: ["/tax"] },
  ]

  it("lists entries newest first, those of one day by path", () => {
    expect(newestFirst(entries).map(e => e.path)).toEqual(["/updates/2026-07-passport-fees", "/updates/2026-04-act", "/updates/2026-04-due-dates", "/updates/2026-04-pan-forms"])
  })

  it("gives a guide the lines of the entries that name it", () => {
    expect(updatesOf(entries, "/tax").map(updateLine)).toEqual(["Updated 1 April 2026: The Income-tax Act, 2025", "Updated 1 April 2026: More time for business returns"])
    expect(updatesOf(entries, "/Services/passport").map(updateLine)).toEqual(["Updated 1 July 2026: Passport fees revised"])
    expect(updatesOf(entries, "/nowhere")).toEqual([])
  })

  it("has an entry for each change of issues 21 and 32, each with an https source and at least one guide", () => {
    const dir = path.join(ROOT, "content/updates")
    const read = fs
      .readdirSync(dir)
      .filter(f => !f.endsWith(".te.md"))
      .map(f => matter(fs.readFileSync(path.join(dir, f), "utf8")))
    expect(read.map(r => [r.data.date.toISOString().slice(0, 10), r.data.title]).sort()).toEqual([
      ["2025-04-01", "EPF interest of 8.25% for 2025-26"],
      ["2025-04-01", "MSME limits raised: more businesses count as micro or small"],
      ["2025-04-01", "Startup tax holiday: incorporation window extended to 1 April 2030"],
      ["2025-09-22", "GST rates simplified to 5% and 18%"],
      ["2025-10-01", "Aadhaar update charges revised"],
      ["2025-11-01", "GST registration in three working days for small B2B suppliers"],
      ["2025-11-19", "GHMC trade licence: late fee of 25% or 50%"],
      ["2025-11-21", "The four labour codes are in force"],
      ["2025-11-25", "Aadhaar: utility bills as proof of address must be recent"],
      ["2025-12-01", "Small companies: up to ₹10 crore capital and ₹100 crore turnover"],
      ["2026-02-04", "Startup recognition: the 2026 definition"],
      ["2026-02-11", "GHMC split into three municipal corporations"],
      ["2026-03-30", "ITR-1 and ITR-4 for total income up to ₹50 lakh"],
      ["2026-03-31", "Director KYC once every three financial years"],
      ["2026-04-01", "FSSAI limits raised to ₹1.5 crore and ₹50 crore; no more renewals"],
      ["2026-04-01", "Income-tax Act, 2025 and Income-tax Rules, 2026 in force"],
      ["2026-04-01", "More time for business returns and revised returns"],
      ["2026-04-01", "New PAN application forms 93 to 96"],
      ["2026-05-08", "Contract labour licences: renewal under the OSH (Central) Rules, 2026"],
      ["2026-05-29", "PF wage ceiling and late interest under the Code"],
      ["2026-06-29", "PF under the Code: EPF Schemes, 2026"],
      ["2026-07-01", "Passport fees revised"],
    ])
    // the five changes issue 32 found missing are there, each with its three dates
    const byPath = new Map(read.map(r => [r.data.path, r.data]))
    const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)
    expect(
      ["2026-06-epf-schemes-2026", "2026-05-osh-central-rules", "2026-03-director-kyc", "2026-02-startup-definition", "2025-12-small-company-limits"].map(name => {
        const e = byPath.get(`/updates/${name}`)!
        return [name, day(e.notified), day(e.date), day(e.siteUpdated)]
      }),
    ).toEqual([
      ["2026-06-epf-schemes-2026", "2026-06-29", "2026-06-29", "2026-11-23"],
      ["2026-05-osh-central-rules", "2026-05-08", "2026-05-08", "2026-11-23"],
      ["2026-03-director-kyc", "2025-12-31", "2026-03-31", "2026-11-23"],
      ["2026-02-startup-definition", "2026-02-04", "2026-02-04", "2026-11-23"],
      ["2025-12-small-company-limits", "2025-12-01", "2025-12-01", "2026-11-23"],
    ])
    for (const r of read) {
      expect(r.data.source).toMatch(/^https:\/\//)
      expect(r.data.affects.length).toBeGreaterThan(0)
      // two or three sentences on what changed and for whom
      const sentences = r.content.trim().split(/(?<=[.])\s+(?=[A-Z])/)
      expect(sentences.length).toBeGreaterThanOrEqual(2)
      expect(sentences.length).toBeLessThanOrEqual(3)
    }
  })

  it("has each entry in Telugu too (issues 32, 33): the same dates, source, facts and guides, its text and its source's title in Telugu", () => {
    const dir = path.join(ROOT, "content/updates")
    const files = fs.readdirSync(dir)
    const english = files.filter(f => !f.endsWith(".te.md"))
    expect(english.length).toBeGreaterThanOrEqual(22)
    for (const file of english) {
      const teFile = file.replace(/\.md$/, ".te.md")
      expect([file, files.includes(teFile)]).toEqual([file, true])
      const en = matter(fs.readFileSync(path.join(dir, file), "utf8"))
      const te = matter(fs.readFileSync(path.join(dir, teFile), "utf8"))
      expect(te.data.lang).toBe("te")
      expect(te.data.path).toBe(`/te${en.data.path}`)
      for (const field of ["template", "date", "notified", "siteUpdated", "source", "affects", "changedFacts"]) {
        expect([file, field, te.data[field]]).toEqual([file, field, en.data[field]])
      }
      // the source's title in Telugu (fifth review M2): official names as they are, the rest Telugu, the same figures
      expect([file, te.data.sourceTitle]).toEqual([file, expect.stringMatching(/[\u0C00-\u0C7F]{3}/)])
      expect([file, figuresOf(te.data.sourceTitle)]).toEqual([file, figuresOf(en.data.sourceTitle)])
      expect(Boolean(te.data.notifiedNote)).toBe(Boolean(en.data.notifiedNote))
      // the words are Telugu, the figures the English entry's
      for (const text of [te.data.title, te.data.description, te.content]) expect(text).toMatch(/[\u0C00-\u0C7F]{3}/)
      const figures = (text: string) => (text.match(/₹\d+(?:,\d+)*(?:\.\d+)?|\d+(?:\.\d+)?%/g) ?? []).sort()
      expect([file, figures(te.content)]).toEqual([file, figures(en.content)])
    }
  })

  it("writes the dates line, the speed line and the feed in Telugu on Telugu pages", () => {
    expect(datesLine({ date: "2027-02-01", notified: "2027-01-20", siteUpdated: "2027-01-22" }, updateLineWordsTe)).toBe(
      "నోటిఫై చేసిన తేదీ 20 జనవరి 2027 · అమల్లోకి 1 ఫిబ్రవరి 2027 · ఈ సైట్‌లో 22 జనవరి 2027 (నోటిఫికేషన్ తర్వాత 2 రోజులకు)",
    )
    expect(datesLine({ date: "2026-04-01", notified: null, siteUpdated: "2026-11-23" }, updateLineWordsTe)).toBe("అమల్లోకి 1 ఏప్రిల్ 2026 · మా గైడ్‌లలో సరిచూసిన తేదీ 23 నవంబర్ 2026")
    expect(speedLine([{ date: "2026-12-05", notified: "2026-12-01", siteUpdated: "2026-12-03" }], updateLineWordsTe)).toMatch(/^నోటిఫికేషన్ నుంచి ఈ సైట్‌కు: ఈ రికార్డు 21 నవంబర్ 2026న మొదలైనప్పటి నుంచి నోటిఫై అయిన 1 మార్పులో సాధారణంగా పట్టిన సమయం 2 రోజులు\./)
    expect(speedLine([], updateLineWordsTe)).not.toMatch(/[A-Za-z]/)
    // no change notified since the site opened: changes that all took effect before it are said to, in a visitor's words;
    // one taking effect later leaves the record's own line
    expect(speedLine([{ date: "2026-07-01", notified: "2026-06-20", siteUpdated: "2026-11-26" }])).toBe(
      "Each entry gives the day the change took effect, the day this site showed it and, where the official text confirms it, the day it was notified.",
    )
    expect(speedLine([{ date: "2027-04-01", notified: null, siteUpdated: "2026-11-26" }])).toMatch(/^Since 21 November 2026 we record how many days .* no median yet\./)
    expect(speedLine([{ date: "2026-07-01", notified: "2026-06-20", siteUpdated: "2026-11-26" }], updateLineWordsTe)).toBe(updateLineWordsTe.eachEntry)
    // each page links its own language's feed only
    const en = new RegExp(feedWords("en").match)
    const te = new RegExp(feedWords("te").match)
    for (const p of ["/", "/updates", "/tools", "/terms"]) expect([p, en.test(p), te.test(p)]).toEqual([p, true, false])
    for (const p of ["/te", "/te/updates", "/te/gst/services/gst-registration"]) expect([p, en.test(p), te.test(p)]).toEqual([p, false, true])
    expect(feedWords("te")).toMatchObject({ path: "/te/updates.xml", page: "/te/updates", language: "te" })
  })

  it("is a CMS folder collection sortable by date, and the facts file previews the review list", () => {
    const config = cmsConfig({ facts: { iec: { fee: { value: "₹500", label: "IEC fee" } } }, specialFiles: [{ file: "content/pages/updates.en.md", title: "Law updates", template: "updates" }] })
    const updates = config.collections.find(c => c.name === "updates")!
    expect(updates.folder).toBe("content/updates")
    expect(updates.sortable_fields).toEqual(["date", "title"])
    expect(updates.fields!.map(f => f.name)).toEqual(["title", "path", "lang", "template", "description", "keywords", "date", "notified", "notifiedNote", "siteUpdated", "changedFacts", "source", "sourceTitle", "affects", "body"])
    expect(updates.fields!.find(f => f.name === "date")).toMatchObject({ widget: "datetime", required: true })
    const facts = config.collections.find(c => c.name === "facts")!
    expect(facts.editor).toEqual({ preview: true })
    const fact = (facts.files![0].fields[0].fields as Array<{ summary?: string; fields: Array<{ name: string; widget: string; required?: boolean }> }>)[0]
    expect(fact.summary).toBe("{{fields.value}}: {{fields.label}} (review by {{fields.reviewBy}})")
    expect(fact.fields.find(f => f.name === "reviewBy")).toMatchObject({ widget: "datetime", required: true })
  })
})

describe("the updates list is the record of every change (issue 32)", () => {
  it("counts days from notification to the site, and takes their median", () => {
    expect(daysBetween("2026-06-20", "2026-11-26")).toBe(159)
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1)
    expect(medianDaysToSite([{ notified: "2027-01-01", siteUpdated: "2027-01-11" }, { notified: "2027-01-01", siteUpdated: "2027-01-03" }, { notified: null, siteUpdated: "2027-01-02" }])).toEqual({ median: 6, count: 2 })
    expect(medianDaysToSite([{ notified: "2027-01-01", siteUpdated: "2027-01-04" }, { notified: "2027-01-01", siteUpdated: "2027-01-02" }, { notified: "2027-01-01", siteUpdated: "2027-03-01" }])).toEqual({ median: 3, count: 3 })
    expect(medianDaysToSite([{ notified: null, siteUpdated: "2026-01-02" }])).toBeNull()
    // a change notified before the record began (the site was being written) is not counted
    expect(medianDaysToSite([{ notified: "2026-06-20", siteUpdated: "2026-11-26" }])).toBeNull()
    expect(medianDaysToSite([{ notified: "2026-06-20", siteUpdated: "2026-11-26" }, { notified: "2026-12-01", siteUpdated: "2026-12-03" }])).toEqual({ median: 2, count: 1 })
  })

  it("shows an entry's three dates on one line, or says why the notification date is not given", () => {
    expect(datesLine({ date: "2027-02-01", notified: "2027-01-20", siteUpdated: "2027-01-22" })).toBe("Notified 20 January 2027 · In force 1 February 2027 · On this site 22 January 2027 (2 days after notification)")
    // an entry's own page: its hero gives the day in force (review 18)
    expect(datesLine({ date: "2027-02-01", notified: "2027-01-20", siteUpdated: "2027-01-22" }, undefined, { withInForce: false })).toBe("Notified 20 January 2027 · On this site 22 January 2027 (2 days after notification)")
    expect(datesLine({ date: "2026-07-01", notified: "2026-06-20", siteUpdated: "2026-11-26" })).toBe("Notified 20 June 2026 · In force 1 July 2026 · Checked in our guides 26 November 2026")
    expect(datesLine({ date: "2026-04-01", notified: null, notifiedNote: "Not confirmed", siteUpdated: "2026-11-23" })).toBe("In force 1 April 2026 · Checked in our guides 23 November 2026")
    // a change older than the record: the day the guides were checked against it, not "On this site" (reviews 19-21 read it as a site a year late)
    expect(datesLine({ date: "2025-11-01", notified: "2025-09-17", siteUpdated: "2026-11-23" })).toBe("Notified 17 September 2025 · In force 1 November 2025 · Checked in our guides 23 November 2026")
    // no notification date, in force after the record began: the day it reached the site, no count of days
    expect(datesLine({ date: "2027-03-01", notified: null, siteUpdated: "2027-02-10" })).toBe("In force 1 March 2027 · On this site 10 February 2027")
  })

  it("treats an effective date from 1 April 2025, or an until from 31 March 2025, as a change", () => {
    expect(isFactChange({ effective: "2025-04-01" })).toBe(true)
    expect(isFactChange({ effective: "2025-03-31" })).toBe(false)
    expect(isFactChange({ effective: "2012-10-01", until: "2026-06-30" })).toBe(true)
    expect(isFactChange({ effective: "2014-04-01" })).toBe(false)
  })

  const page = (frontmatter: Record<string, unknown>) => ({ file: "content/updates/x.md", frontmatter: { template: "update", ...frontmatter } })
  const facts = [
    { key: "passport.fee36", effective: "2026-07-01" },
    { key: "passport.fee36Until2026", effective: "2012-10-01", until: "2026-06-30" },
    { key: "iec.fee", effective: "2014-04-01" },
  ]

  it("the content check fails a fact change without an entry, an unknown fact, and an entry without its dates", () => {
    expect(updateCoverageProblems([page({ notified: "2026-06-20", siteUpdated: "2026-11-26", changedFacts: ["passport.fee36", "passport.fee36Until2026"] })], facts)).toEqual([])
    expect(updateCoverageProblems([page({ notified: "2026-06-20", siteUpdated: "2026-11-26", changedFacts: ["passport.fee36", "passport.fee63"] })], facts)).toEqual([
      'content/updates/x.md: field "changedFacts.2": unknown fact "passport.fee63" (see content/facts.json)',
      'content/facts.json: fact "passport.fee36Until2026" records a change (until 2026-06-30) that no update lists: add it to the "changedFacts" of an entry in content/updates',
    ])
    expect(updateCoverageProblems([page({ siteUpdated: "2026-06-01", changedFacts: ["passport.fee36", "passport.fee36Until2026"] })], facts)).toEqual([
      'content/updates/x.md: field "notified" is required: the day the change was notified, or a "notifiedNote" saying why it is not given',
    ])
    expect(updateCoverageProblems([page({ notified: new Date("2026-06-20"), siteUpdated: new Date("2026-06-01"), changedFacts: ["passport.fee36", "passport.fee36Until2026"] })], facts)).toEqual([
      'content/updates/x.md: field "siteUpdated" (2026-06-01) is before the day the change was notified (2026-06-20)',
    ])
  })

  it("and the project's content passes it: every fact change has its entry", () => {
    const { errors } = checkProject(ROOT, todayInIndia())
    expect(errors.filter(e => e.includes("changedFacts") || e.includes("no update lists") || e.includes('"notified"'))).toEqual([])
    expect(errors).toEqual([])
  })
})

describe("the facts review list of the content editor", () => {
  const file = {
    passport: { fee36: { value: "₹1,500", label: "Passport fee", checked: "2025-11-01", reviewBy: "2026-05-01" } },
    iec: { fee: { value: "₹500", label: "IEC fee", checked: "2026-11-23", reviewBy: "2027-05-23" }, changes: { value: "90 days", label: "IEC changes", checked: "2026-11-23", reviewBy: "2026-12-10" } },
  }
  const pages = { "passport.fee36": [{ path: "/Services/passport", file: "content/guides/citizen/passport.en.md" }] }

  it("sorts by review date, soonest first, and marks the facts past it with their pages", () => {
    const rows = reviewRows(file, "2026-11-26", pages)
    expect(rows.map(r => [r.key, r.reviewBy, r.overdue, r.pages.map(p => p.path)])).toEqual([
      ["passport.fee36", "2026-05-01", true, ["/Services/passport"]],
      ["iec.changes", "2026-12-10", false, []],
      ["iec.fee", "2027-05-23", false, []],
    ])
  })

  it("filters by review date and sorts by name", () => {
    expect(reviewRows(file, "2026-11-26", pages, { filter: "overdue" }).map(r => r.key)).toEqual(["passport.fee36"])
    expect(reviewRows(file, "2026-11-26", pages, { filter: "30" }).map(r => r.key)).toEqual(["passport.fee36", "iec.changes"])
    expect(reviewRows(file, "2026-11-26", pages, { filter: "all", sort: "key" }).map(r => r.key)).toEqual(["iec.changes", "iec.fee", "passport.fee36"])
  })
})

describe("the calendar subscriptions", () => {
  const SITE = "https://www.example.com"
  const NOW = Date.UTC(2026, 10, 26, 10, 0, 0)

  it("have one stable address per business form, and a webcal link made from siteUrl", () => {
    expect(SUBSCRIPTION_FORMS.map(calendarPath)).toEqual([
      "/calendar/individual.ics",
      "/calendar/proprietorship.ics",
      "/calendar/partnership.ics",
      "/calendar/llp.ics",
      "/calendar/pvtltd.ics",
      "/calendar/opc.ics",
    ])
    expect(webcalUrl("llp", "https://www.srisai.in/")).toBe("webcal://www.srisai.in/calendar/llp.ics")
    expect(webcalUrl("opc", "http://localhost:9000")).toBe("webcal://localhost:9000/calendar/opc.ics")
  })

  it("read back with ical.js: every date of the form's calendar, the same UIDs from build to build, a daily refresh", () => {
    const text = subscriptionIcs("llp", F, "2026-11-26", { now: NOW, siteUrl: SITE })
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getAllProperties("x-published-ttl").map(p => String(p.getFirstValue()))).toEqual(["P1D"])
    expect(String(calendar.getFirstProperty("refresh-interval")!.getFirstValue())).toBe("P1D")
    const events = calendar.getAllSubcomponents("vevent")
    const expected = calendarFor(subscriptionOptions("llp"), "2026-11-26", F)
    expect(events.map(e => [e.getFirstPropertyValue("uid"), String(e.getFirstPropertyValue("dtstart"))])).toEqual(
      expected.map(o => [`llp-${o.id}-${o.date.replace(/-/g, "")}@www.example.com`, o.date]),
    )
    // A later build (the next day) keeps the UIDs of the dates still ahead.
    const later = new ICAL.Component(ICAL.parse(subscriptionIcs("llp", F, "2026-11-27", { now: NOW + 86400000, siteUrl: SITE })))
    const uids = new Set(events.map(e => e.getFirstPropertyValue("uid")))
    expect(later.getAllSubcomponents("vevent").filter(e => !uids.has(e.getFirstPropertyValue("uid"))).map(e => String(e.getFirstPropertyValue("dtstart")))).toEqual(
      calendarFor(subscriptionOptions("llp"), "2026-11-27", F).filter(o => o.date >= "2027-11-26").map(o => o.date),
    )
  })

  it("and the feed are served as what they are, revalidated like the pages", () => {
    const rules = headerRules({ htmlFiles: ["index.html"], hashedAssets: [], scriptHashes: [], topLevel: ["calendar/", "index.html", "updates.xml"] })
    expect(rules.find(r => r.paths.includes("/calendar/*") && r.headers["Content-Type"])!.headers).toEqual({ "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" })
    expect(rules.find(r => r.paths.includes("/updates.xml") && r.headers["Content-Type"])!.headers["Content-Type"]).toBe("application/rss+xml; charset=utf-8")
  })
})
