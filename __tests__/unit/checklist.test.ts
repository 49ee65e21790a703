import { site } from "../../src/config/site"
import { guideEn } from "../../src/config/strings/guide"
import { checklistMessage, checklistStatus, checklistWhatsAppUrl, splitDocuments } from "../../src/lib/tools/checklist"

const documents = ["PAN card of the proprietor", "Aadhaar card of the proprietor", "Passport-size photograph", "Bank statement or cancelled cheque"]
const service = "Proprietorship Firm Registration"

describe("document checklist message", () => {
  it("with nothing ticked, lists every document as missing", () => {
    expect(checklistMessage({ service, documents, have: new Set() }, guideEn)).toBe(
      [
        "Hello, I need help with Proprietorship Firm Registration.",
        "",
        "Documents I still need (4 of 4):",
        "- PAN card of the proprietor",
        "- Aadhaar card of the proprietor",
        "- Passport-size photograph",
        "- Bank statement or cancelled cheque",
        "",
        "Documents I have: none yet.",
        "",
        "Please tell me the next steps.",
      ].join("\n"),
    )
  })

  it("with two ticked, names what is missing and what the visitor has, in the guide's order", () => {
    expect(checklistMessage({ service, documents, have: new Set([3, 0]) }, guideEn)).toBe(
      [
        "Hello, I need help with Proprietorship Firm Registration.",
        "",
        "Documents I still need (2 of 4):",
        "- Aadhaar card of the proprietor",
        "- Passport-size photograph",
        "",
        "Documents I have (2 of 4):",
        "- PAN card of the proprietor",
        "- Bank statement or cancelled cheque",
        "",
        "Please tell me the next steps.",
      ].join("\n"),
    )
  })

  it("with everything ticked, says so", () => {
    const message = checklistMessage({ service, documents, have: new Set([0, 1, 2, 3]) }, guideEn)
    expect(message).toContain("I have all 4 documents on your checklist:\n- PAN card of the proprietor\n")
    expect(message).not.toContain("still need")
  })

  it("counts and splits", () => {
    expect(checklistStatus({ documents, have: new Set([1]) }, guideEn)).toBe("You have 1 of 4 documents.")
    expect(checklistStatus({ documents: ["One"], have: new Set() }, guideEn)).toBe("You have 0 of 1 document.")
    expect(splitDocuments({ documents, have: new Set([2]) })).toEqual({
      have: ["Passport-size photograph"],
      missing: ["PAN card of the proprietor", "Aadhaar card of the proprietor", "Bank statement or cancelled cheque"],
    })
  })

  it("opens a WhatsApp chat with the firm's number and the message as text", () => {
    const state = { service: "GST Modifications and Cancellation", documents: ["New address: electricity bill & rent agreement"], have: new Set<number>() }
    const url = new URL(checklistWhatsAppUrl(state, guideEn))
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp}`)
    expect(url.searchParams.get("text")).toBe(checklistMessage(state, guideEn))
    expect(url.search).not.toContain("&rent")
  })
})
