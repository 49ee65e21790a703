/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// (The `ics` package's nanoid ships an ES module for browsers; the Node build is used here.)
import { facts as F, thresholds as T } from "../helpers/facts"
import { deadlinesFor, type CalendarOptions } from "../../src/lib/tools/calendar"
import { buildIcs, icsFileName } from "../../src/lib/tools/calendar-ics"

const NOW = Date.UTC(2026, 2, 10, 4, 30, 0)
const TODAY = "2026-03-10"

interface Component {
  name: string
  props: Array<{ name: string; params: string; value: string }>
  children: Component[]
}

/** RFC 5545 parsing, enough to read the file back: unfold, then split into components and properties. */
function parseIcs(text: string): { lines: string[]; root: Component } {
  const unfolded = text.replace(/\r\n[ \t]/g, "")
  const lines = unfolded.split("\r\n")
  expect(lines.pop()).toBe("") // the file ends with CRLF
  const root: Component = { name: "ROOT", props: [], children: [] }
  const stack = [root]
  for (const line of lines) {
    const colon = line.indexOf(":")
    const head = line.slice(0, colon)
    const value = line.slice(colon + 1)
    const [name, ...params] = head.split(";")
    if (name === "BEGIN") {
      const child: Component = { name: value, props: [], children: [] }
      stack[stack.length - 1].children.push(child)
      stack.push(child)
    } else if (name === "END") {
      expect(stack.pop()!.name).toBe(value)
    } else {
      stack[stack.length - 1].props.push({ name, params: params.join(";"), value })
    }
  }
  expect(stack).toHaveLength(1)
  return { lines, root }
}

const prop = (c: Component, name: string) => c.props.filter(p => p.name === name)
const one = (c: Component, name: string) => {
  const found = prop(c, name)
  expect(found).toHaveLength(1)
  return found[0]
}
const unescape = (v: string) => v.replace(/\\n/gi, "\n").replace(/\\([,;\\])/g, "$1")
const DURATION = /^[+-]?P(?:\d+W|\d+D(?:T(?:\d+H(?:\d+M(?:\d+S)?)?|\d+M(?:\d+S)?|\d+S))?|T(?:\d+H(?:\d+M(?:\d+S)?)?|\d+M(?:\d+S)?|\d+S))$/

