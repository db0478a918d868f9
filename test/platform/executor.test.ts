// /graphql and REST run one executor (src/schema/compile.ts): graphql-jit compiled documents, cached
// by text, with the limits still answering before any resolver, and subscriptions left to graphql-js.
import { GraphQLBoolean, GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString } from "graphql";
import { createGraphQLServer } from "../../src/http/graphql";
import type { GraphQLContext } from "../../src/schema/context";

/** The executor that ran a resolver, told by the frames under it. */
function executorOf(stack: string): "graphql-js" | "compiled" {
  return /node_modules[\\/](graphql|@graphql-tools[\\/]executor)[\\/]/.test(stack) ? "graphql-js" : "compiled";
}

function tinyServer() {
  const seen: string[] = [];
  const record = () => (seen.push(executorOf(new Error().stack ?? "")), true);
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: "Query",
      fields: {
        ok: { type: GraphQLBoolean, resolve: record },
        echo: { type: GraphQLString, args: { text: { type: GraphQLString } }, resolve: (_, args: { text: string }) => (record(), args.text) },
      },
    }),
    subscription: new GraphQLObjectType({
      name: "Subscription",
      fields: {
        tick: {
          type: GraphQLInt,
          subscribe: async function* () {
            record();
            yield { tick: 1 };
          },
        },
      },
    }),
  });
  const yoga = createGraphQLServer({ schema, apiEnv: "test", context: () => ({}) as GraphQLContext });
  const post = async (query: string, variables?: Record<string, unknown>, accept = "application/json") => {
    const res = await yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, text: await res.text() };
  };
  return { post, seen };
}

describe("the /graphql executor", () => {
  it("runs queries as compiled operations, reusing the compiled document across requests", async () => {
    const { post, seen } = tinyServer();
    for (const text of ["a", "b"]) {
      const res = await post("query($t: String) { ok echo(text: $t) }", { t: text });
      expect(JSON.parse(res.text)).toEqual({ data: { ok: true, echo: text } });
    }
    expect(seen).toEqual(["compiled", "compiled", "compiled", "compiled"]);
  });

  it("answers a variable of the wrong type with an error, running no resolver", async () => {
    const { post, seen } = tinyServer();
    const res = await post("query($t: String) { echo(text: $t) }", { t: { not: "a string" } });
    expect(JSON.parse(res.text).errors[0].message).toMatch(/\$t/);
    expect(seen).toEqual([]);
  });

  it("leaves subscriptions to graphql-js", async () => {
    const { post, seen } = tinyServer();
    const res = await post("subscription { tick }", undefined, "text/event-stream");
    expect(res.text).toContain('"tick":1');
    expect(seen).toEqual(["graphql-js"]);
  });
});
