// Retry policies of activities, in one place. An activity that only waits on our own
// database or object store retries without a cap on attempts: an outage of any length delays the
// work and loses none. Failures that retrying cannot fix are values the workflow handles (a document
// that fails its checks, a webhook answered 500), never thrown errors, so nothing retries forever on
// a decision.

/** Until it succeeds: 1 s, 2 s, 4 s … then every 10 s, so work resumes within about 10 s of the outage ending. */
export const UNTIL_DONE = { initialInterval: "1 second", backoffCoefficient: 2, maximumInterval: "10 seconds" } as const;

/** A worker that dies mid-activity is noticed this soon (every activity heartbeats: src/temporal/activityKeepAlive.ts). */
export const DEAD_WORKER_NOTICED = "30 seconds";
