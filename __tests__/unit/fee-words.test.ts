import { feeIn } from "../../src/lib/fee-words"

describe("feeIn: a card's fee in its page's language", () => {
  it("writes an English guide's plain fee in Telugu word order on a Telugu page", () => {
    expect(feeIn("from ₹2,999", "en", "te")).toBe("₹2,999 నుంచి")
  })
  it("leaves the fee as the guide has it in its own language, and anything it cannot reorder", () => {
    expect(feeIn("from ₹2,999", "en", "en")).toBe("from ₹2,999")
    expect(feeIn("₹999 నుంచి", "te", "te")).toBe("₹999 నుంచి")
    expect(feeIn("from ₹2,999 per class", "en", "te")).toBe("from ₹2,999 per class")
  })
})
