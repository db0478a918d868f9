// The case-page planner, one module: the edges between the areas' types, the
// per-request loaders their pages go through, and the plans that read an application's selected edges
// in its own statement, as JSON columns of just the columns the operation can show. The rest of the
// schema reaches it through this door. One file besides it is imported from outside: ./edges.ts, for
// its registration of the edge fields, by src/schema/index.ts alone once every area's types exist
// (exported from here, it would load the areas while src/schema/applications.ts, which plans, is
// still loading).
export { planApplication, planApplicationPage } from "./plan";
