/** Guide pages the calculators link to (canonical paths of content/guides). */
export const GUIDES = {
  fssaiBasic: "/food-license/fssai/food-license-registration",
  fssaiState: "/food-license/fssai/food-state-license",
  fssaiCentral: "/food-license/fssai/food-central-license",
  udyam: "/registrations/company/udyam-(msme)-registration",
  pf: "/registrations/company/pf-registration",
  trademark: "/trademark/services/trademark-registration",
} as const
