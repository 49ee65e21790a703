// Generates Markdown guides with the same frontmatter and body shape as the
// hand-written ones in content/guides/, for the build-time benchmark
// (scripts/bench.mjs adds 1,000 of them to a temporary copy of the site).
import fs from "node:fs"
import path from "node:path"

const LOCALITIES = [
  "Madhapur", "Gachibowli", "Kukatpally", "Secunderabad", "Ameerpet", "Begumpet", "Banjara Hills",
  "Jubilee Hills", "Kondapur", "Miyapur", "Dilsukhnagar", "LB Nagar", "Uppal", "Kompally",
  "Manikonda", "Narsingi", "Attapur", "Mehdipatnam", "Tolichowki", "Himayatnagar", "Abids",
  "Koti", "Malakpet", "Nampally", "Somajiguda", "Panjagutta", "Sanathnagar", "Balanagar",
  "Bowenpally", "Tarnaka", "Shamshabad", "Medchal", "Patancheru", "Hitech City", "Khairatabad",
  "Lakdikapul", "Musheerabad", "Nagole", "Saroornagar", "Alwal",
]

/** Topic per category: [name, the fact group it cites, a fact key in that group]. */
const TOPICS = {
  company: [
    ["Private Limited Company Registration", "pvtLtd", "nameApproval"],
    ["LLP Registration", "partnership", "llpCompanyTime"],
    ["One Person Company Registration", "opc", "turnoverLimit"],
    ["Partnership Firm Registration", "partnership", "registrationTime"],
    ["Proprietorship Registration", "partnership", "proprietorshipTime"],
    ["Startup India Recognition", "startup", "age"],
  ],
  government: [
    ["IEC Code Registration", "iec", "issueTime"],
    ["Trade Licence", "iec", "changesWithin"],
    ["Labour Licence", "iec", "issueTime"],
    ["ISO Certification", "iec", "issueTime"],
    ["ESI and PF Registration", "iec", "changesWithin"],
  ],
  gst: [
    ["GST Registration", "gst", "threshold"],
    ["GST Return Filing", "gst", "threshold"],
    ["GST Amendment", "gst", "thresholdSpecial"],
    ["GST Cancellation", "gst", "threshold"],
  ],
  tax: [
    ["Income Tax Return Filing", "incomeTax", "deadline"],
    ["Tax Audit", "incomeTax", "auditTurnoverBusiness"],
    ["Professional Tax Registration", "incomeTax", "deadline"],
  ],
  trademark: [
    ["Trademark Registration", "pvtLtd", "nameApproval"],
    ["Trademark Renewal", "pvtLtd", "nameApproval"],
    ["Trademark Objection Reply", "pvtLtd", "nameApproval"],
  ],
  food: [
    ["FSSAI Basic Registration", "fssai", "basicLimit"],
    ["FSSAI State Licence", "fssai", "stateRange"],
    ["FSSAI Central Licence", "fssai", "centralAbove"],
  ],
  citizen: [
    ["PAN Card Application", "passport", "normal"],
    ["Aadhaar Address Update", "passport", "normal"],
    ["Passport Application", "passport", "normal"],
  ],
}

const slug = text => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")
const yaml = value => JSON.stringify(value)

/** Every (category, topic, locality) combination, in a stable order. */
function combinations() {
  const all = []
  for (const locality of LOCALITIES) {
    for (const [category, topics] of Object.entries(TOPICS)) {
      for (const [topic, group, key] of topics) all.push({ category, topic, group, key, locality })
    }
  }
  return all
}

/** Guides must say when they were last reviewed (the content check requires it): the day of the run. */
const REVIEWED = new Date().toISOString().slice(0, 10)

