// Erasing an application's audit trail (docs/retention-and-erasure.md): every personal value becomes a
// tombstone carrying its keyed digest, erased notes keep only their digest, and the chain still verifies.
// Entries of hash version 2 keep their hash unchanged. Entries of version 1 (written before version 2)
// covered the payload itself: the chain is first verified as it stands, then re-sealed under version 2
// in the same transaction, and the erasure entry records the version-1 head hash it replaced.
import { DomainError } from "../../errors";
import type { Tx } from "../../db/transaction";
import { GENESIS_HASH, hashedFieldsOf, recomputedHash } from "./trail";
import { entryHash, erasedEvent, HASH_VERSION, valueDigest } from "./seal";

export interface AuditErasure {
  entries: number;
  /** Entries re-sealed from hash version 1, and the version-1 head hash they had (null: none). */
  resealed: number;
  legacyHeadHash: string | null;
}

/** Replaces the personal values of an application's audit entries by tombstones. The caller holds the application lock. */
export async function eraseAuditTrail(tx: Tx, applicationId: string): Promise<AuditErasure> {
  const entries = await tx.auditLog.findMany({ where: { applicationId }, orderBy: { seq: "asc" } });
  const key = (await tx.auditKey.findUnique({ where: { applicationId } }))?.key ?? null;
  let prevHash = GENESIS_HASH;
  for (const [index, e] of entries.entries()) {
    if (e.seq !== index + 1 || e.prevHash !== prevHash || e.hash !== recomputedHash(e, prevHash, key)) {
      throw new DomainError(
        "CONFLICT",
        `The audit trail of this application does not verify (entry ${e.seq}): it is not erased, so the break stays visible; report it to the operator`,
      );
    }
    prevHash = e.hash;
  }
  const legacy = entries.filter((e) => e.hashVersion === 1);
  const rows: { id: string; event: string; noteDigest: string | null; prevHash: string; hash: string }[] = [];
  prevHash = GENESIS_HASH;
  for (const e of entries) {
    const event = erasedEvent(key, e.event);
    const noteDigest = e.noteDigest ?? valueDigest(key, e.note);
    const hash = entryHash({ ...hashedFieldsOf(e, prevHash), event, note: null }, HASH_VERSION, null, noteDigest);
    // Without a version-1 entry before it, tombstones leave a version-2 hash as it was.
    if (e.hashVersion === HASH_VERSION && prevHash === e.prevHash && hash !== e.hash) throw new Error(`audit entry ${e.id}: erasure changed a version-2 hash`);
    rows.push({ id: e.id, event: JSON.stringify(event), noteDigest, prevHash, hash });
    prevHash = hash;
  }
  if (rows.length) {
    await tx.$executeRaw`
      UPDATE "AuditLog" a SET event = r.event::jsonb, note = NULL, "noteDigest" = r."noteDigest", "hashVersion" = ${HASH_VERSION}, "prevHash" = r."prevHash", hash = r.hash
      FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.event)}::text[], ${rows.map((r) => r.noteDigest)}::text[], ${rows.map((r) => r.prevHash)}::text[], ${rows.map((r) => r.hash)}::text[])
        AS r(id, event, "noteDigest", "prevHash", hash)
      WHERE a.id = r.id`;
  }
  return { entries: entries.length, resealed: legacy.length, legacyHeadHash: legacy.length ? entries[entries.length - 1].hash : null };
}

/** Forgets the application's audit key: the digests left in its trail can no longer be tested against guesses. */
export async function forgetAuditKey(tx: Tx, applicationId: string): Promise<void> {
  await tx.auditKey.deleteMany({ where: { applicationId } });
}
