// Every route the spec names (section 2), plus every link the site itself shows (menu rule,
// footer, 404 page), with what a visitor must find there: the page's one <h1> and the canonical
// path the page declares (an alias shows its canonical page).
//
// The expected values are written here, not read from the Markdown under test (issue 10): a
// wrong heading or a broken alias in content/ fails the test. Headings the spec gives are the
// spec's words ('Company Registrations', 'Government Registrations', 'All Registrations');
// the others are the headings the site was reviewed with. Change a heading here and in the
// content together.

/** route -> [h1, canonical path] */
export const ROUTES = {
  "/": ["Register, license and run your business in Hyderabad without the paperwork", "/"],
  "/home": ["Register, license and run your business in Hyderabad without the paperwork", "/"],
  "/business-registration": ["Business Registration in Hyderabad", "/business-registration"],
  "/gst-registration": ["GST Registration", "/gst/services/gst-registration"],
  "/trade-license": ["GHMC Trade Licence Registration", "/registrations/company/ghmc-trade-license"],
  "//trade-license": ["GHMC Trade Licence Registration", "/registrations/company/ghmc-trade-license"],
  "/society-registration": ["Society Registration", "/registrations/company/society-registration"],
  "/trademark-registration": ["Trademark Registration", "/trademark/services/trademark-registration"],
  "/food-registration": ["FSSAI Food Licence Registration", "/food-license/fssai/food-license-registration"],
  "/iec-registration": ["IEC Code Registration", "/registrations/company/iec-code-registration"],
  "/income-tax-filing": ["Income Tax Return Filing", "/tax-compliances/services/income-tax-filing"],
  "/labour-license": ["Labour Licence Registration", "/registrations/company/labour-license"],
  "/msme-registration": ["Udyam (MSME) Registration", "/registrations/company/udyam-(msme)-registration"],
  "/Services/xx": ["Business Registration in Hyderabad", "/business-registration"],
  "/services": ["Our Services", "/services"],
  "/expert-services": ["Expert Services", "/expert-services"],
  "/features": ["Features of Our Service", "/features"],
  "/services/business-documentation": ["Business Documentation", "/services/business-documentation"],
  "/contact-us": ["Let's get your business registered", "/contact-us"],
  "/contact-us/": ["Let's get your business registered", "/contact-us"],
  "/shop/": ["Website Development by Weborium", "/WEBORIUM/weborium"],
  "/WEBORIUM/weborium": ["Website Development by Weborium", "/WEBORIUM/weborium"],
  // spec: "one listing page with a heading by type"
  "/registrations": ["All Registrations", "/registrations"],
  "/registrations/company": ["Company Registrations", "/registrations/company"],
  "/registrations/government": ["Government Registrations", "/registrations/government"],
  "/registrations/company/proprietorship-firm": ["Proprietorship Firm Registration", "/registrations/company/proprietorship-firm"],
  "/registrations/company/pvt-ltd-registration": ["Private Limited Company Registration", "/registrations/company/pvt-ltd-registration"],
  "/registrations/company/partnership-firm": ["Partnership Firm Registration", "/registrations/company/partnership-firm"],
  "/registrations/company/opc-registration": ["One Person Company (OPC) Registration", "/registrations/company/opc-registration"],
  "/registrations/company/startup-india-registration": ["Startup India Registration", "/registrations/company/startup-india-registration"],
  "/registrations/company/udyam-(msme)-registration": ["Udyam (MSME) Registration", "/registrations/company/udyam-(msme)-registration"],
  "/registrations/company/llp-registration": ["Limited Liability Partnership (LLP) Registration", "/registrations/company/llp-registration"],
  "/registrations/company/society-registration": ["Society Registration", "/registrations/company/society-registration"],
  "/registrations/company/iec-code-registration": ["IEC Code Registration", "/registrations/company/iec-code-registration"],
  "/registrations/company/pf-registration": ["PF Registration", "/registrations/company/pf-registration"],
  "/registrations/company/municipal-trade-license": ["Municipal Trade Licence in Telangana", "/registrations/company/municipal-trade-license"],
  "/registrations/company/labour-license": ["Labour Licence Registration", "/registrations/company/labour-license"],
  "/registrations/company/ghmc-trade-license": ["GHMC Trade Licence Registration", "/registrations/company/ghmc-trade-license"],
  "/registrations/company/iso-registration": ["ISO Certification", "/registrations/company/iso-registration"],
  "/registrations/company/esi-registration": ["ESI Registration", "/registrations/company/esi-registration"],
  "/tax-compliances/services/income-tax-filing": ["Income Tax Return Filing", "/tax-compliances/services/income-tax-filing"],
  "/tax-compliances/services/income-tax-audit": ["Income Tax Audit (Section 63, formerly Section 44AB)", "/tax-compliances/services/income-tax-audit"],
  "/tax-compliances/services/professional-tax-registration": ["Professional Tax Registration in Telangana", "/tax-compliances/services/professional-tax-registration"],
  "/gst/services/gst-registration": ["GST Registration", "/gst/services/gst-registration"],
  "/gst/services/gst-return-filing": ["GST Return Filing", "/gst/services/gst-return-filing"],
  "/gst/services/gst-modifications": ["GST Modifications and Cancellation", "/gst/services/gst-modifications"],
  "/gst/services": ["GST Services in Hyderabad", "/gst/services"],
  "/trademark/services/trademark-registration": ["Trademark Registration", "/trademark/services/trademark-registration"],
  "/trademark/services/trademark-renewal": ["Trademark Renewal", "/trademark/services/trademark-renewal"],
  "/trademark/services/trademark-opposition": ["Trademark Opposition", "/trademark/services/trademark-opposition"],
  "/trademark/services/trademark-objection": ["Trademark Objection", "/trademark/services/trademark-objection"],
  "/food-license/fssai/food-license-registration": ["FSSAI Food Licence Registration", "/food-license/fssai/food-license-registration"],
  "/food-license/fssai/food-central-license": ["FSSAI Central Food Licence", "/food-license/fssai/food-central-license"],
  "/food-license/fssai/food-state-license": ["FSSAI State Food Licence", "/food-license/fssai/food-state-license"],
  "/food-license/fssai": ["FSSAI Food Licence in Hyderabad", "/food-license/fssai"],
  "/gov/iec-code-registration": ["IEC Code and ESI Registration", "/gov/iec-code-registration"],
  "/gov/esi-registration": ["IEC Code and ESI Registration", "/gov/iec-code-registration"],
  "/gov/labour-license": ["Labour Licence Registration", "/registrations/company/labour-license"],
  "/gov/ghmc-trade-license": ["GHMC Trade Licence Registration", "/registrations/company/ghmc-trade-license"],
  "/gov/iso-registration": ["ISO Certification", "/registrations/company/iso-registration"],
  "/our_profile/aboutuspage": ["About Us", "/our_profile/aboutuspage"],
  "/our_profile/contact-us": ["Contact Us", "/our_profile/contact-us"],
  "/Services/-pan-card-": ["PAN Card Application and Correction", "/Services/-pan-card-"],
  "/Services/-adhar-card-update-": ["Aadhaar Card Address Update", "/Services/-adhar-card-update-"],
  "/Services/passport": ["Passport Application in Hyderabad", "/Services/passport"],
  "/Services/services": ["Our Services", "/services"],
  "/Services": ["Services for You and Your Business", "/Services"],
  "/WEBORIUM": ["Web Services", "/WEBORIUM"],
  "/trademark/services": ["Trademark Services", "/trademark/services"],
  "/tax-compliances/services": ["Tax Compliances", "/tax-compliances/services"],
  "/our_profile": ["Our Profile", "/our_profile"],
  "/registrations/company/udyam-registration": ["Udyam (MSME) Registration", "/registrations/company/udyam-(msme)-registration"],
  "/contact": ["Contact Us", "/our_profile/contact-us"],
  // The Telugu edition (issue 24): the pages translated, with their Telugu headings.
  "/te": ["కాగితాల తలనొప్పి లేకుండా హైదరాబాద్‌లో మీ వ్యాపారాన్ని రిజిస్టర్ చేయండి, లైసెన్సులు తీసుకోండి, నడపండి", "/te"],
  "/te/our_profile/aboutuspage": ["మా గురించి", "/te/our_profile/aboutuspage"],
  "/te/our_profile/contact-us": ["మమ్మల్ని సంప్రదించండి", "/te/our_profile/contact-us"],
  "/te/tools": ["మీ వ్యాపారానికి ఉచిత టూల్స్", "/te/tools"],
  "/te/tools/which-registrations": ["నాకు ఏ రిజిస్ట్రేషన్లు కావాలి?", "/te/tools/which-registrations"],
  "/te/tools/fssai-licence": ["FSSAI లైసెన్స్ కాలిక్యులేటర్", "/te/tools/fssai-licence"],
  "/te/tools/udyam-classification": ["ఉద్యమ్ (MSME) వర్గీకరణ కాలిక్యులేటర్", "/te/tools/udyam-classification"],
  "/te/tools/pf-contribution": ["PF కంట్రిబ్యూషన్ కాలిక్యులేటర్", "/te/tools/pf-contribution"],
  "/te/tools/trademark-fee": ["ట్రేడ్‌మార్క్ ఫీజు కాలిక్యులేటర్", "/te/tools/trademark-fee"],
  "/te/tools/incorporation-cost": ["తెలంగాణలో ఇన్‌కార్పొరేషన్ ఖర్చు", "/te/tools/incorporation-cost"],
  "/te/tools/compliance-calendar": ["కంప్లయెన్స్ క్యాలెండర్", "/te/tools/compliance-calendar"],
  "/te/registrations/company/proprietorship-firm": ["ప్రొప్రైటర్‌షిప్ సంస్థ రిజిస్ట్రేషన్", "/te/registrations/company/proprietorship-firm"],
  "/te/registrations/company/partnership-firm": ["పార్ట్‌నర్‌షిప్ సంస్థ రిజిస్ట్రేషన్", "/te/registrations/company/partnership-firm"],
  "/te/registrations/company/pvt-ltd-registration": ["ప్రైవేట్ లిమిటెడ్ కంపెనీ రిజిస్ట్రేషన్", "/te/registrations/company/pvt-ltd-registration"],
  "/te/registrations/company/udyam-(msme)-registration": ["ఉద్యమ్ (MSME) రిజిస్ట్రేషన్", "/te/registrations/company/udyam-(msme)-registration"],
  "/te/registrations/company/pf-registration": ["PF రిజిస్ట్రేషన్", "/te/registrations/company/pf-registration"],
  "/te/registrations/company/esi-registration": ["ESI రిజిస్ట్రేషన్", "/te/registrations/company/esi-registration"],
  "/te/registrations/company/iec-code-registration": ["IEC కోడ్ రిజిస్ట్రేషన్", "/te/registrations/company/iec-code-registration"],
  "/te/registrations/company/iso-registration": ["ISO సర్టిఫికేషన్", "/te/registrations/company/iso-registration"],
  "/te/registrations/company/ghmc-trade-license": ["GHMC ట్రేడ్ లైసెన్స్ రిజిస్ట్రేషన్", "/te/registrations/company/ghmc-trade-license"],
  "/te/registrations/company/municipal-trade-license": ["తెలంగాణలో మున్సిపల్ ట్రేడ్ లైసెన్స్", "/te/registrations/company/municipal-trade-license"],
  "/te/gst/services/gst-registration": ["GST రిజిస్ట్రేషన్", "/te/gst/services/gst-registration"],
  "/te/gst/services": ["హైదరాబాద్‌లో GST సేవలు", "/te/gst/services"],
  "/te/food-license/fssai": ["హైదరాబాద్‌లో FSSAI ఫుడ్ లైసెన్స్", "/te/food-license/fssai"],
  "/te/gov/iec-code-registration": ["IEC కోడ్, ESI రిజిస్ట్రేషన్", "/te/gov/iec-code-registration"],
  "/te/updates": ["చట్టంలో ఏం మారింది", "/te/updates"],
  "/te/gst/services/gst-return-filing": ["GST రిటర్న్ దాఖలు", "/te/gst/services/gst-return-filing"],
  "/te/food-license/fssai/food-license-registration": ["FSSAI ఫుడ్ లైసెన్స్ రిజిస్ట్రేషన్", "/te/food-license/fssai/food-license-registration"],
  "/te/food-license/fssai/food-state-license": ["FSSAI స్టేట్ లైసెన్స్", "/te/food-license/fssai/food-state-license"],
  "/te/food-license/fssai/food-central-license": ["FSSAI సెంట్రల్ లైసెన్స్", "/te/food-license/fssai/food-central-license"],
  "/te/trademark/services/trademark-registration": ["ట్రేడ్‌మార్క్ రిజిస్ట్రేషన్", "/te/trademark/services/trademark-registration"],
  "/te/tax-compliances/services/income-tax-filing": ["ఆదాయపు పన్ను రిటర్న్ దాఖలు", "/te/tax-compliances/services/income-tax-filing"],
  "/te/Services/-pan-card-": ["PAN కార్డు దరఖాస్తు, సవరణ", "/te/Services/-pan-card-"],
  "/te/Services/-adhar-card-update-": ["ఆధార్ కార్డు చిరునామా మార్పు", "/te/Services/-adhar-card-update-"],
  "/te/Services/passport": ["హైదరాబాద్‌లో పాస్‌పోర్ట్ దరఖాస్తు", "/te/Services/passport"],
  "/te/tax-compliances/services/income-tax-audit": ["ట్యాక్స్ ఆడిట్ (సెక్షన్ 63, గతంలో సెక్షన్ 44AB)", "/te/tax-compliances/services/income-tax-audit"],
  "/te/gst/services/gst-modifications": ["GST మార్పులు, రద్దు", "/te/gst/services/gst-modifications"],
  "/te/business-registration": ["హైదరాబాద్‌లో వ్యాపార రిజిస్ట్రేషన్", "/te/business-registration"],
  "/te/registrations/company/startup-india-registration": ["స్టార్టప్ ఇండియా రిజిస్ట్రేషన్", "/te/registrations/company/startup-india-registration"],
  "/te/registrations/company/llp-registration": ["LLP రిజిస్ట్రేషన్", "/te/registrations/company/llp-registration"],
  "/te/registrations/company/opc-registration": ["వన్ పర్సన్ కంపెనీ (OPC) రిజిస్ట్రేషన్", "/te/registrations/company/opc-registration"],
  "/te/trademark/services/trademark-renewal": ["ట్రేడ్‌మార్క్ రెన్యూవల్", "/te/trademark/services/trademark-renewal"],
  "/te/trademark/services/trademark-objection": ["ట్రేడ్‌మార్క్ అభ్యంతరం", "/te/trademark/services/trademark-objection"],
  "/te/trademark/services/trademark-opposition": ["ట్రేడ్‌మార్క్ ఆపోజిషన్", "/te/trademark/services/trademark-opposition"],
  "/te/registrations/company/society-registration": ["సొసైటీ రిజిస్ట్రేషన్", "/te/registrations/company/society-registration"],
  "/te/registrations/company/labour-license": ["లేబర్ లైసెన్స్ రిజిస్ట్రేషన్", "/te/registrations/company/labour-license"],
  "/te/services": ["మా సేవలు", "/te/services"],
  "/te/registrations/company": ["కంపెనీ రిజిస్ట్రేషన్లు", "/te/registrations/company"],
  "/te/registrations/government": ["ప్రభుత్వ రిజిస్ట్రేషన్లు", "/te/registrations/government"],
  "/te/registrations": ["అన్ని రిజిస్ట్రేషన్లు", "/te/registrations"],
  "/te/Services": ["మీకు, మీ వ్యాపారానికి సేవలు", "/te/Services"],
  "/te/tax-compliances/services": ["పన్ను సేవలు", "/te/tax-compliances/services"],
  "/te/trademark/services": ["ట్రేడ్‌మార్క్ సేవలు", "/te/trademark/services"],
  "/te/our_profile": ["మా ప్రొఫైల్", "/te/our_profile"],
  "/te/services/business-documentation": ["వ్యాపార పత్రాలు", "/te/services/business-documentation"],
  "/te/expert-services": ["నిపుణుల సేవలు", "/te/expert-services"],
  "/te/features": ["మా సేవ ప్రత్యేకతలు", "/te/features"],
  "/te/contact-us": ["మీ వ్యాపారాన్ని రిజిస్టర్ చేయిద్దాం", "/te/contact-us"],
  "/te/WEBORIUM": ["వెబ్ సేవలు", "/te/WEBORIUM"],
  "/te/WEBORIUM/weborium": ["వెబోరియం చేసే వెబ్‌సైట్లు", "/te/WEBORIUM/weborium"],
  "/te/tax-compliances/services/professional-tax-registration": ["తెలంగాణలో వృత్తి పన్ను రిజిస్ట్రేషన్", "/te/tax-compliances/services/professional-tax-registration"],
}

export const SPEC_ROUTES = Object.keys(ROUTES)

/** A route as the site serves it: no doubled slashes, no trailing slash. */
export const normalize = p => {
  let s = p.replace(/\/{2,}/g, "/")
  if (s.length > 1) s = s.replace(/\/+$/, "")
  return s
}

const BY_PATH = new Map(Object.entries(ROUTES).map(([route, value]) => [normalize(route), value]))

/** The expected h1 of a route (undefined when this file does not list it). */
export const headingOf = route => BY_PATH.get(normalize(route))?.[0]
/** The expected canonical path of a route. */
export const canonicalOf = route => BY_PATH.get(normalize(route))?.[1]

/** The line under the heading of the three registration listing pages (spec section 2). */
export const LISTING_LINE = "Comprehensive registration services for your business needs."

/** The spec's legacy URLs (section 2) and the page each must land on. */
export const LEGACY = {
  "/products/simple-digital-product/": "/services",
  "/products/product-multiple-subscription-options/": "/food-license/fssai/food-license-registration",
  "/products/simple-physical-product/": "/food-license/fssai/food-state-license",
  "/products/subscribe-save-product/": "/our_profile/aboutuspage",
}
