// The screening engine, its one door (lint holds it: eslint.config.mjs): the matcher, the watchlists
// it matches against, the subjects a query is screened as, and the validation of the matcher against
// labelled sets. Case work (src/domain/screening: hits, stories, the reviewers' queue, tiers) and the
// yente-shaped API over the engine import it from here and nowhere else; it imports no business area.
export * from "./matching";
export * from "./watchlists";
export * from "./validation";
export { asArray, screeningsOfQuery, subjectsOfQuery } from "./subjects";
export { attachMatchPool, detachMatchPool, screenOnDemandSubjects } from "./matchPool";
