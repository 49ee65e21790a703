import type { SearchStrings } from "./search"

/** search.ts in Telugu (content/glossary.te.yml): the Telugu pages search the Telugu guides' own index. */
export const searchTe: SearchStrings = {
  indexUrl: "/search-index-te.json",
  filesDir: "search-index-te",
  searchPath: "/te/search",
  label: "గైడ్‌లలో వెతకండి",
  placeholder: "గైడ్‌లలో వెతకండి, ఉదా. GST",
  button: "వెతకండి",
  noScript: "వెతకడానికి JavaScript కావాలి; మీ బ్రౌజర్‌లో అది ఆఫ్ చేసి ఉంది. అన్ని గైడ్‌లు కింద ఉన్నాయి: మీకు కావాల్సినది ఎంచుకోండి.",
  idle: "గైడ్‌లు, టూల్స్‌లో వెతకడానికి ఒక పదం టైప్ చేయండి, ఉదాహరణకు GST, ట్రేడ్‌మార్క్ లేదా రిజిస్ట్రేషన్.",
  error: "సెర్చ్ లోడ్ కాలేదు. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి, లేదా కింద ఉన్న అన్ని గైడ్‌లు చూడండి.",
  loading: "“{q}” కోసం వెతుకుతున్నాం…",
  searching: "వెతుకుతున్నాం…",
  none: "“{q}”కు ఫలితాలు ఏవీ లేవు. మరో పదంతో ప్రయత్నించండి, లేదా కింద ఉన్న అన్ని గైడ్‌లు చూడండి.",
  one: "“{q}”కు 1 ఫలితం.",
  many: "“{q}”కు {count} ఫలితాలు.",
  results: "వెతికిన ఫలితాలు",
  allGuides: "అన్ని గైడ్‌లు",
  moreGuides: "మరిన్ని గైడ్‌లు",
  otherLanguage: "ఈ గైడ్ ఇంగ్లీష్‌లో ఉంది",
  section: "విభాగం",
  categoryLabels: {
    company: "కంపెనీ రిజిస్ట్రేషన్లు",
    government: "ప్రభుత్వ రిజిస్ట్రేషన్లు",
    gst: "GST సేవలు",
    food: "ఫుడ్ లైసెన్స్ (FSSAI)",
    trademark: "ట్రేడ్‌మార్క్ సేవలు",
    tax: "పన్ను సేవలు",
    citizen: "వ్యక్తిగత సేవలు",
  },
}
