// The /graphql endpoint: graphql-yoga over the one schema, with GraphiQL, masked errors and the
// request limits. Built here so the app and the tests use the same server.
import type { Request, Response } from "express";
import { createYoga, type Plugin } from "graphql-yoga";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import type { GraphQLSchema } from "graphql";
import type { GraphQLContext } from "../schema/context";
import { toGraphQLError } from "../schema/errors";
import { graphqlLimitPlugins } from "./graphqlLimits";
import { compiledExecutionPlugin } from "./compiledExecution";
import { subscriptionLimitPlugin, type SubscriptionLimits } from "./subscriptionLimits";

export function createGraphQLServer(options: {
  schema: GraphQLSchema;
  apiEnv: "test" | "live";
  trustedDocuments?: Plugin[];
  /** Open subscriptions per API key and per process; none when left out (tools and tests of the executor). */
  subscriptionLimits?: SubscriptionLimits;
  context: (req: Request | undefined) => GraphQLContext;
}) {
  return createYoga<{ req: Request; res: Response }, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: "/graphql",
    graphiql: { title: "Compliance API — GraphiQL", headers: JSON.stringify({ Authorization: "Bearer <your API key>" }) },
    renderGraphiQL, // bundled from npm: GraphiQL works offline
    landingPage: false,
    logging: false,
    maskedErrors: { maskError: (error, message) => toGraphQLError(error, message) },
    // `documentId`: a trusted document's hash, the GraphQL-over-HTTP way of naming a persisted operation.
    extraParamNames: ["documentId"],
    // Trusted documents first: a refused operation is not parsed, costed or run.
    plugins: [
      ...(options.trustedDocuments ?? []),
      ...graphqlLimitPlugins({ apiEnv: options.apiEnv }),
      ...(options.subscriptionLimits ? [subscriptionLimitPlugin(options.subscriptionLimits)] : []),
      compiledExecutionPlugin(options.schema),
    ],
    context: ({ req }) => options.context(req),
  });
}
