// The matcher (src/screening/matching): normalisation and scoring on invented names, then
// retrieval through the key index on a real database (PGlite, or TEST_DATABASE_URL's server).
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { openDatabase, type Database } from "../../src/db/client";
import { runCommand } from "../../src/cli/commands";
import {
  DEFAULT_MATCH_THRESHOLD,
  indexWatchlist,
  indexWatchlistEntries,
  screenSubjects,
  screenSubjectsAgainstEntries,
  type EntryRow,
  type ListMatch,
  type ScreeningSubject,
  holdListsInMemory,
  releaseLists,
} from "../../src/screening/matching";
import { MATCH_FORMS_VERSION } from "../../src/screening/matching/storedForms";
import { reindexWatchlists } from "../../src/screening/watchlists";
import { entryNameKeys } from "../../src/screening/matching/keys";
import { normalizeName } from "../../src/screening/matching/normalize";
import { Prisma, type PrismaClient } from "../../src/generated/prisma/client";
import { loadConfig } from "../../src/config";

/** The callback form of $transaction (its last overload): the proxy below wraps it. */
type TransactionArgs = Parameters<PrismaClient["$transaction"]>;

let counter = 0;
function entry(names: string[], over: Partial<EntryRow> = {}): EntryRow {
  counter++;
  return {
    id: `entry-${counter}`,
    list: "invented-test",
    externalId: `ext-${counter}`,
    schema: "Person",
    types: ["SANCTIONS"],
    caption: names[0],
    names,
    birthDates: [],
    countries: [],
    registrationNumbers: [],
    properties: { topics: ["sanction"], program: ["INVENTED-PROGRAMME"] },
    ...over,
  };
}

function subject(name: string, over: Partial<ScreeningSubject> = {}): ScreeningSubject {
  counter++;
  return {
    kind: "individual",
    id: `subject-${counter}`,
    accountId: "acct",
    applicationId: "app",
    name,
    birthDate: null,
    countries: [],
    registrationNumbers: [],
    types: ["SANCTIONS", "PEP", "WARNING"],
    matchThreshold: DEFAULT_MATCH_THRESHOLD,
    ...over,
  };
}

/** The best match of one subject against some entries, in memory. */
function screenOne(s: ScreeningSubject, entries: EntryRow[]): ListMatch | undefined {
  return screenSubjectsAgainstEntries(entries, [s]).get(s.id)?.[0];
}

