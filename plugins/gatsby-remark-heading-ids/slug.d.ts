/** GitHub-style slug of a heading text (no de-duplication). */
export declare function slug(text: string): string
/** A per-document slugger: repeated headings get "-1", "-2"... */
export declare function headingSlugger(): { slug(text: string): string }
/** Heading levels (h2, h3) that get an id. */
export declare const HEADING_DEPTHS: number[]
