// Screening on demand in GraphQL: the operation behind POST /api/v1/screening/match, answering in
// yente's /match shape. `responses` is keyed by the caller's query names, so it is JSON here.
import { builder } from "./builder";
import { screenOnDemand, screeningsOf } from "../domain/screening/onDemand";
import { spendUnits } from "../domain/limits/rateLimits";
import { listCost } from "./cost";

type MatchAnswer = Awaited<ReturnType<typeof screenOnDemand>>;

const ScreeningMatchResponse = builder.objectRef<MatchAnswer>("ScreeningMatchResponse").implement({
  description: "yente's EntityMatchResponse: per query its scored results, the matcher's features and the limit applied",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The audit entry of this screening (who screened what, when, against which list versions)" }),
    responses: t.field({
      type: "JSON",
      description: "{<query key>: {status, results[], total: {value, relation}, query}} as yente's EntityMatches",
      resolve: (r) => r.responses,
    }),
    matcher: t.field({ type: "JSON", description: "yente's FeatureDocs: {<feature>: {description, coefficient, url}}", resolve: (r) => r.matcher }),
    limit: t.exposeInt("limit", { description: "Results per query at most" }),
    listVersions: t.field({ type: "JSON", description: "{<list>: version} of the lists screened against", resolve: (r) => r.listVersions }),
  }),
});

builder.mutationFields((t) => ({
  screeningMatch: t.field({
    type: ScreeningMatchResponse,
    description:
      "Screens FollowTheMoney query entities against the watchlists (yente's /match): stores no person, writes an audit entry. Costs one unit per screening (each name of each query, a LegalEntity's twice), in the query cost limit and in the API key's rate limit",
    args: {
      input: t.arg({
        type: "JSON",
        required: true,
        description:
          "yente's request body {queries: {<key>: {schema, properties}}} with its query parameters beside it (threshold, cutoff, limit, topics, include_dataset, exclude_dataset, exclude_schema, algorithm, dataset)",
      }),
    },
    // Costs one unit per screening, in the /graphql cost limit and in the key's rate limit (each alias
    // its own), as REST's /screening/match pays for the same operation: one name screened is the work.
    extensions: listCost({ unitsOf: (args) => screeningsOf(args.input) }),
    resolve: async (_r, args, ctx) => {
      if (ctx.rateLimit) await spendUnits(ctx.sql, ctx.actor.apiKeyId, ctx.rateLimit, screeningsOf(args.input), "one per name screened");
      return screenOnDemand(ctx.db, ctx.actor, args.input);
    },
  }),
}));
