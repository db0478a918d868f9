// The unit of work of every change to an application or its children (notes, documents, hits, tasks):
// one transaction that takes the application's row lock before anything is written, and writes the
// audit entries and outbox events of the change in it, in the order given. Single-row changes and bulk
// imports write through the same bulk writers (appendAudits, emitEvents), so an audit entry or event
// cannot differ by path.
import type { AuditLog, PrismaClient } from "../generated/prisma/client";
import { inTransaction, type Tx } from "../db/transaction";
import { owned, orNotFound } from "../kernel/accountScope";
import { DomainError } from "../errors";
import { appendAudits, lockApplications, type AuditInput } from "./audit/trail";
import type { Actor } from "./auth/context";
import { emitEvents, type EventInput } from "./events/outbox";
import { holdFourEyes } from "./accounts/fourEyes";
import { domainPolicies } from "./policies";
import { isUsIndiciaInput } from "./tax/indiciumTasks";

export interface ApplicationChange {
  readonly tx: Tx;
  readonly actor: Actor;
  /**
   * Takes the row locks of these applications (in id order, so two writers cannot deadlock); a lock held
   * already is not taken again. 409 APPLICATION_ERASED when one was erased: every write to an application
   * or its children takes this lock first, so no path can bring personal data back to a tombstone.
   */
  lock(applicationIds: string | readonly string[]): Promise<void>;
  /** Appends entries to their applications' hash chains, in the order given (locking any application not locked yet). */
  audit(entries: AuditInput | readonly AuditInput[]): Promise<AuditLog[]>;
  /** Writes outbox events, in the order given, committed with the change or not at all. */
  emit(events: EventInput | readonly EventInput[]): Promise<void>;
  /** The same change (transaction and locks held) recorded under another actor: the service opening review tasks, say. */
  as(actor: Actor): ApplicationChange;
  /**
   * Re-assesses the risk of every application whose model inputs this change audited so far
   * (src/domain/risk/service.ts, registered at start-up: src/domain/policies.ts), and re-derives the US indicia of those whose key persons or documents
   * it changed, opening and resolving their US_INDICIUM tasks (src/domain/tasks/usIndicium.ts, registered likewise);
   * withChange does it before commit, a caller that reads the application back first calls it itself.
   */
  settle(): Promise<void>;
}

const list = <T>(items: T | readonly T[]): readonly T[] => (Array.isArray(items) ? items : [items as T]);

export interface ChangeOptions {
  /** The erasure itself: the one change that writes to an application it finds (or leaves) erased. */
  erasing?: boolean;
}

/** The change helpers over a transaction already open (bulk paths that run several changes in one transaction). */
export function changeIn(
  tx: Tx,
  actor: Actor,
  options: ChangeOptions = {},
  locked = new Set<string>(),
  riskInputs = new Map<string, string>(),
  indiciaInputs = new Set<string>(),
): ApplicationChange {
  const change: ApplicationChange = {
    tx,
    actor,
    async lock(applicationIds) {
      const wanted = [...new Set(list(applicationIds))].filter((id) => !locked.has(id));
      if (wanted.length === 0) return;
      const erased = await lockApplications(tx, wanted);
      for (const id of wanted) locked.add(id);
      if (erased.length && !options.erasing) throw erasedError();
    },
    async audit(entries) {
      // Asked first: a change made before start-up registered the policies fails before it writes anything.
      const { isRiskInput } = domainPolicies();
      const all = list(entries);
      await change.lock(all.map((e) => e.applicationId));
      const written = await appendAudits(tx, actor, [...all]);
      if (!options.erasing)
        for (const entry of all) {
          if (isRiskInput(entry) && !riskInputs.has(entry.applicationId)) riskInputs.set(entry.applicationId, entry.type);
          if (isUsIndiciaInput(entry)) indiciaInputs.add(entry.applicationId);
        }
      const cancelled = await holdFourEyes(tx, actor, all);
      if (cancelled.length) await appendAudits(tx, actor, cancelled);
      return written;
    },
    async emit(events) {
      const all = list(events);
      if (all.length) await emitEvents(tx, actor, [...all]);
    },
    as: (other) => changeIn(tx, other, options, locked, riskInputs, indiciaInputs),
    async settle() {
      if (indiciaInputs.size) {
        const ids = [...indiciaInputs];
        indiciaInputs.clear();
        await domainPolicies().syncUsIndiciumTasks(change, ids);
      }
      while (riskInputs.size) {
        const byCause = new Map<string, string[]>();
        for (const [id, cause] of riskInputs) byCause.set(cause, [...(byCause.get(cause) ?? []), id]);
        riskInputs.clear();
        for (const [cause, ids] of byCause) await domainPolicies().reassess(change, ids, cause);
      }
    },
  };
  return change;
}

/** A change whose application is found inside the transaction (from a child row, say): `fn` locks it with `change.lock`. */
export function withChange<T>(db: PrismaClient, actor: Actor, fn: (change: ApplicationChange) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    const change = changeIn(tx, actor);
    const result = await fn(change);
    await change.settle();
    return result;
  });
}

/** A change to one application of the caller's account: 404 "Application" when it is not theirs, 409 when it was erased (lock), else locked before `fn` runs. */
export function withApplicationChange<T>(db: PrismaClient, actor: Actor, applicationId: string, fn: (change: ApplicationChange) => Promise<T>): Promise<T> {
  return withChange(db, actor, async (change) => {
    await orNotFound("Application", change.tx.application.findFirst({ where: { id: applicationId, ...owned(actor) }, select: { id: true } }));
    await change.lock(applicationId);
    return fn(change);
  });
}

/**
 * The refusal of a change to an erased application: its record is a tombstone, and a change would bring
 * personal data back (docs/retention-and-erasure.md).
 */
function erasedError(): DomainError {
  return new DomainError("APPLICATION_ERASED", "The application was erased: its record is a tombstone and takes no more changes");
}

/**
 * An automated change (screening, monitoring, validation) that the service drops when its application
 * was erased meanwhile: there is nothing left to screen or check, and retrying cannot succeed.
 */
export async function unlessErased<T>(change: Promise<T>): Promise<T | undefined> {
  try {
    return await change;
  } catch (err) {
    if (err instanceof DomainError && err.code === "APPLICATION_ERASED") return undefined;
    throw err;
  }
}
