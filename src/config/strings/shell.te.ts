import type { ShellStrings } from "./shell"

/**
 * shell.ts in Telugu (content/glossary.te.yml). Read at build time only: English pages never load it.
 */
export const shellTe: ShellStrings = {
  skipToContent: "ముఖ్య విషయానికి వెళ్లండి",
  menu: "మెనూ",
  openMenu: "మెనూ తెరవండి",
  closeMenu: "మెనూ మూసివేయండి",
  siteSearch: "సైట్‌లో వెతకండి",
  freeTools: "ఉచిత టూల్స్",
  bookNow: "సంప్రదించండి",
  homePath: "/te",
  toolsPath: "/te/tools",
  contactPath: "/te/our_profile/contact-us",
  searchPath: "/te/search",
  switchTitle: "ఈ పేజీని ఇంగ్లీష్‌లో చదవండి",
  switchHomeLabel: "హోమ్ పేజీ",
  switchHomeTitle: "ఈ పేజీ ఇంకా ఇంగ్లీష్‌లో లేదు: ఈ లింక్ ఇంగ్లీష్ హోమ్ పేజీ తెరుస్తుంది",
  // Non-breaking spaces: a phone link's text stays on one line (html-validate tel-non-breaking).
  callPhone: "కాల్:\u00a0{phone}",
  whatsAppChat: "వాట్సాప్ చాట్",
  whatsAppGreeting: "నమస్తే, మీ సేవల గురించి మరిన్ని వివరాలు తెలుసుకోవాలనుకుంటున్నాను.",
  mapLocation: "మ్యాప్‌లో మా ఆఫీస్",
  contactOptions: "మమ్మల్ని సంప్రదించే మార్గాలు",
  closeContactOptions: "సంప్రదించే మార్గాలను మూసివేయండి",
  mainNav: "ప్రధాన మెనూ",
  submenuPages: ": పేజీల జాబితా",
  overview: "అవలోకనం",
  overviewOf: ": {label}",
  ratingLine: "{source}లో {count} రివ్యూలు, సగటు రేటింగ్ {value} / 5",
  opensNewTab: " (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  writeReview: "రివ్యూ రాయండి",
  writeReviewNote: "రివ్యూలను మా బిజినెస్ లిస్టింగ్‌లో సేకరిస్తాం.",
  reviewsLabel: "మా క్లయింట్ల రివ్యూలు",
  carousel: "స్లైడ్‌షో",
  /** The reviews are quoted as their writers wrote them (in English, issue 33): the heading says so. */
  reviewsHeading: "మా క్లయింట్లు ఏమంటున్నారు: వారి మాటల్లోనే",
  previousReview: "మునుపటి రివ్యూ",
  nextReview: "తర్వాతి రివ్యూ",
  reviewCount: "{total} రివ్యూలలో {n}వది",
  reviewsLang: "en",
  starsLabel: "రేటింగ్: 5కి {rating}",
}
