// Who may run each root field, declared on the field beside its resolver: `permission: "approve"`.
// A root field that declares none needs its operation type's default, `write` for a mutation and
// `read` for a query or subscription, so a mutation added anywhere is closed to viewers untouched.
// This plugin checks the permission before the field's resolver runs, so both executors (graphql-jit
// for REST and /graphql, graphql-js for subscriptions) check it; it records the permission in the
// field's extensions, where REST and OpenAPI read it, and ends the field's description naming it.
import SchemaBuilder, {
  BasePlugin,
  type FieldNullability,
  type InputFieldMap,
  type PothosOutputFieldConfig,
  type SchemaTypes,
  type TypeParam,
} from "@pothos/core";
import { defaultFieldResolver, Kind, parse, type GraphQLField, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import { assertPermission, rolesWith, strongestPermission, type Permission } from "../domain/auth/permissions";
import type { GraphQLContext } from "./context";

// Pothos' field options are extended by declaration merging, which takes its interfaces' type
// parameters as they are, names included, used or not.
/* eslint-disable @typescript-eslint/no-namespace, @typescript-eslint/no-unused-vars */
declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      permissions: PermissionsPlugin<Types>;
    }
    interface QueryFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveReturnShape,
    > {
      /** What the caller needs beyond `read`, the default of a query. */
      permission?: Permission;
    }
    interface MutationFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveReturnShape,
    > {
      /** What the caller needs when `write`, the default of a mutation, is not it. */
      permission?: Permission;
    }
    interface SubscriptionFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveShape,
      ResolveReturnShape,
    > {
      /** What the caller needs beyond `read`, the default of a subscription. */
      permission?: Permission;
    }
  }
}
/* eslint-enable @typescript-eslint/no-namespace, @typescript-eslint/no-unused-vars */

declare module "graphql" {
  interface GraphQLFieldExtensions<_TSource, _TContext, _TArgs> {
    /** On every root field: the permission it needs, declared or its operation type's default. */
    permission?: Permission;
  }
}

/** The plugin's name, for the builder's `plugins`. */
export const permissionsPlugin = "permissions";

/** What a root field needs when it declares nothing: default-deny for mutations. */
const DEFAULT_PERMISSION = { Query: "read", Mutation: "write", Subscription: "read" } as const satisfies Record<string, Permission>;

/** One sentence for a field's or route's description. */
export function permissionSentence(permission: Permission): string {
  return `Permission: \`${permission}\` (${rolesWith(permission).join(", ")}, or a key without a role).`;
}

function permissionOf<Types extends SchemaTypes>(config: PothosOutputFieldConfig<Types>): Permission | null {
  if (config.kind !== "Query" && config.kind !== "Mutation" && config.kind !== "Subscription") return null;
  return (config.pothosOptions as { permission?: Permission }).permission ?? DEFAULT_PERMISSION[config.kind];
}

function guard<T>(resolve: GraphQLFieldResolver<unknown, T, object>, permission: Permission): GraphQLFieldResolver<unknown, T, object> {
  return (source, args, context, info) => {
    assertPermission((context as GraphQLContext).actor, permission);
    return resolve(source, args, context, info);
  };
}

class PermissionsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(config: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const permission = permissionOf(config);
    if (!permission) return config;
    const sentence = permissionSentence(permission);
    return {
      ...config,
      description: config.description ? `${config.description}\n\n${sentence}` : sentence,
      extensions: { ...config.extensions, permission },
    };
  }

  override wrapResolve(resolve: GraphQLFieldResolver<unknown, Types["Context"], object>, config: PothosOutputFieldConfig<Types>) {
    const permission = permissionOf(config);
    // Every role reads: a read field keeps its resolver untouched (and costs nothing more per request).
    // A subscription is checked once, as it starts (wrapSubscribe), not on each event it sends.
    if (!permission || permission === "read" || config.kind === "Subscription") return resolve;
    return guard(resolve, permission);
  }

  override wrapSubscribe(subscribe: GraphQLFieldResolver<unknown, Types["Context"], object> | undefined, config: PothosOutputFieldConfig<Types>) {
    const permission = permissionOf(config);
    if (!permission || permission === "read") return subscribe;
    return guard(subscribe ?? defaultFieldResolver, permission);
  }

  /** A root field the plugin did not see (added to a root type by other means) would go unchecked: the build fails instead. */
  override afterBuild(schema: GraphQLSchema): GraphQLSchema {
    const unchecked = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .flatMap((type) => (type ? Object.values(type.getFields()).map((field) => ({ type, field })) : []))
      .filter(({ field }) => !field.extensions.permission)
      .map(({ type, field }) => `${type.name}.${field.name}`);
    if (unchecked.length) throw new Error(`Root fields without a permission: ${unchecked.join(", ")}`);
    return schema;
  }
}

SchemaBuilder.registerPlugin(permissionsPlugin, PermissionsPlugin);

/** The permission a root field needs, as declared on it (the schema's build guarantees one). */
export function fieldPermission(field: GraphQLField<unknown, unknown>): Permission {
  const permission = field.extensions.permission;
  if (!permission) throw new Error(`${field.name} is not a root field: it has no permission`);
  return permission;
}

/**
 * The permission a GraphQL document needs (the strongest of its operations' root fields), read off
 * the fields' declarations: a REST route checks it before reading its body, and OpenAPI documents it.
 */
export function operationPermission(schema: GraphQLSchema, source: string): Permission {
  const needed: Permission[] = [];
  for (const definition of parse(source).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = schema.getRootType(definition.operation);
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || selection.name.value.startsWith("__")) continue;
      const field = root?.getFields()[selection.name.value];
      if (!field) throw new Error(`${definition.operation} has no field ${selection.name.value}`);
      needed.push(fieldPermission(field));
    }
  }
  return strongestPermission(needed);
}

// What REST needs of the rule, through the schema (REST takes no rule from the domain directly).
export { assertPermission, forbidden, hasPermission, type Permission } from "../domain/auth/permissions";
