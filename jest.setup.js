require("@testing-library/jest-dom")
const { configure } = require("@testing-library/react")

// findBy* and waitFor wait for a state; their time limit is only a hang guard (the default
// of one second fails on a machine busy with a build).
configure({ asyncUtilTimeout: 60000 })

// jsdom has no TextEncoder, which react-dom/server needs (gatsby/design-assets.ts renders icons with it).
if (typeof global.TextEncoder === "undefined") {
  const { TextEncoder, TextDecoder } = require("util")
  global.TextEncoder = TextEncoder
  global.TextDecoder = TextDecoder
}

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

// jsdom has no PointerEvent: a minimal one, so tests can tell a mouse hover from a tap (pointerType).
if (typeof window.PointerEvent === "undefined") {
  class PointerEvent extends window.MouseEvent {
    constructor(type, init = {}) {
      super(type, init)
      this.pointerType = init.pointerType ?? ""
      this.pointerId = init.pointerId ?? 0
    }
  }
  window.PointerEvent = PointerEvent
  global.PointerEvent = PointerEvent
}
