// The shape every planned read shares (an edge read in its parent's own statement): the SQL
// of one more column of that statement, and how its value becomes the edge's rows again.
import type { Prisma } from "../generated/prisma/client";

/**
 * A value read with its parent's row: `column` is one more column of the parent's statement (JSON
 * built over the parent's alias), and `read` turns that column's value back into a `T`, given what
 * else it needs (`Of`: the parent's id or row). The value is `unknown` where the statement hands it
 * over; only the code that wrote `column` knows its shape, so its `read` may name that shape (a
 * method's parameter, which TypeScript lets a narrower one implement).
 */
export interface PlannedRead<T, Of extends unknown[] = []> {
  column: Prisma.Sql;
  read(value: unknown, ...of: Of): T;
}
