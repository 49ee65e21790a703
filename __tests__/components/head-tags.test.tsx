import * as React from "react"
import { render, waitFor } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { HeadTags } from "../../src/components/shell/HeadTags"
import { headData } from "../../src/lib/head-data"

// A guide's head: its tags through react-helmet, its JSON-LD where HeadTags is placed (issue 31:
// the guide template places it after the text, so gzip finds the questions the FAQPage block repeats).
const head = headData({
  title: "PF Registration in Hyderabad",
  canonicalPath: "/registrations/company/pf-registration",
  structuredData: [
    { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [] },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Is PF <mandatory> & when?", acceptedAnswer: { "@type": "Answer", text: "At 20 employees </script>" } }],
    },
  ],
})

describe("HeadTags", () => {
  it("writes the JSON-LD blocks where it is placed, not into the head, escaped so no text closes the script", () => {
    const html = renderToString(
      <main>
        <p>The guide's text</p>
        <HeadTags head={head} />
      </main>,
    )
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(m => m[1])
    expect(blocks.map(b => JSON.parse(b)["@type"])).toEqual(["BreadcrumbList", "FAQPage"])
    // after the text, inside <main>: where the template put it
    expect(html.indexOf("The guide's text")).toBeLessThan(html.indexOf("application/ld+json"))
    expect(html.endsWith("</script></main>")).toBe(true)
    // the text's < > & escaped in the JSON (the same string the build made), and read back as written
    expect(blocks[1]).not.toMatch(/[<>&]/)
    expect(JSON.parse(blocks[1]).mainEntity[0].name).toBe("Is PF <mandatory> & when?")
    expect(JSON.parse(blocks[1]).mainEntity[0].acceptedAnswer.text).toBe("At 20 employees </script>")
    expect(blocks).toEqual(head.jsonLd.map(b => b.json))
  })

  it("in the browser: the blocks in place, each once; the title and canonical in the head through react-helmet, and no JSON-LD there", async () => {
    const { container } = render(<HeadTags head={head} />)
    expect([...container.querySelectorAll('script[type="application/ld+json"]')].map(s => JSON.parse(s.textContent ?? "")["@type"])).toEqual(["BreadcrumbList", "FAQPage"])
    await waitFor(() => expect(document.title).toBe(head.title))
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(head.canonical)
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0)
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2)
  })
})
