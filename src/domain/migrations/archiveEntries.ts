// How many entries a migration archive lists, and the cap on it (MIGRATION_MAX_ZIP_ENTRIES): read
// from the zip's end of central directory alone, so an upload is judged before anything is created.
import { Readable } from "node:stream";
import yauzl from "yauzl";

/** Why an archive listing `entryCount` entries is refused, or null when it is not. */
export function tooManyEntries(entryCount: number, maxEntries: number): string | null {
  return entryCount > maxEntries ? `The archive lists ${entryCount} entries, more than the ${maxEntries} allowed: split it into several migrations` : null;
}

/** Reads a zip through ranged reads of wherever it is stored (the object store). */
class RangeReader extends yauzl.RandomAccessReader {
  constructor(private readonly readRange: (start: number, end: number) => Promise<Buffer>) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const readRange = this.readRange;
    return Readable.from(
      (async function* () {
        yield await readRange(start, end);
      })(),
    );
  }
}

/**
 * The entry count a zip's end of central directory declares (zip64 too), reading only its last
 * bytes: yauzl walks exactly that many entries. Null when the bytes are not a zip.
 */
export async function zipEntryCount(size: number, readRange: (start: number, end: number) => Promise<Buffer>): Promise<number | null> {
  return new Promise((resolve) => {
    yauzl.fromRandomAccessReader(new RangeReader(readRange), size, { lazyEntries: true, autoClose: false }, (err, zip) => {
      if (err) return resolve(null);
      const count = zip.entryCount;
      zip.close();
      resolve(count);
    });
  });
}
