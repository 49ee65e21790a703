import type { NotFoundStrings } from "./not-found"

/** not-found.ts in Telugu (content/glossary.te.yml). Read at build time only: English pages never load it. */
export const notFoundTe: NotFoundStrings = {
  notFoundHeading: "అయ్యో! ఈ పేజీ దొరకలేదు",
  notFoundTagline: "ఈ లింక్ దారి తప్పినట్టుంది",
  notFoundText: "మీరు వెతుకుతున్న పేజీ వేరే చోటికి మారి ఉండవచ్చు, లేదా లింక్‌లో అక్షర దోషం ఉండవచ్చు.",
  goBack: "వెనక్కి వెళ్లండి",
  returnHome: "హోమ్ పేజీకి వెళ్లండి",
  notFoundTip: "చిట్కా: మీరు వెతుకుతున్నది {search}, లేదా {services} నుంచి మొదలుపెట్టండి.",
  searchOurGuides: "మా గైడ్‌లలో వెతకండి",
  servicesList: "సేవల జాబితా",
  servicesPath: "/te/services",
  stillStuck: "ఇంకా దొరకలేదా? ",
  contactSupport: "మమ్మల్ని సంప్రదించండి",
  supportPath: "/te/our_profile/contact-us",
}
