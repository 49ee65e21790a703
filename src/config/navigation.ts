import { buildNav, type NavEntrySource } from "../lib/nav"
import { QUOTE_PATH } from "./contact-basics"

/** The top-level navigation table, exactly as the spec gives it. */
export const navSource: NavEntrySource[] = [
  { label: "HOME", path: "/" },
  { label: "SERVICES", path: "/Services", items: ["Services", "Passport"] },
  { label: "WEB SERVICES", path: "/WEBORIUM", items: ["Weborium"] },
  {
    label: "REGISTRATIONS",
    path: "/registrations/company",
    items: [
      "Proprietorship Firm",
      "Partnership Firm",
      "PVT LTD Registration",
      "OPC Registration",
      "LLP Registration",
      "Startup India Registration",
      "Society Registration",
      "Udyam (MSME) Registration",
      "Labour License",
      "GHMC Trade License",
      "Municipal Trade License",
      "ISO Registration",
      "IEC Code Registration",
      "ESI Registration",
      "PF Registration",
    ],
  },
  {
    label: "FOOD LICENSE",
    path: "/food-license/fssai",
    items: ["Food License Registration", "Food State License", "Food Central License"],
  },
  {
    label: "TRADEMARK",
    path: "/trademark/services",
    items: ["TradeMark Registration", "TradeMark Renewal", "Trademark Opposition", "Trademark Objection"],
  },
  { label: "GST", path: "/gst/services", items: ["GST Registration", "GST Return Filing", "GST Modifications"] },
  {
    label: "TAX",
    path: "/tax-compliances/services",
    items: ["Income Tax Filing", "Income Tax Audit", "Professional Tax Registration"],
  },
  { label: "Our Profile", path: "/our_profile", items: ["AboutUsPage", "", "Contact Us"] },
]

/**
 * The tools (issue 22), added to the spec's table without changing its entries: one more
 * entry before "Our Profile", whose items follow the spec's rule (path + item name in lower
 * case with hyphens): /tools/which-registrations, /tools/fssai-licence and so on.
 */
export const toolsEntry: NavEntrySource = {
  label: "TOOLS",
  path: "/tools",
  items: [
    "Which Registrations",
    "Incorporation Cost",
    "FSSAI Licence",
    "Trademark Fee",
    "Udyam Classification",
    "PF Contribution",
    "Compliance Calendar",
  ],
}

/** The navigation: the spec's entries in the spec's order, with the tools before "Our Profile". */
export const nav = buildNav([...navSource.slice(0, -1), toolsEntry, ...navSource.slice(-1)])

export interface FooterColumn {
  heading: string
  /** `quote`: the link is the quote form (at `path`) naming the service by the link's label, for a service with no guide. */
  links: { label: string; path: string; quote?: true }[]
}

/**
 * Footer link columns with the spec's targets, except where the spec's target is the government
 * registrations overview: the trade licence, IEC, ESI and PF links lead to their own guides (Telugu
 * review 5, minor 14), and the drug licence, which no guide covers, to the quote form naming it.
 */
export const footerColumns: FooterColumn[] = [
  {
    heading: "Start A Business",
    links: [
      { label: "Proprietorship Firm", path: "/registrations/company/proprietorship-firm" },
      { label: "Partnership Firm", path: "/registrations/company/partnership-firm" },
      { label: "Private Limited Company", path: "/registrations/company/pvt-ltd-registration" },
      { label: "LLP Registration", path: "/registrations/company/llp-registration" },
      { label: "One Person Company", path: "/registrations/company/opc-registration" },
    ],
  },
  {
    heading: "License",
    links: [
      { label: "Food License (FSSAI)", path: "/food-license/fssai/food-license-registration" },
      { label: "Trade License", path: "/registrations/company/ghmc-trade-license" },
      { label: "IEC Code", path: "/registrations/company/iec-code-registration" },
      { label: "Drug License", path: QUOTE_PATH, quote: true },
      { label: "Labour License", path: "/gov/labour-license" },
    ],
  },
  {
    heading: "Registrations",
    links: [
      { label: "Trademark Registration", path: "/trademark/services/trademark-registration" },
      { label: "Society Registration", path: "/registrations/company/society-registration" },
      { label: "ESI Registration", path: "/registrations/company/esi-registration" },
      { label: "PF Registration", path: "/registrations/company/pf-registration" },
      { label: "Udyam (MSME) Registration", path: "/registrations/company/udyam-registration" },
    ],
  },
  {
    heading: "Goods & Services Tax",
    links: [
      { label: "GST Registration", path: "/gst/services/gst-registration" },
      { label: "GST Return Filing", path: "/gst/services/gst-return-filing" },
      { label: "E-way Bills", path: "/gst/services/gst-return-filing" },
      { label: "GST Modifications", path: "/gst/services/gst-modifications" },
      { label: "GST Cancellation", path: "/gst/services/gst-modifications" },
    ],
  },
]
