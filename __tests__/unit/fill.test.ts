/** fill: slots filled; a Telugu ending after a slot joins as Telugu writes it (issue 33, point 9). */
import { fill } from "../../src/config/strings/fill"

describe("fill", () => {
  it("fills named slots and leaves unknown ones", () => {
    expect(fill("Hello, I need help with {service}.", { service: "GST" })).toBe("Hello, I need help with GST.")
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}")
  })

  it("puts a zero-width non-joiner between a bare consonant and a Telugu ending written straight after the slot", () => {
    expect(fill("{state}లో GST పరిమితి", { state: "మణిపూర్" })).toBe("మణిపూర్\u200Cలో GST పరిమితి")
    expect(fill("{state}లో", { state: "మిజోరం" })).toBe("మిజోరంలో")
    expect(fill("{state}లో", { state: "త్రిపుర" })).toBe("త్రిపురలో")
  })

  it("adds nothing before a space, punctuation or the end, nor after digits or Latin letters", () => {
    expect(fill("{state} వరకు", { state: "మణిపూర్" })).toBe("మణిపూర్ వరకు")
    expect(fill("({state})", { state: "మణిపూర్" })).toBe("(మణిపూర్)")
    expect(fill("{state}", { state: "మణిపూర్" })).toBe("మణిపూర్")
    expect(fill("({total}లో {have})", { total: 4, have: 1 })).toBe("(4లో 1)")
    expect(fill("{source}లో", { source: "Google" })).toBe("Googleలో")
  })
})
