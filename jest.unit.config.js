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
};
