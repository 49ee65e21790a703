/**
 * The production build stops on mini-css-extract-plugin's "Conflicting order"
 * warning (gatsby/css-order.ts), with the stylesheets it names.
 */
import { conflictingStylesheets, conflictMessage, CssOrderCheck } from "../../gatsby/css-order"

// The warning as `gatsby build` printed it before the site's stylesheets were imported in one place.
const WARNING = `chunk styles [mini-css-extract-plugin]
Conflicting order. Following module has been added:
 * css ./node_modules/css-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[1].use[1
]!./node_modules/postcss-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[1].use[2]
!./src/styles/global.css
despite it was not able to fulfill desired ordering with these modules:
 * css ./node_modules/css-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[1].use[1
]!./node_modules/postcss-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[1].use[2]
!./src/components/document-checklist.css
   - couldn't fulfill desired order of chunk group(s) component---src-templates-guide-tsx`

class FakeError extends Error {}

function compileWith(warnings: { message: string }[]) {
  let afterCompile: (c: unknown) => void = () => undefined
  const compiler = { hooks: { afterCompile: { tap: (_: string, fn: (c: unknown) => void) => (afterCompile = fn) } }, webpack: { WebpackError: FakeError } }
  new CssOrderCheck().apply(compiler as never)
  const compilation = { warnings: [...warnings], errors: [] as Error[] }
  afterCompile(compilation)
  return compilation
}

describe("stylesheet order check", () => {
  it("names the stylesheets of a conflict", () => {
    expect(conflictingStylesheets(WARNING)).toEqual(["src/styles/global.css", "src/components/document-checklist.css"])
    expect(conflictMessage(WARNING)).toBe(
      "Stylesheet order: webpack cannot keep one order for src/styles/global.css, src/components/document-checklist.css " +
        "(mini-css-extract-plugin: Conflicting order). Import the stylesheet in gatsby-browser.tsx, after the ones it builds on " +
        "(and in src/cms/index.ts for the editor's previews), not in a component.",
    )
  })

  it("turns the warning into a build error and leaves other warnings alone", () => {
    const other = { message: "some other warning" }
    const compilation = compileWith([other, { message: WARNING }])
    expect(compilation.warnings).toEqual([other])
    expect(compilation.errors.map(e => e.message)).toEqual([conflictMessage(WARNING)])
    expect(compilation.errors[0]).toBeInstanceOf(FakeError)
  })

  it("does nothing to a build without a conflict", () => {
    const compilation = compileWith([{ message: "some other warning" }])
    expect(compilation.errors).toEqual([])
    expect(compilation.warnings).toHaveLength(1)
  })
})
