/**
 * Every icon the site draws, by the name components and content use
 * (`<Icon name="call" />`, frontmatter `icon: receipt`), and where its shape
 * comes from: a `lucide-react` icon (by export name) or a `simple-icons` brand
 * mark (by export name).
 *
 * The build (gatsby/icon-sprite.ts) turns this table into one SVG sprite file,
 * served with a content hash and cached for a year; pages reference its
 * symbols with `<use href>`. Components import only the `IconName` type, so no
 * icon shapes end up in the JavaScript bundles or inline in the HTML.
 *
 * To add an icon: add a line here (the build fails on an unknown export name).
 */
export const ICONS = {
  // Interface
  "arrow-left": { lucide: "ArrowLeft" },
  "arrow-right": { lucide: "ArrowRight" },
  call: { lucide: "Phone" },
  "chevron-down": { lucide: "ChevronDown" },
  "chevron-left": { lucide: "ChevronLeft" },
  "chevron-right": { lucide: "ChevronRight" },
  close: { lucide: "X" },
  download: { lucide: "Download" },
  "external-link": { lucide: "ExternalLink" },
  mail: { lucide: "Mail" },
  "map-pin": { lucide: "MapPin" },
  menu: { lucide: "Menu" },
  message: { lucide: "MessageCircle" },
  star: { lucide: "Star" },
  "star-filled": { lucide: "Star", fill: true },
  tick: { lucide: "Check" },
  toc: { lucide: "TableOfContents" },
  rupee: { lucide: "IndianRupee" },
  timer: { lucide: "Timer" },
  camera: { lucide: "Camera" },
  "thumbs-up": { lucide: "ThumbsUp" },
  quote: { lucide: "Quote" },
  // Cards and content (frontmatter `icon:` values)
  award: { lucide: "Award" },
  badge: { lucide: "BadgeCheck" },
  book: { lucide: "BookOpen" },
  briefcase: { lucide: "Briefcase" },
  building: { lucide: "Building2" },
  calculator: { lucide: "Calculator" },
  card: { lucide: "CreditCard" },
  cart: { lucide: "ShoppingCart" },
  check: { lucide: "CircleCheck" },
  checklist: { lucide: "ClipboardList" },
  clock: { lucide: "Clock" },
  cloud: { lucide: "Cloud" },
  code: { lucide: "Code" },
  database: { lucide: "Database" },
  factory: { lucide: "Factory" },
  fast: { lucide: "Zap" },
  file: { lucide: "FileText" },
  "file-check": { lucide: "FileCheck" },
  fingerprint: { lucide: "Fingerprint" },
  globe: { lucide: "Globe" },
  growth: { lucide: "TrendingUp" },
  handshake: { lucide: "Handshake" },
  "hard-hat": { lucide: "HardHat" },
  headphones: { lucide: "Headphones" },
  home: { lucide: "House" },
  id: { lucide: "IdCard" },
  idea: { lucide: "Lightbulb" },
  landmark: { lucide: "Landmark" },
  layers: { lucide: "Layers" },
  lock: { lucide: "Lock" },
  phone: { lucide: "Smartphone" },
  plane: { lucide: "Plane" },
  receipt: { lucide: "Receipt" },
  rocket: { lucide: "Rocket" },
  scale: { lucide: "Scale" },
  search: { lucide: "Search" },
  server: { lucide: "Server" },
  shield: { lucide: "ShieldCheck" },
  stamp: { lucide: "Stamp" },
  store: { lucide: "Store" },
  target: { lucide: "Target" },
  truck: { lucide: "Truck" },
  "user-check": { lucide: "UserCheck" },
  users: { lucide: "Users" },
  food: { lucide: "Utensils" },
  wallet: { lucide: "Wallet" },
  // Brand marks (simple-icons)
  facebook: { brand: "siFacebook" },
  google: { brand: "siGoogle" },
  instagram: { brand: "siInstagram" },
  whatsapp: { brand: "siWhatsapp" },
  x: { brand: "siX" },
  youtube: { brand: "siYoutube" },
} as const satisfies Record<string, { lucide: string; fill?: boolean } | { brand: string }>

export type IconName = keyof typeof ICONS

/**
 * Drawings of the site's own that go into the same sprite file, in their own colours: the logo
 * (one cached file instead of its shapes inline in every page's HTML). Not icons: content
 * cannot pick them.
 */
export const DRAWINGS = {
  logo: {
    viewBox: "0 0 40 40",
    body:
      '<rect width="40" height="40" rx="8" fill="#0B3C5D"/>' +
      '<path d="M11 28V12h10a5 5 0 0 1 0 10h-5" stroke="#F28C28" stroke-width="3.5" fill="none" stroke-linecap="round"/>' +
      '<path d="M16 28h13" stroke="#FFFFFF" stroke-width="3.5" stroke-linecap="round"/>',
  },
} as const satisfies Record<string, { viewBox: string; body: string }>

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICONS, name)
}
