/**
 * Everything a page puts in its head: the tags of head.ts and the JSON-LD blocks, serialized.
 * Pure. Every template gets it at build time (gatsby/build-html.ts: guidePage, combinedPage,
 * pageHead, plainHead), so no page's JavaScript carries this code.
 */
import { headTags, type HeadInput, type HeadTags } from "./head"
import { businessJsonLd, serializeJsonLd, type JsonLd } from "./structured-data"

export interface HeadData extends HeadTags {
  /** The JSON-LD blocks: their @type (the key) and their JSON. */
  jsonLd: Array<{ type: string; json: string }>
}

export interface HeadDataInput extends HeadInput {
  /** Page-specific JSON-LD (breadcrumbs, FAQs). */
  structuredData?: ReadonlyArray<JsonLd | null | undefined>
  /**
   * The page is about the firm itself (home, about, contact, the overview pages): it carries the
   * business as a ProfessionalService. Guides and tools do not repeat it (about 0.5 KB gzipped
   * a page, issue 9's guide budget); search engines take the business from the pages about it.
   */
  business?: boolean
}

export function headData({ structuredData = [], business = false, ...input }: HeadDataInput): HeadData {
  const blocks = (business ? [businessJsonLd(), ...structuredData] : structuredData).filter((item): item is JsonLd => Boolean(item))
  return { ...headTags(input), jsonLd: blocks.map(item => ({ type: String(item["@type"]), json: serializeJsonLd(item) })) }
}
