/**
 * requestAnimationFrame that runs its callback straight away (a callback that asks for another
 * frame from inside one gets it at the next task), imported before react-helmet, which keeps the
 * function it finds when it loads. With it, react-helmet applies each change of the head the
 * moment a Helmet hands it over, as on a slow phone where a frame comes between any two of them
 * (__tests__/components/tool-page-head.test.tsx).
 */
let inFrame = false
window.requestAnimationFrame = (callback: FrameRequestCallback): number => {
  if (inFrame) return window.setTimeout(() => callback(performance.now()), 0)
  inFrame = true
  try {
    callback(performance.now())
  } finally {
    inFrame = false
  }
  return 0
}
window.cancelAnimationFrame = (id: number) => window.clearTimeout(id)
export {}
