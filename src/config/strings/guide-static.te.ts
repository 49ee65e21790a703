import { site } from "../site"
import type { GuideStaticStrings } from "./guide-static"

/** guide-static.ts in Telugu (content/glossary.te.yml). */
export const guideStaticTe: GuideStaticStrings = {
  quoteFor: "నమస్తే, {service} కోసం కొటేషన్ కావాలి.",
  home: "హోమ్",
  homePath: "/te",
  feesAndTime: "ఫీజులు, సమయం",
  fees: "ఫీజులు",
  asideLabel: "{service}: ఫీజులు, కొటేషన్",
  quoteText: "మీ వ్యాపారం గురించి చెప్పండి; మీకు కావాల్సిన పత్రాల జాబితా, కచ్చితమైన కొటేషన్‌తో జవాబిస్తాం.",
  or: " లేదా ",
  sendQuoteForm: "కొటేషన్ ఫారం పంపండి",
  atAGlance: "ఒక్క చూపులో",
  keyFeatures: "ముఖ్య లక్షణాలు",
  stepByStep: "దశలవారీగా ప్రక్రియ",
  importantInformation: "ముఖ్యమైన సమాచారం",
  prosAndCons: "అనుకూలతలు, ప్రతికూలతలు",
  documentsRequired: "కావాల్సిన పత్రాలు",
  compliance: "తర్వాత పాటించాల్సిన నిబంధనలు",
  reviewsOn: "{source}లో {count} రివ్యూలు",
  whatsappReplyBefore: "పని వేళల్లో వాట్సాప్‌కు సాధారణంగా ",
  whatsappReplyWhen: "1 గంటలోపే",
  whatsappReplyAfter: " జవాబిస్తాం",
  yearsInBusiness: "ఏళ్లుగా వ్యాపారంలో",
  registrationsFiled: "రిజిస్ట్రేషన్లు దాఖలు చేశాం",
  advantages: "అనుకూలతలు",
  disadvantages: "ప్రతికూలతలు",
  faqs: "తరచుగా అడిగే ప్రశ్నలు",
  portals: "అధికారిక పోర్టల్స్",
  tableOf: "పట్టిక: {headers}",
  table: "పట్టిక",
}
