/**
 * The stylesheet is one file (mini-css-extract-plugin joins every CSS module),
 * in an order webpack takes from the order the modules are imported in. When a
 * component imports its own CSS, that order differs from template to template
 * (a template may reach the component before it reaches gatsby-browser.tsx and
 * the global styles), and webpack then picks one and prints a "Conflicting
 * order" warning: the cascade of the built site may differ from what the
 * files say. The site's stylesheets are therefore imported in one place, in
 * cascade order (gatsby-browser.tsx, and src/cms/index.ts for the editor's
 * previews), and this check makes such a warning stop the production build.
 */
import type { Compilation, Compiler, WebpackError } from "webpack"

const CONFLICT = /Conflicting order/

/** The stylesheet paths a mini-css-extract-plugin warning names, e.g. ["src/styles/global.css", "src/components/x.css"]. */
export function conflictingStylesheets(message: string): string[] {
  return [...new Set([...message.replace(/\n/g, "").matchAll(/!\.\/((?:src|plugins)\/[^\s!]+?\.css)/g)].map(m => m[1]))]
}

/** Explains a conflict in a sentence an engineer can act on. */
export function conflictMessage(message: string): string {
  const files = conflictingStylesheets(message)
  return (
    `Stylesheet order: webpack cannot keep one order for ${files.length > 0 ? files.join(", ") : "the stylesheets"} ` +
    `(mini-css-extract-plugin: Conflicting order). Import the stylesheet in gatsby-browser.tsx, after the ` +
    `ones it builds on (and in src/cms/index.ts for the editor's previews), not in a component.`
  )
}

/** Turns the plugin's "Conflicting order" warnings into build errors. */
export class CssOrderCheck {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap("CssOrderCheck", (compilation: Compilation) => {
      const conflicts = compilation.warnings.filter(w => CONFLICT.test(String(w.message)))
      if (conflicts.length === 0) return
      for (const warning of conflicts) compilation.warnings.splice(compilation.warnings.indexOf(warning), 1)
      for (const warning of conflicts) {
        const error = new compiler.webpack.WebpackError(conflictMessage(String(warning.message))) as WebpackError
        compilation.errors.push(error)
      }
    })
  }
}
