/** Guide categories: the overview page each belongs to (used by breadcrumbs and listings). */
export const categories: Record<string, { label: string; path: string }> = {
  company: { label: "Company Registrations", path: "/registrations/company" },
  government: { label: "Government Registrations", path: "/registrations/government" },
  gst: { label: "GST Services", path: "/gst/services" },
  food: { label: "Food Licence (FSSAI)", path: "/food-license/fssai" },
  trademark: { label: "Trademark Services", path: "/trademark/services" },
  tax: { label: "Tax Compliances", path: "/tax-compliances/services" },
  citizen: { label: "Services", path: "/Services" },
}

export interface Crumb {
  label: string
  path: string
}

/**
 * The trail to a guide: home, its category's overview page, the guide (labels in the page's
 * language when given, and the overview's address in it: `pathIn`, e.g. /te/gst/services on a
 * Telugu guide; every overview page has a Telugu version).
 */
export function breadcrumbFor(
  category: string | null | undefined,
  title: string,
  path: string,
  {
    home = "Home",
    homePath = "/",
    label = (l: string) => l,
    pathIn = (p: string) => p,
  }: { home?: string; homePath?: string; label?: (label: string) => string; pathIn?: (path: string) => string } = {},
): Crumb[] {
  const crumbs: Crumb[] = [{ label: home, path: homePath }]
  const parent = category ? categories[category] : undefined
  if (parent && pathIn(parent.path) !== path) crumbs.push({ label: label(parent.label), path: pathIn(parent.path) })
  crumbs.push({ label: title, path })
  return crumbs
}
