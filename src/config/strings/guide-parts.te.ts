import { site } from "../site"
import type { GuidePartsStrings } from "./guide-parts"

/** guide-parts.ts in Telugu (content/glossary.te.yml). */
export const guidePartsTe: GuidePartsStrings = {
  breadcrumb: "మీరు ఉన్న చోటు",
  getQuote: "కొటేషన్ పొందండి",
  whatsappUs: "వాట్సాప్ చేయండి",
  ourFee: "మా ఫీజు",
  governmentFee: "ప్రభుత్వ ఫీజు",
  time: "సమయం",
  calculateFee: "మీ ఫీజు లెక్కించండి",
  feeIncludes: "మా ఫీజులో ఏమేమి ఉన్నాయి",
  feeCovers: "మా ఫీజులో ఉన్నవి",
  paidSeparately: "విడిగా చెల్లించాల్సినవి",
  // Non-breaking spaces: a phone link's text stays on one line (html-validate tel-non-breaking).
  call: "కాల్:\u00a0{phone}",
  sources: "ఆధారాలు",
  lastReviewed: "చివరిసారి సరిచూసింది ",
  sourcesIntro:
    "ఈ పేజీలోని అంకెలు కింద ఉన్న అధికారిక ఆధారాల నుంచి తీసుకున్నవి. నిబంధనలు, ఫీజులు మారుతుంటాయి: ఏ పని చేసే ముందైనా ఆధారాన్ని చూసుకోండి, లేదా మమ్మల్ని అడగండి. మేము ప్రైవేట్ కన్సల్టెన్సీ, ప్రభుత్వ కార్యాలయం కాదు.",
  months: ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జూలై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్", "నవంబర్", "డిసెంబర్"],
  newTab: " (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  estimates: "సాధారణంగా పట్టే సమయం వంటి అంకెలు మా అంచనాలు మాత్రమే, చట్టం పెట్టిన పరిమితులు కావు:",
  ctaHeading: "రిజిస్ట్రేషన్ నిపుణుడితో మాట్లాడండి",
  ctaText: `${site.phone.display}కు కాల్ చేయండి లేదా వాట్సాప్‌లో మెసేజ్ చేయండి. పని వేళల్లో (సోమవారం నుంచి శనివారం, ఉదయం 9:30 నుంచి సాయంత్రం 7:00 వరకు) జవాబిస్తాం.`,
  contactUs: "మమ్మల్ని సంప్రదించండి",
  contactPath: "/te/our_profile/contact-us",
  appliesFrom: "{date} నుంచి",
  appliesUntil: "{date} వరకు",
  appliesRange: "{from} నుంచి {until} వరకు",
}
