// Watchlists as data: the invented sample lists (data/watchlists/README.md says who is in them)
// imported through the real importer into the test service's database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), and through the admin CLI as a separate process.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrismaClient } from "../../src/generated/prisma/client";

/** The callback form of $transaction (its last overload): the proxies below wrap it. */
type TransactionArgs = Parameters<PrismaClient["$transaction"]>;
import { importWatchlist, listStatus, reindexWatchlists, type ImportWatchlistInput } from "../../src/screening/watchlists";
import { entryMatchIndex, holdListsInMemory, releaseLists, screenSubjects } from "../../src/screening/matching";
import { startTestService, type TestService } from "../support/service";

const ROOT = path.join(__dirname, "../..");
const LISTS = path.join(ROOT, "data/watchlists");
const V1 = path.join(LISTS, "invented-sanctions.ftm.jsonl");
const V2 = path.join(LISTS, "invented-sanctions.v2.ftm.jsonl");

let svc: TestService;
let db: PrismaClient;
let tmp: string;
beforeAll(async () => {
  svc = await startTestService();
  db = svc.db.prisma;
  tmp = mkdtempSync(path.join(os.tmpdir(), "watchlists-"));
});
afterAll(async () => {
  await svc.close();
  rmSync(tmp, { recursive: true, force: true });
});

let listNo = 0;
/** Every test imports into a list of its own. */
const freshList = () => `test-list-${++listNo}`;
const ftm = (file: string, list: string): ImportWatchlistInput => ({ format: "ftm", file, list });

async function entries(list: string) {
  const rows = await db.watchlistEntry.findMany({ where: { list }, orderBy: { externalId: "asc" } });
  return new Map(rows.map((r) => [r.externalId, r]));
}

async function keysOf(entryId: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ key: string }[]>(`SELECT key FROM "WatchlistMatchKey" WHERE "entryId" = $1`, entryId);
  return rows.map((r) => r.key).sort();
}

function ftmLine(id: string, name: string | null, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    id,
    schema: "Person",
    properties: { ...(name ? { name: [name] } : {}), topics: ["sanction"], ...extra },
    datasets: ["invented-demo"],
  });
}

function writeTmp(name: string, lines: string[]): string {
  const file = path.join(tmp, name);
  writeFileSync(file, lines.join("\n") + "\n");
  return file;
}

