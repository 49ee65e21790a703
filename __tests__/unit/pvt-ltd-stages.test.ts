/**
 * Issue 29 item 9: the home page's six-step company process and the private limited guide's steps
 * tell one process. The fresh-eyes review found seven guide steps labelled "Our step 1 of 6" …
 * "Our step 6 of 6" twice under "in seven steps" a contradiction: the guide now has the home page's
 * six steps, by the same titles in the same order, each told in more detail (English and Telugu).
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"

const read = (file: string) => matter(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8")).data

describe.each([
  ["en", "pages/home.en.md", "guides/company/pvt-ltd-registration.en.md", "six steps"],
  ["te", "pages/home.te.md", "guides/company/pvt-ltd-registration.te.md", "ఆరు దశల్లో"],
])("%s: the private limited guide's steps are the home page's six steps in more detail", (_lang, homeFile, guideFile, count) => {
  const homeSteps = (read(homeFile).sections as Array<{ type: string; steps?: Array<{ title: string; text: string }> }>).find(s => s.type === "steps")!.steps!
  const guide = read(guideFile) as { stepsHeading: string; steps: Array<{ title: string; text: string; stage?: string }> }

  it("home keeps the spec's six steps, and the guide has the same six, by the same titles, in order", () => {
    expect(homeSteps).toHaveLength(6)
    expect(guide.steps.map(step => step.title)).toEqual(homeSteps.map(step => step.title))
  })

  it("the guide's heading counts the same six, and no step carries a second number", () => {
    expect(guide.stepsHeading).toContain(count)
    expect(guide.steps.filter(step => step.stage)).toEqual([])
  })

  it("each guide step tells more than its home step", () => {
    guide.steps.forEach((step, i) => expect(step.text.length).toBeGreaterThan(homeSteps[i].text.length))
  })
})
