import { relativeTime } from "../../src/lib/relative-time"
import { relativeTimeTe } from "../../src/config/strings/relative-time.te"
import { reviews } from "../../src/config/reviews"

describe("a review's age in Telugu (issue 33: the footer's review card)", () => {
  it("reads the profile's English age and writes it in Telugu, one and many", () => {
    expect(relativeTime("2 weeks ago", relativeTimeTe)).toBe("2 వారాల క్రితం")
    expect(relativeTime("1 month ago", relativeTimeTe)).toBe("1 నెల క్రితం")
    expect(relativeTime("3 months ago", relativeTimeTe)).toBe("3 నెలల క్రితం")
    expect(relativeTime("a year ago", relativeTimeTe)).toBe("1 సంవత్సరం క్రితం")
    expect(relativeTime("5 days ago", relativeTimeTe)).toBe("5 రోజుల క్రితం")
  })
  it("keeps text it does not understand", () => {
    expect(relativeTime("last Diwali", relativeTimeTe)).toBe("last Diwali")
  })
  it("understands every review's age on the site", () => {
    for (const r of reviews) expect(relativeTime(r.time, relativeTimeTe)).toMatch(/^\d+ [\u0C00-\u0C7F]+ క్రితం$/)
  })
})