function guideMarkdown({ category, topic, group, key, locality }, order, facts) {
  // Cite a fact only when the site's facts.json has it, as a real guide would.
  const fact = facts[group]?.[key] !== undefined ? `{{${group}.${key}}}` : "a few working days"
  const title = `${topic} in ${locality}, Hyderabad`
  const where = `${locality}, Hyderabad`
  return `---
path: /guides/${category}/${slug(`${topic} ${locality}`)}
template: guide
category: ${category}
order: ${100 + order}
reviewed: ${REVIEWED}
title: ${yaml(title)}
heading: ${yaml(`${topic} in ${locality}`)}
description: ${yaml(`${topic} for businesses in ${where}: who needs it, documents, fees, the steps we follow and how long it takes.`)}
keywords:
  - ${yaml(`${topic} ${locality}`)}
  - ${yaml(`${topic} Hyderabad`)}
  - ${yaml(`${topic.toLowerCase()} consultant ${locality}`)}
lead: ${yaml(`We handle ${topic} for businesses in ${locality} from the first document check to the final certificate, and keep you informed at every step.`)}
glance:
  - label: Typical time
    value: ${yaml(fact)}
  - label: Where
    value: ${yaml(where)}
  - label: Apply
    value: Online, with our help
stepsHeading: ${yaml(`How ${topic} works in ${locality}`)}
steps:
  - title: Free consultation
    text: ${yaml(`Tell us about your business in ${locality}; we confirm what you need and what it costs.`)}
  - title: Document check
    text: We review your identity, address and business documents before anything is filed.
  - title: Application
    text: We prepare and file the application on the official portal and share the acknowledgement.
  - title: Follow-up
    text: We answer queries from the department and track the application until it is approved.
  - title: Certificate and compliance
    text: You receive the certificate, and we remind you of renewals and periodic filings.
documents:
  - PAN card of the applicant or business
  - Aadhaar card of the owner, partners or directors
  - ${yaml(`Proof of business address in ${locality} (electricity bill or rent agreement)`)}
  - Passport-size photographs
  - Bank statement or cancelled cheque
faqs:
  - question: ${yaml(`How long does ${topic} take in ${locality}?`)}
    answer: ${yaml(`Usually ${fact}, once the documents are complete.`)}
  - question: Can I apply without visiting an office?
    answer: Yes. The application is filed online and documents are shared by e-mail or WhatsApp.
  - question: What if the application is rejected?
    answer: We read the reason, correct the documents or the application and file it again.
  - question: Do you help after registration?
    answer: Yes. We track renewals, returns and changes so that you stay compliant.
important:
  - Keep the originals of every document you upload.
  - Names and addresses must match across all documents.
cta:
  heading: ${yaml(`Start your ${topic} in ${locality}`)}
  text: Send us your details and we call you back the same working day.
  label: Contact Us
  path: /our_profile/contact-us
---

## What is ${topic}?

${topic} is a registration or filing that businesses in ${where} complete with the government. It is the proof that your business follows the rules that apply to it, and banks, customers and government offices ask for it.

Businesses in ${locality} often need it when they open a bank account, sign a contract with a large customer, apply for a loan or bid for a tender.

## Who needs it?

- **New businesses** in ${locality} that are starting out.
- **Growing businesses** that have crossed a limit set by law.
- **Businesses that changed** their name, address, owners or activity.

## Fees and timelines

| | Typical |
|---|---|
| Time | ${fact} |
| Government fee | As shown on the official portal |
| Our fee | Fixed, agreed before we start |

<!-- block:steps -->

## After registration

Keep the certificate safe, display it where the law asks you to, and file the periodic returns on time. Late filing attracts penalties and interest. For help, [contact us](/our_profile/contact-us).
`
}

/** Writes `count` guides into `dir` (created); returns the paths of the files. */
export function writeGuides(dir, count, facts) {
  const all = combinations()
  if (count > all.length) throw new Error(`only ${all.length} distinct guides can be generated`)
  fs.mkdirSync(dir, { recursive: true })
  const files = []
  for (let i = 0; i < count; i++) {
    const guide = all[i]
    const file = path.join(dir, `${guide.category}-${slug(`${guide.topic} ${guide.locality}`)}.md`)
    fs.writeFileSync(file, guideMarkdown(guide, i, facts))
    files.push(file)
  }
  return files
}
