/**
 * The fast tier (`npm run test:unit`): pure modules and time-skipping workflow tests, with no
 * database, no Temporal dev server, no object store and no HTTP server to start.
 * `npm test` runs these too (jest.config.js has every root under test/).
 */
const base = require("./jest.config.js");

module.exports = {
  ...base,
  roots: ["<rootDir>/test/unit"],
  // No service to start; only the workflow tests' test server and bundle, prepared once (cached).
  globalSetup: "<rootDir>/test/support/unitGlobalSetup.ts",
  globalTeardown: undefined,
  testTimeout: 30_000,
  // Each module gets the sandbox's Math as a parameter of its wrapper instead of looking it up on the
  // sandbox's global object, which node's vm makes slow (nodejs/node#31658): the matcher's scoring and
  // the property tests' references call Math in their inner loops, and each of those files spent about
  // half its CPU on the look-ups. The object injected is the sandbox's own, so nothing else changes.
  sandboxInjectedGlobals: ["Math"],
};