describe("matching a name", () => {
  it.each([
    ["Cyrillic against its romanisation", "Владимир Петров", ["Vladimir Petrov"]],
    ["Greek against its romanisation", "Γιώργος Παπαδόπουλος", ["Giorgos Papadopoulos"]],
    ["Arabic script against Mohammed Abdullah", "محمد عبد الله", ["Mohammed Abdullah"]],
    ["Muhammad against Mohammed", "Muhammad Abdallah Karimov", ["Mohammed Abdullah Karimov"]],
    ["Chinese characters against pinyin", "习近东", ["Xi Jindong"]],
    ["pinyin written in syllables", "Xi Jin Dong", ["Xi Jindong"]],
    ["a reordered name", "Petrov Vladimir", ["Vladimir Petrov"]],
    ["an alias of the entry", "Volodya Petrovsky", ["Vladimir Petrov", "Volodya Petrovsky"]],
    ["a name with an honorific", "Dr. Vladimir Petrov", ["Vladimir Petrov"]],
    ["a missing middle name", "Vladimir Petrov", ["Vladimir Ivanovich Petrov"]],
    ["a typo", "Vladimir Petorv", ["Vladimir Petrov"]],
    ["a romanisation variant", "Iurii Schukin", ["Yuriy Shchukin"]],
  ])("matches %s", (_case, name, names) => {
    const match = screenOne(subject(name), [entry(names)]);
    expect(match?.matchResult).toMatchObject({ isMatch: true, clearedReason: null, riskLevel: "HIGH" });
    expect(match!.matchResult.confidence).toBeGreaterThanOrEqual(DEFAULT_MATCH_THRESHOLD);
  });

  it("matches a business across its legal form and script", () => {
    const s = subject("ООО «Ромашка»", { kind: "business" });
    const match = screenOne(s, [entry(["Romashka LLC"], { schema: "Company" })]);
    expect(match?.matchResult.isMatch).toBe(true);
  });

  it("explains an alias match and the facts that agreed", () => {
    const s = subject("Volodya Petrovsky", { birthDate: "1971-04-02", countries: ["xa"] });
    const match = screenOne(s, [entry(["Vladimir Petrov", "Volodya Petrovsky"], { birthDates: ["1971-04-02"], countries: ["xa"] })])!;
    expect(match.matchedName).toBe("Volodya Petrovsky");
    expect(match.matchResult.matchExplanation).toMatch(
      /^name 1\.00 \(matched "Volodya Petrovsky", alias of Vladimir Petrov\); birth date 1971-04-02 agrees; country xa agrees$/,
    );
    expect(match.matchResult.incidentSummary).toContain("INVENTED-PROGRAMME");
    expect(match.details).toMatchObject({
      list: "invented-test",
      caption: "Vladimir Petrov",
      matchedName: "Volodya Petrovsky",
      programmes: ["INVENTED-PROGRAMME"],
    });
    expect(match.matchResult.categories[0].label).toBe("Sanctions");
  });

  it("clears a namesake with another birth date as IDENTITY_MISMATCH", () => {
    const match = screenOne(subject("Vladimir Petrov", { birthDate: "1988-11-30" }), [entry(["Vladimir Petrov"], { birthDates: ["1971-04-02"] })]);
    expect(match?.matchResult).toMatchObject({ isMatch: false, clearedReason: "IDENTITY_MISMATCH" });
    expect(match!.matchResult.matchExplanation).toContain("birth date 1988-11-30 differs from 1971-04-02");
  });

  it("agrees with a birth year when the list gives only the year", () => {
    const match = screenOne(subject("Vladimir Petrov", { birthDate: "1971-04-02" }), [entry(["Vladimir Petrov"], { birthDates: ["1971"] })]);
    expect(match?.matchResult).toMatchObject({ isMatch: true, clearedReason: null });
  });

  it("keeps a business under another kind of legal form, or in another line of business, under the threshold", () => {
    const listed = entry(["АО «Ромашка Трейд»", "Romashka Petroleum JSC"], { schema: "Company" });
    for (const [name, feature] of [
      ["ООО «Ромашка Трейд»", "legal_form_conflict"],
      ["Romashka Logistics JSC", "activity_mismatch"],
    ]) {
      const match = screenOne(subject(name, { kind: "business" }), [listed]);
      expect(match?.matchResult).toMatchObject({ isMatch: false, clearedReason: "CONFIDENCE_BELOW_THRESHOLD" });
      expect(match?.features[feature]).toBe(1);
    }
    const sameNumber = screenOne(subject("ООО «Ромашка Трейд»", { kind: "business", registrationNumbers: ["1027700132195"] }), [
      { ...listed, registrationNumbers: ["1027700132195"] },
    ]);
    expect(sameNumber?.matchResult.isMatch).toBe(true);
  });

  it("clears a business whose registration number differs as IDENTITY_MISMATCH", () => {
    const s = subject("Romashka Trading LLC", { kind: "business", registrationNumbers: ["77-111"] });
    const match = screenOne(s, [entry(["Romashka Trading Ltd"], { schema: "Company", registrationNumbers: ["99-222"] })]);
    expect(match?.matchResult).toMatchObject({ isMatch: false, clearedReason: "IDENTITY_MISMATCH" });
  });

  it("reports a weak match as cleared CONFIDENCE_BELOW_THRESHOLD", () => {
    const match = screenOne(subject("Ivan Petrov"), [entry(["Ivan Pedrova"])]);
    expect(match?.matchResult).toMatchObject({ isMatch: false, clearedReason: "CONFIDENCE_BELOW_THRESHOLD" });
    expect(match!.matchResult.matchExplanation).toContain(`below threshold ${DEFAULT_MATCH_THRESHOLD}`);
  });

  it("honours the subject's own threshold", () => {
    const match = screenOne(subject("Vladimir Petrov", { matchThreshold: 0.95 }), [entry(["Vladimir Ivanovich Petrov"])]);
    expect(match?.matchResult).toMatchObject({ isMatch: false, clearedReason: "CONFIDENCE_BELOW_THRESHOLD" });
  });

  it("reports nothing for an unrelated name, another kind of party, or another list type", () => {
    expect(screenOne(subject("Anna Schmidt"), [entry(["Vladimir Petrov"])])).toBeUndefined();
    expect(screenOne(subject("Vladimir Petrov", { kind: "business" }), [entry(["Vladimir Petrov"])])).toBeUndefined();
    expect(screenOne(subject("Vladimir Petrov", { types: ["PEP"] }), [entry(["Vladimir Petrov"])])).toBeUndefined();
  });

  it("does not match an entry the import removed", () => {
    const removed = { ...entry(["Vladimir Petrov"]), removedInVersion: 2 };
    expect(screenOne(subject("Vladimir Petrov"), [removed])).toBeUndefined();
  });
});

