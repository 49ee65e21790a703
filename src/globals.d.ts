/** Compile-time constants defined by gatsby/design-assets.ts (webpack DefinePlugin) and by jest.config.js in tests. */
declare const __ICON_SPRITE__: string
declare const __ILLUSTRATIONS__: Record<string, { src: string; width: number; height: number }>
declare const __STYLES_HASH__: string
/** The search code's file in public/, from the build's webpack stats (plugins/site-search/gatsby-node.ts); null in the development server. */
declare const __SEARCH_CODE__: string | null
