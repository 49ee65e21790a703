import { fullAddressTe } from "../contact"
import type { ContactDetailsStrings } from "./contact-details"

/**
 * contact-details.ts in Telugu (content/glossary.te.yml). Read at build time only: English pages
 * never load it. The hours keep site.ts's figures (__tests__/components/shell-te.test.tsx checks them).
 */
export const contactDetailsTe: ContactDetailsStrings = {
  registeredOffice: "రిజిస్టర్డ్ ఆఫీస్",
  openInMaps: "మ్యాప్‌లో తెరవండి",
  callLabel: "ఫోన్: ",
  whatsAppLabel: "వాట్సాప్: ",
  chatOnWhatsApp: "వాట్సాప్‌లో చాట్ చేయండి",
  emailLabel: "ఈ-మెయిల్: ",
  address: fullAddressTe(),
  hours: "సోమవారం నుంచి శనివారం వరకు, ఉదయం 9:30 నుంచి సాయంత్రం 7:00 వరకు",
}
