// The GraphQL face of the one cursor pagination: the same arguments and the same {items, nextCursor}.
import type { ArgBuilder, SchemaTypes } from "@pothos/core";
import type { PageArgs } from "../domain/pagination/cursor";
import { builder, type SchemaTypesOf } from "./builder";
import { enumOf } from "./zodInputs";

const SortOrderEnum = enumOf("SortOrder", ["asc", "desc"] as const, "The direction of a list: desc (newest first) or asc");

/** cursor, limit, order — shared by every cursor list field. */
export function pageArgs<T extends SchemaTypes>(arg: ArgBuilder<T>) {
  return {
    cursor: arg.string({ description: "Opaque token from the previous page's nextCursor" }),
    limit: arg.int({ description: "1 to 100, default 50" }),
    order: arg({ type: SortOrderEnum, description: "desc (newest first, default) or asc" }),
  };
}

export function toPageArgs(args: { cursor?: string | null; limit?: number | null; order?: unknown; orderBy?: string | null }): PageArgs {
  return { cursor: args.cursor, limit: args.limit, order: (args.order as string | null) ?? null, orderBy: args.orderBy };
}

/** `{items, nextCursor}` object type for a list of `itemType`. */
export function pageType<Item>(name: string, itemType: PothosSchemaTypes.ObjectRef<SchemaTypesOf, Item>) {
  return builder.objectRef<{ items: Item[]; nextCursor: string | null }>(name).implement({
    description: `A page of ${itemType.name} objects, in the list's order`,
    fields: (t) => ({
      items: t.field({ type: [itemType], description: "The page's items (at most limit)", resolve: (page) => page.items }),
      nextCursor: t.string({ nullable: true, description: "Pass as cursor for the next page; null on the last page", resolve: (page) => page.nextCursor }),
    }),
  });
}
