import * as React from "react"
import { FloatingContact } from "./FloatingContact"
import { Footer } from "./Footer"
import { Header } from "./Header"

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingContact />
    </>
  )
}
