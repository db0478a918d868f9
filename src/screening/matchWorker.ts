// A thread of the /match pool (matchPool.ts): screens subjects against the stored watchlists through
// a database client of its own, off the API's event loop, so a request's matching can be stopped by
// ending the thread. It reads the database path (the key index in PostgreSQL), not lists held in
// memory: those belong to the process that loaded them and a thread cannot share them.
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase, type Database } from "../db/client";
import { DEFAULT_MATCH_THRESHOLD, screenSubjects, screenSubjectsAgainstEntries, type ListMatch, type ScreeningSubject } from "./matching";

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
 * Names in each script the matcher reads its own way (Latin, Chinese and Japanese characters, kana,
 * Arabic, Hangul): screening them once loads the tables and libraries the matcher builds on first use
 * (the Cantonese and Japanese readings, the syllable tables), hundreds of milliseconds of CPU that a
 * thread at low priority on a busy host stretches to seconds. Done while the thread warms, that start
 * is not counted against a request's deadline, which would end the thread and leave the next one to
 * load them again, under the same deadline.
 */
const WARMING_NAMES = ["John Smith", "王君正", "篠田建市", "おおの たろう", "محمد رضا", "김정은"];

let warmed = false;

function loadWhatTheMatcherLoadsOnFirstUse(): void {
  const entry = {
    id: "warm",
    list: "warm",
    externalId: "warm",
    schema: "Person",
    types: ["SANCTIONS" as const],
    caption: WARMING_NAMES[0]!,
    names: WARMING_NAMES,
    birthDates: [],
    countries: [],
    registrationNumbers: [],
    properties: {},
  };
  const subjects: ScreeningSubject[] = WARMING_NAMES.map((name, i) => ({
    kind: "individual",
    id: `warm${i}`,
    accountId: "warm",
    applicationId: "warm",
    name,
    birthDate: null,
    countries: [],
    registrationNumbers: [],
    types: ["SANCTIONS"],
    matchThreshold: DEFAULT_MATCH_THRESHOLD,
  }));
  screenSubjectsAgainstEntries([entry], subjects);
}

/**
 * Piscina's task: the subjects' matches, as [subject id, matches] pairs (a Map does not cross threads
 * as one). It says when it starts, so that the pool's deadline counts the work and not the thread's
 * start (seconds, loading the matcher and what it loads on first use) or its wait in the queue. `warm`
 * only prepares the thread.
 */
export default async function screen(task: { id: number; subjects: ScreeningSubject[] } | { warm: true }): Promise<[string, ListMatch[]][]> {
  const db = await open();
  // Once per thread, warm or not: a thread started in place of one ended at its deadline gets no warm task.
  warmed ||= (loadWhatTheMatcherLoadsOnFirstUse(), true);
  if ("warm" in task) return [];
  parentPort?.postMessage({ matchTaskStarted: task.id });
  return [...(await screenSubjects(db.prisma, task.subjects))];
}
