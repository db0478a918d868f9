// How an audit entry's hash is computed (docs/retention-and-erasure.md). Version 1 hashed the payload
// itself, so erasing a personal value broke the chain. Version 2 hashes every personal value of the
// payload as a keyed digest (HMAC-SHA256 under the application's AuditKey): erasure replaces a value by
// its digest (a tombstone, `{"$erased": "<hex>"}`) and the entry's hash is unchanged. Values of the
// fields in PUBLIC_FIELDS carry no personal data and enter the hash as they are, so they are kept.
import { createHash, createHmac } from "node:crypto";
import { canonicalJson } from "../../kernel/canonicalJson";

export const HASH_VERSION = 2;

/**
 * Change fields whose values are never personal (statuses, levels, ids, flags): part of hash version 2.
 * Never edit this list: entries hashed under it would no longer verify. A change needs version 3.
 */
const PUBLIC_FIELDS: ReadonlySet<string> = new Set([
  "status",
  "riskLevel",
  "riskScore",
  "hidden",
  "withService",
  "manual",
  "entityType",
  "role",
  "ownershipPercent",
  "assignees",
  "type",
  "deleted",
  "groupId",
  "memberHitIds",
  "approvalPendingBy",
  "clearancePendingStatus",
  "onboardingStartedAt",
  "legalHold",
  "erasedAt",
  "erasure",
]);

export interface HashedFields {
  id: string;
  applicationId: string;
  documentId: string | null;
  seq: number;
  eventType: string;
  event: unknown;
  performedById: string | null;
  performedByName: string;
  note: string | null;
  hidden: boolean;
  createdAt: Date;
  prevHash: string;
}

export interface Tombstone {
  $erased: string;
}

export function isTombstone(value: unknown): value is Tombstone {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && typeof (value as Tombstone).$erased === "string"
  );
}

/** A value that cannot be digested: its key is gone (erased) and it is not a tombstone. */
export class UnverifiableEntry extends Error {}

const isPublic = (field: string) => PUBLIC_FIELDS.has(field);

/** The keyed digest of one personal value; null stays null (it holds nothing). */
export function valueDigest(key: string | null, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (isTombstone(value)) return value.$erased;
  if (key === null) throw new UnverifiableEntry("personal value without its audit key");
  return createHmac("sha256", Buffer.from(key, "hex")).update(canonicalJson(value)).digest("hex");
}

type Changes = Record<string, unknown>;

function changesOf(event: unknown): Changes | null {
  const changes = (event as { changes?: unknown } | null)?.changes;
  return changes && typeof changes === "object" && !Array.isArray(changes) ? (changes as Changes) : null;
}

/** Applies `leaf` to every personal value of an event's changes ({field: {before, after}}); public fields are left. */
function mapPersonalValues(event: unknown, leaf: (value: unknown) => unknown): unknown {
  const changes = changesOf(event);
  if (!changes) return event;
  const mapped: Changes = {};
  for (const [field, change] of Object.entries(changes)) {
    const name = field.slice(field.lastIndexOf(".") + 1);
    if (isPublic(name)) mapped[field] = change;
    else if (change && typeof change === "object" && !Array.isArray(change) && !isTombstone(change)) {
      mapped[field] = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, leaf(v)]));
    } else mapped[field] = leaf(change);
  }
  return { ...(event as object), changes: mapped };
}

/** The event as hash version 2 covers it: personal values as their digests. */
function sealedEvent(key: string | null, event: unknown): unknown {
  return mapPersonalValues(event, (v) => valueDigest(key, v));
}

/** The event with its personal values replaced by tombstones (null stays null): what erasure stores. */
export function erasedEvent(key: string | null, event: unknown): unknown {
  return mapPersonalValues(event, (v) => (v === null || v === undefined ? null : { $erased: valueDigest(key, v)! }));
}

/** Hash version 1: the payload itself. */
function hashV1(entry: HashedFields): string {
  const { prevHash, ...content } = entry;
  return createHash("sha256").update(prevHash).update(canonicalJson(content)).digest("hex");
}

/** Hash version 2: personal values (the changes' and the note) as keyed digests; `noteDigest` stands for an erased note. */
function hashV2(entry: HashedFields, key: string | null, noteDigest: string | null): string {
  const { prevHash, ...content } = entry;
  if (noteDigest !== null && entry.note !== null) throw new UnverifiableEntry("an erased note still has text");
  const sealed = { ...content, v: 2, event: sealedEvent(key, entry.event), note: noteDigest ?? valueDigest(key, entry.note) };
  return createHash("sha256").update(prevHash).update(canonicalJson(sealed)).digest("hex");
}

export function entryHash(entry: HashedFields, version = HASH_VERSION, key: string | null = null, noteDigest: string | null = null): string {
  return version === 1 ? hashV1(entry) : hashV2(entry, key, noteDigest);
}
