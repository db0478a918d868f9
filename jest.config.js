/** Tests run against real parts: PGlite or a PostgreSQL server, a Temporal dev server, real HTTP. */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  // The fault suite runs on its own (npm run test:faults): minutes of outages on real processes.
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/test/faults/"],
  transform: {
    "^.+\\.(t|j)s$": ["@swc/jest", { jsc: { target: "es2022", parser: { syntax: "typescript" } }, module: { type: "commonjs" } }],
  },
  // The schema engine's WASM glue and any-ascii (the matcher's transliteration) ship as ESM only.
  transformIgnorePatterns: ["/node_modules/(?!(@prisma/schema-engine-wasm|any-ascii)/)"],
  // The generated Prisma client imports its TypeScript siblings as ".js".
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  globalSetup: "<rootDir>/test/support/globalSetup.ts",
  globalTeardown: "<rootDir>/test/support/globalTeardown.ts",
  testTimeout: 120_000,
  maxWorkers: 2,
  // A worker that grew past this after a file is replaced: PGlite databases and Temporal runtimes of
  // earlier files are not all returned, and a worker carrying 150 files ran out of memory.
  workerIdleMemoryLimit: "2GB",
  // The Temporal SDK's native runtime keeps a thread alive after every worker has shut down.
  forceExit: true,
};
