// The guide pages' design check that runs on every guide in the walk every per-page check shares
// (e2e/walk.mjs, run by e2e/layout.test.mjs; issue 12, "Guide pages that sell"): on a phone, the
// fee line and a contact action are inside the first screen. The other guide design tests, on one
// or two pages each, stay in e2e/design-guides.test.mjs.
import { contentRoutes } from "./content.mjs"

/** Every canonical guide, English and Telugu (from the frontmatter: which pages exist). */
export const GUIDES = [...new Set([...contentRoutes().values()].filter(r => r.template === "guide").map(r => r.canonical))].sort()
export const PHONE = { width: 375, height: 740 }

export const guideFirstScreenCheck = {
  name: "guide first screen",
  widths: [PHONE.width],
  pages: visit => GUIDES.includes(visit.path),
  async check(page, { path: p }) {
    const problems = []
    const r = await page.evaluate(() => {
      const hero = document.querySelector(".page-hero")
      const box = sel => {
        const el = hero?.querySelector(sel)
        return el ? el.getBoundingClientRect().toJSON() : null
      }
      return {
        fees: box(".fee-line"),
        ours: hero?.querySelector(".fee-line dd")?.textContent ?? "",
        quote: box('a[href^="/our_profile/contact-us"], a[href^="/te/our_profile/contact-us"]'),
        whatsapp: box('a[href^="https://wa.me/"]'),
      }
    })
    if (!r.fees) problems.push(`${p}: no fee line`)
    else if (r.fees.bottom > PHONE.height) problems.push(`${p}: fee line ends at ${Math.round(r.fees.bottom)}px`)
    // English "from ₹1,999"; Telugu "₹1,999 నుంచి" (or "నెలకు ₹999 నుంచి", "ఒక్కో క్లాస్‌కు ₹2,999 నుంచి": per month, per class).
    else if (!(p.startsWith("/te/") ? /₹[\d,]+ నుంచి$/ : /^from ₹[\d,]+/).test(r.ours)) problems.push(`${p}: our fee reads "${r.ours}"`)
    const action = [r.quote, r.whatsapp].filter(Boolean).sort((a, b) => a.bottom - b.bottom)[0]
    if (!action) problems.push(`${p}: no contact action in the hero`)
    else if (action.bottom > PHONE.height) problems.push(`${p}: the first contact action ends at ${Math.round(action.bottom)}px`)
    return problems
  },
}
