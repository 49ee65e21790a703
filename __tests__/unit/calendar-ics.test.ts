/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// (The `ics` package's nanoid ships an ES module for browsers; the Node build is used here.)
/**
 * The .ics file read back with ical.js, a full RFC 5545 parser (the one
 * Mozilla Thunderbird uses), as a calendar program would read it.
 */
import ICAL from "ical.js"
import { facts as F } from "../helpers/facts"
import { factTable, flattenFacts } from "../../src/lib/facts"
import { factFile } from "../helpers/facts"
import { calendarFor, describeOptions, MONTHS, type CalendarOptions } from "../../src/lib/tools/calendar"
import { buildIcs, eventUid, icsFileName } from "../../src/lib/tools/calendar-ics"
import { calendarWordsEn } from "../../src/config/strings/calendar-words"
import { calendarWordsTe } from "../../src/config/strings/calendar-words.te"

const NOW = Date.UTC(2026, 10, 23, 4, 30, 0)
const TODAY = "2026-11-23"
const SITE = "https://www.example.com"

const ics = (o: CalendarOptions, today = TODAY) =>
  buildIcs(o, calendarFor(o, today, F), { ics: calendarWordsEn.ics, months: MONTHS, description: describeOptions(o) }, { now: NOW, siteUrl: SITE })
/** The file a Telugu page makes: the same dates and UIDs, its texts in Telugu (issue 33). */
const TE_FACTS = factTable(flattenFacts(factFile), "te")
const icsTe = (o: CalendarOptions, today = TODAY) =>
  buildIcs(o, calendarFor(o, today, F, calendarWordsTe, TE_FACTS), { ics: calendarWordsTe.ics, months: calendarWordsTe.months, description: describeOptions(o, calendarWordsTe) }, { now: NOW, siteUrl: SITE })
const parse = (text: string) => new ICAL.Component(ICAL.parse(text))
const events = (text: string) => parse(text).getAllSubcomponents("vevent")

interface Read {
  uid: string
  summary: string
  start: string
  startIsDate: boolean
  end: string
  stamp: string
  description: string
  url: string
  trigger: string
}

