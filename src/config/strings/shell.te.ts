import type { ShellStrings } from "./shell"

/**
 * shell.ts in Telugu (content/glossary.te.yml). Read at build time only: English pages never load it.
 * The hours keep site.ts's figures (__tests__/components/shell-te.test.tsx checks them).
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

  hoursOpen: "పని వేళలు: ",
  hoursShort: "సోమ–శని ఉ. 9:30–సా. 7",
  searchGuides: "గైడ్‌లలో వెతకండి",
  blogLink: "బ్లాగ్: మా గురించి",
  videoChannel: "వీడియో ఛానెల్",

  logoPlace: "హైదరాబాద్",
  logoHome: ", హోమ్ పేజీ",

  callPhone: "కాల్ చేయండి: {phone}",
  whatsAppUs: "వాట్సాప్ చేయండి",
  whatsAppChat: "వాట్సాప్ చాట్",
  whatsAppGreeting: "నమస్తే, మీ సేవల గురించి మరిన్ని వివరాలు తెలుసుకోవాలనుకుంటున్నాను.",
  mapLocation: "మ్యాప్‌లో మా ఆఫీసు",
  contactOptions: "మమ్మల్ని సంప్రదించే మార్గాలు",
  closeContactOptions: "సంప్రదించే మార్గాలను మూసివేయండి",

  mainNav: "ప్రధాన మెనూ",
  submenuPages: " పేజీలు",
  overview: "అవలోకనం",
  overviewOf: ": {label}",

  footerNav: "సైట్ లింక్‌లు",
  contactUs: "మమ్మల్ని సంప్రదించండి",
  mapLink: "మ్యాప్‌లో మా ఆఫీసు చూడండి",
  positioning:
    "ఒక ప్రైవేట్ కన్సల్టెన్సీ. మేము ప్రభుత్వ కార్యాలయం కాదు, ప్రభుత్వ ఏజెంట్లమూ కాదు: మీ దరఖాస్తులను మేము సిద్ధం చేసి అధికారిక పోర్టల్స్‌లో దాఖలు చేస్తాము; ప్రభుత్వ ఫీజు నేరుగా ప్రభుత్వానికే వెళ్తుంది.",
  toolsLink: "ఉచిత టూల్స్: మీకు ఏ రిజిస్ట్రేషన్లు కావాలి, ఫీజులు, గడువు తేదీలు",
  copyright: "© {name}, {city}. ఈ సైట్‌లోని సమాచారం సాధారణ మార్గదర్శనం మాత్రమే, న్యాయ సలహా కాదు.",

  ratingLine: "{source}లో {count} రివ్యూలు, సగటు రేటింగ్ {value} / 5",
  opensNewTab: " (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  writeReview: "రివ్యూ రాయండి",
  writeReviewNote: "రివ్యూలను మా బిజినెస్ లిస్టింగ్‌లో సేకరిస్తాము.",
  reviewsLabel: "మా క్లయింట్ల రివ్యూలు",
  carousel: "స్లైడ్‌షో",
  reviewsHeading: "మా క్లయింట్లు ఏమంటున్నారు",
  previousReview: "మునుపటి రివ్యూ",
  nextReview: "తర్వాతి రివ్యూ",
  reviewCount: "{total} రివ్యూలలో {n}వది",
  reviewsLang: "en",
  starsLabel: "రేటింగ్: 5కి {rating}",

  registeredOffice: "రిజిస్టర్డ్ ఆఫీసు",
  openInMaps: "మ్యాప్‌లో తెరవండి",
  callLabel: "ఫోన్: ",
  whatsAppLabel: "వాట్సాప్: ",
  chatOnWhatsApp: "వాట్సాప్‌లో చాట్ చేయండి",
  emailLabel: "ఈ-మెయిల్: ",
  hours: "సోమవారం నుంచి శనివారం వరకు, ఉదయం 9:30 నుంచి సాయంత్రం 7:00 వరకు",

  notFoundHeading: "అయ్యో! ఈ పేజీ దొరకలేదు",
  notFoundTagline: "డిజిటల్ ప్రపంచంలో దారి తప్పింది",
  notFoundText: "మీరు వెతుకుతున్న పేజీ వేరే చోటికి మారి ఉండొచ్చు, లేదా లింక్‌లో అక్షర దోషం ఉండొచ్చు.",
  goBack: "వెనక్కి వెళ్లండి",
  returnHome: "హోమ్ పేజీకి వెళ్లండి",
  notFoundTip: "చిట్కా: మీరు వెతుకుతున్నది {search}, లేదా {services} నుంచి మొదలుపెట్టండి.",
  searchOurGuides: "మా గైడ్‌లలో వెతకండి",
  servicesList: "సేవల జాబితా",
  servicesPath: "/services",
  stillStuck: "ఇంకా దొరకలేదా? ",
  contactSupport: "మమ్మల్ని సంప్రదించండి",
  supportPath: "/te/our_profile/contact-us",
}