describe("retrieval from the database", () => {
  let dataDir: string;
  let db: Database;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "compliance-match-"));
    let databaseUrl: string | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const name = `test_${randomBytes(6).toString("hex")}`;
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const c = new Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    }
    db = await openDatabase({ databaseUrl, dataDir }, { migrate: true });
  });

  afterAll(async () => {
    await db?.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function store(row: EntryRow, over: { removedInVersion?: number } = {}): Promise<string> {
    const { id: _id, properties, ...rest } = row;
    const created = await db.prisma.watchlistEntry.create({
      data: { ...rest, properties: properties ?? {}, contentHash: randomBytes(8).toString("hex"), version: 1, ...over },
    });
    return created.id;
  }

  /** The test's client with `before` run ahead of each raw query: a race or an outage staged on the real database. */
  const intercepted = (before: (sql: string, target: typeof db.prisma) => Promise<void>) =>
    new Proxy(db.prisma, {
      get(target, prop, receiver) {
        if (prop !== "$queryRawUnsafe") return Reflect.get(target, prop, receiver);
        return async (sql: string, ...params: unknown[]) => {
          await before(sql, target);
          return target.$queryRawUnsafe(sql, ...params);
        };
      },
    });
  /** The statement that reads the whole rows of the candidates whose names passed (screenSubjects' second). */
  const isRowRead = (sql: string) => sql.includes("e.properties, e.version");
  /**
   * The client, with an import committed just before screenSubjects reads the candidates' rows: one
   * entry renamed to `newName`, one removed. `raced()` says whether it happened.
   */
  function racingImport(rewritten: string, newName: string, removed: string) {
    let raced = false;
    const client = intercepted(async (sql, target) => {
      if (raced || !isRowRead(sql)) return;
      raced = true;
      await target.watchlistEntry.update({ where: { id: rewritten }, data: { names: [newName], caption: newName, version: 2 } });
      await target.watchlistEntry.update({ where: { id: removed }, data: { removedInVersion: 2 } });
      await indexWatchlistEntries(target, [rewritten, removed]);
    });
    return { client, raced: () => raced };
  }

  it("finds entries through the key index, drops removed ones and filters by type", async () => {
    const petrov = await store(entry(["Vladimir Ivanovich Petrov", "Volodya Petrovsky"], { birthDates: ["1971-04-02"] }));
    const pep = await store(entry(["Ioanna Karamanli"], { types: ["PEP"] }));
    const removed = await store(entry(["Samir Haddad"]));
    const namesake = await store(entry(["Vladimir Petrov"], { birthDates: ["1950-01-01"] }));
    await indexWatchlistEntries(db.prisma, [petrov, pep, removed, namesake]);
    await db.prisma.watchlistEntry.update({ where: { id: removed }, data: { removedInVersion: 2 } });
    await indexWatchlistEntries(db.prisma, [removed]);

    const cyrillic = subject("Петров Владимир", { birthDate: "1971-04-02" });
    const greek = subject("Ιωάννα Καραμανλή", { types: ["SANCTIONS"] });
    const greekPep = subject("Ιωάννα Καραμανλή", { types: ["PEP"] });
    const arabic = subject("سمير حداد");
    const nobody = subject("Anna Schmidt");
    const found = await screenSubjects(db.prisma, [cyrillic, greek, greekPep, arabic, nobody]);

    const petrovMatches = found.get(cyrillic.id)!;
    expect(petrovMatches.map((m) => [m.entryId, m.matchResult.isMatch, m.matchResult.clearedReason])).toEqual([
      [petrov, true, null],
      [namesake, false, "IDENTITY_MISMATCH"],
    ]);
    expect(found.get(greek.id)).toEqual([]);
    expect(found.get(greekPep.id)!.map((m) => [m.entryId, m.type, m.matchResult.riskLevel])).toEqual([[pep, "PEP", "MEDIUM"]]);
    expect(found.get(arabic.id)).toEqual([]);
    expect(found.get(nobody.id)).toEqual([]);
  });

  it("screens a caller's many subjects a read at a time and answers each, with the entry's listing facts", async () => {
    const id = await store(entry(["Oleksandr Hnatiuk"], { list: "invented-third" }));
    await indexWatchlistEntries(db.prisma, [id]);
    // More than one read's worth (250), the namesakes at both ends and in the second read.
    const many = Array.from({ length: 600 }, (_v, i) => subject(i % 299 === 0 ? "Oleksandr Hnatiuk" : `Person Number${i} Invented`));
    const found = await screenSubjects(db.prisma, many);
    expect(found.size).toBe(600);
    const matched = many.filter((s) => found.get(s.id)!.length > 0).map((s) => many.indexOf(s));
    expect(matched).toEqual([0, 299, 598]);
    for (const index of matched) {
      const [match] = found.get(many[index].id)!;
      expect(match).toMatchObject({ entryId: id, details: { programmes: ["INVENTED-PROGRAMME"], topics: ["sanction"] } });
      expect(match.matchResult.incidentSummary).toContain("programmes: INVENTED-PROGRAMME");
    }
  });

  it("finds a company by its distinctive words through the key index once the lists are reindexed", async () => {
    const id = await store(entry(["Pilak Import Corp"], { list: "invented-companies", schema: "Company", countries: ["us"] }));
    const pilak = subject("Pilak Corp", { kind: "business", countries: ["us"] });
    expect((await screenSubjects(db.prisma, [pilak])).get(pilak.id)).toEqual([]);
    // `npm run admin -- lists:reindex --list invented-companies` (the command needs neither config nor Temporal).
    const reindexed = await runCommand({ db: db.prisma, config: loadConfig({}), temporal: null }, "lists:reindex", { list: "invented-companies" });
    expect(reindexed).toEqual({ lists: [{ list: "invented-companies", entries: 1 }] });
    const [match] = (await screenSubjects(db.prisma, [pilak])).get(pilak.id)!;
    expect(match).toMatchObject({ entryId: id, matchResult: { isMatch: true } });
    const elsewhere = subject("Pilak Corp", { kind: "business", countries: ["de"] });
    const [cleared] = (await screenSubjects(db.prisma, [elsewhere])).get(elsewhere.id)!;
    expect(cleared.matchResult.clearedReason).toBe("IDENTITY_MISMATCH");
  });

  it("finds a person listed in kanji alone by the name in Hepburn through the key index once the list is reindexed", async () => {
    const id = await store(entry(["篠田建市"], { list: "invented-kanji" }));
    const latin = subject("Kenichi SHINODA");
    expect((await screenSubjects(db.prisma, [latin])).get(latin.id)).toEqual([]);
    await runCommand({ db: db.prisma, config: loadConfig({}), temporal: null }, "lists:reindex", { list: "invented-kanji" });
    // The readings are keys, not forms: the match is the reading's, under an exact one, and says so.
    const [match] = (await screenSubjects(db.prisma, [latin])).get(latin.id)!;
    expect(match).toMatchObject({ entryId: id, matchResult: { isMatch: true }, features: { name_kanji_reading: 1, name_similarity: 0.9 } });
    const split = subject("Kenichi Shinoda");
    expect((await screenSubjects(db.prisma, [split])).get(split.id)![0]).toMatchObject({ entryId: id });
    const other = subject("Kenji SHINODA");
    expect((await screenSubjects(db.prisma, [other])).get(other.id)!.filter((m) => m.matchResult.isMatch)).toEqual([]);
  });

  it("screens an entry without stored forms (imported before them) alike, and lists:reindex writes them", async () => {
    const id = await store(entry(["Dmitri Olegovich Sokolov"], { list: "invented-forms" }));
    await indexWatchlistEntries(db.prisma, [id]);
    await db.prisma.watchlistEntry.update({ where: { id }, data: { matchForms: Prisma.DbNull } });
    const sokolov = subject("Dmitry Sokolov");
    const before = (await screenSubjects(db.prisma, [sokolov])).get(sokolov.id)!;
    expect(before.map((m) => m.entryId)).toEqual([id]);
    await runCommand({ db: db.prisma, config: loadConfig({}), temporal: null }, "lists:reindex", { list: "invented-forms" });
    const row = await db.prisma.watchlistEntry.findUniqueOrThrow({ where: { id } });
    expect(row.matchForms).toMatchObject({
      v: MATCH_FORMS_VERSION,
      names: [expect.objectContaining({ original: "Dmitri Olegovich Sokolov", tokens: ["dmitri", "olegovich", "sokolov"] })],
    });
    expect((await screenSubjects(db.prisma, [sokolov])).get(sokolov.id)).toEqual(before);
  });

  it("finds a mistyped name through keys written before the variant table (every neighbour a key), as the migration leaves them, and lists:reindex rewrites them", async () => {
    const id = await store(entry(["Gennady Voronkov"], { list: "invented-old-keys" }));
    const row = await db.prisma.watchlistEntry.findUniqueOrThrow({ where: { id } });
    // The keys as the release before wrote them, then the migration's own statement for the heads.
    const oldKeys = [...new Set(row.names.flatMap((n) => entryNameKeys(normalizeName(n, "individual"))))];
    await db.prisma.$executeRawUnsafe(`INSERT INTO "WatchlistMatchKey" (key, "entryId") SELECT unnest($1::text[]), $2`, oldKeys, id);
    const migration = readFileSync(path.join(__dirname, "../../prisma/migrations/20261127052759_watchlist_key_variants/migration.sql"), "utf8");
    await db.prisma.$executeRawUnsafe(migration.slice(migration.indexOf("INSERT INTO")));
    const typo = subject("Genady Voronkow");
    expect((await screenSubjects(db.prisma, [typo])).get(typo.id)!.map((m) => m.entryId)).toEqual([id]);
    await runCommand({ db: db.prisma, config: loadConfig({}), temporal: null }, "lists:reindex", { list: "invented-old-keys" });
    const keys = await db.prisma.$queryRawUnsafe<{ key: string }[]>(`SELECT key FROM "WatchlistMatchKey" WHERE "entryId" = $1`, id);
    expect(keys.length).toBeLessThan(oldKeys.length);
    expect((await screenSubjects(db.prisma, [typo])).get(typo.id)!.map((m) => m.entryId)).toEqual([id]);
  });

  it("finds a mistyped name on two lists once on each, its head held by both lists' variant tables", async () => {
    const first = await store(entry(["Radomir Kostadinov"], { list: "invented-twin-a" }));
    const second = await store(entry(["Radomir Kostadinov"], { list: "invented-twin-b" }));
    await indexWatchlistEntries(db.prisma, [first, second]);
    // The transposition changes both the surname's code and its tail: only a variant head meets it.
    const typo = subject("Radomir Kotsadinov");
    const matches = (await screenSubjects(db.prisma, [typo])).get(typo.id)!;
    expect(matches.map((m) => m.entryId).sort()).toEqual([first, second].sort());
    expect(matches.every((m) => m.matchResult.isMatch)).toBe(true);
  });

  it("scores an entry an import rewrote between the candidate read and the row read on its new names, and drops one it removed", async () => {
    const rewritten = await store(entry(["Velimir Stojanovic"], { list: "invented-race" }));
    const removed = await store(entry(["Dragoljub Milosavljevic"], { list: "invented-race" }));
    await indexWatchlistEntries(db.prisma, [rewritten, removed]);
    // The import commits right after screenSubjects' first statement: the real database, changed between two reads.
    const { client: racing, raced } = racingImport(rewritten, "Zoran Petkovic", removed);
    const [velimir, dragoljub] = [subject("Velimir Stojanovic"), subject("Dragoljub Milosavljevic")];
    const found = await screenSubjects(racing, [velimir, dragoljub]);
    expect(raced()).toBe(true);
    expect(found.get(velimir.id)).toEqual([]);
    expect(found.get(dragoljub.id)).toEqual([]);
    // Screened again, the rewritten entry is found by its new name.
    const again = subject("Zoran Petkovic");
    expect((await screenSubjects(db.prisma, [again])).get(again.id)!.map((m) => [m.entryId, m.matchedName])).toEqual([[rewritten, "Zoran Petkovic"]]);
  });

  it("leaves a list's keys as they were when its reindex fails midway (one transaction, as an import)", async () => {
    const id = await store(entry(["Miroslav Vukovic"], { list: "invented-reindex-fails" }));
    await indexWatchlistEntries(db.prisma, [id]);
    const keysOf = async () =>
      (await db.prisma.$queryRawUnsafe<{ key: string }[]>(`SELECT key FROM "WatchlistMatchKey" WHERE "entryId" = $1 ORDER BY key`, id)).map((k) => k.key);
    const before = await keysOf();
    expect(before.length).toBeGreaterThan(0);
    // The reindex's transaction fails once it has cleared the list's keys, as a killed process would leave it.
    const failing = new Proxy(db.prisma, {
      get(target, prop, receiver) {
        if (prop !== "$transaction") return Reflect.get(target, prop, receiver);
        return (run: TransactionArgs[0], options?: TransactionArgs[1]) =>
          target.$transaction(
            (tx) =>
              run(
                new Proxy(tx, {
                  get(inner, name, r) {
                    if (name !== "$executeRawUnsafe") return Reflect.get(inner, name, r);
                    return (sql: string, ...params: unknown[]) =>
                      sql.startsWith(`INSERT INTO "WatchlistMatchKey"`) ? Promise.reject(new Error("killed")) : inner.$executeRawUnsafe(sql, ...params);
                  },
                }),
              ),
            options,
          );
      },
    });
    await expect(reindexWatchlists(failing, "invented-reindex-fails")).rejects.toThrow("killed");
    expect(await keysOf()).toEqual(before);
    const again = subject("Miroslav Vukovic");
    expect((await screenSubjects(db.prisma, [again])).get(again.id)!.map((m) => m.entryId)).toEqual([id]);
  });

  describe("with the lists held in memory (residentLists.ts)", () => {
    afterEach(() => releaseLists(db.prisma));

    const ids = (matches: ListMatch[] | undefined) =>
      (matches ?? []).map((m) => [m.entryId, m.matchedName, m.matchResult.isMatch, m.matchResult.clearedReason]);
    /** The key index of a list's entries emptied (no entry row written: the list's generation stays): only the memory still finds them. */
    const dropKeys = (list: string) =>
      db.prisma.$executeRawUnsafe(`DELETE FROM "WatchlistMatchKey" WHERE "entryId" IN (SELECT id FROM "WatchlistEntry" WHERE list = $1)`, list);
    const generationOf = async (list: string) =>
      (await db.prisma.$queryRawUnsafe<{ generation: bigint }[]>(`SELECT generation FROM "WatchlistGeneration" WHERE list = $1`, list))[0]?.generation ?? null;

    it("screens every subject exactly as the database does, without the key index", async () => {
      const list = "invented-resident";
      const stored = [
        await store(entry(["Vladimir Ivanovich Petrov", "Volodya Petrovsky"], { list, birthDates: ["1971-04-02"], countries: ["ru"] })),
        await store(entry(["Vladimir Petrov"], { list, birthDates: ["1950-01-01"] })),
        await store(entry(["Ioanna Karamanli"], { list, types: ["PEP"] })),
        await store(entry(["Mohammed Abdullah Karimov"], { list, types: ["WARNING"] })),
        await store(entry(["Pilak Import Corp"], { list, schema: "Company", countries: ["us"], registrationNumbers: ["HRB 12345"] })),
        await store(entry(["Samir Haddad"], { list }), { removedInVersion: 2 }),
        await store(entry(["김정은", "Kim Jong Un"], { list })),
        await store(entry(["Hryhoriy Melnyk"], { list })),
        await store(entry(["יוסף לוי"], { list })),
      ];
      await indexWatchlistEntries(db.prisma, stored);
      const business = (name: string, over: Partial<ScreeningSubject> = {}) => subject(name, { kind: "business", ...over });
      const subjects = [
        subject("Петров Владимир", { birthDate: "1971-04-02" }),
        subject("Vladimir Petorv"),
        subject("Volodya Petrovsky", { countries: ["de"] }),
        subject("Ιωάννα Καραμανλή", { types: ["PEP"] }),
        subject("Ιωάννα Καραμανλή", { types: ["SANCTIONS"] }),
        subject("محمد عبد الله كريموف"),
        business("Pilak Corp", { countries: ["us"] }),
        business("Pilak Import Corporation", { registrationNumbers: ["99999"] }),
        subject("سمير حداد"),
        subject("Kim Jong-un"),
        subject("Anna Schmidt"),
        // A Slavic given name's group key, looked up as written; an entry listed only in Hebrew script, by its stored Latin spellings.
        subject("Grigory Melnyk"),
        subject("Yosef Levi"),
      ];
      const fromDatabase = await screenSubjects(db.prisma, subjects);
      const onList = (matches: ListMatch[] | undefined) => ids((matches ?? []).filter((m) => m.list === list));
      expect(onList(fromDatabase.get(subjects[0].id)).length).toBe(2);
      expect(onList(fromDatabase.get(subjects[8].id))).toEqual([]);
      expect(onList(fromDatabase.get(subjects[11].id))).toEqual([[stored[7], "Hryhoriy Melnyk", true, null]]);
      expect(onList(fromDatabase.get(subjects[12].id))).toEqual([[stored[8], "יוסף לוי", true, null]]);

      const lists = holdListsInMemory(db.prisma, { maxEntries: 1_000_000 });
      expect(await lists.ready()).toBe(true);
      await dropKeys(list);
      const fromMemory = await screenSubjects(db.prisma, subjects);
      for (const s of subjects) expect(fromMemory.get(s.id)).toEqual(fromDatabase.get(s.id));
      // The database alone no longer finds them: the answers above came from memory.
      releaseLists(db.prisma);
      expect(onList((await screenSubjects(db.prisma, [subjects[0]])).get(subjects[0].id))).toEqual([]);
      await indexWatchlistEntries(db.prisma, stored);
    });

    it("screens against the database from the moment a list changes until it is read again, so nothing older is ever used", async () => {
      const list = "invented-resident-changes";
      const [renamed, delisted] = [await store(entry(["Velibor Stanisavljevic"], { list })), await store(entry(["Dobrivoje Tomasevic"], { list }))];
      await indexWatchlistEntries(db.prisma, [renamed, delisted]);
      const lists = holdListsInMemory(db.prisma, { maxEntries: 1_000_000 });
      expect(await lists.ready()).toBe(true);
      const [velimir, zoran, dragoljub, newcomer] = [
        subject("Velibor Stanisavljevic"),
        subject("Zdravko Mihajlovic"),
        subject("Dobrivoje Tomasevic"),
        subject("Branimir Jovanovic"),
      ];
      const screen = async () => {
        const found = await screenSubjects(db.prisma, [velimir, zoran, dragoljub, newcomer]);
        return [velimir, zoran, dragoljub, newcomer].map((s) => found.get(s.id)!.map((m) => m.entryId));
      };
      expect(await screen()).toEqual([[renamed], [], [delisted], []]);

      // An import: one entry renamed, one removed, one added on a list the process has never seen.
      const before = await generationOf(list);
      await db.prisma.watchlistEntry.update({ where: { id: renamed }, data: { names: ["Zdravko Mihajlovic"], caption: "Zdravko Mihajlovic", version: 2 } });
      await db.prisma.watchlistEntry.update({ where: { id: delisted }, data: { removedInVersion: 2 } });
      const added = await store(entry(["Branimir Jovanovic"], { list: "invented-resident-new" }));
      await indexWatchlistEntries(db.prisma, [renamed, delisted, added]);
      expect(await generationOf(list)).toBeGreaterThan(before!);
      expect(await lists.current()).toBeNull(); // stale: dropped, and read again in the background
      expect(await screen()).toEqual([[], [renamed], [], [added]]);

      // Read again, the memory holds the lists as they are now.
      expect(await lists.ready()).toBe(true);
      await dropKeys(list);
      await dropKeys("invented-resident-new");
      expect(await screen()).toEqual([[], [renamed], [], [added]]);
      await indexWatchlistEntries(db.prisma, [renamed, added]);
    });

    it("scores an entry rewritten after the memory was checked on its new names, and drops one removed", async () => {
      const list = "invented-resident-race";
      const [rewritten, removed] = [await store(entry(["Radomir Kovacevic"], { list })), await store(entry(["Svetozar Markovic"], { list }))];
      await indexWatchlistEntries(db.prisma, [rewritten, removed]);
      // The import commits after the names were scored in memory, before the rows are read.
      const { client: racing, raced } = racingImport(rewritten, "Nikola Tesla", removed);
      const lists = holdListsInMemory(racing, { maxEntries: 1_000_000 });
      try {
        expect(await lists.ready()).toBe(true);
        const [radomir, svetozar] = [subject("Radomir Kovacevic"), subject("Svetozar Markovic")];
        const found = await screenSubjects(racing, [radomir, svetozar]);
        expect(raced()).toBe(true);
        expect(found.get(radomir.id)).toEqual([]);
        expect(found.get(svetozar.id)).toEqual([]);
      } finally {
        releaseLists(racing);
      }
    });

    it("screens from the database while reading the lists fails (the database gone midway), and holds them once a later read succeeds", async () => {
      const list = "invented-resident-outage";
      const id = await store(entry(["Vukasin Brankovic"], { list }));
      await indexWatchlistEntries(db.prisma, [id]);
      let failures = 0;
      const flaky = intercepted(async (sql) => {
        if (sql.includes(`AND id > $2 ORDER BY id LIMIT`) && failures++ === 0) throw new Error("Connection terminated unexpectedly");
      });
      const logged: string[] = [];
      // The retry waits long enough that a loaded host's slow queries do not reach it inside ready()'s rounds.
      const lists = holdListsInMemory(flaky, { maxEntries: 1_000_000, retryAfterMs: 1_500, log: (m) => logged.push(m) });
      try {
        expect(await lists.ready()).toBe(false);
        expect(logged.join()).toContain("holding lists in memory failed, screening reads the database: Connection terminated unexpectedly");
        const vukasin = subject("Vukasin Brankovic");
        expect((await screenSubjects(flaky, [vukasin])).get(vukasin.id)!.map((m) => m.entryId)).toEqual([id]);
        await new Promise((resolve) => setTimeout(resolve, 1_600));
        expect(await lists.ready()).toBe(true);
        await dropKeys(list);
        expect((await screenSubjects(flaky, [vukasin])).get(vukasin.id)!.map((m) => m.entryId)).toEqual([id]);
        await indexWatchlistEntries(db.prisma, [id]);
      } finally {
        releaseLists(flaky);
      }
    });

    it("raises a list's generation on every statement that writes its entries, and no other list's", async () => {
      const [a, b] = ["invented-generation-a", "invented-generation-b"];
      const id = await store(entry(["Ljubomir Nikolic"], { list: a }));
      await store(entry(["Slobodan Ilic"], { list: b }));
      const [a1, b1] = [await generationOf(a), await generationOf(b)];
      await db.prisma.watchlistEntry.update({ where: { id }, data: { caption: "Ljubomir Nikolić" } });
      const a2 = await generationOf(a);
      await db.prisma.watchlistEntry.delete({ where: { id } });
      const a3 = await generationOf(a);
      expect([a1! < a2!, a2! < a3!, await generationOf(b)]).toEqual([true, true, b1]);
      // A statement that changes no row changes nothing.
      await db.prisma.watchlistEntry.updateMany({ where: { list: a }, data: { caption: "nobody" } });
      expect(await generationOf(a)).toBe(a3);
      // An entry moved to another list: both lists changed.
      const moved = await store(entry(["Miroslav Ilic"], { list: a }));
      const [a4, b4] = [await generationOf(a), await generationOf(b)];
      await db.prisma.watchlistEntry.update({ where: { id: moved }, data: { list: b } });
      expect([(await generationOf(a))! > a4!, (await generationOf(b))! > b4!]).toEqual([true, true]);
      // A TRUNCATE raises every list's (inside a transaction rolled back: the file's other lists stay).
      const [a5, b5] = [await generationOf(a), await generationOf(b)];
      const inside = await db.prisma
        .$transaction(async (tx) => {
          await tx.$executeRawUnsafe(`TRUNCATE "WatchlistEntry" CASCADE`);
          const rows = await tx.$queryRawUnsafe<{ list: string; generation: bigint }[]>(
            `SELECT list, generation FROM "WatchlistGeneration" WHERE list = ANY($1::text[]) ORDER BY list`,
            [a, b],
          );
          throw Object.assign(new Error("roll back"), { rows });
        })
        .catch((err: { rows?: { list: string; generation: bigint }[] }) => err.rows);
      expect(inside?.map((r) => r.generation > (r.list === a ? a5! : b5!))).toEqual([true, true]);
      expect([await generationOf(a), await generationOf(b)]).toEqual([a5, b5]);
    });

    it("lowers a list's forms version to that of older stored forms written to it, insert or update, and never raises it", async () => {
      const list = "invented-forms-version";
      const formsVersion = async () =>
        (await db.prisma.$queryRawUnsafe<{ v: number }[]>(`SELECT "formsVersion" AS v FROM "WatchlistGeneration" WHERE list = $1`, list))[0].v;
      const current = await store(entry(["Ratko Invented"], { list }), {});
      await db.prisma.watchlistEntry.update({ where: { id: current }, data: { matchForms: { v: MATCH_FORMS_VERSION, names: [] } } });
      expect(await formsVersion()).toBe(MATCH_FORMS_VERSION);
      // An entry inserted with an older release's forms (a rolling upgrade's import).
      await db.prisma.watchlistEntry.create({
        data: {
          ...entry(["Jovo Invented"], { list }),
          id: undefined,
          properties: {},
          contentHash: "x",
          version: 1,
          matchForms: { v: MATCH_FORMS_VERSION - 1, names: [] },
        },
      });
      expect(await formsVersion()).toBe(MATCH_FORMS_VERSION - 1);
      // Newer forms written later do not raise it: only a reindex of the whole list does.
      await db.prisma.watchlistEntry.update({ where: { id: current }, data: { matchForms: { v: MATCH_FORMS_VERSION, names: [] } } });
      expect(await formsVersion()).toBe(MATCH_FORMS_VERSION - 1);
      await db.prisma.$executeRawUnsafe(`UPDATE "WatchlistGeneration" SET "formsVersion" = $2 WHERE list = $1`, list, MATCH_FORMS_VERSION);
      // An update writing forms whose version cannot be read: unknown, 0.
      await db.prisma.watchlistEntry.update({ where: { id: current }, data: { matchForms: { v: "two", names: [] } } });
      expect(await formsVersion()).toBe(0);
      await db.prisma.watchlistEntry.deleteMany({ where: { list } });
    });

    it("answers from memory only once a first read has ended: a list written with the triggers off (a restore) is held too", async () => {
      const list = "invented-resident-restored";
      const id = await store(entry(["Gojko Sekulic"], { list }));
      await indexWatchlistEntries(db.prisma, [id]);
      // As a data-only restore with the triggers off leaves it: entries, no generation for any list.
      await db.prisma.$executeRawUnsafe(`DELETE FROM "WatchlistGeneration"`);
      const lists = holdListsInMemory(db.prisma, { maxEntries: 1_000_000 });
      expect(await lists.current()).toBeNull(); // not "every list held" of an empty set of generations
      expect(await lists.ready()).toBe(true);
      expect(await generationOf(list)).not.toBeNull();
      await dropKeys(list);
      const gojko = subject("Gojko Sekulic");
      expect((await screenSubjects(db.prisma, [gojko])).get(gojko.id)!.map((m) => m.entryId)).toEqual([id]);
      await indexWatchlistEntries(db.prisma, [id]);
    });

    it("holds nothing beyond its budget, and screening reads the database", async () => {
      const id = await store(entry(["Dusan Radovanovic"], { list: "invented-resident-budget" }));
      await indexWatchlistEntries(db.prisma, [id]);
      const lists = holdListsInMemory(db.prisma, { maxEntries: 1 });
      expect(await lists.ready()).toBe(false);
      expect(lists.bytes).toBe(0);
      const dusan = subject("Dusan Radovanovic");
      expect((await screenSubjects(db.prisma, [dusan])).get(dusan.id)!.map((m) => m.entryId)).toEqual([id]);
    });
  });

  it("reindexes every list when none is named", async () => {
    const lists = (await reindexWatchlists(db.prisma)).map((l) => l.list);
    expect(lists).toEqual(expect.arrayContaining(["invented-companies", "invented-test"]));
  });

  it("indexes a whole list at once and finds in it what the in-memory screen finds", async () => {
    const id = await store(entry(["Samir Haddad"], { list: "invented-second" }));
    expect(await indexWatchlist(db.prisma, "invented-second")).toBe(1);
    const arabic = subject("سمير حداد");
    const [fromDb] = (await screenSubjects(db.prisma, [arabic])).get(arabic.id)!;
    expect(fromDb.entryId).toBe(id);
    const row = await db.prisma.watchlistEntry.findUniqueOrThrow({ where: { id } });
    const [inMemory] = screenSubjectsAgainstEntries([row], [arabic]).get(arabic.id)!;
    expect(inMemory).toEqual(fromDb);
  });
});
