// Unbounded zip: a migration archive's entry count had no cap. 200,000 empty entries cost
// nothing to upload, yet each is a walk step, a staged file and a row. The count is read from the
// zip's directory at creation, and an archive over MIGRATION_MAX_ZIP_ENTRIES is refused with 400.
import yauzl from "yauzl";
import { startTestService, type TestService } from "../support/service";
import { client } from "../support/http";
import { uploadArchive } from "../migrations/support";
import { buildZip } from "../migrations/archives";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService({ env: { MIGRATION_MAX_ZIP_ENTRIES: "50000" } });
});
afterAll(() => svc.close());

/**
 * `count` empty stored files across 100 investor folders, with a zip64 directory (past 65,535
 * entries). Written by hand: yazl scans its whole entry list for every entry it writes, which took
 * three minutes for 200,000; yazl builds the small archives below.
 */
function emptyEntries(count: number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const name = Buffer.from(`Investor ${i % 100}/f${i}.txt`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01; crc, sizes and method 0 (stored, empty)
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name);
    centrals.push(central, name);
    offset += 30 + name.length;
  }
  const directory = Buffer.concat(centrals);
  const zip64End = Buffer.alloc(56);
  zip64End.writeUInt32LE(0x06064b50, 0);
  zip64End.writeBigUInt64LE(44n, 4);
  zip64End.writeUInt16LE(45, 12);
  zip64End.writeUInt16LE(45, 14);
  zip64End.writeBigUInt64LE(BigInt(count), 24);
  zip64End.writeBigUInt64LE(BigInt(count), 32);
  zip64End.writeBigUInt64LE(BigInt(directory.length), 40);
  zip64End.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, zip64End, locator, end]);
}

async function nothingCreated(accountId: string) {
  const db = svc.db.prisma;
  expect(await db.migration.count({ where: { accountId } })).toBe(0);
  expect(await db.migrationItem.count({ where: { migration: { accountId } } })).toBe(0);
  expect(await db.application.count({ where: { accountId } })).toBe(0);
}

describe("migration archive entry cap", () => {
  it("refuses a zip of 200,000 empty entries with 400 in the contract's shape, creating nothing", async () => {
    const { key, accountId } = await svc.newAccount();
    const archive = emptyEntries(200_000);
    const opened = await yauzl.fromBufferPromise(archive, { lazyEntries: true }); // a well-formed zip, as a reader sees it
    expect(opened.entryCount).toBe(200_000);
    opened.close();
    const res = await uploadArchive(svc.url, key, archive);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: "Bad Request",
      code: "VALIDATION_FAILED",
      message: "The archive lists 200000 entries, more than the 50000 allowed: split it into several migrations",
      details: [{ path: "file", message: "at most 50000 entries" }],
    });
    await nothingCreated(accountId);
    expect((await client(svc.url, key).get("/api/v1/migrations")).body.items).toEqual([]);
  });

  it("reads the cap from MIGRATION_MAX_ZIP_ENTRIES and still takes an archive at it", async () => {
    const small = await startTestService({ env: { MIGRATION_MAX_ZIP_ENTRIES: "3" } });
    try {
      const { key, accountId } = await small.newAccount();
      const four = await buildZip(["a", "b", "c", "d"].map((n) => ({ name: `Anna/${n}.txt`, content: "x" })));
      const refused = await uploadArchive(small.url, key, four);
      expect(refused.status).toBe(400);
      expect(await small.db.prisma.migration.count({ where: { accountId } })).toBe(0);
      const three = await buildZip(["a", "b", "c"].map((n) => ({ name: `Anna/${n}.txt`, content: "x" })));
      expect((await uploadArchive(small.url, key, three)).status).toBe(201);
    } finally {
      await small.close();
    }
  });
});
