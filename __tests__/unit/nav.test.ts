import { buildNav, itemPath, slugifyItem } from "../../src/lib/nav"
import { nav, navSource, footerColumns } from "../../src/config/navigation"

describe("navigation paths (spec: submenu path + item name in lower case, spaces to hyphens)", () => {
  it("slugifies item names", () => {
    expect(slugifyItem("PVT LTD Registration")).toBe("pvt-ltd-registration")
    expect(slugifyItem("Udyam (MSME) Registration")).toBe("udyam-(msme)-registration")
    expect(slugifyItem("  Contact   Us ")).toBe("contact-us")
  })

  it("joins the submenu path and the item", () => {
    expect(itemPath("/Services", "Passport")).toBe("/Services/passport")
    expect(itemPath("/gst/services/", "GST Registration")).toBe("/gst/services/gst-registration")
  })

  it("skips blank entries", () => {
    const [entry] = buildNav([{ label: "Our Profile", path: "/our_profile", items: ["AboutUsPage", "", "  ", "Contact Us"] }])
    expect(entry.items.map(i => i.path)).toEqual(["/our_profile/aboutuspage", "/our_profile/contact-us"])
  })

  it("builds the spec's menu", () => {
    expect(nav.map(e => [e.label, e.path])).toEqual([
      ["HOME", "/"],
      ["SERVICES", "/Services"],
      ["WEB SERVICES", "/WEBORIUM"],
      ["REGISTRATIONS", "/registrations/company"],
      ["FOOD LICENSE", "/food-license/fssai"],
      ["TRADEMARK", "/trademark/services"],
      ["GST", "/gst/services"],
      ["TAX", "/tax-compliances/services"],
      ["TOOLS", "/tools"],
      ["Our Profile", "/our_profile"],
    ])
    // the spec's table itself is unchanged; the tools are added beside it (issue 22)
    expect(navSource.map(e => e.label)).toEqual(["HOME", "SERVICES", "WEB SERVICES", "REGISTRATIONS", "FOOD LICENSE", "TRADEMARK", "GST", "TAX", "Our Profile"])
    const paths = nav.flatMap(e => e.items.map(i => i.path))
    expect(paths).toEqual(
      expect.arrayContaining([
        "/Services/services",
        "/Services/passport",
        "/WEBORIUM/weborium",
        "/registrations/company/udyam-(msme)-registration",
        "/registrations/company/pf-registration",
        "/food-license/fssai/food-central-license",
        "/trademark/services/trademark-objection",
        "/tax-compliances/services/professional-tax-registration",
        "/our_profile/aboutuspage",
        "/our_profile/contact-us",
      ]),
    )
    expect(nav.find(e => e.label === "REGISTRATIONS")!.items).toHaveLength(15)
    expect(nav.find(e => e.label === "HOME")!.items).toHaveLength(0)
  })

  it("lists every tool under TOOLS, each at its own page", () => {
    expect(nav.find(e => e.label === "TOOLS")!.items).toEqual([
      { label: "Which Registrations", path: "/tools/which-registrations" },
      { label: "Incorporation Cost", path: "/tools/incorporation-cost" },
      { label: "FSSAI Licence", path: "/tools/fssai-licence" },
      { label: "Trademark Fee", path: "/tools/trademark-fee" },
      { label: "Udyam Classification", path: "/tools/udyam-classification" },
      { label: "PF Contribution", path: "/tools/pf-contribution" },
      { label: "Compliance Calendar", path: "/tools/compliance-calendar" },
    ])
  })

  it("gives the footer its four columns with absolute paths", () => {
    expect(footerColumns.map(c => c.heading)).toEqual(["Start A Business", "License", "Registrations", "Goods & Services Tax"])
    for (const link of footerColumns.flatMap(c => c.links)) expect(link.path.startsWith("/")).toBe(true)
    expect(footerColumns[3].links.map(l => l.path)).toContain("/gst/services/gst-return-filing")
  })
})
