/**
 * A tool page's styles stay in the head while the page comes alive (issue 31: CLS 0.218 on the
 * Udyam tool, 0.030 on PF, under Lighthouse's mobile simulation).
 *
 * The page is prerendered as the build does it (react-dom/server, then react-helmet's head tags
 * into the head), then hydrated as gatsby-browser.tsx does it (in a transition). Each Helmet
 * hands its tags to react-helmet as React reaches it, and react-helmet applies what it has so far
 * at the next frame. On a slow phone a frame can come between any two of them; here every one
 * comes at once (requestAnimationFrame runs its callback straight away: the harshest case, the
 * same on every machine). The tools' <style> was in a later Helmet than the head tags: the frame
 * after the head tags' Helmet had the styles taken out of the head, the form lost its layout and
 * the text under it jumped 32 px up and back.
 */
import "../helpers/every-frame-at-once"
import * as React from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { act } from "@testing-library/react"
import { Helmet } from "react-helmet"
import ToolUdyamClassificationTemplate from "../../src/templates/tool-udyam-classification"
import ToolPfContributionTemplate from "../../src/templates/tool-pf-contribution"
import { PagePathProvider } from "../../src/components/common/PagePath"
import { plainHead, siteShell, templateWords, toolCss, toolPage } from "../../gatsby/build-html"
import type { Locale } from "../../src/lib/i18n"
import { thresholds as THRESHOLDS } from "../helpers/facts"
import { guideFees } from "../helpers/shipped"

const TOOLS = [
  { path: "/tools/udyam-classification", template: "tool-udyam-classification", Page: ToolUdyamClassificationTemplate, form: "Udyam" },
  { path: "/tools/pf-contribution", template: "tool-pf-contribution", Page: ToolPfContributionTemplate, form: "PF" },
] as const

/** The page as Gatsby renders it, with the data its query returns (the parts the build makes, gatsby/build-html.ts). */
function pageOf(tool: (typeof TOOLS)[number], lang: Locale) {
  const canonical = lang === "en" ? tool.path : `/te${tool.path}`
  const fm = { title: tool.form, heading: tool.form, lang }
  const data = {
    shell: siteShell(lang, [tool.path]),
    thresholds: THRESHOLDS,
    words: templateWords(tool.template, lang),
    markdownRemark: {
      headTags: plainHead(fm, canonical, "tool", ["en", "te"]),
      parts: toolPage(fm, canonical, tool.template, guideFees()),
      toolCss: toolCss(),
      html: "<p>The rules the tool uses.</p>",
    },
  }
  const Page = tool.Page as unknown as React.ComponentType<{ data: typeof data }>
  return (
    <PagePathProvider pathname={canonical} shell={data.shell}>
      <Page data={data} />
    </PagePathProvider>
  )
}

/** Prerenders the page into the document (its head tags as gatsby-plugin-react-helmet writes them) and returns the container. */
function prerender(page: React.ReactElement): HTMLElement {
  Helmet.canUseDOM = false
  const html = renderToString(page)
  const head = Helmet.renderStatic()
  Helmet.canUseDOM = true
  document.head.innerHTML = [head.title, head.meta, head.link, head.style, head.script].map(part => part.toString()).join("")
  document.body.innerHTML = `<div id="___gatsby">${html}</div>`
  return document.getElementById("___gatsby")!
}

describe.each(["en", "te"] as const)("a tool page's styles while it comes alive (%s)", lang => {
  it.each(TOOLS.map(tool => [tool.path, tool] as const))("%s: the prerendered <style> of the tools stays in the head, every head change applied at once", async (_path, tool) => {
    const container = prerender(pageOf(tool, lang))
    const style = document.head.querySelector("style")
    expect(style?.textContent).toContain(".tool-form__fields{")
    // every <style> the page loses from its head, and when it was put back
    const taken: string[] = []
    const watcher = new MutationObserver(records => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === "STYLE") taken.push(`removed: ${(node.textContent ?? "").trim().slice(0, 40)}`)
      }
    })
    watcher.observe(document.head, { childList: true })
    const root = await act(async () => {
      let hydrated: ReturnType<typeof hydrateRoot> | undefined
      React.startTransition(() => {
        hydrated = hydrateRoot(container, pageOf(tool, lang))
      })
      return hydrated!
    })
    // the page has come alive: its form is enabled (useToolForm's `ready`)
    expect(container.querySelector("fieldset.tool-form__fields")).not.toBeDisabled()
    watcher.disconnect()
    expect(taken).toEqual([])
    expect(style!.isConnected).toBe(true)
    // and the head tags are the page's own, in its language
    expect(document.head.querySelector("link[rel=canonical]")).toHaveAttribute("href", expect.stringContaining(lang === "en" ? tool.path : `/te${tool.path}`))
    act(() => root.unmount())
  })
})
