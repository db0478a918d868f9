// What one /graphql request may ask for: depth, aliases, tokens and a cost that counts list sizes.
// Every refusal is answered at parse, validation or just before execution, so no resolver (and no SQL)
// runs for it. REST routes run their own fixed, compiled operations and never pass through here.
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import {
  GraphQLError,
  Kind,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { DomainError, type ErrorCode } from "../errors";
import { DEFAULT_LIMIT } from "../domain/pagination/cursor";
import { toGraphQLError } from "../schema/errors";
import { listCostOf } from "../schema/cost";

export const GRAPHQL_LIMITS = {
  /** Nesting levels, leaves included; introspection is not counted. */
  maxDepth: 10,
  /** Aliased fields in the whole document (`__typename` aliases are free). */
  maxAliases: 15,
  /** Lexical tokens of the document (GraphiQL's introspection query is under 200). */
  maxTokens: 2000,
  /**
   * About the number of objects the response may hold (see operationCost): the case page of 50
   * applications (12,450) fits; 100 applications × 100 documents (20,200) does not.
   */
  maxCost: 15_000,
} as const;

/** Arguments that bound a list: their value multiplies the cost of the field's subtree. */
const SIZE_ARGUMENTS = ["limit", "first"];

function refusal(code: ErrorCode, message: string): GraphQLError {
  return toGraphQLError(new DomainError(code, message));
}

/** armor's wording without its misleading "Syntax Error:" prefix, plus what to do about it. */
const armorMessage = (error: GraphQLError, advice: string) => `${error.message.replace(/^Syntax Error: /, "").replace(/\.$/, "")}: ${advice}`;

function reportAs(code: ErrorCode, advice: string) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const ours = refusal(code, armorMessage(error, advice));
        // Validation rules report (every refusal is listed); the token count runs inside the parser, which only stops by throwing.
        if (context) context.reportError(ours);
        else throw ours;
      },
    ],
  };
}

type Variables = Record<string, unknown>;

/** An argument's value as given: a literal int or list, or a variable (with its default). */
function argumentValue(node: FieldNode, name: string, variables: Variables, operation: OperationDefinitionNode): unknown {
  const given = node.arguments?.find((a) => a.name.value === name)?.value;
  if (given?.kind === Kind.INT) return Number(given.value);
  if (given?.kind === Kind.LIST) return given.values;
  if (given?.kind === Kind.VARIABLE) {
    const variable = given.name.value;
    if (variables[variable] !== undefined) return variables[variable];
    const fallback = operation.variableDefinitions?.find((v) => v.variable.name.value === variable)?.defaultValue;
    if (fallback?.kind === Kind.INT) return Number(fallback.value);
    if (fallback?.kind === Kind.LIST) return fallback.values;
    return undefined;
  }
  return given ? 1 : undefined; // one value given for a list argument is a list of one
}

/**
 * How many items a field may return: what its declared list cost says (one per id asked for, a fixed
 * maximum, or the units its arguments ask for; src/schema/cost.ts), else its limit/first argument or
 * that argument's default, else 1.
 */
function sizeOf(node: FieldNode, field: GraphQLField<unknown, unknown>, variables: Variables, operation: OperationDefinitionNode): number {
  const declared = listCostOf(field);
  if (declared?.unitsOf) {
    const args = Object.fromEntries((node.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]));
    return Math.max(1, declared.unitsOf(args));
  }
  if (declared?.perElementOf) {
    const value = argumentValue(node, declared.perElementOf, variables, operation);
    return Math.max(1, Array.isArray(value) ? value.length : 1);
  }
  if (declared?.maxItems) return declared.maxItems;
  const definition = field.args.find((a) => SIZE_ARGUMENTS.includes(a.name));
  if (!definition) return 1;
  let value = argumentValue(node, definition.name, variables, operation);
  if (value === undefined || value === null) value = definition.defaultValue ?? DEFAULT_LIMIT;
  return typeof value === "number" && Number.isFinite(value) ? Math.max(1, Math.floor(value)) : DEFAULT_LIMIT;
}

/**
 * The cost of an operation: a leaf costs 0; an object field costs (1 + its selections' cost) times
 * its size (the `limit`/`first` it asks for, or the default page size when it takes one and is not
 * given). A page of 50 applications with 20 documents each costs about 50 × (1 + 20 × 2): roughly the
 * number of objects the answer may hold, which is what the database and the resolvers pay for.
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Variables = {}, operationName?: string | null): number {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const costOf = (type: GraphQLNamedType, set: SelectionSetNode, visiting: Set<string>): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith("__") || !(isObjectType(type) || isInterfaceType(type))) continue; // introspection, __typename
        const field = type.getFields()[name];
        if (!field || !selection.selectionSet || isLeafType(getNamedType(field.type))) continue;
        total += sizeOf(selection, field, variables, operation) * (1 + costOf(getNamedType(field.type), selection.selectionSet, visiting));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on) total += costOf(on, selection.selectionSet, visiting);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || visiting.has(fragment.name.value)) continue; // validation refuses cycles; never loop here
        const on = schema.getType(fragment.typeCondition.name.value);
        if (on) total += costOf(on, fragment.selectionSet, new Set([...visiting, fragment.name.value]));
      }
    }
    return total;
  };
  return costOf(root, operation.selectionSet, new Set());
}

/** Refuses, before execution starts, an operation whose cost (with its variables) exceeds the limit. */
function costLimitPlugin(maxCost: number): Plugin {
  const check = ({ args, setResultAndStopExecution }: { args: ExecutionArgs; setResultAndStopExecution: (result: ExecutionResult) => void }) => {
    const cost = operationCost(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>, args.operationName);
    if (cost > maxCost) {
      setResultAndStopExecution({
        errors: [refusal("QUERY_TOO_COSTLY", `Query cost ${cost} exceeds the limit of ${maxCost}: ask for smaller limit arguments or fewer nested lists`)],
      });
    }
  };
  // Subscriptions run through onSubscribe, not onExecute: each of their events is one execution's worth.
  return { onExecute: check, onSubscribe: check };
}

/** The yoga plugins enforcing GRAPHQL_LIMITS; field suggestions ("Did you mean …?") are hidden on live deployments. */
export function graphqlLimitPlugins(options: { apiEnv: "test" | "live" }): Plugin[] {
  return [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens, ...reportAs("QUERY_TOO_LONG", "send a shorter document") }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ...reportAs("QUERY_TOO_DEEP", "ask for fewer nested levels") }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, ...reportAs("TOO_MANY_ALIASES", "split the work over several requests") }),
    costLimitPlugin(GRAPHQL_LIMITS.maxCost),
    ...(options.apiEnv === "live" ? [blockFieldSuggestionsPlugin()] : []),
  ] as Plugin[];
}
