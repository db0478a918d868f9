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
import { heavyExecutionPlugin, type HeavyRequestGate } from "./heavyRequests";

/** Where the page keeps the key: this browser tab only, gone when it closes. */
const KEY_STORAGE = "compliance-graphiql-api-key";

/**
 * GraphiQL fetches the schema as soon as it renders, so the key must be in its headers by then: the
 * page asks for it once (kept in the tab's sessionStorage) and renders GraphiQL with it, instead of
 * opening on a 401 with a placeholder to replace and a schema to re-fetch by hand. The key is never
 * part of the page the server sends.
 */
function renderGraphiQLAskingForKey(options: Parameters<typeof renderGraphiQL>[0]): string {
  const html = renderGraphiQL(options);
  const call = "YogaGraphiQL.renderYogaGraphiQL(";
  const at = html.lastIndexOf(call);
  if (at < 0) return html; // another renderer version: GraphiQL still opens, its headers empty
  const withKey = `(function () {
          var key = sessionStorage.getItem(${JSON.stringify(KEY_STORAGE)});
          if (!key) {
            key = (window.prompt("API key for GraphiQL (kept in this tab only)") || "").trim().replace(/^Bearer\\s+/i, "");
            if (key) sessionStorage.setItem(${JSON.stringify(KEY_STORAGE)}, key);
          }
          return function (root, options) {
            if (key) options.headers = JSON.stringify({ Authorization: "Bearer " + key });
            return YogaGraphiQL.renderYogaGraphiQL(root, options);
          };
        })()(`;
  return html.slice(0, at) + withKey + html.slice(at + call.length);
}

export function createGraphQLServer(options: {
  schema: GraphQLSchema;
  apiEnv: "test" | "live";
  trustedDocuments?: Plugin[];
  /** Open subscriptions per API key and per process; none when left out (tools and tests of the executor). */
  subscriptionLimits?: SubscriptionLimits;
  /** The cap on CPU-heavy requests per account, for operations sent by a trusted document's id (the app's gate counts the rest). */
  heavy?: HeavyRequestGate;
  context: (req: Request | undefined) => GraphQLContext;
}) {
  return createYoga<{ req: Request; res: Response }, GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: "/graphql",
    graphiql: { title: "Compliance API — GraphiQL" },
    renderGraphiQL: renderGraphiQLAskingForKey, // bundled from npm: GraphiQL works offline
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
      // After the executor is chosen: a CPU-heavy request keeps its slot until its execution settles.
      heavyExecutionPlugin(options.heavy),
    ],
    context: ({ req }) => options.context(req),
  });
}
