import type { ShellStrings } from "./shell"

/** shell.ts in Telugu (content/glossary.te.yml). Read at build time only: English pages never load it. */
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
  switchTitle: "ఈ పేజీని ఇంగ్లీష్‌లో చదవండి",
}
