/**
 * The content model: every frontmatter field a Markdown page under content/
 * may have, described once. Everything else is generated from it:
 *
 * - the GraphQL types of the frontmatter (gatsby/schema.ts: `frontmatterTypeDefs`),
 * - the checks the build runs on every file before anything else reads it
 *   (gatsby/content-rules.ts: required fields, types, unknown fields, selects),
 * - the Decap CMS configuration at /admin (gatsby/cms-config.ts: one widget per field).
 *
 * To add a field: add it here (with a label and a hint an author understands),
 * then use it in a template's query. __tests__/unit/content-model.test.ts fails
 * when the GraphQL types and the CMS disagree, or when content uses a field
 * that is not described here.
 */
import { BLOCK_ORDER } from "../src/lib/body"
import { categories } from "../src/config/categories"
import { ICONS } from "../src/config/icons"
import { statLabels } from "../src/config/site"
import { LOCALES } from "../src/lib/i18n"

/** Templates an author may choose; the others (tool-*, search) are the site's own and stay on their files. */
export const AUTHOR_TEMPLATES = ["guide", "page", "combined", "update"] as const
export type AuthorTemplate = (typeof AUTHOR_TEMPLATES)[number]

/** Which kind of page a field belongs to (decides the CMS collection that shows it). */
export type PageKind = "guide" | "combined" | "page" | "tool" | "search" | "update" | "updates"

/** The kind of page a template builds. */
export function pageKind(template: string): PageKind | undefined {
  if (template === "guide" || template === "combined" || template === "page" || template === "search" || template === "update" || template === "updates") return template
  if (template.startsWith("tool-")) return "tool"
  return undefined
}

export const CATEGORY_NAMES = Object.keys(categories)

/** Section types of `page` pages (src/components/sections/SectionStatic.tsx renders each; a test compares the lists). */
export const SECTION_TYPES = ["hero", "cards", "steps", "stats", "testimonials", "cta", "list", "text", "contact", "listing", "team", "not-found"] as const

/** Optional looks of a section (src/components/sections/SectionStatic.tsx): a hero with "trust", cards as "tiles" or "links". */
export const SECTION_VARIANTS = ["trust", "tiles", "links"] as const

export const STAT_KEYS = Object.keys(statLabels)

/** Icons a card may show (the site's icon sprite, src/config/icons.ts). */
export const ICON_NAMES = Object.keys(ICONS)

interface FieldBase {
  name: string
  /** What the CMS shows as the field's name. */
  label: string
  /** One or two sentences for the author: what the field is for, an example. */
  hint?: string
  /**
   * true: every page must have it. A list of page kinds: those pages must have it.
   * Nested fields: required within their object or list item.
   */
  required?: boolean | readonly PageKind[]
  /** The page kinds that use the field (top-level fields only). */
  kinds?: readonly PageKind[]
  /** Lists: what one item is called ("Add FAQ"). */
  singular?: string
}

/** Text; `facts`: {{group.name}} tokens in it are replaced by the fact's value. */
export interface TextField extends FieldBase {
  type: "string" | "text"
  facts?: boolean
  /** The value must match (checked by the build, offered as a pattern in the CMS). */
  pattern?: { regex: string; message: string }
}
export interface SelectField extends FieldBase {
  type: "select"
  options: readonly string[]
}
export interface BooleanField extends FieldBase {
  type: "boolean"
}
export interface IntField extends FieldBase {
  type: "int"
}
/** A calendar date written YYYY-MM-DD. */
export interface DateField extends FieldBase {
  type: "date"
}
/** A list of texts (or of select options with `options`). */
export interface StringListField extends FieldBase {
  type: "strings"
  facts?: boolean
  options?: readonly string[]
  pattern?: { regex: string; message: string }
}
/** One object (`object`) or a list of objects (`objects`) of the GraphQL type `typeName`. */
export interface ObjectField extends FieldBase {
  type: "object" | "objects"
  typeName: string
  fields: readonly Field[]
  /** The CMS shows each list item by this field. */
  summary?: string
}

export type Field = TextField | SelectField | BooleanField | IntField | DateField | StringListField | ObjectField

const GUIDE: readonly PageKind[] = ["guide"]
const GUIDES: readonly PageKind[] = ["guide", "combined"]
const ALL: readonly PageKind[] = ["guide", "combined", "page", "tool", "search", "update", "updates"]
const UPDATE: readonly PageKind[] = ["update"]

const URL_PATH = { regex: "^/", message: 'a path that starts with "/", e.g. /gst/services/gst-registration' }
const INTERNAL_OR_TEL = { regex: "^(/|tel:)", message: 'a path on this site such as /our_profile/contact-us, or "tel:" for the phone number' }

