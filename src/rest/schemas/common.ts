// Schemas shared by every route: errors, pagination, timestamps.
import { z } from "zod";
import { MAX_LIMIT, MIN_LIMIT } from "../../domain/pagination/cursor";

export const DateTime = z.iso.datetime({ offset: true }).meta({ format: "date-time" });

export const ErrorResponse = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    code: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    detail: z.string().optional().meta({
      description: "On yente's routes only (/screening/match, /entities, /search, /catalog, /algorithms): yente's error text, the message and what was invalid",
    }),
  })
  .meta({ id: "Error" });

export const PageQuery = {
  cursor: z.string().optional().meta({ description: "Opaque token from the previous response's nextCursor" }),
  limit: z
    .number()
    .int()
    .min(MIN_LIMIT)
    .max(MAX_LIMIT)
    .optional()
    .meta({ description: `${MIN_LIMIT} to ${MAX_LIMIT}, default 50` }),
  order: z.enum(["asc", "desc"]).optional().meta({ description: "desc (newest first, default) or asc; id is the tiebreaker" }),
};

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** An id a request names (path, query or body): never empty. */
export const Id = z.string().min(1);

export const IdParams = z.object({ id: Id });

/** Path parameters named as the spec names them (`{hitId}`, `{taskId}`, …), so generated clients read the same. */
export function idParams<N extends string>(name: N) {
  return z.object({ [name]: Id } as Record<N, typeof Id>);
}
