// The one cursor pagination of the service (spec 4.1 and 7), used by every cursor list.
// Keyset, never OFFSET: a page costs the same wherever it is. Cursors are signed and carry the list,
// the account, the order and the sort field they were issued under.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from "node:crypto";
import { Prisma } from "../../generated/prisma/client";
import { sqlUtcTimestamp } from "../../db/sql";
import { DomainError, invalid } from "../../errors";

export type SortOrder = "asc" | "desc";

export interface ListSpec<F extends string> {
  /** Distinguishes lists, so a cursor of one is refused by another. */
  name: string;
  sortFields: readonly F[];
  defaultSortField: F;
  /** How the sort field's value is carried in a cursor. */
  sortFieldKind: Record<F, "date" | "string">;
  /** Order when none is asked for, per sort field (desc, newest first, unless named here). */
  defaultOrder?: Partial<Record<F, SortOrder>>;
}

export interface PageArgs {
  cursor?: string | null;
  limit?: number | null;
  order?: string | null;
  orderBy?: string | null;
}

export interface Page<F extends string> {
  limit: number;
  order: SortOrder;
  orderBy: F;
  /** Position after which this page starts; null on the first page. */
  after: { value: string | Date; id: string } | null;
}

export const MIN_LIMIT = 1;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 50;

const INVALID = "Invalid pagination cursor";
const DIRECTION = "Pagination cursor direction does not match sort order";
const SORT_FIELD = "Pagination cursor sort field does not match requested orderBy";

interface CursorPayload {
  l: string; // list
  a: string; // account
  o: SortOrder;
  f: string; // sort field
  v: string; // sort value
  i: string; // id tiebreaker
}

/** A KeyObject, prepared once: createHmac with a raw Buffer prepares one per call (~7× the HMAC itself). */
let signingKey: KeyObject | undefined;

/** Set once at start from the database, so every API process signs and verifies alike. */
export function setCursorSigningKey(key: string) {
  signingKey = createSecretKey(Buffer.from(key, "utf8"));
}

function sign(body: string): string {
  if (!signingKey) throw new Error("cursor signing key not set");
  return createHmac("sha256", signingKey).update(body).digest("base64url").slice(0, 22);
}