/** A button or call-to-action band (also the `button` of a section). */
const CTA_FIELDS: readonly Field[] = [
  { name: "heading", type: "string", facts: true, label: "Heading", hint: "Call-to-action band only: its heading." },
  { name: "text", type: "text", facts: true, label: "Text", hint: "Call-to-action band only: one or two sentences under the heading." },
  { name: "label", type: "string", facts: true, label: "Button label", hint: 'The words on the button, e.g. "Get a Free Quote".' },
  { name: "path", type: "string", label: "Button link", pattern: INTERNAL_OR_TEL, hint: 'Where the button goes: a path on this site such as /our_profile/contact-us (the default), or "tel:" for the phone.' },
]

const CARD_FIELDS: readonly Field[] = [
  { name: "title", type: "string", facts: true, required: true, label: "Title" },
  { name: "text", type: "text", facts: true, label: "Text", hint: "Two lines at most." },
  { name: "path", type: "string", label: "Link", pattern: URL_PATH, hint: "Optional: the page the card opens, e.g. /gst/services/gst-registration." },
  { name: "icon", type: "select", options: ICON_NAMES, label: "Icon", hint: "Optional: the icon beside the title (src/config/icons.ts shows which drawing each name is)." },
  { name: "value", type: "string", facts: true, label: "Figure", hint: "Optional: a figure shown large above the title." },
  { name: "noFee", type: "boolean", label: "No price on the card", hint: "On for a service quoted case by case whose card links to a related guide (company compliance to the company registration guide): the card then does not show that guide's fee, which a visitor would read as this service's price." },
]

const STEP_FIELDS: readonly Field[] = [
  { name: "title", type: "string", facts: true, required: true, label: "Step" },
  { name: "text", type: "text", facts: true, label: "Explanation" },
  {
    name: "stage",
    type: "string",
    label: "Stage",
    hint: 'Which step of the home page\'s six-step company process this step belongs to, shown above its title (e.g. "Our step 6 of 6: Annual filings"). Leave empty elsewhere.',
  },
]

const QA_FIELDS: readonly Field[] = [
  { name: "question", type: "string", facts: true, required: true, label: "Question", hint: "As a visitor would ask it." },
  { name: "answer", type: "text", facts: true, required: true, label: "Answer", hint: "A short, direct answer. Fact tokens such as {{gst.threshold}} are replaced by the figure." },
]

const TESTIMONIAL_FIELDS: readonly Field[] = [
  { name: "name", type: "string", required: true, label: "Name" },
  { name: "company", type: "string", label: "Company" },
  { name: "content", type: "text", facts: true, required: true, label: "What they said" },
  { name: "rating", type: "int", required: true, label: "Rating (1 to 5)" },
  { name: "sample", type: "boolean", label: "Sample (not a real client yet)", hint: "On for the sample testimonials; replace them with real clients' words (with their permission) and switch it off. The launch check fails while it is on." },
]

const SECTION_FIELDS: readonly Field[] = [
  { name: "type", type: "select", options: SECTION_TYPES, required: true, label: "Section type", hint: "hero: the banner at the top; cards: a grid of linked cards; steps: a numbered process; stats: the firm's figures; testimonials; cta: a call-to-action band; list; text: paragraphs; contact: contact details and the quote form; listing: the guides of the categories in `listing`; team: the team and credentials (names and photos in src/config/team.ts); not-found: the 404 page." },
  { name: "id", type: "string", label: "Anchor", hint: "Optional: a short id so that links can jump to this section (#services)." },
  { name: "heading", type: "string", facts: true, label: "Heading" },
  { name: "intro", type: "text", facts: true, label: "Introduction", hint: "One line under the heading." },
  { name: "text", type: "text", facts: true, label: "Text", hint: "Paragraphs are separated by an empty line." },
  { name: "items", singular: "card", type: "objects", typeName: "Card", fields: CARD_FIELDS, summary: "title", label: "Cards" },
  { name: "noPrices", type: "boolean", label: "No prices on the cards", hint: "On for cards that each stand for a whole area of work (About's \"What we do best\"): the fee of the one guide a card links to would read as the starting price of everything it names." },
  { name: "steps", singular: "step", type: "objects", typeName: "Step", fields: STEP_FIELDS, summary: "title", label: "Steps" },
  { name: "list", singular: "item", type: "strings", facts: true, label: "List items" },
  { name: "testimonials", singular: "testimonial", type: "objects", typeName: "Testimonial", fields: TESTIMONIAL_FIELDS, summary: "name", label: "Testimonials" },
  { name: "stats", type: "strings", options: STAT_KEYS, label: "Figures", hint: "Which of the firm's figures to show (the numbers live in src/config/site.ts)." },
  { name: "button", type: "object", typeName: "Cta", fields: CTA_FIELDS, label: "Button" },
  { name: "secondary", type: "object", typeName: "Cta", fields: CTA_FIELDS, label: "Second button" },
  { name: "variant", type: "select", options: SECTION_VARIANTS, label: "Variant", hint: "Optional. hero with trust: the trust strip under the banner; cards with tiles: a compact grid with the icon beside the title; cards with links: a list of links with a line each." },
]

