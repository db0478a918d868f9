// Scheduled list sources through the real worker and Temporal: a source registered
// with the admin commands gets its Temporal Schedule `watchlist-refresh-<list>`; each run (triggered
// here instead of waiting for the interval) makes a conditional GET against a local HTTP server,
// imports a changed file as the next version, skips an unchanged one (304, or the same bytes), and
// keeps the version in force when the fetch fails or the file does not parse, showing why in lists:status.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { ScheduleNotFoundError } from "@temporalio/client";
import { startTestService, type TestService } from "../support/service";
import { client, eventually } from "../support/http";
import { runCommand } from "../../src/cli/commands";
import { registry } from "../../src/observability/metrics";
import { workflowIds } from "../../src/temporal/workflowIds";
import { importWatchlist, type ListStatus } from "../../src/screening/watchlists";
import { MATCH_FORMS_VERSION } from "../../src/screening/matching";

/** A list publisher on loopback: serves `body` with an ETag, answers 304 to a matching If-None-Match. */
function listServer() {
  const state = { body: "", status: 200, requests: [] as { ifNoneMatch: string | undefined }[] };
  const server = http.createServer((req, res) => {
    state.requests.push({ ifNoneMatch: req.headers["if-none-match"] });
    const etag = `"${Buffer.from(state.body).toString("base64url").slice(-16)}-${state.body.length}"`;
    if (state.status !== 200) return res.writeHead(state.status).end("unavailable");
    if (req.headers["if-none-match"] === etag) return res.writeHead(304).end();
    res.writeHead(200, { "content-type": "application/json", etag }).end(state.body);
  });
  return { state, server };
}

const person = (id: string, name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id, schema: "Person", properties: { name: [name], topics: ["sanction"], ...extra }, datasets: ["invented-demo"] });

const LIST = `scheduled-${Date.now().toString(36)}`;
let svc: TestService;
let publisher: ReturnType<typeof listServer>;
let url: string;
const admin = (command: string, args: Record<string, unknown> = {}) =>
  runCommand({ db: svc.db.prisma, config: svc.config, temporal: svc.temporal }, command, args);

