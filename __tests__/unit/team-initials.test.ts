import { initials } from "../../src/components/sections/TeamSection"

describe("initials: a team member without a photo", () => {
  it("takes the first and last name's first letters", () => {
    expect(initials("Asha Rao")).toBe("AR")
    expect(initials("  k. venkata  ramana ")).toBe("KR")
    expect(initials("Lakshmi")).toBe("L")
  })
})
