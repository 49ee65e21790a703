import fs from "fs"
import os from "os"
import path from "path"
import { moveSourceMaps, sourceMapsWebpackConfig } from "../../gatsby/source-maps"

describe("source maps are kept out of the served folder (issue 30)", () => {
  it("moves every .map file of public/ into the kept folder, at the same path, and leaves everything else", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "source-maps-"))
    const pub = path.join(dir, "public")
    const keep = path.join(dir, "source-maps")
    const write = (file: string, text = "x") => {
      fs.mkdirSync(path.dirname(path.join(pub, file)), { recursive: true })
      fs.writeFileSync(path.join(pub, file), text)
    }
    write("app-dc4c0eff44617fe88d8d.js")
    write("app-dc4c0eff44617fe88d8d.js.map", '{"sources":["src/lib/quote.ts"]}')
    write("component---src-templates-guide-tsx-1234567890abcdef1234.js.map")
    write("styles.200ac158a2fd7423de28.css.map")
    write("admin/cms.js.map")
    write("index.html")
    // An earlier build's map is replaced, not kept beside the new ones.
    fs.mkdirSync(keep, { recursive: true })
    fs.writeFileSync(path.join(keep, "app-0000000000000000aaaa.js.map"), "old")
    const moved = await moveSourceMaps(pub, keep)
    expect(moved).toEqual(["admin/cms.js.map", "app-dc4c0eff44617fe88d8d.js.map", "component---src-templates-guide-tsx-1234567890abcdef1234.js.map", "styles.200ac158a2fd7423de28.css.map"])
    const left = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap(e => (e.isDirectory() ? left(path.join(d, e.name)).map(f => `${e.name}/${f}`) : [e.name]))
    expect(left(pub).sort()).toEqual(["app-dc4c0eff44617fe88d8d.js", "index.html"])
    expect(left(keep).sort()).toEqual(moved)
    expect(fs.readFileSync(path.join(keep, "app-dc4c0eff44617fe88d8d.js.map"), "utf8")).toContain("src/lib/quote.ts")
    fs.rmSync(dir, { recursive: true })
  })

  it("builds the production JavaScript with maps that no bundle names, and leaves development alone", () => {
    const set: unknown[] = []
    const actions = { setWebpackConfig: (config: unknown) => set.push(config) }
    const call = (stage: string) => sourceMapsWebpackConfig!({ actions, stage } as never, {} as never, () => undefined)
    call("develop")
    call("build-html")
    expect(set).toEqual([])
    call("build-javascript")
    expect(set).toEqual([{ devtool: "hidden-source-map" }])
  })
})
