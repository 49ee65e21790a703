/**
 * The fee line (hero and rail card): a time that is a sentence takes a line of its own (review 9:
 * the GST registration guide's time ran to four to six lines in half the rail's card and beside
 * our fee on a phone); a short time stays beside our fee.
 */
import * as React from "react"
import { render } from "@testing-library/react"
import { FeeLine, isLongTime } from "../../src/components/guide/FeeLine"
import { interpolateAll } from "../helpers/facts"

describe("FeeLine", () => {
  it("marks the GST registration guide's time, a sentence, as wide", () => {
    const time = interpolateAll("{{gst.registrationApproval}} ({{gst.simplifiedRegistrationTime}} for small B2B suppliers, {{gst.registrationVerification}} with a site visit)")
    const { container } = render(<FeeLine fees={{ ours: "from ₹1,499", government: "None", time }} className="fee-line--stacked" />)
    const item = container.querySelector(".fee-line__item--time")!
    expect(item.textContent).toContain("small B2B suppliers")
    expect(item.classList.contains("fee-line__item--wide")).toBe(true)
  })

  it("keeps a short time beside our fee", () => {
    const { container } = render(<FeeLine fees={{ ours: "from ₹9,999", time: "10-15 days" }} />)
    expect(container.querySelector(".fee-line__item--time")!.classList.contains("fee-line__item--wide")).toBe(false)
    expect(isLongTime("7-10 working days")).toBe(false)
    expect(isLongTime(null)).toBe(false)
  })
})
