// Enforces src/domain/auth/permissions.ts on the built schema, in one place: every root field of
// Query, Mutation and Subscription gets the permission its name maps to (a mutation nobody listed
// needs `write`), checked before its resolver runs, and a sentence naming it in its description.
// Both doors (REST's compiled operations and /graphql) execute these resolvers, so both are covered,
// and a field added by any area is covered without an edit here.
import { defaultFieldResolver, Kind, parse, type GraphQLFieldResolver, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import { assertPermission, permissionFor, permissionSentence, strongestPermission, type OperationType, type Permission } from "../domain/auth/permissions";
import type { GraphQLContext } from "./context";

function guard(resolve: GraphQLFieldResolver<unknown, GraphQLContext>, permission: Permission): GraphQLFieldResolver<unknown, GraphQLContext> {
  return (source, args, context, info) => {
    assertPermission(context.actor, permission);
    return resolve(source, args, context, info);
  };
}

function applyTo(type: GraphQLObjectType | null | undefined, operation: OperationType) {
  if (!type) return;
  for (const field of Object.values(type.getFields())) {
    const permission = permissionFor(operation, field.name);
    const sentence = permissionSentence(permission);
    if (!field.description?.includes(sentence)) field.description = field.description ? `${field.description}\n\n${sentence}` : sentence;
    // Every role reads: a read field keeps its resolver untouched (and costs nothing more per request).
    if (permission === "read") continue;
    if (operation === "subscription") field.subscribe = guard(field.subscribe ?? defaultFieldResolver, permission);
    else field.resolve = guard(field.resolve ?? defaultFieldResolver, permission);
  }
}

/** Guards the schema's root fields by the permission map; returns the same schema. */
export function withPermissions(schema: GraphQLSchema): GraphQLSchema {
  applyTo(schema.getQueryType(), "query");
  applyTo(schema.getMutationType(), "mutation");
  applyTo(schema.getSubscriptionType(), "subscription");
  return schema;
}

/**
 * The permission a GraphQL document needs (the strongest of its operations' root fields), read off the
 * same map: a REST route checks it before reading its body, and OpenAPI documents it.
 */
export function operationPermission(source: string): Permission {
  const needed: Permission[] = [];
  for (const definition of parse(source).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) needed.push(permissionFor(definition.operation, selection.name.value));
    }
  }
  return strongestPermission(needed);
}

// What REST needs of the rule, through the schema (REST takes no rule from the domain directly).
export { assertPermission, forbidden, hasPermission, permissionSentence, type Permission } from "../domain/auth/permissions";
