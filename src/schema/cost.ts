// How many items a list field without a limit/first argument can answer with, or how much work a field
// stands for, declared on the field (its GraphQL extensions) and read by the /graphql cost limit
// (src/http/graphqlLimits.ts), so a field that looks like one object to the calculator cannot be asked
// for a thousand times over.
import type { GraphQLField } from "graphql";

export interface ListCost {
  /** One item per element of this list argument (`nodes(ids:)`). */
  perElementOf?: string;
  /** At most this many items whatever the arguments (a capped findMany). */
  maxItems?: number;
  /** As many as this counts from the field's argument values (the screenings a /match input asks for). */
  unitsOf?: (args: Record<string, unknown>) => number;
}

const LIST_COST = "listCost";

/** Field extensions declaring a list's size: `t.field({ …, extensions: listCost({ maxItems: 1000 }) })`. */
export const listCost = (cost: ListCost) => ({ [LIST_COST]: cost });

export function listCostOf(field: GraphQLField<unknown, unknown>): ListCost | undefined {
  return field.extensions?.[LIST_COST] as ListCost | undefined;
}
