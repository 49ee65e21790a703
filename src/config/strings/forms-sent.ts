/**
 * The words of the quote form's confirmation after it opened WhatsApp (issue 29, point 7), in
 * English: src/components/forms/QuoteSent.tsx. Only that component imports this file, and it loads
 * when a request has been sent, so no page's first visit carries these words; a language's table
 * (forms-sent.te.ts, area `quoteSent`) carries them with the page's other words.
 * Slots: `{phone}`, filled with fill().
 */
export const quoteSentEn = {
  /** What the page asked for, the first line, where the focus goes: the page cannot know whether WhatsApp opened (reviews 43 and 44: "was opened" read as a claim when it had not). */
  opened: "WhatsApp should now be open with your request.",
  /** The other ways, for a visitor without WhatsApp on this device. */
  otherWays: "No WhatsApp here, or it did not open? Send the same message another way:",
  /** The label of the box that shows the message as it was sent. */
  message: "Your message",
  copy: "Copy the message",
  copied: "Message copied",
  /** When the browser does not let the page copy: the message is selected in its box instead. */
  copyByHand: "The message above is selected: copy it from here yourself",
  email: "Send it by e-mail",
  /** The e-mail's subject line. */
  subject: "Request for a free quote",
  call: "Or call {phone}",
}
export type QuoteSentWords = typeof quoteSentEn
