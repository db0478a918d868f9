// Permissions declared on root fields (src/schema/permissions.ts): a field that declares none needs
// its operation type's default (a mutation `write`, default-deny), the declaration is checked before
// the resolver on both executors (graphql-jit, graphql-js for subscriptions), and the field's
// description and extensions name it, which is where REST and OpenAPI read it.
import SchemaBuilder from "@pothos/core";
import { execute, parse, subscribe, type ExecutionResult, type GraphQLSchema } from "graphql";
import { operationPermission, permissionSentence, permissionsPlugin } from "../../../src/schema/permissions";
import { compileOperation } from "../../../src/schema/compile";
import type { GraphQLContext } from "../../../src/schema/context";
import type { Actor } from "../../../src/domain/auth/context";
import { schema } from "../../../src/schema";
import { getDatamodel } from "../../../src/generated/pothos-types";

const actor = (role: Actor["role"]): Actor => ({ accountId: "acc", apiKeyId: "key", userId: "u", userName: "Uma", operator: false, role });
const contextOf = (role: Actor["role"]) => ({ actor: actor(role) }) as GraphQLContext;

/** A schema of one field per case, built with the same plugin as the service's. */
function smallSchema(): { schema: GraphQLSchema; ran: string[] } {
  const ran: string[] = [];
  const builder = new SchemaBuilder<{ Context: GraphQLContext }>({
    plugins: [permissionsPlugin],
    // The Prisma plugin's types ask every builder for its options; without the plugin they go unread.
    prisma: { client: (ctx) => ctx.db, dmmf: getDatamodel() },
  });
  builder.queryType({});
  builder.mutationType({});
  builder.subscriptionType({});
  builder.queryFields((t) => ({
    reads: t.boolean({ resolve: () => (ran.push("reads"), true) }),
  }));
  builder.mutationFields((t) => ({
    changes: t.boolean({ description: "Changes a thing", resolve: () => (ran.push("changes"), true) }),
    configures: t.boolean({ permission: "admin", resolve: () => (ran.push("configures"), true) }),
  }));
  builder.subscriptionFields((t) => ({
    watches: t.boolean({
      permission: "review",
      subscribe: async function* () {
        ran.push("watches");
        yield true;
      },
      resolve: (value: boolean) => value,
    }),
  }));
  return { schema: builder.toSchema(), ran };
}

const codeOf = (result: ExecutionResult) => (result.errors?.[0]?.originalError as { code?: string } | undefined)?.code;

describe("permissions declared on root fields", () => {
  it("default to read for a query and write for a mutation that declares none, and name the permission in the field", () => {
    const { schema: small } = smallSchema();
    const fields = {
      reads: small.getQueryType()!.getFields().reads,
      changes: small.getMutationType()!.getFields().changes,
      configures: small.getMutationType()!.getFields().configures,
      watches: small.getSubscriptionType()!.getFields().watches,
    };
    expect(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.extensions.permission]))).toEqual({
      reads: "read",
      changes: "write",
      configures: "admin",
      watches: "review",
    });
    expect(fields.changes.description).toBe(`Changes a thing\n\n${permissionSentence("write")}`);
    expect(fields.configures.description).toBe(permissionSentence("admin"));
    expect(permissionSentence("review")).toBe("Permission: `review` (analyst, approver, admin, or a key without a role).");
  });

  it("refuse before the resolver runs on the compiled executor, and let a role holding the permission through", async () => {
    const { schema: small, ran } = smallSchema();
    const configures = compileOperation(small, "mutation { configures }", "configures");
    const refused = await configures.run(contextOf("approver"), {});
    expect(codeOf(refused)).toBe("FORBIDDEN");
    expect(refused.errors![0].message).toContain('"admin"');
    const viewerChanges = await compileOperation(small, "mutation { changes }", "changes").run(contextOf("viewer"), {});
    expect(codeOf(viewerChanges)).toBe("FORBIDDEN");
    expect(ran).toEqual([]);
    expect((await configures.run(contextOf("admin"), {})).data).toEqual({ configures: true });
    expect((await compileOperation(small, "query { reads }", "reads").run(contextOf("viewer"), {})).data).toEqual({ reads: true });
    expect(ran).toEqual(["configures", "reads"]);
  });

  it("refuse on graphql-js too, a subscription before its source starts", async () => {
    const { schema: small, ran } = smallSchema();
    expect(codeOf((await execute({ schema: small, document: parse("mutation { configures }"), contextValue: contextOf("analyst") })) as ExecutionResult)).toBe(
      "FORBIDDEN",
    );
    const watched = await subscribe({ schema: small, document: parse("subscription { watches }"), contextValue: contextOf("viewer") });
    expect(codeOf(watched as ExecutionResult)).toBe("FORBIDDEN");
    expect(ran).toEqual([]);
    const allowed = (await subscribe({
      schema: small,
      document: parse("subscription { watches }"),
      contextValue: contextOf("analyst"),
    })) as AsyncIterableIterator<ExecutionResult>;
    expect((await allowed.next()).value).toEqual({ data: { watches: true } });
    await allowed.return?.();
  });

  it("give an operation the strongest permission its root fields declare", () => {
    const { schema: small } = smallSchema();
    expect(operationPermission(small, "query { __typename reads }")).toBe("read");
    expect(operationPermission(small, "mutation { changes configures }")).toBe("admin");
    expect(operationPermission(schema, "mutation($id: ID!) { rejectApplication(id: $id) { id } }")).toBe("approve");
    expect(() => operationPermission(small, "mutation { nothing }")).toThrow(/no field nothing/);
  });

  it("fail the build for a root field added past the declarations", () => {
    const builder = new SchemaBuilder<{ Context: GraphQLContext }>({
      plugins: [permissionsPlugin],
      prisma: { client: (ctx) => ctx.db, dmmf: getDatamodel() },
    });
    const Query = builder.queryType({});
    builder.objectField(Query, "sneaky", (t) => t.boolean({ resolve: () => true }));
    expect(() => builder.toSchema()).toThrow("Root fields without a permission: Query.sneaky");
  });
});
