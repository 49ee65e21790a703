require("@testing-library/jest-dom")

// jsdom has no matchMedia: a controllable stand-in (width set by tests through window.innerWidth).
const listeners = new Set()
window.matchMedia = query => {
  const min = /min-width:\s*(\d+)px/.exec(query)
  const mql = {
    media: query,
    get matches() {
      return min ? window.innerWidth >= Number(min[1]) : false
    },
    addEventListener: (_type, fn) => listeners.add(fn),
    removeEventListener: (_type, fn) => listeners.delete(fn),
    addListener: fn => listeners.add(fn),
    removeListener: fn => listeners.delete(fn),
  }
  return mql
}
global.resizeTo = width => {
  window.innerWidth = width
  listeners.forEach(fn => fn())
}
