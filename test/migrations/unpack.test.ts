// UNPACK on its own (src/domain/migrations/unpack.ts), against the real database and object store:
// each way an upload cannot be used fails the migration with its reason and leaves no items, the
// private copy of the archive is always removed, the stored archive once its files are committed, and a
// second run after the commit does nothing.
import { readdir } from "node:fs/promises";
import os from "node:os";
import { startTestService, type TestService } from "../support/service";
import { defaultUnpackLimits } from "../../src/domain/migrations/archive";
import { archiveKeyOf } from "../../src/domain/migrations/service";
import { unpackMigration } from "../../src/domain/migrations/unpack";
import { buildZip, personDoc, type ArchiveEntry } from "./archives";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ worker: false });
});
afterAll(() => svc.close());

const limits = defaultUnpackLimits(100 * 1024 * 1024, 50_000);

/** A MIGRATING migration whose archive key holds `archive` (nothing stored when null). */
async function migrationWith(archive: Buffer | null) {
  const { accountId } = await svc.newAccount();
  const m = await svc.db.prisma.migration.create({ data: { accountId, name: "Unpack", sourceType: "UPLOAD", complianceChecks: {}, status: "MIGRATING" } });
  const archiveKey = archiveKeyOf(accountId, m.id);
  if (archive) await svc.objectStore.putBytes(archiveKey, archive, { contentType: "application/zip" });
  await svc.db.prisma.migration.update({ where: { id: m.id }, data: { archiveKey } });
  return m.id;
}

async function unpack(migrationId: string) {
  return unpackMigration(svc.db.prisma, svc.objectStore, migrationId, limits, () => {});
}

async function tempCopiesOf(migrationId: string) {
  return (await readdir(os.tmpdir())).filter((name) => name.startsWith(`migration-${migrationId}-`));
}

async function expectFailed(migrationId: string, reason: string | RegExp) {
  const m = await svc.db.prisma.migration.findUniqueOrThrow({ where: { id: migrationId }, include: { items: true } });
  expect(m).toMatchObject({
    status: "FAILED",
    failureReason: typeof reason === "string" ? reason : expect.stringMatching(reason),
    isPreparing: false,
    unpackedAt: null,
  });
  expect(m.items).toEqual([]);
  expect(await tempCopiesOf(migrationId)).toEqual([]);
}

const anna: ArchiveEntry = { name: "Anna Schmidt/passport.txt", content: personDoc("Passport", { Name: "Anna Schmidt" }) };

it("fails the migration when the store has lost its archive", async () => {
  const id = await migrationWith(null);
  expect(await unpack(id)).toEqual({ status: "FAILED", needsUnpack: false });
  await expectFailed(id, "The uploaded archive is missing from the object store");
});

it("fails the migration with the parser's reason when the manifest cannot be read, and makes no items", async () => {
  const id = await migrationWith(await buildZip([anna, { name: "manifest.json", content: '{"rows": 1}' }]));
  expect(await unpack(id)).toEqual({ status: "FAILED", needsUnpack: false });
  await expectFailed(id, "The manifest cannot be read: manifest.json must be an array of rows (or {items: [...]})");
});

it("fails the migration when the archive is not a zip, and removes the private copy", async () => {
  const id = await migrationWith(Buffer.from("this is not a zip archive at all, just some bytes".repeat(10)));
  expect(await unpack(id)).toEqual({ status: "FAILED", needsUnpack: false });
  await expectFailed(id, /^The archive cannot be read as a zip file: /);
});

it("fails the migration when the archive lists more entries than the cap, before extracting any", async () => {
  const id = await migrationWith(await buildZip([anna, { name: "Anna Schmidt/b.txt", content: "b" }, { name: "Anna Schmidt/c.txt", content: "c" }]));
  expect(await unpackMigration(svc.db.prisma, svc.objectStore, id, { ...limits, maxEntries: 2 }, () => {})).toEqual({ status: "FAILED", needsUnpack: false });
  await expectFailed(id, "The archive lists 3 entries, more than the 2 allowed: split it into several migrations");
  expect(await svc.db.prisma.migration.findUniqueOrThrow({ where: { id } })).toMatchObject({ extractedFileCount: 0 });
});

it("commits the items and files with the mark, and a second run finds the mark and does nothing", async () => {
  const id = await migrationWith(await buildZip([anna, { name: "Bob Martin/id_card.txt", content: personDoc("Identity Card", { Name: "Bob Martin" }) }]));
  expect(await unpack(id)).toEqual({ status: "MIGRATING", needsUnpack: false });
  const m = await svc.db.prisma.migration.findUniqueOrThrow({ where: { id }, include: { items: { include: { files: true }, orderBy: { folder: "asc" } } } });
  expect(m).toMatchObject({
    isPreparing: false,
    extractedFileCount: 2,
    discoveredApplicationCount: 2,
    recentExtractedFileNames: expect.arrayContaining(["Anna Schmidt/passport.txt"]),
  });
  expect(m.unpackedAt).not.toBeNull();
  expect(m.items.map((i) => [i.folder, i.status, i.fileCount, i.files.length])).toEqual([
    ["Anna Schmidt", "QUEUED", 1, 1],
    ["Bob Martin", "QUEUED", 1, 1],
  ]);
  expect(m.items[0].files[0]).toMatchObject({ documentType: "ID_CARD", subType: "PASSPORT", classifiedAt: expect.any(Date) });
  expect(await tempCopiesOf(id)).toEqual([]);
  // The zip (every investor of the migration in one object) is gone once each file is stored on its own.
  expect(await svc.objectStore.get(m.archiveKey!)).toBeNull();
  expect(await svc.objectStore.get(m.items[0].files[0].key)).not.toBeNull();

  expect(await unpack(id)).toEqual({ status: "MIGRATING", needsUnpack: false });
  expect(await svc.db.prisma.migrationItem.count({ where: { migrationId: id } })).toBe(2);
});
