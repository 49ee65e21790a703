import * as React from "react"
import { FloatingContact } from "./FloatingContact"
import { FooterWithStaticParts } from "./FooterWithStaticParts"
import { HeaderWithStaticParts } from "./HeaderWithStaticParts"
import { useShell } from "./site-shell"
import { StringsProvider } from "../common/Strings"
import type { UiStrings } from "../../config/strings"

/**
 * The page's frame: the header, the main content, the footer and the floating contact button, with
 * the words of the page's language. `words`: the areas a template's page data adds to the shell's
 * (the guide's: its query's `templateWords(template: "guide")`).
 */
export function Layout({ children, words }: { children: React.ReactNode; words?: Partial<UiStrings> | null }) {
  // Marks the document once React has hydrated the page (its children's effects have run first);
  // the end-to-end tests wait for it before they interact.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
  }, [])
  // The words of the page's language: its shell carries them (the shell's and search box's in English, every area in another language).
  const shellStrings = useShell().strings
  const strings = words ? { ...shellStrings, ...words } : shellStrings
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
