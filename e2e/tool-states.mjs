// Each tool brought to a result as a visitor would: the form filled in and sent. Shared by the
// layout test (e2e/layout.test.mjs) and `npm run screenshots`. Each returns a locator of what
// the visitor then sees.

/** The answer a visitor's plainest case gives, by question, where a test chose none; a yes/no question not named here is answered "no". */
const PLAINEST = { form: "proprietorship", supplies: "services", "contract-role": "principal" }

/**
 * The "which registrations" wizard chooses nothing for the visitor (reviews 43 and 44): answers,
 * as a visitor clicks, every question it asks that the test has not answered: 0 contract workers
 * if the box is empty, then each unanswered question in the form's order (one that an answer
 * brings in, such as whose the contract workers are, included). Either language: by the values.
 */
export async function answerTheRest(page) {
  const contract = page.locator("#which-contract")
  if ((await contract.inputValue()) === "") await contract.fill("0")
  const unanswered = page.locator("main fieldset.choice-group:not(:has(input:checked))").first()
  while ((await unanswered.count()) > 0) {
    const name = await unanswered.locator("input[type=radio]").first().getAttribute("name")
    await unanswered.locator(`input[value="${PLAINEST[name] ?? "no"}"]`).check()
  }
}

export const TOOL_RESULTS = {
  "/tools/which-registrations": async page => {
    await page.getByLabel("Expected yearly turnover", { exact: true }).fill("25")
    await page.getByLabel("Number of employees", { exact: true }).fill("25")
    await page.getByLabel(/^Contract workers/).fill("0")
    await page.getByLabel("How many of your employees and the contract workers you use earn ₹21,000 a month or less?").fill("12")
    // from premises: the trade licence's reason lists Hyderabad's three corporations and their zones, the answer's longest finding
    await page.getByRole("group", { name: "Do you trade from a shop, restaurant, workshop, godown, clinic or other premises?" }).getByLabel("Yes", { exact: true }).check()
    // the rest as a services proprietorship answers them
    await answerTheRest(page)
    await page.getByRole("button", { name: "Show what I need" }).click()
    return page.getByRole("heading", { name: "What your business needs" })
  },
  // The wizard in Telugu (issue 24): the same answers, its Telugu labels (src/config/strings/tools.te.ts).
  "/te/tools/which-registrations": async page => {
    await page.getByLabel("అంచనా వేసిన ఏడాది టర్నోవర్", { exact: true }).fill("25")
    await page.getByLabel("ఉద్యోగుల సంఖ్య", { exact: true }).fill("25")
    await page.getByLabel(/^కాంట్రాక్ట్ కార్మికులు:/).fill("0")
    await page.getByLabel(/₹21,000/).fill("12")
    await page.getByRole("group", { name: "షాపు, రెస్టారెంట్, వర్క్‌షాప్, గోడౌన్, క్లినిక్ లేదా ఇతర వ్యాపార స్థలం నుంచి వ్యాపారం చేస్తారా?" }).getByLabel("అవును", { exact: true }).check()
    await answerTheRest(page)
    await page.getByRole("button", { name: "నాకు ఏం కావాలో చూపించండి" }).click()
    return page.getByRole("heading", { name: "మీ వ్యాపారానికి ఏం కావాలి" })
  },
  "/tools/fssai-licence": async page => {
    await page.getByLabel("Yearly turnover of the food business", { exact: true }).fill("30")
    await page.getByRole("button", { name: "Find my licence" }).click()
    return page.locator(".tool-result")
  },
  "/tools/udyam-classification": async page => {
    await page.getByLabel("Investment in plant and machinery or equipment", { exact: true }).fill("2")
    await page.getByLabel("Yearly turnover", { exact: true }).fill("8")
    await page.getByRole("button", { name: "Find my class" }).click()
    return page.locator(".tool-result")
  },
  "/tools/pf-contribution": async page => {
    await page.getByLabel("Monthly wage in rupees (basic pay + DA)", { exact: true }).fill("25,000")
    await page.getByRole("button", { name: "Calculate contributions" }).click()
    return page.locator(".tool-result table")
  },
  "/tools/trademark-fee": async page => {
    await page.getByLabel("Number of classes", { exact: true }).fill("3")
    await page.getByRole("button", { name: "Calculate the fee" }).click()
    return page.locator(".tool-result")
  },
  "/tools/incorporation-cost": async page => {
    // a private limited company above the fee waiver: every line of both tables has a figure
    await page.getByLabel("Authorised capital", { exact: true }).fill("25")
    await page.getByRole("combobox", { name: "Unit of the authorised capital" }).selectOption("lakh")
    await page.getByLabel("Number of directors", { exact: true }).fill("3")
    await page.getByRole("button", { name: "Work out the cost" }).click()
    return page.getByRole("region", { name: "Cost of incorporating in Telangana" })
  },
  "/tools/compliance-calendar": async page => {
    await page.getByLabel("Private limited company").check()
    await page.getByLabel("Deducts TDS (salaries, rent, contractors, professionals)").check()
    return page.locator(".calendar-results")
  },
}
