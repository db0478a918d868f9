/**
 * The fault suite (`npm run test:faults`): real processes with faults injected (a PostgreSQL
 * server stopped, the Temporal server killed, the worker and the API SIGKILLed, the object store cut).
 * Minutes long and needs PostgreSQL's server binaries, so `npm test` leaves it to its own command;
 * `.ci/run` runs both.
 */
const base = require("./jest.config.js");

module.exports = {
  ...base,
  roots: ["<rootDir>/test/faults"],
  testPathIgnorePatterns: [],
  testTimeout: 600_000,
  maxWorkers: 1,
};
