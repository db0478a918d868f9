// LISTEN on a PostgreSQL channel. On a server: one dedicated connection (a pooled one would be handed
// to other statements and lose its LISTEN), reconnected with backoff after a loss. Embedded: PGlite
// delivers notifications in-process through its own listen API.
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { loadPg } from "./pgDriver";
import type { Logger } from "pino";

export interface NotificationHandlers {
  onNotification(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile were missed. */
  onReconnect(): void;
}

export type StopListening = () => Promise<void>;

const RETRY_DELAYS_MS = [100, 500, 1000, 2000, 5000];

/** Quotes a channel name as an identifier (LISTEN takes no bound parameters). */
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function listenOnServer(connectionString: string, channel: string, handlers: NotificationHandlers, logger?: Logger): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;

  const connect = async (initial = false): Promise<void> => {
    const c = new (loadPg().Client)({ connectionString, keepAlive: true, application_name: "compliance-listener" });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      const wasLive = client === c;
      if (wasLive) client = null;
      void c.end().catch(() => undefined);
      // A first connection that fails fails the start-up instead: the caller sees the error.
      if (stopped || (initial && !wasLive)) return;
      logger?.warn({ err }, "change listener connection lost; reconnecting");
      const delay = RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)];
      retry = setTimeout(() => {
        retry = null;
        connect().then(handlers.onReconnect, () => undefined);
      }, delay);
    };
    c.on("notification", (message) => {
      if (message.channel === channel && message.payload) handlers.onNotification(message.payload);
    });
    c.on("error", onLost);
    c.on("end", () => onLost());
    try {
      await c.connect();
      await c.query(`LISTEN ${identifier(channel)}`);
    } catch (err) {
      onLost(err as Error);
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    failures = 0;
  };

  await connect(true);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}

export async function listenEmbedded(pglite: PGlite, channel: string, handlers: NotificationHandlers): Promise<StopListening> {
  const unlisten = await pglite.listen(channel, handlers.onNotification);
  return () => unlisten();
}
