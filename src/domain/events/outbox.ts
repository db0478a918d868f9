// The event outbox: one row per event of spec 6.1, written in the transaction of the change, so a
// change and its event commit or roll back together. Webhook dispatch reads from here.
import type { Prisma } from "../../generated/prisma/client";
import { insertRows } from "../../kernel/bulkInsert";
import { uuidv7 } from "../../kernel/ids";
import type { Actor } from "../auth/context";
import type { Tx } from "../../db/transaction";
import type { EventName } from "./inputs";

/** data.entityType of the 6.2 payload. */
export type EventEntityType = "APPLICATION" | "SCREENING_HIT" | "DOCUMENT" | "NOTE" | "EXPORT";

export interface EventInput {
  event: EventName;
  entityType: EventEntityType;
  entityId: string;
  applicationId?: string | null;
  metadata?: Record<string, unknown>;
  /** Kept from customers even when the actor's own changes reach them (a steward-only note's events). */
  operatorOnly?: boolean;
}

const outboxRow = (actor: Actor, input: EventInput) => ({
  accountId: actor.accountId,
  applicationId: input.applicationId ?? null,
  event: input.event,
  entityType: input.entityType,
  entityId: input.entityId,
  metadata: (input.metadata as Prisma.InputJsonValue) ?? undefined,
  operatorOnly: actor.operator || (input.operatorOnly ?? false),
});

/** One event: a one-element emitEvents, so a single event cannot differ from a bulk one (changes emit through applicationChange). */
export async function emitEvent(tx: Tx, actor: Actor, input: EventInput): Promise<void> {
  await emitEvents(tx, actor, [input]);
}

/** Several events in one insert, positioned in the given order (bulk imports). */
export async function emitEvents(tx: Tx, actor: Actor, inputs: EventInput[]) {
  const createdAt = new Date();
  await insertRows(
    tx,
    "OutboxEvent",
    inputs.map((input) => ({ id: uuidv7(), ...outboxRow(actor, input), createdAt })),
  );
}

/** The 6.2 body. `timestamp` is when the delivery was created. */
export function eventPayload(
  row: { event: string; entityType: string; entityId: string; accountId: string; applicationId: string | null; metadata: unknown },
  timestamp: Date,
) {
  return {
    event: row.event,
    timestamp: timestamp.toISOString(),
    data: {
      entityType: row.entityType,
      entityId: row.entityId,
      accountId: row.accountId,
      ...(row.applicationId ? { applicationId: row.applicationId } : {}),
      ...(row.metadata && typeof row.metadata === "object" ? { metadata: row.metadata } : {}),
    },
  };
}