function read(e: ICAL.Component): Read {
  const start = e.getFirstPropertyValue("dtstart") as ICAL.Time
  const end = e.getFirstPropertyValue("dtend") as ICAL.Time
  const stamp = e.getFirstPropertyValue("dtstamp") as ICAL.Time
  const alarm = e.getFirstSubcomponent("valarm")!
  return {
    uid: String(e.getFirstPropertyValue("uid")),
    summary: String(e.getFirstPropertyValue("summary")),
    start: start.toString(),
    startIsDate: start.isDate && end.isDate,
    end: end.toString(),
    stamp: stamp.toString(),
    description: String(e.getFirstPropertyValue("description")),
    url: String(e.getFirstPropertyValue("url")),
    trigger: (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toString(),
  }
}

const llp: CalendarOptions = { form: "llp", audit: false, gst: "qrmp", tds: true, pf: true, licences: { trade: "2026-12-31" } }

describe("the .ics file, read by a real iCalendar parser", () => {
  const text = ics(llp)

  it("uses CRLF line endings only and folds long lines at 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true)
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    const lines = text.split("\r\n")
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75)
    expect(lines.some(l => /^[ \t]/.test(l))).toBe(true) // some line was folded, and the parser joined it back
  })

  it("is one VCALENDAR 2.0 with a product id, PUBLISH and a name", () => {
    const cal = parse(text)
    expect(cal.name).toBe("vcalendar")
    expect(cal.getFirstPropertyValue("version")).toBe("2.0")
    expect(cal.getFirstPropertyValue("prodid")).toBe("-//Example Business Services//Compliance calendar//EN")
    expect(cal.getFirstPropertyValue("method")).toBe("PUBLISH")
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Compliance dates: LLP with GST quarterly returns (QRMP), TDS, PF and a trade licence")
  })

  it("has one all-day event for every date on the page, in date order, with no recurrence rule", () => {
    const list = calendarFor(llp, TODAY, F)
    const evs = events(text)
    expect(evs).toHaveLength(list.length)
    for (const e of evs) {
      expect(e.hasProperty("rrule")).toBe(false)
      expect(e.hasProperty("rdate")).toBe(false)
      expect(e.hasProperty("exdate")).toBe(false)
    }
    const got = evs.map(read)
    expect(got.every(r => r.startIsDate)).toBe(true)
    expect(got.map(r => `${r.start} ${r.summary}`).slice(0, 6)).toEqual([
      "2026-11-25 GST payment (PMT-06)", // 25th of the month after October (PMT-06, Notification 85/2020-Central Tax)
      "2026-12-01 Trade licence renewal", // 30 days before the expiry on 31 December 2026
      "2026-12-07 TDS deposit", // 7th of the next month (Income-tax Rules, 2026)
      "2026-12-15 PF contributions and ECR", // 15th of the next month (EPF Scheme, 2026)
      "2026-12-25 GST payment (PMT-06)",
      "2026-12-31 GSTR-9 (GST annual return)", // 31 December (CGST Rules, rule 80)
    ])
    for (const r of got) {
      // an all-day event lasts one day
      const next = new Date(`${r.start}T00:00:00Z`)
      next.setUTCDate(next.getUTCDate() + 1)
      expect(r.end).toBe(next.toISOString().slice(0, 10))
      expect(r.stamp).toBe("2026-11-23T04:30:00Z")
    }
  })

  it("gives every event a UID made of the business form, the obligation and its date", () => {
    const got = events(text).map(read)
    expect(new Set(got.map(r => r.uid)).size).toBe(got.length)
    for (const r of got) expect(r.uid).toMatch(new RegExp(`^llp-[a-z0-9-]+-${r.start.replace(/-/g, "")}@www\\.example\\.com$`))
    expect(got.find(r => r.summary === "LLP annual return (Form 11)")!.uid).toBe("llp-llp-form-11-20270530@www.example.com")
    expect(got.find(r => r.summary.startsWith("Income tax return"))!.uid).toBe("llp-itr-20270831@www.example.com")
  })

  it("never gives one UID two dates, whatever the answers or the day of the download", () => {
    const seen = new Map<string, string>()
    const variants: CalendarOptions[] = [
      { form: "llp", audit: false, pf: false },
      { form: "llp", audit: true, pf: false },
      { form: "llp", audit: false, llpAudit: true, pf: false },
      { form: "llp", audit: false, transferPricing: true, pf: false },
      { form: "proprietorship", audit: false, pf: false },
      { form: "proprietorship", audit: true, pf: false, gst: "monthly" },
      { form: "pvtltd", audit: true, pf: true, esi: true, tds: true, advanceTax: true, gst: "qrmp" },
      { form: "individual", audit: false, pf: false, advanceTax: true },
    ]
    for (const o of variants) {
      for (const today of ["2026-03-10", "2026-07-31", "2026-11-23", "2027-05-31"]) {
        for (const r of events(ics(o, today)).map(read)) {
          const before = seen.get(r.uid)
          if (before !== undefined) expect([r.uid, r.start]).toEqual([r.uid, before])
          seen.set(r.uid, r.start)
        }
      }
    }
    // the return of a proprietor without an audit (31 August) and with one (31 October) are different events
    expect(seen.get("proprietorship-itr-20270831@www.example.com")).toBe("2027-08-31")
    expect(seen.get("proprietorship-itr-20271031@www.example.com")).toBe("2027-10-31")
  })

  it("describes each event, links its guide and sets a reminder that parses as a duration", () => {
    const got = events(text).map(read)
    const pf = got.find(r => r.summary === "PF contributions and ECR")!
    expect(pf.description).toBe(
      [
        "For November 2026.",
        "Due by the 15th of the next month.",
        "More: https://www.example.com/registrations/company/pf-registration",
        "Help: call +91 98765 43210 or WhatsApp Example Business Services.",
      ].join("\n"),
    )
    expect(pf.url).toBe("https://www.example.com/registrations/company/pf-registration")
    expect(pf.trigger).toBe("-PT63H") // 3 days before, at 9:00
    const trade = got.find(r => r.summary === "Trade licence renewal")!
    expect(trade.description.split("\n").slice(0, 2)).toEqual(["Licence expires on 31 December 2026.", "Apply for renewal 30 days before expiry."])
    expect(got.find(r => r.summary === "GSTR-9 (GST annual return)")!.trigger).toBe("-PT159H") // 7 days before, at 9:00
  })

  it("names the file after the business form, and a UID after the form, obligation and date", () => {
    expect(icsFileName(llp)).toBe("compliance-calendar-llp.ics")
    const first = calendarFor(llp, TODAY, F)[0]
    expect(eventUid(llp, first, "www.example.com")).toBe("llp-pmt-06-20261125@www.example.com")
  })
})

