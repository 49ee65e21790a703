/** Gatsby's unit-testing setup: babel-preset-gatsby, jsdom, Testing Library. */
module.exports = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: { "\\.(css)$": "identity-obj-proxy" },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e", "<rootDir>/__tests__/helpers", "<rootDir>/scripts"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|beasties|css-what)/)"],
  // __ICON_SPRITE__, __ILLUSTRATIONS__ and __STYLES_HASH__ are the compile-time constants of gatsby/design-assets.ts;
  // __SEARCH_CODE__ that of plugins/site-search/gatsby-node.ts.
  globals: {
    __PATH_PREFIX__: "",
    __ICON_SPRITE__: "/static/icons.svg",
    __ILLUSTRATIONS__: { home: { src: "/static/illustrations/home.svg", width: 560, height: 420 } },
    __STYLES_HASH__: "0000000000000000",
    __SEARCH_CODE__: null,
  },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.js"],
  testEnvironmentOptions: { url: "http://localhost/" },
  // A hang guard, not a measure: the suite must pass while a build loads the machine (issue 9).
  testTimeout: 120000,
}
