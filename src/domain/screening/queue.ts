// The account-wide review queue (contract "GET /api/v1/screening/queue"): every hit
// of the caller's account that matches the filters, oldest first unless asked otherwise, cursor-paged
// like every list (createdAt, then id). Indexes ScreeningHit(accountId, createdAt, id) and
// (accountId, status, createdAt, id), and (accountId, type, createdAt, id) for a queue of one type, let a
// page read in order instead of sorting the queue (bench/queue.ts). Each item carries its
// application's id, name and risk level, joined in the page's one statement: a reviewer sees whose
// hit it is without a read per row.
import { Prisma, type RiskLevel, type ScreeningHit } from "../../generated/prisma/client";
import { readJsonInstants, sqlUtcTimestamp, type SqlReader } from "../../db/sql";
import type { Actor } from "../auth/context";
import { finishPage, readPage, sqlAfterCursor, sqlPageOrder, type ListSpec, type PageArgs } from "../pagination/cursor";
import { rowColumns, type RowSpec } from "../pagination/rows";
import { parseInput } from "../../kernel/validation";
import { HIT_COUNT_BUCKETS, ScreeningQueueFilter } from "./inputs";

export const SCREENING_QUEUE_LIST: ListSpec<"createdAt"> = {
  name: "screening-queue",
  sortFields: ["createdAt"],
  defaultSortField: "createdAt",
  sortFieldKind: { createdAt: "date" },
  // A queue is worked oldest first.
  defaultOrder: { createdAt: "asc" },
};

/** Which application a queue item belongs to, as a reviewer's row shows it. */
export interface HitApplicationSummary {
  id: string;
  name: string;
  riskLevel: RiskLevel | null;
  /** When its next periodic review is due (approved applications), so overdue reviews show in the queue. */
  nextReviewAt: Date | null;
}

export type QueueHit = ScreeningHit & { applicationSummary: HitApplicationSummary };

/** The queue's rows: hits, each with its application's summary read from the joined application `a`. */
const queueHits: RowSpec<QueueHit> = {
  model: "ScreeningHit",
  table: "ScreeningHit",
  fields: Prisma.ScreeningHitScalarFieldEnum,
  computed: {
    applicationSummary: () => Prisma.sql`json_build_object('id', a.id, 'name', a.name, 'riskLevel', a."riskLevel", 'nextReviewAt', a."nextReviewAt")`,
  },
  where: {},
  hydrate: (row) => {
    const hit = row as unknown as QueueHit;
    readJsonInstants(hit.applicationSummary, "Application");
    return hit;
  },
};

/** The filters as SQL over the hit `h` and its application `a`; 400 for a bad filter. */
function queueConditions(raw: unknown): Prisma.Sql {
  const filter = parseInput(ScreeningQueueFilter, raw ?? {});
  // Enum columns compare with arrays of their own type, so the (accountId, status|type, createdAt, id) indexes apply.
  const parts = [Prisma.sql`h.status = ANY(CAST(CAST(${filter.status ?? [...HIT_COUNT_BUCKETS.open]} AS text[]) AS "HitStatus"[]))`];
  if (filter.type) parts.push(Prisma.sql`h.type = ANY(CAST(CAST(${filter.type} AS text[]) AS "ScreeningType"[]))`);
  if (filter.origin) parts.push(Prisma.sql`h.origin = ANY(CAST(CAST(${filter.origin} AS text[]) AS "HitOrigin"[]))`);
  if (filter.list) parts.push(Prisma.sql`h.source = ANY(CAST(${filter.list} AS text[]))`);
  if (filter.createdFrom) parts.push(Prisma.sql`h."createdAt" >= ${sqlUtcTimestamp(new Date(filter.createdFrom))}`);
  if (filter.createdTo) parts.push(Prisma.sql`h."createdAt" <= ${sqlUtcTimestamp(new Date(filter.createdTo))}`);
  if (filter.riskLevels) parts.push(Prisma.sql`a."riskLevel" = ANY(CAST(CAST(${filter.riskLevels} AS text[]) AS "RiskLevel"[]))`);
  if (filter.assignees) {
    parts.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "ApplicationAssignee" s WHERE s."applicationId" = a.id AND s."userId" = ANY(CAST(${filter.assignees} AS text[])))`,
    );
  }
  return Prisma.join(parts, " AND ");
}

/** One page of the queue: one statement, the hits with their applications' summaries. */
export async function listScreeningQueue(sql: SqlReader, actor: Actor, rawFilter: unknown, pageArgs: PageArgs) {
  const page = readPage(pageArgs, SCREENING_QUEUE_LIST, actor.accountId);
  const conditions = queueConditions(rawFilter);
  const keyset = { sort: Prisma.raw(`h."createdAt"`), id: Prisma.raw(`h.id`) };
  const rows = await sql.rows<Record<string, unknown>>(Prisma.sql`
    SELECT ${rowColumns(queueHits, "h")}
    FROM "ScreeningHit" h JOIN "Application" a ON a.id = h."applicationId" AND a."accountId" = h."accountId"
    WHERE h."accountId" = ${actor.accountId} AND ${conditions} AND ${sqlAfterCursor(page, keyset)}
    ORDER BY ${sqlPageOrder(page, keyset)} LIMIT ${page.limit + 1}`);
  return finishPage(rows.map(queueHits.hydrate), page, SCREENING_QUEUE_LIST, actor.accountId, (row) => row.createdAt);
}