/** Every frontmatter field, in the order the CMS shows them. */
export const FRONTMATTER: readonly Field[] = [
  { name: "title", type: "string", facts: true, required: true, kinds: ALL, label: "Title", hint: "The page title in the browser tab and in search results; unique on the site, about 60 characters." },
  { name: "path", type: "string", required: true, kinds: ALL, label: "Address (path)", pattern: URL_PATH, hint: "The page's address on the site, e.g. /registrations/company/llp-registration. Change it only with a redirect (below)." },
  { name: "lang", type: "select", options: LOCALES, kinds: ALL, label: "Language", hint: 'en (the default) or te. A Telugu page is the file <name>.te.md beside the English <name>.md, at /te + the English address.' },
  { name: "template", type: "select", options: AUTHOR_TEMPLATES, required: true, kinds: ALL, label: "Template", hint: "guide: a guide with its blocks; combined: stacks several guides; page: built from sections; update: one change in the law on the updates page." },
  { name: "category", type: "select", options: CATEGORY_NAMES, required: GUIDE, kinds: GUIDES, label: "Category", hint: "The listing page and breadcrumb the guide belongs to." },
  { name: "order", type: "int", kinds: GUIDES, label: "Position in listings", hint: "Lower numbers come first on the category's listing page." },
  { name: "description", type: "text", facts: true, required: true, kinds: ALL, label: "Description", hint: "One or two sentences for search results and link previews (about 150 characters)." },
  { name: "keywords", singular: "keyword", type: "strings", kinds: ALL, label: "Search keywords", hint: "Phrases people type into a search engine for this page." },
  { name: "heading", type: "string", facts: true, kinds: ["guide", "combined", "tool", "search", "updates"], label: "Heading (H1)", hint: "The big heading at the top, when it should differ from the title." },
  { name: "lead", type: "text", facts: true, kinds: ["guide", "combined", "tool", "search", "updates"], label: "Lead", hint: "One or two sentences under the heading." },
  { name: "whatsappName", type: "string", kinds: GUIDES, label: "Name in messages", hint: 'The service\'s name as the WhatsApp and quote messages put it ("help with …", "a quote for …"), only when the heading does not read there: in Telugu a plural takes its oblique form, e.g. "హైదరాబాద్‌లో GST సేవల" for the heading "హైదరాబాద్‌లో GST సేవలు".' },
  { name: "reviewed", type: "date", required: GUIDE, kinds: GUIDES, label: "Last reviewed", hint: "The day the text was last checked against the law (shown as \"Last reviewed\"). Required on guides; a combined page without one shows the oldest date of the guides it stacks." },
  { name: "date", type: "date", required: UPDATE, kinds: UPDATE, label: "Date of the change", hint: "The day the change took effect (YYYY-MM-DD). The updates page and its feed list the newest first; each guide below shows \"Updated <date>: <title>\"." },
  { name: "notified", type: "date", kinds: UPDATE, label: "Date notified", hint: "The day the change was notified: the date of the gazette notification, order or Act (YYYY-MM-DD), as the official text gives it. Leave it empty only with a note below." },
  { name: "notifiedNote", type: "string", kinds: UPDATE, label: "Why the notification date is not given", hint: "Only when the official text's date could not be confirmed: say so, e.g. \"The date of the Finance Act, 2026 in the Gazette was not confirmed\". The entry then gives the day in force and the day on this site, and no notification date." },
  { name: "siteUpdated", type: "date", required: UPDATE, kinds: UPDATE, label: "Date the site was updated", hint: "The day the guides first showed the change (YYYY-MM-DD). The updates page shows the median days from notification to the site." },
  { name: "changedFacts", singular: "fact", type: "strings", required: UPDATE, kinds: UPDATE, label: "Facts it changed", hint: "The keys in content/facts.json (group.name) this change set or ended, e.g. passport.fee36. Every fact with an effective date from 1 April 2025, or an until on an earlier value, must be listed in one update." },
  { name: "source", type: "string", required: UPDATE, kinds: UPDATE, label: "Official source", pattern: { regex: "^https://", message: "an https:// address" }, hint: "The notification, rules or order itself (gazette, ministry or department page), e.g. https://egazette.gov.in/..." },
  { name: "sourceTitle", type: "string", required: UPDATE, kinds: UPDATE, label: "Source document", hint: 'The document: "Ministry of External Affairs, G.S.R. 516(E), 20 June 2026".' },
  { name: "affects", singular: "guide", type: "strings", required: UPDATE, kinds: UPDATE, label: "Guides it changed", pattern: URL_PATH, hint: "The paths of the guides this change affected, e.g. /Services/passport. Each shows a line linking here near its top." },
  {
    name: "fees",
    type: "object",
    typeName: "Fees",
    kinds: GUIDE,
    label: "Fee line",
    hint: "The line at the top of the guide: our fee, the government fee and the time it takes.",
    fields: [
      { name: "ours", type: "string", facts: true, label: "Our fee", hint: 'Our professional fee, e.g. "from ₹4,999".' },
      { name: "government", type: "string", facts: true, label: "Government fee", hint: 'The official fee, with a fact token where one exists: "{{trademark.feeIndividual}} per class", or "No government fee".' },
      { name: "time", type: "string", facts: true, label: "Time to complete", hint: 'With a fact token where one exists: "{{trademark.publication}}".' },
      { name: "calculator", type: "string", label: "Calculator link", pattern: URL_PATH, hint: 'Optional: a tool that works out the government fee for the visitor\'s case, e.g. /tools/trademark-fee; linked after the government fee.' },
      { name: "example", type: "boolean", label: "Our fee is an example", hint: "Leave on until the owner has set the fee; the launch check fails while it is on." },
    ],
  },
  {
    name: "inclusions",
    type: "object",
    typeName: "Inclusions",
    kinds: GUIDES,
    label: "What our fee includes",
    hint: "Shown beside the fee line and in the aside: what our professional fee covers, and what is paid separately.",
    fields: [
      { name: "covered", singular: "item", type: "strings", facts: true, label: "Our fee covers", hint: 'One item each: drafting, filing, following up with the department, what we hand over, e.g. "Drafting the memorandum and articles".' },
      { name: "excluded", singular: "item", type: "strings", facts: true, label: "Not included (paid separately)", hint: 'e.g. "Government fees and stamp duty, paid to the government at cost", "Digital signatures, if bought separately".' },
      { name: "example", type: "boolean", label: "These lists are an example", hint: "Leave on until the owner has confirmed what the fee includes; the launch check fails while it is on." },
    ],
  },
  {
    name: "glance",
    singular: "line",
    type: "objects",
    typeName: "Glance",
    kinds: GUIDE,
    summary: "label",
    label: "At a glance",
    hint: "Short label and value pairs in the box at the top.",
    fields: [
      { name: "label", type: "string", facts: true, required: true, label: "Label", hint: 'e.g. "Time to register".' },
      { name: "value", type: "string", facts: true, required: true, label: "Value", hint: 'e.g. "{{partnership.llpCompanyTime}}".' },
    ],
  },
  { name: "featuresHeading", type: "string", facts: true, kinds: GUIDE, label: "Features heading", hint: 'Default "Key features".' },
  { name: "features", singular: "feature", type: "objects", typeName: "Card", fields: CARD_FIELDS, summary: "title", kinds: GUIDE, label: "Features", hint: "Cards with an icon, a title and two lines." },
  { name: "pros", singular: "advantage", type: "strings", facts: true, kinds: GUIDE, label: "Advantages" },
  { name: "cons", singular: "disadvantage", type: "strings", facts: true, kinds: GUIDE, label: "Disadvantages" },
  { name: "stepsHeading", type: "string", facts: true, kinds: GUIDE, label: "Steps heading", hint: 'Default "Step-by-step process".' },
  { name: "steps", singular: "step", type: "objects", typeName: "Step", fields: STEP_FIELDS, summary: "title", kinds: GUIDE, label: "Steps", hint: "The process, in order; shown as a numbered timeline." },
  { name: "documentsHeading", type: "string", facts: true, kinds: GUIDE, label: "Documents heading", hint: 'Default "Documents required".' },
  { name: "documents", singular: "document", type: "strings", facts: true, kinds: GUIDE, label: "Documents required", hint: "One document per item; visitors can tick them off." },
  { name: "collapsiblesHeading", type: "string", facts: true, kinds: GUIDE, label: "Collapsible items heading", hint: 'Default "Compliance requirements".' },
  { name: "collapsibles", singular: "item", type: "objects", typeName: "Faq", fields: QA_FIELDS, summary: "question", kinds: GUIDE, label: "Collapsible items", hint: "Items that open one at a time (opening one closes the others)." },
  { name: "faqs", singular: "question", type: "objects", typeName: "Faq", fields: QA_FIELDS, summary: "question", kinds: GUIDE, label: "FAQs", hint: "Questions and answers; also given to search engines." },
  { name: "important", singular: "point", type: "strings", facts: true, kinds: GUIDE, label: "Important information" },
  {
    name: "portals",
    singular: "portal",
    type: "objects",
    typeName: "Portal",
    kinds: GUIDE,
    summary: "label",
    label: "Official portals",
    hint: "Links to government sites; they open in a new tab.",
    fields: [
      { name: "label", type: "string", facts: true, required: true, label: "Name", hint: 'e.g. "GST portal".' },
      { name: "url", type: "string", required: true, label: "Address", pattern: { regex: "^https://", message: "an https:// address" }, hint: "e.g. https://www.gst.gov.in" },
      { name: "text", type: "string", facts: true, label: "What it is for" },
    ],
  },
  { name: "enquiry", type: "boolean", kinds: GUIDE, label: "Show the enquiry form", hint: "Embeds the quote form in the guide." },
  { name: "disclaimer", type: "text", facts: true, kinds: GUIDE, label: "Disclaimer", hint: "A note at the end, e.g. that the guide is not legal advice." },
  { name: "cta", type: "object", typeName: "Cta", fields: CTA_FIELDS, kinds: GUIDES, label: "Call to action", hint: "The band at the end of the page." },
  { name: "includes", singular: "guide", type: "strings", kinds: ["combined"], label: "Guides on this page", pattern: URL_PATH, hint: "Combined pages only: the paths of the guides this page stacks, in order." },
  { name: "listing", type: "strings", options: CATEGORY_NAMES, kinds: ["page"], label: "Listed categories", hint: "Listing pages only: the guide categories a `listing` section lists." },
  {
    name: "cardFee",
    type: "string",
    kinds: ["combined", "page"],
    label: "Fee on cards that lead here",
    pattern: URL_PATH,
    hint: "Pages of several services: the guide whose fee a card leading here shows, with its name (\"Private Limited Company Registration: from ₹9,999\" on a \"Company registrations\" card). Without it, a combined page's cards show its first guide's fee and a listing page's the lowest of its guides'. The English path on a Telugu page too: the build uses the Telugu guide, which must exist.",
  },
  { name: "sections", singular: "section", type: "objects", typeName: "Section", fields: SECTION_FIELDS, summary: "type", kinds: ["page"], label: "Sections", hint: "The page from top to bottom." },
  { name: "aliases", singular: "address", type: "strings", kinds: ["guide", "combined", "page"], label: "Other addresses", pattern: URL_PATH, hint: "More addresses that show this same page (search engines are told the main one)." },
  { name: "redirect_from", singular: "old address", type: "strings", kinds: ["guide", "combined", "page"], label: "Old addresses (redirect)", pattern: URL_PATH, hint: "Old addresses that now redirect permanently to this page." },
]

/** The Markdown body: where its fact tokens and block markers are explained. */
export const BODY_HINT =
  `The text of the page in Markdown: "## " starts a section heading, a blank line starts a paragraph. ` +
  `Write {{group.name}} for a figure from the Facts (e.g. {{gst.threshold}}). ` +
  `Place a block where you want it with a marker line such as <!-- block:faqs --> (blocks: ${BLOCK_ORDER.join(", ")}); blocks you do not place follow the text.`

/** Whether a field is required on a page of this kind. */
export function isRequired(field: Field, kind: PageKind | undefined): boolean {
  if (field.required === true) return true
  if (!field.required || !kind) return false
  return field.required.includes(kind)
}

/** The fields the build requires on every page. */
export const REQUIRED_FIELDS = FRONTMATTER.filter(f => f.required === true).map(f => f.name)

/** Walks every field (nested ones too) with its path, e.g. ["faqs", "answer"]. */
export function walkFields(fields: readonly Field[], visit: (field: Field, path: string[]) => void, parent: string[] = []): void {
  for (const field of fields) {
    const path = [...parent, field.name]
    visit(field, path)
    if (field.type === "object" || field.type === "objects") walkFields(field.fields, visit, path)
  }
}