beforeAll(async () => {
  svc = await startTestService({ worker: true });
  publisher = listServer();
  await new Promise<void>((resolve) => publisher.server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(publisher.server.address() as AddressInfo).port}/sanctions.ftm.json`;
}, 150_000);
afterAll(async () => {
  await admin("lists:source:remove", { list: LIST }).catch(() => undefined);
  publisher?.server.close();
  await svc?.close();
});

async function status(): Promise<ListStatus> {
  const all = (await admin("lists:status")) as ListStatus[];
  return all.find((s) => s.list === LIST)!;
}

/** Runs the schedule now and waits for that run's fetch to be recorded. */
async function runOnce(): Promise<ListStatus> {
  const before = (await status())?.lastCheckedAt?.getTime() ?? 0;
  await admin("lists:source:run", { list: LIST });
  return eventually(async () => {
    const s = await status();
    return s?.lastCheckedAt && s.lastCheckedAt.getTime() > before ? s : null;
  }, 30_000);
}

async function metric(outcome: string): Promise<number> {
  const values = (await registry.getSingleMetric("compliance_watchlist_refreshes_total")!.get()).values;
  return values.find((v) => v.labels.list === LIST && v.labels.outcome === outcome)?.value ?? 0;
}

/** The activity counts a run after it has recorded the run's status, so the count may lag the status a moment. */
async function counted(outcome: string): Promise<number> {
  return eventually(async () => metric(outcome), 10_000);
}

describe("a scheduled list source", () => {
  it("registers a Temporal Schedule named after the list, visible to lists:source:list", async () => {
    publisher.state.body = [person("p-1", "Orlanda Vexmoor"), person("p-2", "Tiberius Quangle")].join("\n") + "\n";
    const added = await admin("lists:source:add", { list: LIST, format: "ftm", url, every: "6h" });
    expect(added).toMatchObject({ list: LIST, scheduleId: `watchlist-refresh-${LIST}`, everySeconds: 21_600, schedule: "synced" });
    const description = await svc.temporal.schedule.getHandle(`watchlist-refresh-${LIST}`).describe();
    expect(description.action).toMatchObject({ workflowType: "watchlistRefreshWorkflow", taskQueue: svc.config.taskQueue });
    expect(await admin("lists:source:list")).toEqual([expect.objectContaining({ list: LIST, url, format: "ftm" })]);
  });

  it("refuses a bad interval or URL with a clear error and registers nothing", async () => {
    await expect(admin("lists:source:add", { list: "other", format: "ftm", url, every: "5s" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await expect(admin("lists:source:add", { list: "other", format: "ftm", url: "file:///etc/passwd" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    expect((await admin("lists:source:list")) as unknown[]).toHaveLength(1);
  });

  it("imports the first version, then skips an unchanged file with a 304", async () => {
    const first = await runOnce();
    expect(first).toMatchObject({ version: 1, entries: 2, lastOutcome: "imported", lastFailure: null });
    expect(first.lastSuccessAt).toEqual(first.lastCheckedAt);
    // The import's monitoring run follows, as for any import.
    await eventually(async () => (await svc.db.prisma.watchlistImport.findFirst({ where: { list: LIST, version: 1 } }))?.monitoringCompletedAt, 30_000);
    expect(await svc.temporal.workflow.getHandle(workflowIds.monitoring(LIST, 1)).result()).toBeDefined();

    const requestsBefore = publisher.state.requests.length;
    const second = await runOnce();
    expect(second).toMatchObject({ version: 1, entries: 2, lastOutcome: "not_modified" });
    expect(publisher.state.requests.slice(requestsBefore).at(-1)!.ifNoneMatch).toMatch(/^"/);
    expect(await svc.db.prisma.watchlistImport.count({ where: { list: LIST } })).toBe(1);
    expect(await counted("not_modified")).toBeGreaterThanOrEqual(1);
  });

  it("picks up a new version when the file changes", async () => {
    publisher.state.body = [person("p-1", "Orlanda Vexmoor"), person("p-2", "Tiberius Quangle"), person("p-3", "Wendeline Ashcombe")].join("\n") + "\n";
    const third = await runOnce();
    expect(third).toMatchObject({ version: 2, entries: 3, lastOutcome: "imported" });
    expect(await svc.db.prisma.watchlistImport.findFirst({ where: { list: LIST, version: 2 } })).toMatchObject({ added: 1, changed: 0, removed: 0 });
  });

  it("keeps the version in force when the file does not parse, and says why", async () => {
    publisher.state.body = "<html><body>Service temporarily unavailable</body></html>\n";
    const broken = await runOnce();
    expect(broken).toMatchObject({ version: 2, entries: 3, lastOutcome: "parse_failed" });
    expect(broken.lastFailure!.reason).toMatch(/no entry could be read/);
    expect(broken.lastSuccessAt!.getTime()).toBeLessThan(broken.lastCheckedAt!.getTime());
    expect(await svc.db.prisma.watchlistEntry.count({ where: { list: LIST, removedInVersion: null } })).toBe(3);
    expect(await counted("parse_failed")).toBe(1);
  });

  it("keeps the version in force when the fetch fails", async () => {
    publisher.state.status = 503;
    const failed = await runOnce();
    expect(failed).toMatchObject({ version: 2, entries: 3, lastOutcome: "fetch_failed", lastFailure: { reason: expect.stringMatching(/HTTP 503/) } });
    publisher.state.status = 200;
  });

  it("stops fetching once removed: the schedule is deleted, the versions stay", async () => {
    expect(await admin("lists:source:remove", { list: LIST })).toMatchObject({ list: LIST, schedule: "deleted" });
    await expect(svc.temporal.schedule.getHandle(`watchlist-refresh-${LIST}`).describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    expect(await status()).toMatchObject({ version: 2, entries: 3, source: null });
    await expect(admin("lists:source:remove", { list: LIST })).rejects.toMatchObject({ code: "VALIDATION_FAILED", message: "No such list source" });
  });
});

/** A row of Query.watchlists, as far as these tests read it. */
type WatchlistRow = { list: string; version: number | null; source: { url: string | null } | null; [field: string]: unknown };

describe("a list an earlier release indexed", () => {
  it("is reindexed by the worker by itself: its watchlist-reindex-<list>-forms-v<N> run, again if an older release writes to it", async () => {
    const db = svc.db.prisma;
    const list = `reindexed-${Date.now().toString(36)}`;
    const dir = mkdtempSync(path.join(os.tmpdir(), "reindexed-"));
    const file = path.join(dir, "list.ftm.jsonl");
    writeFileSync(file, [person("r1", "Radovan Invented"), person("r2", "Zorana Invented", { birthDate: ["1970"] })].join("\n") + "\n");
    await importWatchlist(db, { format: "ftm", file, list });
    rmSync(dir, { recursive: true, force: true });
    const formsVersion = async () =>
      (await db.$queryRawUnsafe<{ v: number }[]>(`SELECT "formsVersion" AS v FROM "WatchlistGeneration" WHERE list = $1`, list))[0].v;
    const keyCount = async () =>
      (
        await db.$queryRawUnsafe<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM "WatchlistMatchKey" k JOIN "WatchlistEntry" e ON e.id = k."entryId" WHERE e.list = $1`,
          list,
        )
      )[0].n;
    // A list new to this release starts at its version: nothing to do.
    expect(await formsVersion()).toBe(MATCH_FORMS_VERSION);
    const keys = await keyCount();
    expect(keys).toBeGreaterThan(0);
    // As an earlier release left it (the migration that bumps the version marks the lists so): forms
    // of another version, keys of another making (here: none), the list at the older version. In one
    // transaction, so the worker's dispatcher sees it all at once.
    await db.$transaction([
      db.$executeRawUnsafe(`UPDATE "WatchlistEntry" SET "matchForms" = '{"v":1,"names":[]}' WHERE list = $1`, list),
      db.$executeRawUnsafe(`DELETE FROM "WatchlistMatchKey" WHERE "entryId" IN (SELECT id FROM "WatchlistEntry" WHERE list = $1)`, list),
      db.$executeRawUnsafe(`UPDATE "WatchlistGeneration" SET "formsVersion" = $2 WHERE list = $1`, list, MATCH_FORMS_VERSION - 1),
    ]);
    const run = svc.temporal.workflow.getHandle(workflowIds.watchlistReindex(list, MATCH_FORMS_VERSION));
    expect(await eventually(async () => (await run.describe().catch(() => null))?.status.name === "COMPLETED" || undefined, 30_000)).toBe(true);
    expect(await run.result()).toEqual({ list, entries: 2 });
    expect(await formsVersion()).toBe(MATCH_FORMS_VERSION);
    expect(await keyCount()).toBe(keys);
    const stale = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "WatchlistEntry" WHERE list = $1 AND ("matchForms"->>'v')::int IS DISTINCT FROM $2`,
      list,
      MATCH_FORMS_VERSION,
    );
    expect(stale[0].n).toBe(0);

    // A worker of the previous release writes an entry with its forms (a rolling upgrade): the list
    // falls back to that version by the write itself, and is reindexed again under the same run id.
    const firstRun = (await run.describe()).runId;
    await db.$executeRawUnsafe(`UPDATE "WatchlistEntry" SET "matchForms" = '{"v":1,"names":[]}' WHERE list = $1 AND "externalId" = 'r1'`, list);
    const again = await eventually(async () => {
      const described = await run.describe();
      return described.runId !== firstRun && described.status.name === "COMPLETED" ? described : undefined;
    }, 30_000);
    expect(again.runId).not.toBe(firstRun);
    expect(await formsVersion()).toBe(MATCH_FORMS_VERSION);
    const r1 = await db.$queryRawUnsafe<{ v: string }[]>(`SELECT "matchForms"->>'v' AS v FROM "WatchlistEntry" WHERE list = $1 AND "externalId" = 'r1'`, list);
    expect(Number(r1[0].v)).toBe(MATCH_FORMS_VERSION);
  });
});

describe("list sources through GraphQL", () => {
  const VIA_API = `${LIST}-api`;
  const ADD = `mutation($input: WatchlistSourceInput!) { addWatchlistSource(input: $input) { list format url everySeconds scheduleId } }`;
  const STATUS = `{ watchlists { list version entries source { format url scheduleId } lastOutcome } }`;

  it("lets an operator key register and remove a source, which the worker schedules and fetches; an account's admin only reads, without the URL", async () => {
    const { accountId } = await svc.newAccount();
    const keyOf = async (args: Record<string, unknown>) =>
      client(
        svc.url,
        ((await runCommand({ db: svc.db.prisma, config: svc.config, temporal: null }, "key:create", { account: accountId, ...args })) as { key: string }).key,
      );
    const operator = await keyOf({ operator: true });
    const accountAdmin = await keyOf({ role: "admin" });
    publisher.state.status = 200;
    publisher.state.body = person("g-1", "Perpetua Gallowglass") + "\n";

    const refused = await accountAdmin.graphql(ADD, { input: { list: VIA_API, format: "ftm", url } });
    expect(refused.body.errors![0]).toMatchObject({ message: expect.stringContaining("only operator keys"), extensions: { code: "FORBIDDEN" } });
    const invalid = await operator.graphql(ADD, { input: { list: VIA_API, format: "ftm", url, every: "5s" } });
    expect(invalid.body.errors![0].extensions).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(await svc.db.prisma.watchlistSource.findUnique({ where: { list: VIA_API } })).toBeNull();

    const added = await operator.graphql(ADD, { input: { list: VIA_API, format: "ftm", url, every: "1h" } });
    expect(added.body.data.addWatchlistSource).toEqual({ list: VIA_API, format: "ftm", url, everySeconds: 3600, scheduleId: `watchlist-refresh-${VIA_API}` });
    // The worker's reconciler creates the schedule (the API holds no Temporal client for it); a run imports the list.
    await eventually(
      () =>
        svc.temporal.schedule
          .getHandle(`watchlist-refresh-${VIA_API}`)
          .describe()
          .catch(() => null),
      60_000,
    );
    await svc.temporal.schedule.getHandle(`watchlist-refresh-${VIA_API}`).trigger();
    const seen = await eventually(async () => {
      const lists = (await operator.graphql(STATUS)).body.data.watchlists as WatchlistRow[];
      const mine = lists.find((l) => l.list === VIA_API);
      // The run records its outcome after the version it imported.
      return mine?.version === 1 && mine.lastOutcome !== null ? mine : null;
    }, 60_000);
    expect(seen).toEqual({
      list: VIA_API,
      version: 1,
      entries: 1,
      source: { format: "ftm", url, scheduleId: `watchlist-refresh-${VIA_API}` },
      lastOutcome: "imported",
    });
    const asAdmin = ((await accountAdmin.graphql(STATUS)).body.data.watchlists as WatchlistRow[]).find((l) => l.list === VIA_API);
    expect(asAdmin!.source).toEqual({ format: "ftm", url: null, scheduleId: `watchlist-refresh-${VIA_API}` });

    expect((await accountAdmin.graphql(`mutation { removeWatchlistSource(list: "${VIA_API}") }`)).body.errors![0].extensions!.code).toBe("FORBIDDEN");
    const removed = await operator.graphql(`mutation { removeWatchlistSource(list: "${VIA_API}") }`);
    expect(removed.body.data.removeWatchlistSource).toEqual(expect.any(String));
    await eventually(
      () =>
        svc.temporal.schedule
          .getHandle(`watchlist-refresh-${VIA_API}`)
          .describe()
          .then(
            () => null,
            (e) => (e instanceof ScheduleNotFoundError ? true : null),
          ),
      60_000,
    );
    const after = ((await operator.graphql(STATUS)).body.data.watchlists as WatchlistRow[]).find((l) => l.list === VIA_API);
    expect(after).toMatchObject({ version: 1, source: null });
  }, 180_000);
});
