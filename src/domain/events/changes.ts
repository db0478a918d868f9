// Live changes: what the database announces on CHANGES_CHANNEL when a change commits (the triggers of
// migrations 20261123182500_live_changes and 20261207035000_live_changes_audited: every audit entry
// announces its application), and the in-process fan-out of those announcements to the
// GraphQL subscriptions of this API process. An announcement carries a kind and an id only: a
// subscriber re-reads the current state through the usual account-scoped read, so what it sees is
// exactly what a query would answer its caller.

export const CHANGES_CHANNEL = "compliance_changes";

/** What changed on an application (the `c` of an application announcement). */
export const APPLICATION_CHANGES = ["STATUS", "UPDATED", "SCREENING_HIT", "DOCUMENT", "TASK", "NOTE"] as const;
export type ApplicationChange = (typeof APPLICATION_CHANGES)[number];

export type ChangeKind = "application" | "migration" | "export";

interface Change {
  kind: ChangeKind;
  id: string;
  /** For applications: what changed. */
  change?: ApplicationChange;
}

/** An announcement's payload, or null for anything else on the channel. */
function parseChange(payload: string): Change | null {
  try {
    const { k, id, c } = JSON.parse(payload) as { k?: unknown; id?: unknown; c?: unknown };
    if ((k !== "application" && k !== "migration" && k !== "export") || typeof id !== "string") return null;
    const change = (APPLICATION_CHANGES as readonly unknown[]).includes(c) ? (c as ApplicationChange) : undefined;
    return { kind: k, id, ...(change ? { change } : {}) };
  } catch {
    return null;
  }
}

/**
 * Changes to one thing, as the subscriber reads them: `next()` resolves with every change since the
 * previous call (a slow reader gets one batch, not a backlog), or null once the feed has closed.
 * A batch holding `resync` follows a lost listener connection: anything may have changed meanwhile.
 */
export interface ChangeStream {
  next(): Promise<{ changes: Set<ApplicationChange>; resync: boolean } | null>;
  close(): void;
}

interface Subscriber {
  changes: Set<ApplicationChange>;
  pending: boolean;
  resync: boolean;
  wake: (() => void) | null;
}

/** The fan-out of one API process: one database listener feeds every open subscription. */
export class ChangeFeed {
  private readonly topics = new Map<string, Set<Subscriber>>();
  private closed = false;

  /** Starts collecting changes to (kind, id) now, before the subscriber's first read, so none is missed between the two. */
  subscribe(kind: ChangeKind, id: string): ChangeStream {
    const topic = `${kind}:${id}`;
    const subscriber: Subscriber = { changes: new Set(), pending: false, resync: false, wake: null };
    if (!this.closed) {
      if (!this.topics.has(topic)) this.topics.set(topic, new Set());
      this.topics.get(topic)!.add(subscriber);
    }
    const close = () => {
      const set = this.topics.get(topic);
      set?.delete(subscriber);
      if (set?.size === 0) this.topics.delete(topic);
      subscriber.wake?.();
    };
    return {
      next: async () => {
        while (!subscriber.pending) {
          if (this.closed || !this.topics.get(topic)?.has(subscriber)) return null;
          await new Promise<void>((resolve) => (subscriber.wake = resolve));
          subscriber.wake = null;
        }
        const batch = { changes: subscriber.changes, resync: subscriber.resync };
        Object.assign(subscriber, { changes: new Set(), pending: false, resync: false });
        return batch;
      },
      close,
    };
  }

  /** One announcement from the database. */
  publish(payload: string): void {
    const change = parseChange(payload);
    if (!change) return;
    for (const subscriber of this.topics.get(`${change.kind}:${change.id}`) ?? []) {
      if (change.change) subscriber.changes.add(change.change);
      this.wake(subscriber);
    }
  }

  /** The listener reconnected: announcements may have been lost, so every subscriber re-reads. */
  resync(): void {
    for (const set of this.topics.values()) for (const subscriber of set) this.wake(Object.assign(subscriber, { resync: true }));
  }

  /** Ends every open subscription (their streams complete) and refuses new ones. */
  close(): void {
    this.closed = true;
    const all = [...this.topics.values()].flatMap((set) => [...set]);
    this.topics.clear();
    for (const subscriber of all) subscriber.wake?.();
  }

  get subscriberCount(): number {
    let n = 0;
    for (const set of this.topics.values()) n += set.size;
    return n;
  }

  private wake(subscriber: Subscriber) {
    subscriber.pending = true;
    subscriber.wake?.();
  }
}
