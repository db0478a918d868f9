// What a migration archive may contain (contract "Migration archive layout"): each entry is judged from
// its central-directory record, and a hostile one refuses its application folder with a reason.
import { bombReason, defaultUnpackLimits, judgeEntry } from "../../../src/domain/migrations/archive";
import { tooManyEntries } from "../../../src/domain/migrations/archiveEntries";

const UNIX = 3 << 8; // "version made by": Unix, so the mode sits in the upper 16 bits
const regular = { versionMadeBy: UNIX, externalFileAttributes: (0o100644 << 16) >>> 0 };
const symlink = { versionMadeBy: UNIX, externalFileAttributes: (0o120777 << 16) >>> 0 };
const dos = { versionMadeBy: 0, externalFileAttributes: 0x20 };

describe("judgeEntry", () => {
  it("stages a file under its top-level folder, which names the investor", () => {
    expect(judgeEntry("Anna Schmidt/passport.pdf", regular)).toEqual({ kind: "file", folder: "Anna Schmidt", path: "Anna Schmidt/passport.pdf" });
    expect(judgeEntry("Acme SA/board/register of directors.pdf", dos)).toEqual({
      kind: "file",
      folder: "Acme SA",
      path: "Acme SA/board/register of directors.pdf",
    });
  });

  it("reads Windows separators and drops ./ segments", () => {
    expect(judgeEntry("Anna\\id card.png", dos)).toEqual({ kind: "file", folder: "Anna", path: "Anna/id card.png" });
    expect(judgeEntry("./Anna/./bill.pdf", dos)).toEqual({ kind: "file", folder: "Anna", path: "Anna/bill.pdf" });
  });

  it("recognises manifest.csv and manifest.json at the top level only, in any case", () => {
    expect(judgeEntry("manifest.csv", dos)).toEqual({ kind: "manifest", format: "csv" });
    expect(judgeEntry("MANIFEST.JSON", dos)).toEqual({ kind: "manifest", format: "json" });
    expect(judgeEntry("Anna/manifest.csv", dos)).toEqual({ kind: "file", folder: "Anna", path: "Anna/manifest.csv" });
  });

  it("skips directories and the clutter of macOS archivers", () => {
    expect(judgeEntry("Anna/", dos)).toEqual({ kind: "skip" });
    expect(judgeEntry("__MACOSX/Anna/._passport.pdf", dos)).toEqual({ kind: "skip" });
    expect(judgeEntry("Anna/.DS_Store", dos)).toEqual({ kind: "skip" });
  });

  it("refuses a loose file outside any application folder", () => {
    expect(judgeEntry("readme.txt", dos)).toEqual({ kind: "refuse", folder: "readme.txt", reason: "file outside any application folder: readme.txt" });
  });

  it("refuses absolute paths, Unix and Windows alike", () => {
    expect(judgeEntry("/etc/passwd", dos)).toEqual({ kind: "refuse", folder: "/etc/passwd", reason: "absolute path refused: /etc/passwd" });
    expect(judgeEntry("C:\\Windows\\win.ini", dos)).toMatchObject({ kind: "refuse", reason: "absolute path refused: C:\\Windows\\win.ini" });
    expect(judgeEntry("\\server\\share.txt", dos)).toMatchObject({ kind: "refuse", reason: expect.stringMatching(/^absolute path refused/) });
  });

  it("refuses a path that climbs out of the archive (zip-slip), naming the folder it claimed", () => {
    expect(judgeEntry("Anna/../../etc/cron.d/x", dos)).toEqual({ kind: "refuse", folder: "Anna", reason: "path escapes the archive: Anna/../../etc/cron.d/x" });
    expect(judgeEntry("Anna\\..\\..\\x", dos)).toMatchObject({ kind: "refuse", folder: "Anna" });
  });

  it("refuses symbolic links recorded by Unix archivers, and only those", () => {
    expect(judgeEntry("Anna/passport.pdf", symlink)).toEqual({ kind: "refuse", folder: "Anna", reason: "symbolic link refused: Anna/passport.pdf" });
    // The same attribute bits from a non-Unix archiver mean nothing about links.
    expect(judgeEntry("Anna/passport.pdf", { versionMadeBy: 0, externalFileAttributes: symlink.externalFileAttributes })).toMatchObject({ kind: "file" });
  });
});

describe("bombReason", () => {
  const limits = defaultUnpackLimits(10 * 1024 * 1024, 50_000); // 10 MiB uploads

  it("derives the limits from the upload limit: entry = upload, total = 4 × upload, ratio 100:1 past 1 MiB", () => {
    expect(limits).toEqual({
      maxEntryBytes: 10 * 1024 * 1024,
      maxTotalBytes: 40 * 1024 * 1024,
      maxRatio: 100,
      ratioFloorBytes: 1024 * 1024,
      maxEntries: 50_000,
    });
  });

  it("accepts an ordinary entry", () => {
    expect(bombReason("Anna/passport.pdf", 900_000, 1_000_000, limits)).toBeNull();
  });

  it("accepts an entry exactly at the size limit and refuses one byte more", () => {
    expect(bombReason("a/big.bin", limits.maxEntryBytes, limits.maxEntryBytes, limits)).toBeNull();
    expect(bombReason("a/big.bin", limits.maxEntryBytes, limits.maxEntryBytes + 1, limits)).toBe(
      `entry too large (${limits.maxEntryBytes + 1} bytes, limit ${limits.maxEntryBytes}): a/big.bin`,
    );
  });

  it("refuses an entry expanding past 100:1 once it is larger than the floor", () => {
    expect(bombReason("a/zeros.txt", 20_000, 5 * 1024 * 1024, limits)).toBe("compression ratio 262:1 exceeds 100:1 (possible zip bomb): a/zeros.txt");
  });

  it("lets small, highly compressible files through (text forms compress well)", () => {
    expect(bombReason("a/form.txt", 1, limits.ratioFloorBytes, limits)).toBeNull();
  });

  it("treats a declared compressed size of 0 as 1 byte rather than dividing by zero", () => {
    expect(bombReason("a/liar.bin", 0, 2 * 1024 * 1024, limits)).toMatch(/^compression ratio 2097152:1 exceeds 100:1/);
  });
});

describe("tooManyEntries", () => {
  it("refuses an archive listing more entries than the cap, saying what to do", () => {
    expect(tooManyEntries(50_000, 50_000)).toBeNull();
    expect(tooManyEntries(50_001, 50_000)).toBe("The archive lists 50001 entries, more than the 50000 allowed: split it into several migrations");
  });
});
