// The FAQ items of every guide, clicked open and closed in the walk every page shares
// (e2e/walk.mjs, run and reported by e2e/layout.test.mjs; issue 31: guides.test.mjs loaded every
// guide again for it): on a phone, a question's button toggles aria-expanded and shows or hides
// its answer, the sampled answers read as the reviewed content says them, and two items stay open
// together. guides.test.mjs keeps its other FAQ tests (the info pages, the society items) and
// imports the helpers below.
import assert from "node:assert/strict"
import { contentRoutes, guideUrls } from "./content.mjs"

/** Every canonical English guide (from the frontmatter: which pages exist). */
const CONTENT = contentRoutes()
export const CANONICAL_GUIDES = guideUrls(CONTENT).filter(p => CONTENT.get(p).canonical === p && CONTENT.get(p).template === "guide")

/**
 * A representative set of FAQ items, written here as the reviewed content says them (not read
 * from the Markdown): the item is on its guide, and opening it shows exactly this answer.
 * Chosen to hold no fee or date (those are checked against the law in law-*.test.mjs).
 */
export const FAQ_SAMPLES = {
  "/registrations/company/proprietorship-firm": [
    "Is there a registration certificate for a proprietorship?",
    "No. A proprietorship has no incorporation certificate. It is recognised through the registrations it holds, such as GST, Udyam (MSME) and the GHMC trade licence.",
  ],
  "/registrations/company/partnership-firm": [
    "Is registration of a partnership firm compulsory?",
    "No, registration is optional. But an unregistered firm cannot sue customers or third parties in court to enforce its contracts, and partners cannot sue the firm or each other under the deed. Banks also prefer a registered firm, so we recommend registering.",
  ],
  "/gst/services/gst-registration": [
    "Can I register for GST voluntarily below the limit?",
    "Yes. Many small businesses register voluntarily to claim input tax credit or sell to GST-registered companies. Once registered, you must file returns like any other taxpayer.",
  ],
  "/trademark/services/trademark-renewal": [
    "Can I change the logo when I renew?",
    "No. Renewal keeps the mark exactly as registered. A new or substantially changed logo needs a fresh trademark application.",
  ],
  "/food-license/fssai/food-license-registration": [
    "Where do I print my 14-digit FSSAI number?",
    "On the label of every packaged food product, with the FSSAI logo, and on the bills and invoices you give customers.",
  ],
  "/registrations/company/labour-license": [
    "Who needs the licence, the contractor or the company?",
    "The contractor who supplies or engages the workers needs the licence. The company using the workers (the principal employer) registers its own establishment under the OSH Code and remains responsible for the workers' wages and welfare if the contractor fails to pay.",
  ],
  "/tax-compliances/services/professional-tax-registration": [
    "What is the difference between PTEC and PTRC?",
    "PTEC (enrolment certificate) is for the business or professional paying professional tax on its own account. PTRC (registration certificate) is for an employer who deducts professional tax from employees' salaries and pays it to the State. An employer usually needs both.",
  ],
}

/** The FAQ region of a guide page and its question buttons. */
export function faqRegion(page) {
  return page.getByRole("region", { name: "Frequently asked questions", exact: true })
}

/** A question's answer panel: hidden once React has hydrated (it shows without JavaScript). */
export async function answerPanel(page, button) {
  return page.locator(`#${await button.getAttribute("aria-controls")}`)
}

/** Opens and closes one FAQ item; returns the answer it showed. */
export async function expectToggles(page, button, label) {
  const panel = await answerPanel(page, button)
  assert.equal(await button.getAttribute("aria-expanded"), "false", `${label}: starts closed`)
  // answers show until React has hydrated (so they read without JavaScript), then collapse
  await panel.waitFor({ state: "hidden" })
  await button.click()
  assert.equal(await button.getAttribute("aria-expanded"), "true", `${label}: opens`)
  assert.equal(await panel.isVisible(), true, `${label}: answer shown`)
  const answer = (await panel.innerText()).trim()
  assert.ok(answer.split(/\s+/).length >= 5, `${label}: a real answer (${JSON.stringify(answer)})`)
  await button.click()
  assert.equal(await button.getAttribute("aria-expanded"), "false", `${label}: closes`)
  assert.equal(await panel.isVisible(), false, `${label}: answer hidden again`)
  return answer
}

/**
 * On every guide at 375px: its FAQ items are questions, the last and the sampled one toggle, two
 * stay open together. The check puts the page back as it found it for the walk's other widths:
 * every item closed, nothing focused, the pointer where it was.
 */
export const faqCheck = {
  name: "FAQ items",
  widths: [375],
  pages: visit => CANONICAL_GUIDES.includes(visit.path),
  async check(page, { path: url }) {
    try {
      const buttons = faqRegion(page).locator(".disclosure__button")
      const questions = (await buttons.allInnerTexts()).map(t => t.trim())
      assert.ok(questions.length >= 3, `${url}: ${questions.length} FAQ items`)
      assert.ok(questions.every(q => q.endsWith("?")), `${url}: every item is a question: ${JSON.stringify(questions)}`)
      const last = questions.length - 1
      await expectToggles(page, buttons.nth(last), `${url} FAQ ${last + 1}`)
      const sample = FAQ_SAMPLES[url]
      if (sample) {
        const [question, answer] = sample
        const i = questions.indexOf(question)
        assert.ok(i >= 0, `${url}: the question "${question}" in ${JSON.stringify(questions)}`)
        assert.equal(await expectToggles(page, buttons.nth(i), `${url} "${question}"`), answer)
      }
      // opening two FAQ items keeps both open
      await buttons.nth(0).click()
      await buttons.nth(1).click()
      assert.equal(await buttons.nth(0).getAttribute("aria-expanded"), "true", url)
      assert.equal(await buttons.nth(1).getAttribute("aria-expanded"), "true", url)
      // as found: both closed again, the focus and the pointer off them
      await buttons.nth(1).click()
      await buttons.nth(0).click()
      assert.equal(await buttons.nth(0).getAttribute("aria-expanded"), "false", url)
      assert.equal(await buttons.nth(1).getAttribute("aria-expanded"), "false", url)
      await page.evaluate(() => document.activeElement?.blur())
      await page.mouse.move(-1, -1)
      return []
    } catch (error) {
      if (error instanceof assert.AssertionError) return [error.message.startsWith(url) ? error.message : `${url}: ${error.message}`]
      throw error
    }
  },
}