describe("importWatchlist (FollowTheMoney)", () => {
  it("imports the screenable entities with types from their topics, countries, birth dates and aliases", async () => {
    const list = freshList();
    const summary = await importWatchlist(db, ftm(V1, list));
    expect(summary).toMatchObject({
      list,
      version: 1,
      newVersion: true,
      added: 28,
      changed: 0,
      removed: 0,
      unchanged: 0,
      skipped: 0,
      ignored: { notScreenable: 9, noScreeningTopic: 3 },
      problems: [],
    });

    const byId = await entries(list);
    expect(byId.size).toBe(28);
    expect(byId.get("inv-p-001")).toMatchObject({
      schema: "Person",
      types: ["SANCTIONS"],
      caption: "Дмитрий Олегович Волкоранов",
      names: ["Дмитрий Олегович Волкоранов", "Dmitry Olegovich Volkoranov", "Dmitrii Volkoranov"],
      birthDates: ["1968-03-14"],
      countries: ["ru"],
      version: 1,
      removedInVersion: null,
    });
    expect(byId.get("inv-p-011")).toMatchObject({ types: ["SANCTIONS", "PEP"], countries: ["ru", "cy"] });
    expect(byId.get("inv-p-018")?.types).toEqual(["PEP"]); // gov.muni
    expect(byId.get("inv-p-016")?.types).toEqual(["SANCTIONS"]); // sanction.linked
    expect(byId.get("inv-p-015")?.types).toEqual(["SANCTIONS"]); // debarment
    expect(byId.get("inv-p-008")?.types).toEqual(["WARNING"]); // reg.warn
    expect(byId.get("inv-c-007")?.types).toEqual(["WARNING"]); // crime.fin (corp.shell alone would be ignored)
    // A weak alias is too generic to match a name on: it stays in the published record only.
    expect(byId.get("inv-p-014")?.names).toEqual(["Carlos Alberto Quintanilla Reyesmar", "Carlos Quintanilla"]);
    expect(byId.get("inv-c-001")).toMatchObject({ schema: "Company", countries: ["ru"], registrationNumbers: ["1027700999001", "7700999001"] });
    expect(byId.get("inv-v-001")).toMatchObject({ schema: "Vessel", registrationNumbers: ["IMO9999001"], countries: ["pa"] });
    expect(byId.get("inv-p-006")?.birthDates).toEqual(["1980-05-05"]);
    expect(byId.get("inv-p-007")?.birthDates).toEqual(["1962-12-01"]);
    expect((byId.get("inv-p-004")?.properties as { datasets: string[] }).datasets).toEqual(["invented-demo"]);
    // Ignored: poi only, no topics, corp.offshore only; and nothing of the Sanction/Address/… rows.
    for (const id of ["inv-p-019", "inv-p-020", "inv-c-009", "inv-s-001", "inv-ad-001", "inv-o-001"]) expect(byId.has(id)).toBe(false);
    expect(await db.watchlistImport.findMany({ where: { list } })).toEqual([
      expect.objectContaining({ version: 1, format: "ftm", added: 28, fileSha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
  });

  it("changes nothing when the same file is imported again: no new version, no row rewritten", async () => {
    const list = freshList();
    await importWatchlist(db, ftm(V1, list));
    const before = await entries(list);

    const again = await importWatchlist(db, ftm(V1, list));

    expect(again).toMatchObject({ version: 1, newVersion: false, added: 0, changed: 0, removed: 0, unchanged: 28, message: "no changes, still version 1" });
    const after = await entries(list);
    for (const [id, row] of before) expect(after.get(id)?.updatedAt).toEqual(row.updatedAt);
    expect(await db.watchlistImport.count({ where: { list } })).toBe(1);
  });

  it("imports the next export as version 2: one added, one changed, one removed, the rest untouched", async () => {
    const list = freshList();
    await importWatchlist(db, ftm(V1, list));
    const before = await entries(list);
    const written: string[] = [];

    const summary = await importWatchlist(db, ftm(V2, list), { onEntriesWritten: async (_tx, ids) => void written.push(...ids) });

    expect(summary).toMatchObject({ version: 2, newVersion: true, added: 1, changed: 1, removed: 1, unchanged: 26, skipped: 0, removalsApplied: true });
    const after = await entries(list);
    expect(after.get("inv-p-021")).toMatchObject({ version: 2, removedInVersion: null, names: expect.arrayContaining(["Arkady Semyonovich Beloglazovsky"]) });
    expect(after.get("inv-p-005")).toMatchObject({ version: 2, removedInVersion: null, names: expect.arrayContaining(["Reginald A. Pryce"]) });
    expect(after.get("inv-p-018")).toMatchObject({ version: 1, removedInVersion: 2 });
    // last_seen moved on in every record of v2: that alone is not a change.
    for (const [id, row] of before) if (!["inv-p-005", "inv-p-018"].includes(id)) expect(after.get(id)?.updatedAt).toEqual(row.updatedAt);
    expect(written.sort()).toEqual([after.get("inv-p-021")!.id, after.get("inv-p-005")!.id, after.get("inv-p-018")!.id].sort());
    // Each written entry's forms and retrieval keys are those of its new record; a removed entry has no keys.
    for (const id of ["inv-p-021", "inv-p-005"]) {
      const row = after.get(id)!;
      const index = entryMatchIndex(row);
      expect(row.matchForms).toEqual(JSON.parse(JSON.stringify(index.matchForms)));
      expect((row.matchForms as { names: { original: string }[] }).names.map((n) => n.original)).toEqual(expect.arrayContaining(row.names));
      expect(await keysOf(row.id)).toEqual([...index.keys].sort());
    }
    expect(await keysOf(after.get("inv-p-018")!.id)).toEqual([]);
    // An unchanged entry keeps the forms and keys of its first import.
    const unchanged = after.get("inv-p-001")!;
    expect(unchanged.matchForms).toEqual(before.get("inv-p-001")!.matchForms);
    expect(await keysOf(unchanged.id)).toEqual([...entryMatchIndex(unchanged).keys].sort());
    expect(await db.watchlistImport.findUnique({ where: { list_version: { list, version: 2 } } })).toMatchObject({
      added: 1,
      changed: 1,
      removed: 1,
      unchanged: 26,
    });
  });

  it("puts an entry back on the list when a later export holds it again: the same id, the new version, its keys restored", async () => {
    const list = freshList();
    await importWatchlist(db, ftm(V1, list));
    const first = (await entries(list)).get("inv-p-018")!;
    await importWatchlist(db, ftm(V2, list));

    const summary = await importWatchlist(db, ftm(V1, list));

    expect(summary).toMatchObject({ version: 3, added: 1, changed: 1, removed: 1 });
    const back = (await entries(list)).get("inv-p-018")!;
    expect(back).toMatchObject({ id: first.id, version: 3, removedInVersion: null, matchForms: first.matchForms });
    expect(await keysOf(back.id)).toEqual([...entryMatchIndex(back).keys].sort());
    expect(await keysOf(back.id)).not.toEqual([]);
  });

  it("reports malformed lines by line number and imports the good ones", async () => {
    const list = freshList();
    const summary = await importWatchlist(db, ftm(path.join(LISTS, "invented-malformed.ftm.jsonl"), list));

    expect(summary).toMatchObject({ version: 1, added: 4, skipped: 3, ignored: { notScreenable: 1, noScreeningTopic: 0 } });
    expect(summary.problems).toEqual([
      { line: 3, message: "not valid JSON" },
      { line: 5, message: "no id" },
      { line: 7, message: "no name" },
    ]);
    expect([...(await entries(list)).keys()]).toEqual(["inv-m-001", "inv-m-002", "inv-m-004", "inv-m-008"]);
    expect((await db.watchlistImport.findFirstOrThrow({ where: { list } })).problems).toEqual(summary.problems);
  });

  it("never marks an entry removed because its line was damaged", async () => {
    const list = freshList();
    await importWatchlist(db, ftm(writeTmp("a1.jsonl", [ftmLine("a", "Anna Invented"), ftmLine("b", "Boris Invented"), ftmLine("c", "Clara Invented")]), list));

    // b's line has no name but a readable id; c is gone: b is kept as it was, c is removed.
    const damaged = await importWatchlist(db, ftm(writeTmp("a2.jsonl", [ftmLine("a", "Anna Invented"), ftmLine("b", null)]), list));
    expect(damaged).toMatchObject({ version: 2, removed: 1, skipped: 1, removalsApplied: true, problems: [{ line: 2, message: "no name" }] });
    let rows = await entries(list);
    expect(rows.get("b")).toMatchObject({ removedInVersion: null, names: ["Boris Invented"] });
    expect(rows.get("c")?.removedInVersion).toBe(2);

    // A line whose id cannot be read could be any missing entry: nothing is marked removed.
    const unreadable = await importWatchlist(db, ftm(writeTmp("a3.jsonl", ["{not json", ftmLine("b", "Boris Invented")]), list));
    expect(unreadable).toMatchObject({ version: 2, newVersion: false, removed: 0, removalsApplied: false, problems: [{ line: 1, message: "not valid JSON" }] });
    expect(unreadable.message).toMatch(/removals not applied/);
    rows = await entries(list);
    expect(rows.get("a")?.removedInVersion).toBeNull();
  });

  it("reports a repeated id once and keeps its first record", async () => {
    const list = freshList();
    const summary = await importWatchlist(
      db,
      ftm(writeTmp("dup.jsonl", [ftmLine("d", "Dora First"), ftmLine("e", "Emil Invented"), ftmLine("d", "Dora Second")]), list),
      {},
      { batchSize: 2 },
    );
    expect(summary).toMatchObject({ added: 2, skipped: 1, problems: [{ line: 3, message: "duplicate id d: its first record was kept" }] });
    expect((await entries(list)).get("d")?.names).toEqual(["Dora First"]);
  });

  it("leaves the previous version intact when the import fails midway", async () => {
    const list = freshList();
    await importWatchlist(db, ftm(V1, list));
    const before = await entries(list);
    let calls = 0;
    const failing = {
      onEntriesWritten: async () => {
        if (++calls === 2) throw new Error("matcher index down");
      },
    };

    await expect(importWatchlist(db, ftm(V2, list), failing, { batchSize: 5 })).rejects.toThrow("matcher index down");

    expect(calls).toBe(2);
    const after = await entries(list);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [id, row] of before) expect(after.get(id)).toEqual(row);
    expect(await db.watchlistImport.count({ where: { list } })).toBe(1);
    // Nothing was left behind (lock, staging table): the same import then succeeds.
    expect(await importWatchlist(db, ftm(V2, list))).toMatchObject({ version: 2, added: 1, changed: 1, removed: 1 });
  });

  it("lets two imports of one list at once run one after the other: one version, not two", async () => {
    const list = freshList();
    const both = await Promise.all([importWatchlist(db, ftm(V1, list)), importWatchlist(db, ftm(V1, list))]);
    expect(both.map((s) => s.message).sort()).toEqual(["no changes, still version 1", "version 1: 28 added, 0 changed, 0 removed"]);
    expect(await db.watchlistEntry.count({ where: { list } })).toBe(28);
  });

  it("lets go of the lists a worker holds in memory while it imports, and holds the new version after", async () => {
    const list = freshList();
    await importWatchlist(db, ftm(V1, list));
    const lists = holdListsInMemory(db, { maxEntries: 1_000_000 });
    try {
      expect(await lists.ready()).toBe(true);
      expect(lists.bytes).toBeGreaterThan(0);
      const file = writeTmp(`${list}.jsonl`, [ftmLine("held-1", "Evander Quillsby")]);
      let during: unknown = "not seen";
      await importWatchlist(db, ftm(file, list), { onEntriesWritten: async () => void (during = [lists.bytes, await lists.current()]) });
      expect(during).toEqual([0, null]);
      expect(await lists.ready()).toBe(true);
      // Held: found with the list's key rows gone (no entry row written, so the generation stays).
      await db.$executeRawUnsafe(`DELETE FROM "WatchlistMatchKey" WHERE "entryId" IN (SELECT id FROM "WatchlistEntry" WHERE list = $1)`, list);
      const subject = {
        kind: "individual" as const,
        id: "held",
        accountId: "a",
        applicationId: "b",
        name: "Evander Quillsby",
        birthDate: null,
        countries: [],
        registrationNumbers: [],
        types: ["SANCTIONS" as const],
        matchThreshold: 0.88,
      };
      const found = (await screenSubjects(db, [subject])).get("held")!;
      expect(found.map((m) => m.externalId)).toEqual(["held-1"]);
    } finally {
      releaseLists(db);
    }
  });

  it("lets go of the held lists while lists:reindex rewrites a list too (the admin socket runs it in the service's process)", async () => {
    const list = freshList();
    await importWatchlist(db, ftm(V1, list));
    let during: number | null = null;
    const watched = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "$transaction") return Reflect.get(target, prop, receiver);
        return (run: TransactionArgs[0], options?: TransactionArgs[1]) => ((during = lists.bytes), target.$transaction(run, options));
      },
    });
    const lists = holdListsInMemory(watched, { maxEntries: 1_000_000 });
    try {
      expect(await lists.ready()).toBe(true);
      expect(lists.bytes).toBeGreaterThan(0);
      expect(await reindexWatchlists(watched, list)).toEqual([{ list, entries: (await entries(list)).size }]);
      expect(during).toBe(0);
      expect(await lists.ready()).toBe(true);
    } finally {
      releaseLists(watched);
    }
  });

  it("says in lists:status which lists an earlier release indexed, until they are reindexed", async () => {
    const list = freshList();
    await importWatchlist(db, ftm(V1, list));
    const pending = async () => (await listStatus(db)).find((s) => s.list === list)?.reindexPending;
    expect(await pending()).toBe(false);
    await db.$executeRawUnsafe(`UPDATE "WatchlistGeneration" SET "formsVersion" = 1 WHERE list = $1`, list);
    expect(await pending()).toBe(true);
    await reindexWatchlists(db, list);
    expect(await pending()).toBe(false);
  });

  it("refuses an unknown format or a missing file with a clear error", async () => {
    await expect(importWatchlist(db, { format: "ftm", file: path.join(tmp, "nope.jsonl") })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      message: "No such list file",
    });
    await expect(importWatchlist(db, { format: "ofac", file: V1 })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
  });
});

