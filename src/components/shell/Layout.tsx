import * as React from "react"
import { FloatingContact } from "./FloatingContact"
import { FooterWithStaticParts } from "./FooterWithStaticParts"
import { HeaderWithStaticParts } from "./HeaderWithStaticParts"
import { useShell } from "./site-shell"
import { StringsProvider } from "../common/Strings"

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the document once React has hydrated the page (its children's effects have run first);
  // the end-to-end tests wait for it before they interact.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  // The words of the page's language: its shell carries them (the shell's and search box's in English, every area in another language).
  const strings = useShell().strings
  return (
    <StringsProvider value={strings}>
      <a className="skip-link" href="#main">
        {strings.shell!.skipToContent}
      </a>
      <HeaderWithStaticParts />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FooterWithStaticParts />
      <FloatingContact />
    </StringsProvider>
  )
}
