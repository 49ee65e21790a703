import { breadcrumbFor } from "../../src/config/categories"
import { site } from "../../src/config/site"
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd, serializeJsonLd } from "../../src/lib/structured-data"

describe("business JSON-LD", () => {
  const business = businessJsonLd() as Record<string, any>

  it("is a ProfessionalService in Hyderabad, Telangana, India with the site's contact facts", () => {
    expect(business["@context"]).toBe("https://schema.org")
    expect(business["@type"]).toBe("ProfessionalService")
    expect(business.name).toBe(site.businessName)
    expect(business.url).toBe(`${site.siteUrl}/`)
    expect(business.telephone).toBe(site.phone.e164)
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: "Hyderabad",
      addressRegion: "Telangana",
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    })
    expect(business.areaServed).toEqual({ "@type": "City", name: "Hyderabad" })
  })

  it("carries the 4.9 rating from 63 reviews", () => {
    expect(business.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 63, bestRating: 5, worstRating: 1 })
  })

  it("follows the config: a new phone number or rating shows up in the JSON-LD", () => {
    const changed = businessJsonLd({ ...site, phone: { display: "040 1234 5678", e164: "+914012345678" }, rating: { ...site.rating, value: 4.7, count: 80 } }) as Record<string, any>
    expect(changed.telephone).toBe("+914012345678")
    expect(changed.aggregateRating.ratingValue).toBe(4.7)
    expect(changed.aggregateRating.reviewCount).toBe(80)
  })
})

describe("breadcrumb JSON-LD", () => {
  it("lists the guide's breadcrumb with positions and absolute URLs", () => {
    const crumbs = breadcrumbFor("gst", "GST Registration", "/gst/services/gst-registration")
    expect(breadcrumbJsonLd(crumbs)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${site.siteUrl}/` },
        { "@type": "ListItem", position: 2, name: "GST Services", item: `${site.siteUrl}/gst/services` },
        { "@type": "ListItem", position: 3, name: "GST Registration", item: `${site.siteUrl}/gst/services/gst-registration` },
      ],
    })
  })
  it("gives nothing for an empty trail", () => {
    expect(breadcrumbJsonLd([])).toBeNull()
  })
})

describe("FAQ JSON-LD", () => {
  it("lists each question with its answer", () => {
    expect(faqJsonLd([{ question: "Is there a fee?", answer: "No. The government fee is nil." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Is there a fee?", acceptedAnswer: { "@type": "Answer", text: "No. The government fee is nil." } }],
    })
  })
  it("lists a question repeated by a combined page once, and skips empty items", () => {
    const data = faqJsonLd([
      { question: "Who needs a licence?", answer: "Every food business." },
      null,
      { question: "who needs a licence? ", answer: "Repeated." },
      { question: "  ", answer: "No question." },
      { question: "How long?", answer: "7 days." },
    ]) as Record<string, any>
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(["Who needs a licence?", "How long?"])
  })
  it("gives no FAQPage for a page without FAQs", () => {
    expect(faqJsonLd([])).toBeNull()
  })
})

describe("serialising JSON-LD into a script element", () => {
  it("cannot close the script element early and parses back to the same data", () => {
    const data = { "@type": "FAQPage", text: "Use </script><script>alert(1)</script> & <b>" }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&]/)
    expect(JSON.parse(text)).toEqual(data)
  })
})
