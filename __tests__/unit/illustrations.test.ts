import fs from "node:fs"
import path from "node:path"
import { heroIllustrations, sectionIllustration } from "../../src/config/illustrations"

describe("sectionIllustration: a page's hero picture is its section's", () => {
  it("gives a guide the illustration of the longest section path it lies under", () => {
    expect(sectionIllustration("/gst/services/gst-registration")).toBe("gst")
    expect(sectionIllustration("/registrations/company/pvt-ltd-registration")).toBe("company")
    expect(sectionIllustration("/food-license/fssai/food-license-registration")).toBe("food")
    expect(sectionIllustration("/trademark/services/trademark-renewal")).toBe("trademark")
    expect(sectionIllustration("/Services/passport")).toBe("services")
  })
  it("gives a Telugu page the English page's, and an overview its own", () => {
    expect(sectionIllustration("/te/gst/services/gst-registration")).toBe("gst")
    expect(sectionIllustration("/te/registrations/government")).toBe("government")
    expect(sectionIllustration("/tools")).toBe("tools")
    expect(sectionIllustration("/")).toBe("home")
  })
  it("gives none to a page under no section (the home page's is not a section's)", () => {
    expect(sectionIllustration("/terms")).toBeUndefined()
    expect(sectionIllustration("/gst-registration")).toBeUndefined()
  })
  it("names only drawings that exist", () => {
    for (const name of new Set(Object.values(heroIllustrations))) expect(fs.existsSync(path.join(__dirname, "../../src/illustrations", `${name}.svg`))).toBe(true)
  })
})
