import { cardFeeFor, feeIn, type CardFee } from "../../src/lib/fee-words"

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

describe("cardFeeFor: the service a card's fee is for, when the card does not say it", () => {
  const registration: CardFee = { fee: "from ₹2,999 per class", lang: "en", service: "Trademark Registration", many: false }
  const renewal: CardFee = { fee: "from ₹2,499 per class", lang: "en", service: "Trademark Renewal", many: true }
  it("names none where every word of the card's title is in its guide's name", () => {
    expect(cardFeeFor(registration, "Trademark", "en")).toBeNull()
    expect(cardFeeFor(registration, "trademark  registration", "en")).toBeNull()
    expect(cardFeeFor({ ...registration, service: "FSSAI Food Licence Registration" }, "Food Registration", "en")).toBeNull()
    expect(cardFeeFor({ ...registration, service: "GHMC Trade Licence Registration" }, "Trade License", "en")).toBeNull()
    expect(cardFeeFor({ ...registration, service: "Limited Liability Partnership (LLP) Registration" }, "LLP Registration", "en")).toBeNull()
    expect(cardFeeFor({ fee: "₹2,999 నుంచి", lang: "te", service: "ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్", many: false }, "ట్రేడ్‌మార్క్", "te")).toBeNull()
  })
  it("names the guide where the card covers several services (the lowest fee of them)", () => {
    expect(cardFeeFor(renewal, "Trademark", "en")).toBe("Trademark Renewal")
    expect(cardFeeFor({ ...renewal, service: "ట్రేడ్‌మార్క్ రెన్యూవల్", lang: "te" }, "ట్రేడ్‌మార్క్", "te")).toBe("ట్రేడ్‌మార్క్ రెన్యూవల్")
  })
  it("names the guide where the card is called otherwise ('ESI and PF' leading to the PF guide)", () => {
    expect(cardFeeFor({ fee: "from ₹2,999", lang: "en", service: "PF Registration", many: false }, "ESI and PF", "en")).toBe("PF Registration")
  })
  it("names the guide without its own brackets, since the card puts the name in brackets (review 5, minor 12)", () => {
    expect(cardFeeFor({ fee: "₹999 నుంచి", lang: "te", service: "ఉద్యమ్ (MSME) రిజిస్ట్రేషన్", many: true }, "కంపెనీ రిజిస్ట్రేషన్లు", "te")).toBe("ఉద్యమ్ రిజిస్ట్రేషన్")
    expect(cardFeeFor({ fee: "from ₹999", lang: "en", service: "Udyam (MSME) Registration", many: false }, "Company registrations", "en")).toBe("Udyam Registration")
  })
  it("names none for a guide in another language than the page (its name would be in that language)", () => {
    expect(cardFeeFor(renewal, "ట్రేడ్‌మార్క్", "te")).toBeNull()
  })
})
