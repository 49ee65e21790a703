import * as React from "react"
import { FloatingContact } from "./FloatingContact"
import { FooterWithStaticParts } from "./FooterWithStaticParts"
import { HeaderWithStaticParts } from "./HeaderWithStaticParts"

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the document once React has hydrated the page (its children's effects have run first);
  // the end-to-end tests wait for it before they interact.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <HeaderWithStaticParts />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FooterWithStaticParts />
      <FloatingContact />
    </>
  )
}
