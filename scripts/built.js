// Preloaded (`node -r ./scripts/built.js dist/<entry>.js`) by npm start, start:api, start:worker and
// admin: builds dist/ first when it is missing or older than a source, so a stale build never runs.
// In a production image (dist/ and no src/) it checks nothing. Threads (the /match pool, Temporal's
// workflow threads) inherit the preload: the process has already checked before they start.
"use strict";
if (require("node:worker_threads").isMainThread) {
  try {
    require("./build").ensureBuilt();
  } catch (err) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
