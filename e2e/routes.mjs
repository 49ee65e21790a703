// Every route the spec names (section 2), plus every link the site itself shows
// (menu rule, footer, 404 page): each must answer 200 with its own heading.
export const SPEC_ROUTES = [
  "/", "/home",
  "/business-registration", "/gst-registration", "/trade-license", "//trade-license", "/society-registration",
  "/trademark-registration", "/food-registration", "/iec-registration", "/income-tax-filing", "/labour-license",
  "/msme-registration", "/Services/xx",
  "/services", "/expert-services", "/features", "/services/business-documentation", "/contact-us", "/contact-us/",
  "/shop/", "/WEBORIUM/weborium",
  "/registrations", "/registrations/company", "/registrations/government",
  "/registrations/company/proprietorship-firm", "/registrations/company/pvt-ltd-registration",
  "/registrations/company/partnership-firm", "/registrations/company/opc-registration",
  "/registrations/company/startup-india-registration", "/registrations/company/udyam-(msme)-registration",
  "/registrations/company/llp-registration", "/registrations/company/society-registration",
  "/registrations/company/iec-code-registration", "/registrations/company/pf-registration",
  "/registrations/company/municipal-trade-license", "/registrations/company/labour-license",
  "/registrations/company/ghmc-trade-license", "/registrations/company/iso-registration",
  "/registrations/company/esi-registration",
  "/tax-compliances/services/income-tax-filing", "/tax-compliances/services/income-tax-audit",
  "/tax-compliances/services/professional-tax-registration",
  "/gst/services/gst-registration", "/gst/services/gst-return-filing", "/gst/services/gst-modifications", "/gst/services",
  "/trademark/services/trademark-registration", "/trademark/services/trademark-renewal",
  "/trademark/services/trademark-opposition", "/trademark/services/trademark-objection",
  "/food-license/fssai/food-license-registration", "/food-license/fssai/food-central-license",
  "/food-license/fssai/food-state-license", "/food-license/fssai",
  "/gov/iec-code-registration", "/gov/esi-registration", "/gov/labour-license", "/gov/ghmc-trade-license", "/gov/iso-registration",
  "/our_profile/aboutuspage", "/our_profile/contact-us",
  "/Services/-pan-card-", "/Services/-adhar-card-update-", "/Services/passport",
  // links the site shows
  "/Services/services", "/Services", "/WEBORIUM", "/trademark/services", "/tax-compliances/services", "/our_profile",
  "/registrations/company/udyam-registration", "/contact",
]

// Legacy URLs and the page each lands on.
export const LEGACY = {
  "/products/simple-digital-product/": "/services",
  "/products/product-multiple-subscription-options/": "/food-license/fssai/food-license-registration",
  "/products/simple-physical-product/": "/food-license/fssai/food-state-license",
  "/products/subscribe-save-product/": "/our_profile/aboutuspage",
}
