import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { interpolateFacts } from "../../src/lib/facts"
import { facts, thresholds as T } from "../helpers/facts"
import { describeRupees, formatAmountWords, formatRupees } from "../../src/lib/tools/amounts"
import { fssaiTier, pfContribution, trademarkFee, udyamClass } from "../../src/lib/tools/calculators"
const thresholds = T

const root = path.join(__dirname, "../..")
const read = (name: string) => {
  const file = matter(fs.readFileSync(path.join(root, "content/tools", `${name}.md`), "utf8"))
  return { data: file.data as Record<string, unknown>, text: interpolateFacts(file.content, facts) }
}
const TOOLS = ["which-registrations", "fssai-licence", "udyam-classification", "pf-contribution", "trademark-fee"]

describe("tool pages explain themselves without JavaScript", () => {
  it.each(TOOLS)("%s has its own template, a title, a description and keywords", name => {
    const { data } = read(name)
    expect(data.path).toBe(`/tools/${name}`)
    expect(data.template).toBe(`tool-${name}`)
    expect(fs.existsSync(path.join(root, "src/templates", `tool-${name}.tsx`))).toBe(true)
    expect(typeof data.title).toBe("string")
    expect(typeof data.description).toBe("string")
    expect((data.keywords as string[]).length).toBeGreaterThan(2)
  })

  it("the checker's page states every limit it applies", () => {
    const { text } = read("which-registrations")
    for (const limit of [
      `Turnover above ${describeRupees(thresholds.gst.limit)} (${describeRupees(thresholds.gst.limitSpecial)} in special category states)`,
      `turnover under ${describeRupees(thresholds.fssai.basicBelow)}`,
      `turnover of ${describeRupees(thresholds.fssai.state.min)} to ${describeRupees(thresholds.fssai.state.max)}`,
      `turnover above ${describeRupees(thresholds.fssai.centralAbove)}`,
      `From ${thresholds.pf.employees} employees`,
      `${thresholds.esi.employees} or more employees`,
      `contract workers, from ${thresholds.labour.workers} workers`,
    ]) {
      expect(text).toContain(limit)
    }
  })

  it("the FSSAI page's boundary sentence agrees with the calculator", () => {
    const { text } = read("fssai-licence")
    expect(fssaiTier(thresholds.fssai.basicBelow, false, T).tier).toBe("state")
    expect(fssaiTier(thresholds.fssai.centralAbove, false, T).tier).toBe("state")
    expect(text).toContain(
      `A turnover of exactly ${describeRupees(thresholds.fssai.basicBelow)} needs the state licence, and so does a turnover of exactly ${describeRupees(thresholds.fssai.centralAbove)}`,
    )
  })

  it("the Udyam page's example agrees with the calculator", () => {
    const { text } = read("udyam-classification")
    expect(udyamClass(50 * 100_000, 12 * 10_000_000, T).class).toBe("small")
    expect(text).toContain("₹50 lakh of machinery and ₹12 crore of turnover is **small**")
  })

  it("the PF page's worked examples agree with the calculator", () => {
    const { text } = read("pf-contribution")
    const at = pfContribution(15_000, T)
    const above = pfContribution(25_000, T)
    expect(text).toContain(`never more than ${formatRupees(at.pension)} a month`)
    expect(text).toContain(
      `on a wage of ₹15,000 the employee pays ${formatRupees(at.employee)}; the employer pays ${formatRupees(at.employerPf)} to EPF, ${formatRupees(at.pension)} to EPS and ${formatRupees(at.edli)} to EDLI: ${formatRupees(at.total)} in all`,
    )
    expect(text).toContain(
      `On ₹25,000 the employee pays ${formatRupees(above.employee)} and the employer ${formatRupees(above.employerPf)} to EPF, ${formatRupees(above.pension)} to EPS and ${formatRupees(above.edli)} to EDLI`,
    )
  })

  it("the trademark page's examples agree with the calculator", () => {
    const { text } = read("trademark-fee")
    expect(text).toContain(`a startup filing in two classes pays ${formatRupees(trademarkFee("small", 2, T).total)}`)
    expect(text).toContain(`filing in three classes pays ${formatRupees(trademarkFee("other", 3, T).total)}`)
  })
})

describe("the tools index", () => {
  it("lists every tool, the compliance calendar included", () => {
    const { data } = matter(fs.readFileSync(path.join(root, "content/tools/index.md"), "utf8"))
    expect(data.path).toBe("/tools")
    const cards = (data.sections as Array<{ type: string; items?: Array<{ path: string }> }>).find(s => s.type === "cards")!
    expect(cards.items!.map(i => i.path)).toEqual([...TOOLS.map(t => `/tools/${t}`), "/tools/compliance-calendar"])
  })
})
