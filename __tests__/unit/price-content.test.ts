/**
 * Issue 22 in the content: every guide and combined screen says what our fee
 * includes and what is paid separately (marked as an example until launch),
 * and every guide shows a government fee as a figure or links to the
 * calculator that works it out.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { guidePartsTe } from "../../src/config/strings/guide-parts.te"

const root = path.join(__dirname, "../..")
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".md") ? [path.join(dir, e.name)] : []))
const all = files(path.join(root, "content/guides")).map(file => ({ file: path.relative(root, file), data: matter(fs.readFileSync(file, "utf8")).data }))
/** The English guides; the Telugu ones (<name>.te.md) say the same in Telugu (checked below and by the content check). */
const pages = all.filter(p => p.data.lang !== "te")
const telugu = all.filter(p => p.data.lang === "te")

describe("what our fee includes", () => {
  it("covers all 35 guides and combined screens", () => {
    expect(pages).toHaveLength(35)
  })
  it.each(pages.map(p => [p.file, p.data] as const))("%s lists what the fee covers and what is paid separately", (_file, data) => {
    expect(data.inclusions.covered.length).toBeGreaterThanOrEqual(2)
    expect(data.inclusions.excluded.length).toBeGreaterThanOrEqual(1)
    expect(data.inclusions.example).toBe(true)
  })
})

describe("the government's share", () => {
  it("links the fee lines whose fee depends on the visitor's case to the calculator that works it out", () => {
    const calculators = Object.fromEntries(pages.filter(p => p.data.fees?.calculator).map(p => [p.data.path, p.data.fees.calculator]))
    expect(calculators).toEqual({
      "/registrations/company/pvt-ltd-registration": "/tools/incorporation-cost",
      "/registrations/company/opc-registration": "/tools/incorporation-cost",
      "/registrations/company/llp-registration": "/tools/incorporation-cost",
      "/trademark/services/trademark-registration": "/tools/trademark-fee",
      "/food-license/fssai/food-license-registration": "/tools/fssai-licence",
      "/food-license/fssai/food-state-license": "/tools/fssai-licence",
      "/food-license/fssai/food-central-license": "/tools/fssai-licence",
    })
    for (const tool of new Set(Object.values(calculators))) expect(fs.existsSync(path.join(root, "content", `${tool}.md`))).toBe(true)
  })
})

describe("one label for the quote", () => {
  it("every guide's closing button reads Get a quote, but where the spec names another label", () => {
    const labels = Object.fromEntries(pages.map(p => [p.file, p.data.cta?.label]))
    const spec: Record<string, string> = {
      "content/guides/tax/income-tax-filing.en.md": "Get in Touch",
      "content/guides/tax/income-tax-audit.en.md": "Get in Touch",
      "content/guides/tax/professional-tax-registration.en.md": "Contact Us",
    }
    for (const [file, label] of Object.entries(labels)) expect([file, label]).toEqual([file, spec[file] ?? "Get a quote"])
  })
  it("every Telugu guide's closing button reads the Telugu Get a quote (కొటేషన్ పొందండి), as its hero's button does", () => {
    expect(telugu.length).toBeGreaterThanOrEqual(24)
    for (const p of telugu) expect([p.file, p.data.cta?.label]).toEqual([p.file, guidePartsTe.getQuote])
  })
})

/* A guide that compares structures and registers the one the visitor chooses starts at the fee of the
   cheapest it links to (review 19: home's "Business Registration from ₹2,999", whose card names
   proprietorships, beside /services' "Proprietorship Firm from ₹1,999"). */
describe("a guide that registers any of several structures starts at the cheapest one's fee", () => {
  const rupees = (fee: string) => Number(/₹([\d,]+)/.exec(fee)![1].replace(/,/g, ""))
  const byPath = new Map(all.map(p => [p.data.path as string, p.data]))
  it.each(["content/guides/company/business-registration.en.md", "content/guides/company/business-registration.te.md"])("%s", file => {
    const text = fs.readFileSync(path.join(root, file), "utf8")
    const data = matter(text).data
    // the structures its comparison table links to, in the guide's own language
    const linked = [...new Set([...text.matchAll(/^\| \[[^\]]+\]\((\/[^)]+)\)/gm)].map(m => m[1]))]
    const fees = linked.map(p => byPath.get(p)?.fees?.ours).filter((fee): fee is string => Boolean(fee))
    expect(fees.length).toBeGreaterThanOrEqual(4)
    expect(rupees(data.fees.ours)).toBe(Math.min(...fees.map(rupees)))
  })
})
