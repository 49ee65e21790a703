import * as React from "react"

/**
 * The path of the page being shown (from Gatsby's location, in gatsby-browser.tsx and
 * gatsby-ssr.tsx wrapPageElement): StaticHtml marks the links to it, as <Link> does.
 */
export const PagePath = React.createContext("/")

export function PagePathProvider({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return <PagePath.Provider value={pathname}>{children}</PagePath.Provider>
}