describe("the .ics file of the Telugu page", () => {
  const text = icsTe(llp)

  it("names the calendar and each event in Telugu, with the English file's dates and UIDs", () => {
    const cal = parse(text)
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("కంప్లయెన్స్ తేదీలు: LLP (QRMPలో GST రిటర్న్‌లు, TDS, PF, ట్రేడ్ లైసెన్స్)")
    const got = events(text).map(read)
    const english = events(ics(llp)).map(read)
    expect(got.map(r => `${r.uid} ${r.start}`)).toEqual(english.map(r => `${r.uid} ${r.start}`))
    expect(got.map(r => `${r.start} ${r.summary}`).slice(0, 3)).toEqual([
      "2026-11-25 GST చెల్లింపు (PMT-06)",
      "2026-12-01 ట్రేడ్ లైసెన్స్ రెన్యూవల్",
      "2026-12-07 TDS జమ",
    ])
    expect(got.find(r => r.summary === "LLP వార్షిక రిటర్న్ (Form 11)")!.uid).toBe("llp-llp-form-11-20270530@www.example.com")
  })

  it("describes each event in Telugu and links the Telugu guide; lines still fold at 75 octets, never inside a letter", () => {
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75)
    const got = events(text).map(read)
    const pf = got.find(r => r.summary === "PF కంట్రిబ్యూషన్లు, ECR")!
    expect(pf.description).toBe(
      [
        "నవంబర్ 2026 నెలకు.",
        "గడువు: తర్వాతి నెల 15వ తేదీలోగా.",
        "వివరాలు: https://www.example.com/te/registrations/company/pf-registration",
        "సహాయం కోసం +91 98765 43210కి కాల్ చేయండి, లేదా Example Business Servicesకి వాట్సాప్ చేయండి.",
      ].join("\n"),
    )
    expect(pf.url).toBe("https://www.example.com/te/registrations/company/pf-registration")
    const trade = got.find(r => r.summary === "ట్రేడ్ లైసెన్స్ రెన్యూవల్")!
    expect(trade.description.split("\n").slice(0, 2)).toEqual(["లైసెన్స్ గడువు 31 డిసెంబర్ 2026తో ముగుస్తుంది.", "రెన్యూవల్ దరఖాస్తు: లైసెన్స్ ముగియడానికి 30 రోజుల ముందు."])
  })

  it("says the last advance tax instalment is the whole tax, and its reminder has one colon (review 5, minor 5)", () => {
    const cal = parse(icsTe({ form: "individual", audit: false, pf: false, advanceTax: true }))
    const last = cal.getAllSubcomponents("vevent").find(e => String(e.getFirstPropertyValue("summary")) === "అడ్వాన్స్ ట్యాక్స్: చివరి వాయిదా")!
    expect(String(last.getFirstPropertyValue("description")).split("\n")[0]).toBe("పన్ను సంవత్సరం 2026-27కి అంచనా వేసిన పన్ను మొత్తం ఇప్పటికి కట్టి ఉండాలి.")
    expect(String(last.getFirstSubcomponent("valarm")!.getFirstPropertyValue("description"))).toBe("అడ్వాన్స్ ట్యాక్స్: చివరి వాయిదా, గడువు 15 మార్చి 2027")
  })
})
