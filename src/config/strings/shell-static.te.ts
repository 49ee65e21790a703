import type { ShellStaticStrings } from "./shell-static"

/** shell-static.ts in Telugu (content/glossary.te.yml). */
export const shellStaticTe: ShellStaticStrings = {
  hoursOpen: "పని వేళలు: ",
  hoursShort: "సోమ–శని ఉ. 9:30–సా. 7",
  searchGuides: "గైడ్‌లలో వెతకండి",
  blogLink: "బ్లాగ్: మా గురించి",
  videoChannel: "వీడియో ఛానెల్",
  logoPlace: "హైదరాబాద్",
  logoHome: ", హోమ్ పేజీ",
  whatsAppUs: "వాట్సాప్ చేయండి",
  footerNav: "సైట్ లింక్‌లు",
  contactUs: "మమ్మల్ని సంప్రదించండి",
  mapLink: "మ్యాప్‌లో మా ఆఫీస్ చూడండి",
  positioning:
    "ఒక ప్రైవేట్ కన్సల్టెన్సీ. మేము ప్రభుత్వ కార్యాలయం కాదు, ప్రభుత్వ ఏజెంట్లమూ కాదు: మీ దరఖాస్తులను మేము సిద్ధం చేసి అధికారిక పోర్టల్స్‌లో దాఖలు చేస్తాము; ప్రభుత్వ ఫీజు నేరుగా ప్రభుత్వానికే వెళ్తుంది.",
  toolsLink: "ఉచిత టూల్స్: మీకు ఏ రిజిస్ట్రేషన్లు కావాలి, ఫీజులు, గడువు తేదీలు",
  copyright: "© {name}, {city}. ఈ సైట్‌లోని సమాచారం సాధారణ మార్గదర్శనం మాత్రమే, న్యాయ సలహా కాదు.",
}
