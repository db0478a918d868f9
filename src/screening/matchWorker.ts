// A thread of the /match pool (matchPool.ts): screens subjects against the stored watchlists through
// a database client of its own, off the API's event loop, so a request's matching can be stopped by
// ending the thread. It reads the database path (the key index in PostgreSQL), not lists held in
// memory: those belong to the process that loaded them and a thread cannot share them.
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase, type Database } from "../db/client";
import { screenSubjects, type ListMatch, type ScreeningSubject } from "./matching";

interface MatchWorkerData {
  databaseUrl: string;
  statementTimeoutMs: number;
}

const data = workerData as MatchWorkerData;
let opened: Promise<Database> | null = null;

const open = () =>
  // Two connections: screenSubjects reads one statement at a time, a second serves the thread's next task while the first returns.
  (opened ??= openDatabase({ databaseUrl: data.databaseUrl, dataDir: "" }, { poolSize: 2, statementTimeoutMs: data.statementTimeoutMs }));

/**
 * Piscina's task: the subjects' matches, as [subject id, matches] pairs (a Map does not cross threads
 * as one). It says when it starts, so that the pool's deadline counts the work and not the thread's
 * start (seconds, loading the matcher) or its wait in the queue. `warm` only opens the thread's client.
 */
export default async function screen(task: { id: number; subjects: ScreeningSubject[] } | { warm: true }): Promise<[string, ListMatch[]][]> {
  const db = await open();
  if ("warm" in task) return [];
  parentPort?.postMessage({ matchTaskStarted: task.id });
  return [...(await screenSubjects(db.prisma, task.subjects))];
}
