/** The words of the guide pages (hero, aside, blocks, Sources, call to action), in English. */
export const guideEn = {
  /** The WhatsApp message a guide's buttons open with ({service}: the guide's heading). */
  helloService: "Hello, I need help with {service}.",
}
export type GuideStrings = typeof guideEn
