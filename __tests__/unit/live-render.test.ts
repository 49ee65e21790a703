/**
 * `gatsby develop` renders the static parts again with edited code (gatsby/live-render.ts):
 * the rendering module loads afresh from disk, and an edit to a file it reads is noticed.
 */
import fs from "fs"
import os from "os"
import path from "path"
import { loadFresh, RENDER_ENTRY, watchRenderCode, type RenderModule } from "../../gatsby/live-render"

const ROOT = path.join(__dirname, "../..")

describe("loading the rendering code afresh", () => {
  it("loads the project's build-html.ts with the components it renders, and renders with them", () => {
    const { exports, files } = loadFresh<RenderModule>(RENDER_ENTRY, ROOT)
    const rel = files.map(f => path.relative(ROOT, f))
    expect(rel).toEqual(expect.arrayContaining(["gatsby/build-html.ts", "src/components/guide/GuideAside.tsx", "src/components/shell/FooterStaticParts.tsx", "src/config/site.ts"]))
    expect(rel.every(f => f === RENDER_ENTRY || f.startsWith("src/") || f.startsWith("plugins/") || f.startsWith("content/"))).toBe(true)
    const shell = exports.siteShell()
    expect(shell.footer.copyright.html).toMatch(/©/)
    expect(shell.logo.tag).toBe("a")
  })
})

describe("an edit to a component of a project", () => {
  let dir: string
  let stop: (() => Promise<void>) | undefined
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const component = (word: string) => `import * as React from "react"\nexport function Note() {\n  return <p className="note">${word}</p>\n}\n`

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-render-"))
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
    write("package.json", "{}\n")
    write(
      RENDER_ENTRY,
      `import * as React from "react"\nimport { renderToString } from "react-dom/server"\nimport { Note } from "../src/components/Note"\nimport "../src/components/note.css"\nexport const note = (): string => renderToString(React.createElement(Note))\n`,
    )
    write("src/components/note.css", ".note { color: red }\n")
  })

  afterEach(async () => {
    await stop?.()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("is rendered by the next load, not by a cached copy", () => {
    write("src/components/Note.tsx", component("Before"))
    const load = () => (loadFresh(RENDER_ENTRY, dir).exports as unknown as { note: () => string }).note()
    expect(load()).toBe('<p class="note">Before</p>')
    write("src/components/Note.tsx", component("After"))
    expect(load()).toBe('<p class="note">After</p>')
  })

  it("while watching: a saved edit hands over the module rendering with it; an edit that does not compile is reported and skipped", async () => {
    write("src/components/Note.tsx", component("Before"))
    const errors: string[] = []
    const renders: string[] = []
    let notify: () => void = () => undefined
    stop = watchRenderCode(
      dir,
      fresh => {
        renders.push((fresh as unknown as { note: () => string }).note())
        notify()
      },
      { info: () => undefined, error: message => (errors.push(message), notify()) },
    )
    const next = () => new Promise<void>(resolve => (notify = resolve))
    // chokidar reports a change once it watches the folder: write until the first report arrives.
    let reported = next()
    const writer = setInterval(() => write("src/components/Note.tsx", component("After")), 200)
    await reported
    clearInterval(writer)
    expect(renders.at(-1)).toBe('<p class="note">After</p>')

    reported = next()
    write("src/components/Note.tsx", "export function Note( {\n")
    await reported
    expect(errors).toEqual(["Live rendering: the edited code does not load; the pages keep the last HTML that did"])
  })
})