describe("importWatchlist (OFAC SDN)", () => {
  const shape = (e: {
    schema: string;
    types: string[];
    caption: string;
    names: string[];
    birthDates: string[];
    countries: string[];
    registrationNumbers: string[];
  }) => ({
    schema: e.schema,
    types: e.types,
    caption: e.caption,
    names: e.names,
    birthDates: e.birthDates,
    countries: e.countries,
    registrationNumbers: e.registrationNumbers,
  });

  it("maps sdn.xml and sdn.csv (with alt.csv aliases and add.csv addresses) onto the same entries", async () => {
    const [xmlList, csvList] = [freshList(), freshList()];
    const xml = await importWatchlist(db, { format: "ofac", file: path.join(LISTS, "invented-sdn.xml"), list: xmlList });
    const csv = await importWatchlist(db, { format: "ofac", file: path.join(LISTS, "invented-sdn.csv"), list: csvList });
    expect(xml).toMatchObject({ version: 1, added: 12, skipped: 0 });
    expect(csv).toMatchObject({ version: 1, added: 12, skipped: 0 });

    const [fromXml, fromCsv] = [await entries(xmlList), await entries(csvList)];
    expect(fromXml.get("90001")).toMatchObject({
      schema: "Person",
      types: ["SANCTIONS"],
      caption: "Dmitry Olegovich VOLKORANOV",
      names: ["Dmitry Olegovich VOLKORANOV", "Dmitrii VOLKORANOV", "Dmitriy Olegovich VOLKORANOV"],
      birthDates: ["1968-03-14"],
      countries: ["ru"],
      registrationNumbers: [],
    });
    expect(fromXml.get("90002")).toMatchObject({
      schema: "Organization",
      names: ["NORTHERN WIND LOGISTICS LLC", "OOO SEVERNY VETER LOGISTIK"],
      registrationNumbers: ["1027700999001", "7700999001"],
      countries: ["ru"],
    });
    expect(fromXml.get("90003")).toMatchObject({ names: ["Khalid Abdulrahman AL-FARSI", "Khaled Abd al-Rahman AL FARSI"], countries: ["ae", "om"] });
    expect(fromXml.get("90006")).toMatchObject({ schema: "Vessel", countries: ["pa"], registrationNumbers: ["IMO 9999001"] });
    expect(fromXml.get("90007")?.countries).toEqual(["kp"]);
    expect(fromXml.get("90009")?.birthDates).toEqual(["1981"]);
    expect(fromXml.get("90010")).toMatchObject({ birthDates: ["1958", "1959"], countries: ["by"] });
    expect(fromXml.get("90011")).toMatchObject({ schema: "Airplane", registrationNumbers: ["99901"] });
    expect(fromXml.get("90012")?.countries).toEqual(["ir", "mm"]);

    // alt.csv has no weak/strong marker, so the CSV keeps weak aliases as names; otherwise the same.
    const weakInCsv: Record<string, string> = { "90003": "ABU YUSUF", "90008": "EL CONTADOR" };
    expect([...fromCsv.keys()]).toEqual([...fromXml.keys()]);
    for (const [id, x] of fromXml) {
      const expected = shape(x);
      if (weakInCsv[id]) expected.names = [...expected.names, weakInCsv[id]];
      expect({ id, ...shape(fromCsv.get(id)!) }).toEqual({ id, ...expected });
    }
    expect(fromCsv.get("90001")?.properties).toMatchObject({
      SDN_Name: "VOLKORANOV, Dmitry Olegovich",
      aliases: [expect.objectContaining({ alt_name: "VOLKORANOV, Dmitrii" }), expect.anything()],
    });
  });

  it("reports a CSV row without a name or number by its line and imports the others", async () => {
    const file = path.join(tmp, "bad-sdn.csv");
    writeFileSync(
      file,
      [
        '1,"INVENTED ONE",-0- ,"INV",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
        '2,-0- ,-0- ,"INV",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
        'x,"NO NUMBER",-0- ',
        '4,"INVENTED FOUR",-0- ,"INV",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
      ].join("\r\n") + "\r\n",
    );
    const summary = await importWatchlist(db, { format: "ofac", file, list: freshList() });
    expect(summary).toMatchObject({
      added: 2,
      skipped: 2,
      problems: [
        { line: 2, message: "no SDN_Name" },
        { line: 3, message: "no ent_num" },
      ],
    });
  });

  it("reports a broken XML document at its line and keeps what came before", async () => {
    const file = path.join(tmp, "broken-sdn.xml");
    writeFileSync(
      file,
      `<sdnList>\n<sdnEntry><uid>1</uid><lastName>INVENTED ONE</lastName><sdnType>Entity</sdnType></sdnEntry>\n<sdnEntry><uid>2</uid><lastName>BROKEN</lastName>\n</sdnList>\n`,
    );
    const summary = await importWatchlist(db, { format: "ofac", file, list: freshList() });
    expect(summary).toMatchObject({ added: 1, skipped: 1, removalsApplied: false });
    expect(summary.problems[0]).toMatchObject({ line: 4, message: expect.stringMatching(/^XML error/) });
  });
});

// Asynchronous on purpose: the server answering the CLI's admin socket runs in this very process.
function admin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", "admin", "--", ...args], { cwd: ROOT, env: { ...process.env, ...svc.env, NODE_OPTIONS: "" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run admin -- lists:import", () => {
  it("imports a file named relative to the CLI's directory and prints the summary", async () => {
    const run = await admin("lists:import", "--format", "ofac", "--file", "data/watchlists/invented-sdn.xml");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      list: "invented-sdn",
      format: "ofac",
      version: 1,
      added: 12,
      changed: 0,
      removed: 0,
      unchanged: 0,
      skipped: 0,
      problems: [],
      message: "version 1: 12 added, 0 changed, 0 removed",
    });

    const again = await admin("lists:import", "--format", "ofac", "--file", "data/watchlists/invented-sdn.xml");
    expect(JSON.parse(again.stdout)).toMatchObject({ version: 1, unchanged: 12, message: "no changes, still version 1" });
  }, 60_000);

  it("answers a bad format on stderr with a non-zero exit", async () => {
    const run = await admin("lists:import", "--format", "csv", "--file", "data/watchlists/invented-sdn.csv");
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/--format must be one of ftm, ofac/);
  }, 60_000);
});
