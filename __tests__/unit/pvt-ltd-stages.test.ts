/**
 * Issue 29 item 9: the home page's six-step company process and the private limited guide's seven
 * steps tell one process: each guide step names the home step it belongs to, in order, all six
 * covered, by the home step's own title (English and Telugu).
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"

const read = (file: string) => matter(fs.readFileSync(path.join(__dirname, "../../content", file), "utf8")).data

describe.each([
  ["en", "pages/home.en.md", "guides/company/pvt-ltd-registration.en.md", /^Our step (\d) of 6(?:: (.+))?$/],
  ["te", "pages/home.te.md", "guides/company/pvt-ltd-registration.te.md", /^మా ఆరు దశల్లో (\d)వ దశ(?:: (.+))?$/],
])("%s: the private limited guide's steps are the home page's six steps in more detail", (_lang, homeFile, guideFile, pattern) => {
  const home = (read(homeFile).sections as Array<{ type: string; steps?: Array<{ title: string }> }>).find(s => s.type === "steps")!.steps!.map(s => s.title)
  const guide = read(guideFile).steps as Array<{ title: string; stage?: string }>

  it("home keeps the spec's six steps, and the guide its seven", () => {
    expect(home).toHaveLength(6)
    expect(guide).toHaveLength(7)
  })

  it("each guide step says which home step it belongs to, in order, covering all six, by that step's title", () => {
    const numbers = guide.map(step => {
      const m = pattern.exec(step.stage ?? "")
      expect(m).not.toBeNull()
      const n = Number(m![1])
      // a step named like its home step needs no second name; another names the home step
      // (two parts of one home step say which part they are in brackets: "(the first year)", "(every year)")
      expect((m![2] ?? step.title).replace(/ \([^)]+\)$/, "")).toBe(home[n - 1])
      return n
    })
    expect([...new Set(numbers)]).toEqual([1, 2, 3, 4, 5, 6])
    // no two steps carry the same label (a visitor read "step 6 of 6" twice as a mistake): parts of one home step say which part
    expect(new Set(guide.map(step => step.stage)).size).toBe(guide.length)
    expect([...numbers].sort()).toEqual(numbers)
  })
})
