import { isRealUrl } from "../../src/lib/links"

describe("isRealUrl: a configured link that leads somewhere", () => {
  it("accepts an http(s) address", () => {
    expect(isRealUrl("https://www.facebook.com/srisai")).toBe(true)
    expect(isRealUrl("http://youtube.com/@srisai")).toBe(true)
  })
  it("rejects a link not set yet: empty, #, or not an address", () => {
    for (const url of ["", "#", "  ", "facebook", "javascript:void(0)", "https://", null, undefined]) expect(isRealUrl(url)).toBe(false)
  })
})
