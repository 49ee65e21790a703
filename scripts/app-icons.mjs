// `npm run app-icons`: draws the logo mark (static/favicon.svg) into the
// bitmap icons browsers and phones ask for, and writes them into static/:
//   favicon.ico (16, 32 and 48 px), apple-touch-icon.png (180 px, no
//   transparency), icon-192.png and icon-512.png (web manifest; the 512 px one
//   has a safe zone so it also works as a maskable icon).
// Run it after changing the logo, and commit the files. Uses headless Chromium.
import fs from "node:fs"
import path from "node:path"
import { chromium } from "playwright-core"

const STATIC = path.resolve("static")
const svg = fs.readFileSync(path.join(STATIC, "favicon.svg"), "utf8")
const NAVY = "#0B3C5D"

/** An ICO file holding PNG images (supported by every current browser). */
export function icoFromPngs(pngs) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(pngs.length, 4)
  const entries = []
  let offset = 6 + 16 * pngs.length
  for (const { size, data } of pngs) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    entries.push(entry)
  }
  return Buffer.concat([header, ...entries, ...pngs.map(p => p.data)])
}

async function render(page, size, { inset = 0, background = "transparent" } = {}) {
  const inner = size - 2 * inset
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<body style="margin:0;background:${background}"><div style="padding:${inset}px;line-height:0">` +
      svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `) +
      "</div></body>",
  )
  return page.screenshot({ omitBackground: background === "transparent", type: "png" })
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
})
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  const ico = []
  for (const size of [16, 32, 48]) ico.push({ size, data: await render(page, size) })
  fs.writeFileSync(path.join(STATIC, "favicon.ico"), icoFromPngs(ico))
  // iOS rounds the corners itself and shows transparency as black: a full navy square.
  fs.writeFileSync(path.join(STATIC, "apple-touch-icon.png"), await render(page, 180, { inset: 18, background: NAVY }))
  fs.writeFileSync(path.join(STATIC, "icon-192.png"), await render(page, 192))
  fs.writeFileSync(path.join(STATIC, "icon-512.png"), await render(page, 512, { inset: 64, background: NAVY }))
  console.log("wrote static/favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png")
} finally {
  await browser.close()
}
