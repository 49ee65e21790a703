/**
 * The other ways to send a quote request once the form has opened WhatsApp (issue 29, point 7):
 * an e-mail carrying the same message. Plain TypeScript, no React; loaded with the confirmation
 * (src/components/forms/QuoteSent.tsx) only.
 */
import { email as siteEmail } from "../config/contact-basics"

/**
 * mailto:<address>?subject=…&body=… with the message as its body: every value percent-encoded,
 * line breaks as CRLF (RFC 6068), so a "&", "#" or "?" the visitor typed stays in the text.
 */
export function quoteMailtoUrl(message: string, subject: string, email: string = siteEmail): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, "\r\n"))
  return `mailto:${email}?subject=${encode(subject)}&body=${encode(message)}`
}