describe("the .ics file", () => {
  const options: CalendarOptions = { form: "llp", audit: true, pf: true, licences: { trade: "2026-06-15", fssai: "2027-01-10" } }
  const deadlines = deadlinesFor(options, TODAY, F)
  const text = buildIcs(options, deadlines, { now: NOW, siteUrl: "https://www.example.com" })

  it("uses CRLF line endings only, and folds lines at 75 octets", () => {
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    for (const physical of text.split("\r\n")) expect(Buffer.byteLength(physical, "utf8")).toBeLessThanOrEqual(75)
    expect(text.split("\r\n").some(l => l.startsWith("\t") || l.startsWith(" "))).toBe(true) // something was folded
  })

  it("is one VCALENDAR with VERSION 2.0 and a PRODID", () => {
    const { root } = parseIcs(text)
    expect(root.children.map(c => c.name)).toEqual(["VCALENDAR"])
    const cal = root.children[0]
    expect(one(cal, "VERSION").value).toBe("2.0")
    expect(one(cal, "PRODID").value).toBe("-//Example Business Services//Compliance calendar//EN")
    expect(one(cal, "METHOD").value).toBe("PUBLISH")
    expect(one(cal, "X-WR-CALNAME").value).toBe("Compliance dates: LLP with a tax audit, PF, a trade licence and an FSSAI licence")
  })

  it("has one all-day VEVENT per deadline with UID, DTSTAMP, DTSTART;VALUE=DATE, DTEND and the right RRULE", () => {
    const events = parseIcs(text).root.children[0].children
    expect(events.map(e => e.name)).toEqual(Array(7).fill("VEVENT"))
    const read = events.map(e => ({
      uid: one(e, "UID").value,
      summary: one(e, "SUMMARY").value,
      stamp: one(e, "DTSTAMP").value,
      start: `${one(e, "DTSTART").params}:${one(e, "DTSTART").value}`,
      end: `${one(e, "DTEND").params}:${one(e, "DTEND").value}`,
      rrule: prop(e, "RRULE").map(p => p.value).join(),
    }))
    expect(new Set(read.map(r => r.uid)).size).toBe(7)
    for (const r of read) {
      expect(r.uid).toMatch(/^[a-z0-9-]+@www\.example\.com$/)
      expect(r.stamp).toBe("20260310T043000Z")
    }
    expect(read.map(({ summary, start, end, rrule }) => [summary, start, end, rrule])).toEqual([
      ["LLP annual return (Form 11)", "VALUE=DATE:20260530", "VALUE=DATE:20260531", "FREQ=YEARLY"],
      ["LLP statement of account and solvency (Form 8)", "VALUE=DATE:20261030", "VALUE=DATE:20261031", "FREQ=YEARLY"],
      ["Income tax return of the LLP (ITR-5)", "VALUE=DATE:20261031", "VALUE=DATE:20261101", "FREQ=YEARLY"],
      ["Tax audit report (Form 3CD)", "VALUE=DATE:20260930", "VALUE=DATE:20261001", "FREQ=YEARLY"],
      ["PF deposit and ECR", "VALUE=DATE:20260315", "VALUE=DATE:20260316", "FREQ=MONTHLY;BYMONTHDAY=15"],
      ["Trade licence renewal", "VALUE=DATE:20260516", "VALUE=DATE:20260517", "FREQ=YEARLY"],
      ["FSSAI licence renewal", "VALUE=DATE:20261211", "VALUE=DATE:20261212", ""],
    ])
  })

  it("describes each event and links its guide; reminders use valid durations", () => {
    const events = parseIcs(text).root.children[0].children
    const byTitle = (t: string) => events.find(e => one(e, "SUMMARY").value === t)!
    expect(unescape(one(byTitle("PF deposit and ECR"), "DESCRIPTION").value)).toBe(
      [
        "Due by the 15th of every month, for the previous month's wages.",
        "More: https://www.example.com/registrations/company/pf-registration",
        "Help: call +91 98765 43210 or WhatsApp Example Business Services.",
      ].join("\n"),
    )
    expect(unescape(one(byTitle("Trade licence renewal"), "DESCRIPTION").value).split("\n")[0]).toBe(
      "Apply for renewal 30 days before expiry: the licence expires on 15 June 2026.",
    )
    expect(one(byTitle("LLP annual return (Form 11)"), "URL").value).toBe("https://www.example.com/registrations/company/llp-registration")
    for (const e of events) {
      expect(e.children.map(c => c.name)).toEqual(["VALARM"])
      const trigger = one(e.children[0], "TRIGGER").value
      expect(trigger).toMatch(DURATION)
      expect(one(e.children[0], "ACTION").value).toBe("DISPLAY")
    }
    expect(one(byTitle("PF deposit and ECR").children[0], "TRIGGER").value).toBe("-PT63H") // 3 days before, 9:00
    expect(one(byTitle("Tax audit report (Form 3CD)").children[0], "TRIGGER").value).toBe("-PT159H") // 7 days before, 9:00
  })

  it("names the file after the business form", () => {
    expect(icsFileName(options)).toBe("compliance-calendar-llp.ics")
  })

  it("a proprietor without extras gets one yearly event on 31 July", () => {
    const solo: CalendarOptions = { form: "proprietorship", audit: false, pf: false }
    const events = parseIcs(buildIcs(solo, deadlinesFor(solo, "2026-08-01", F), { now: NOW })).root.children[0].children
    expect(events).toHaveLength(1)
    expect(one(events[0], "SUMMARY").value).toBe("Income tax return")
    expect(one(events[0], "DTSTART").value).toBe("20270731")
    expect(one(events[0], "RRULE").value).toBe("FREQ=YEARLY")
  })
})
