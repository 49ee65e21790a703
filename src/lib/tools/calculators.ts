/**
 * The calculators of the tools, gathered: each is a module of its own (fssai.ts, udyam.ts, pf.ts,
 * trademark.ts), which its tool imports directly, so that a tool page's JavaScript carries its own
 * calculator only. Their sentences come in the page's words (src/config/strings/calculator-words.ts).
 */
export * from "./guides"
export * from "./fssai"
export * from "./udyam"
export * from "./pf"
export * from "./trademark"
