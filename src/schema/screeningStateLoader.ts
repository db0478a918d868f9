// The request's loader of applications' screening states, apart from the schema module that declares the
// field (./screeningState.ts): the planner (./plan/plan.ts) primes it with a page's states read in the
// page's own statement, and importing this declares no GraphQL type.
import DataLoader from "dataloader";
import { screeningStates, type ApplicationScreeningState } from "../domain/screening/state";
import type { GraphQLContext } from "./context";

const loaders = new WeakMap<GraphQLContext, DataLoader<string, ApplicationScreeningState>>();

/** The request's loader of screening states: states not primed are read in one batch per tick. */
export const screeningStateLoader = (ctx: GraphQLContext) => {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const states = await screeningStates(ctx.db, ids);
      return ids.map((id) => states.get(id)!);
    });
    loaders.set(ctx, loader);
  }
  return loader;
};
