import { launchProblems, stringLeaves } from "../../src/lib/launch-check"
import { site } from "../../src/config/site"
import { team } from "../../src/config/team"
import { reviews } from "../../src/config/reviews"

const ready = {
  site: { businessName: "Sri Sai Business Services", email: "hello@srisai.in", phone: { display: "+91 90000 12345" } },
  team: [{ name: "A. Rao", role: "Founder", photo: "/team/rao.jpg" }],
  reviews: [{ name: "K. Devi" }],
  testimonials: [{ file: "content/pages/home.en.md", name: "K. Devi", sample: null }],
  guides: [{ file: "content/guides/gst/gst-registration.en.md", fees: { ours: "from ₹1,499", example: false } }],
}

describe("launch check", () => {
  it("passes a site with real values", () => {
    expect(launchProblems(ready)).toEqual([])
  })

  it("names every example value: contact details, domain, address, team, samples and example fees", () => {
    const problems = launchProblems({
      site: { email: "info@example.com", siteUrl: "https://www.example.com", phone: { display: "+91 98765 43210", e164: "+919876543210" }, address: { street: "Office 101, Example Towers", te: { street: "ఆఫీస్ 101, ఎగ్జాంపుల్ టవర్స్" } } },
      team: [{ name: null, role: "Founder", photo: null }],
      reviews: [{ name: "Ravi Kumar", sample: true }],
      testimonials: [{ file: "content/pages/home.en.md", name: "Priya Reddy", sample: true }],
      guides: [
        { file: "content/guides/tax/itr.en.md", fees: { ours: "from ₹999", example: true } },
        { file: "content/guides/tax/audit.en.md", fees: null },
        { file: "content/guides/gst/gst-registration.en.md", fees: { ours: "from ₹1,499", example: false }, inclusions: { example: true } },
        { file: "content/guides/gst/gst-services.en.md", template: "combined", inclusions: { example: true } },
        { file: "content/guides/food/fssai.en.md", template: "combined", inclusions: { example: false } },
      ],
    })
    expect(problems).toEqual([
      'src/config/contact-basics.ts: email is an example value ("info@example.com")',
      'src/config/site.ts: siteUrl is an example value ("https://www.example.com")',
      'src/config/contact-basics.ts: phone.display is an example value ("+91 98765 43210")',
      'src/config/contact-basics.ts: phone.e164 is an example value ("+919876543210")',
      'src/config/contact.ts: address.street is an example value ("Office 101, Example Towers")',
      'src/config/contact.ts: address.te.street is an example value ("ఆఫీస్ 101, ఎగ్జాంపుల్ టవర్స్")',
      'src/config/team.ts: "Founder" has no name',
      'src/config/team.ts: "Founder" has no photo (the About page shows the role\'s icon in its place)',
      'src/config/reviews.ts: the review by "Ravi Kumar" is a sample',
      'content/pages/home.en.md: the testimonial by "Priya Reddy" is a sample',
      'content/guides/tax/itr.en.md: fees.ours "from ₹999" is an example value (fees.example: true)',
      "content/guides/tax/audit.en.md: no fees (our fee, government fee, time) for the guide's fee line",
      "content/guides/gst/gst-registration.en.md: inclusions (what our fee covers and what it does not) are an example (inclusions.example: true)",
      "content/guides/gst/gst-services.en.md: inclusions (what our fee covers and what it does not) are an example (inclusions.example: true)",
    ])
  })

  it("flags today's configuration (the values shipped with the site are examples)", () => {
    const problems = launchProblems({ site, team, reviews, testimonials: [], guides: [] })
    for (const field of ["email", "siteUrl", "phone.display", "whatsapp", "address.street", "businessName", "rating.profileUrl"]) {
      // the contact values are set in contact-basics.ts (what the pages' JavaScript needs) and contact.ts, the others in site.ts
      const file = field === "siteUrl" ? "site" : /^(address|rating)\./.test(field) ? "contact" : "contact-basics"
      expect(problems.some(p => p.startsWith(`src/config/${file}.ts: ${field} `))).toBe(true)
    }
    expect(problems.filter(p => p.includes("is a sample"))).toHaveLength(reviews.length)
  })

  it("lists each social profile and the video channel that is not set (left out of the page until it is)", () => {
    const problems = launchProblems({
      ...ready,
      site: { social: [{ name: "Facebook", url: "" }, { name: "X", url: "#" }, { name: "Instagram", url: "https://www.instagram.com/srisai" }], videoChannelUrl: "" },
    })
    expect(problems).toEqual([
      "src/config/site.ts: social[0].url (Facebook) is not set: the footer leaves its icon out until it is",
      "src/config/site.ts: social[1].url (X) is not set: the footer leaves its icon out until it is",
      "src/config/site.ts: videoChannelUrl is not set: the header leaves the video channel icon out until it is",
    ])
    expect(launchProblems({ ...ready, team: [{ name: "A. Rao", role: "Founder", photo: null }] })).toEqual([
      'src/config/team.ts: "Founder" has no photo (the About page shows the initials in its place)',
    ])
  })

  it("lists today's unset social links and video channel", () => {
    const problems = launchProblems({ site, team, reviews, testimonials: [], guides: [] })
    expect(problems.filter(p => p.includes("is not set"))).toHaveLength(site.social.filter(s => !/^https?:/.test(s.url)).length + 1)
  })

  it("walks nested objects and arrays", () => {
    expect(stringLeaves({ a: "x", b: [{ c: "y" }], d: 3 })).toEqual([
      ["a", "x"],
      ["b[0].c", "y"],
    ])
  })
})

describe("launch check: facts past their review date", () => {
  it("names each overdue fact, its review date and the pages that show it", () => {
    const problems = launchProblems({
      ...ready,
      dueFacts: [
        { key: "passport.fee36", reviewBy: "2026-05-01", pages: [{ path: "/passport" }, { path: "/tools/which-registrations" }] },
        { key: "iec.fee", reviewBy: "2026-11-01", pages: [] },
      ],
    })
    expect(problems).toEqual([
      'content/facts.json: fact "passport.fee36" is past its review date 2026-05-01 (npm run facts:due); shown on /passport, /tools/which-registrations',
      'content/facts.json: fact "iec.fee" is past its review date 2026-11-01 (npm run facts:due)',
    ])
  })
})
