// UNPACK's rows (spec 2.8): one MigrationItem per folder the archive or its manifest names, one
// MigrationFile per stored file; refused folders fail, and a migration cancelled while unpacking gets
// its items born cancelled.
import type { StagedFile } from "../../../src/domain/migrations/archive";
import type { Classified } from "../../../src/domain/migrations/classify";
import type { ManifestRow } from "../../../src/domain/migrations/inputs";
import { unpackedRows, type UnpackedArchive } from "../../../src/domain/migrations/unpackedRows";

const now = new Date("2026-11-24T12:00:00.000Z");

function staged(path: string, inspection: Classified | null = null): StagedFile<Classified> {
  const folder = path.split("/")[0];
  return { folder, path, key: `accounts/a/migrations/m/files/${path}`, byteSize: 100, sha256: "ab".repeat(32), inspection };
}

function archive(parts: Partial<UnpackedArchive>): UnpackedArchive {
  return { files: [], refused: new Map(), manifest: new Map(), ...parts };
}

const manifestRow = (folder: string, fields: Partial<ManifestRow> = {}): ManifestRow => ({ folder, ...fields });

describe("unpackedRows: items", () => {
  it("makes one QUEUED item per folder with files, counting its files", () => {
    const { items } = unpackedRows("m", archive({ files: [staged("Anna/passport.pdf"), staged("Anna/bill.pdf"), staged("Bob/id.pdf")] }), false, now);
    expect(items.map((i) => [i.folder, i.status, i.fileCount])).toEqual([
      ["Anna", "QUEUED", 2],
      ["Bob", "QUEUED", 1],
    ]);
    expect(items.every((i) => i.migrationId === "m" && i.error === null && i.createdAt === now && i.updatedAt === now)).toBe(true);
  });

  it("makes a refused folder a FAILED item with its reason and no files, even if some were stored", () => {
    const refused = new Map([["Bomb", "Bomb/huge.pdf expands beyond the limit"]]);
    const { items } = unpackedRows("m", archive({ files: [staged("Bomb/small.pdf")], refused }), false, now);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ folder: "Bomb", status: "FAILED", error: "Bomb/huge.pdf expands beyond the limit", fileCount: 0 });
  });

  it("makes a folder named only by the manifest an item without files, carrying its manifest row", () => {
    const row = manifestRow("Carla", { name: "Carla Rossi" });
    const { items } = unpackedRows("m", archive({ files: [staged("Anna/passport.pdf")], manifest: new Map([["Carla", row]]) }), false, now);
    const carla = items.find((i) => i.folder === "Carla");
    expect(carla).toMatchObject({ status: "QUEUED", fileCount: 0, data: { manifest: row } });
    expect(items.find((i) => i.folder === "Anna")?.data).toEqual({});
  });

  it("makes one item of a folder named by files, the refusal and the manifest alike", () => {
    const a = archive({ files: [staged("Anna/passport.pdf")], refused: new Map([["Anna", "refused"]]), manifest: new Map([["Anna", manifestRow("Anna")]]) });
    expect(unpackedRows("m", a, false, now).items.map((i) => i.folder)).toEqual(["Anna"]);
  });

  it("gives a migration cancelled while unpacking CANCELLED items, and still FAILED refused ones", () => {
    const a = archive({ files: [staged("Anna/passport.pdf")], refused: new Map([["Bomb", "refused"]]), manifest: new Map([["Carla", manifestRow("Carla")]]) });
    const { items } = unpackedRows("m", a, true, now);
    expect(Object.fromEntries(items.map((i) => [i.folder, i.status]))).toEqual({ Anna: "CANCELLED", Bomb: "FAILED", Carla: "CANCELLED" });
  });
});

describe("unpackedRows: files", () => {
  it("links each file to its folder's item, with a fresh id per row", () => {
    const { items, files } = unpackedRows("m", archive({ files: [staged("Anna/passport.pdf"), staged("Bob/id.pdf"), staged("Anna/bill.pdf")] }), false, now);
    const itemOf = Object.fromEntries(items.map((i) => [i.id, i.folder]));
    expect(files.map((f) => [f.path, itemOf[f.itemId]])).toEqual([
      ["Anna/passport.pdf", "Anna"],
      ["Bob/id.pdf", "Bob"],
      ["Anna/bill.pdf", "Anna"],
    ]);
    expect(new Set([...items, ...files].map((r) => r.id)).size).toBe(items.length + files.length);
  });

  it("marks a file classified inline as classified, with its type and text", () => {
    const c: Classified = { type: "ID_CARD", subType: "PASSPORT", confidence: 0.95, text: "Passport\nAnna" };
    const [file] = unpackedRows("m", archive({ files: [staged("Anna/passport.pdf", c)] }), false, now).files;
    expect(file).toMatchObject({ documentType: "ID_CARD", subType: "PASSPORT", confidence: 0.95, text: "Passport\nAnna", classifiedAt: now });
  });

  it("leaves a file not classified inline to CLASSIFY: no type, no text, no mark", () => {
    const [file] = unpackedRows("m", archive({ files: [staged("Anna/big.pdf")] }), false, now).files;
    expect(file).toMatchObject({ documentType: null, subType: null, confidence: null, text: null, classifiedAt: null });
    expect(file).toMatchObject({
      path: "Anna/big.pdf",
      key: "accounts/a/migrations/m/files/Anna/big.pdf",
      byteSize: 100,
      sha256: "ab".repeat(32),
      createdAt: now,
    });
  });
});
