/**
 * A calculator's words with `{ourFee}` filled in: our fee as the fee line of its guide gives it
 * (gatsby/schema.ts templateWords, from the guide's frontmatter), so the tool and its guide name
 * one fee (the fresh-eyes review: the trademark tool said "quoted separately" beside the guide's
 * "from ₹2,999 per class"). Done at build time: the page's data carries the words filled in.
 */
export function withOurFee<T>(words: T, fee: string): T {
  return JSON.parse(JSON.stringify(words).replaceAll("{ourFee}", JSON.stringify(fee).slice(1, -1))) as T
}

/** Whether the words have an `{ourFee}` to fill in. */
export const needsOurFee = (words: unknown): boolean => JSON.stringify(words ?? null).includes("{ourFee}")