function encode(payload: CursorPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(body)}`;
}

function decode(token: string): CursorPayload {
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined) throw new DomainError("INVALID_CURSOR", INVALID);
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new DomainError("INVALID_CURSOR", INVALID);
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as CursorPayload;
    if (typeof payload.v !== "string" || typeof payload.i !== "string") throw new Error("shape");
    return payload;
  } catch {
    throw new DomainError("INVALID_CURSOR", INVALID);
  }
}

export function readPage<F extends string>(args: PageArgs, spec: ListSpec<F>, accountId: string): Page<F> {
  const details = [];
  const limit = args.limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < MIN_LIMIT || limit > MAX_LIMIT) {
    details.push({ path: "limit", message: `must be an integer from ${MIN_LIMIT} to ${MAX_LIMIT}` });
  }
  const orderBy = (args.orderBy ?? spec.defaultSortField) as F;
  if (!spec.sortFields.includes(orderBy)) {
    details.push({ path: "orderBy", message: `must be one of ${spec.sortFields.join(", ")}` });
  }
  // An explicit order wins; cursors carry the order in force, so one issued under the default is
  // refused under the other order like any other.
  const order = (args.order ?? spec.defaultOrder?.[orderBy] ?? "desc") as SortOrder;
  if (order !== "asc" && order !== "desc") details.push({ path: "order", message: "must be asc or desc" });
  if (details.length) throw invalid("Invalid pagination parameters", details);

  if (!args.cursor) return { limit, order, orderBy, after: null };
  const payload = decode(args.cursor);
  // A cursor of another list or another account was not issued for this request.
  if (payload.l !== spec.name || payload.a !== accountId || !spec.sortFields.includes(payload.f as F)) {
    throw new DomainError("INVALID_CURSOR", INVALID);
  }
  // The sort field first: under another orderBy the default order may differ too, and the field is the cause.
  if (payload.f !== orderBy) throw new DomainError("CURSOR_SORT_MISMATCH", SORT_FIELD);
  if (payload.o !== order) throw new DomainError("CURSOR_DIRECTION_MISMATCH", DIRECTION);
  const value = spec.sortFieldKind[orderBy] === "date" ? new Date(payload.v) : payload.v;
  if (value instanceof Date && Number.isNaN(value.getTime())) throw new DomainError("INVALID_CURSOR", INVALID);
  return { limit, order, orderBy, after: { value, id: payload.i } };
}

/** Prisma `where` fragment: rows strictly after the cursor position in (sort field, id) order. */
export function afterCursor<F extends string>(page: Page<F>): Record<string, unknown> {
  if (!page.after) return {};
  const op = page.order === "asc" ? "gt" : "lt";
  const bound = page.order === "asc" ? "gte" : "lte";
  return {
    AND: [
      // Redundant with the OR below, but an index range condition: the scan starts at the cursor
      // instead of filtering every row before it, so a deep page costs what the first one does.
      { [page.orderBy]: { [bound]: page.after.value } },
      {
        OR: [{ [page.orderBy]: { [op]: page.after.value } }, { [page.orderBy]: page.after.value, id: { [op]: page.after.id } }],
      },
    ],
  };
}

/** Prisma `orderBy`: the sort field, then id as tiebreaker, both in the page's direction. */
export function pageOrder<F extends string>(page: Page<F>): Record<string, SortOrder>[] {
  return [{ [page.orderBy]: page.order }, { id: page.order }];
}

/**
 * The same keyset in SQL for lists read with one raw statement: `(sort, id) < (value, id)` is a
 * single index range condition on `(…, sort, id)`, so a deep page starts its scan at the cursor.
 * `columns` are trusted SQL identifiers of the sort field and the id.
 */
export function sqlAfterCursor<F extends string>(page: Page<F>, columns: { sort: Prisma.Sql; id: Prisma.Sql }): Prisma.Sql {
  if (!page.after) return Prisma.sql`TRUE`;
  const value = page.after.value instanceof Date ? sqlUtcTimestamp(page.after.value) : Prisma.sql`${page.after.value}`;
  const op = page.order === "asc" ? Prisma.raw(">") : Prisma.raw("<");
  return Prisma.sql`(${columns.sort}, ${columns.id}) ${op} (${value}, ${page.after.id})`;
}

/** SQL `ORDER BY` body: the sort field, then id, both in the page's direction. */
export function sqlPageOrder<F extends string>(page: Page<F>, columns: { sort: Prisma.Sql; id: Prisma.Sql }): Prisma.Sql {
  const direction = Prisma.raw(page.order === "asc" ? "ASC" : "DESC");
  return Prisma.sql`${columns.sort} ${direction}, ${columns.id} ${direction}`;
}

/** Takes `limit + 1` fetched rows and returns the page with its nextCursor. */
export function finishPage<F extends string, T extends { id: string }>(
  rows: T[],
  page: Page<F>,
  spec: ListSpec<F>,
  accountId: string,
  sortValue: (row: T) => Date | string,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, page.limit);
  if (rows.length <= page.limit) return { items, nextCursor: null };
  const last = items[items.length - 1];
  return { items, nextCursor: issueCursor(spec, accountId, page.order, page.orderBy, sortValue(last), last.id) };
}

/** The cursor that continues after the row (value, id) of a list walked in `order` by `orderBy`. */
export function issueCursor<F extends string>(spec: ListSpec<F>, accountId: string, order: SortOrder, orderBy: F, value: Date | string, id: string) {
  return encode({ l: spec.name, a: accountId, o: order, f: orderBy, v: value instanceof Date ? value.toISOString() : value, i: id });
}
