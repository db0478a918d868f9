// The storage the resident index packs a list into, knowing nothing of names or screening: a 32-bit
// hash (FNV-1a) and a table of (hash, value) pairs found in one or two cache misses (HashPairs), and
// columns of numbers and of strings collected in chunks and copied once to their exact size (Column,
// Texts). Separate from residentIndex.ts, which decides what an entry's keys, forms and facts are: this
// is only how they are held in typed arrays.

/**
 * 32-bit FNV-1a. Two keys that share a hash share a posting list: the other key's entries become
 * candidates too, and scoring drops them (about one probe in a thousand at 4M keys). Only where the
 * key has reached its fan-out could they take a true candidate's place.
 */
export function hash(text: string): number {
  return hashOn(0x811c9dc5, text, 0) >>> 0;
}

/** FNV-1a carried on over text from `from`: the hash of a head and then a rest is the head's state carried over the rest. */
export function hashOn(state: number, text: string, from: number, to = text.length): number {
  let h = state;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/**
 * Pairs (hash, value) packed as 64-bit words, hash high: sorted natively, then found through a table
 * of where each leading-bits bucket starts (one or two cache misses a probe, where a binary search
 * over four million pairs took twenty).
 */
export class HashPairs {
  private readonly words: BigUint64Array;
  private readonly halves: Uint32Array;
  private readonly shift: number;
  private readonly buckets: Uint32Array;
  constructor(hashes: Uint32Array, values: Uint32Array) {
    this.words = new BigUint64Array(hashes.length);
    this.halves = new Uint32Array(this.words.buffer);
    // Little-endian: a word's low half is the value, its high half the hash.
    for (let k = 0; k < hashes.length; k++) ((this.halves[2 * k] = values[k]), (this.halves[2 * k + 1] = hashes[k]));
    this.words.sort();
    const bits = Math.min(22, Math.max(4, Math.ceil(Math.log2(hashes.length + 1)) - 2)); // ~2 to 4 pairs a bucket
    this.shift = 32 - bits;
    this.buckets = new Uint32Array((1 << bits) + 1);
    for (let k = 0; k < hashes.length; k++) this.buckets[(this.halves[2 * k + 1] >>> this.shift) + 1]++;
    for (let b = 1; b < this.buckets.length; b++) this.buckets[b] += this.buckets[b - 1];
  }
  get bytes(): number {
    return this.words.byteLength + this.buckets.byteLength;
  }
  /** Calls `each` with every value stored under `h`, in ascending order, until it returns false. */
  forEach(h: number, each: (value: number) => boolean): void {
    const halves = this.halves;
    const bucket = h >>> this.shift;
    const end = this.buckets[bucket + 1];
    let k = this.buckets[bucket];
    while (k < end && halves[2 * k + 1] < h) k++;
    for (; k < end && halves[2 * k + 1] === h; k++) if (!each(halves[2 * k])) return;
  }
}

/** Elements a Column chunk holds, and bytes a Texts chunk. */
const CHUNK = 1 << 16;

/**
 * Values collected in fixed chunks, then copied once into an array of their exact size (done), the
 * chunks dropped as they are copied. Growing one array by doubling held up to three times a column
 * at once, and the process's RSS kept the high-water mark: 525 MB after reading 800,000 entries
 * whose index takes 99.
 */
export class Column<A extends Uint8Array | Int32Array | Uint32Array> {
  length = 0;
  private chunks: A[] = [];
  constructor(private readonly make: new (n: number) => A) {}
  push(value: number): void {
    const at = this.length % CHUNK;
    if (at === 0) this.chunks.push(new this.make(CHUNK));
    this.chunks[this.chunks.length - 1][at] = value;
    this.length++;
  }
  /** The values pushed, in an array of their own size; the column is empty afterwards. */
  done(): A {
    const all = new this.make(this.length);
    this.chunks.forEach((chunk, c) => all.set(c === this.chunks.length - 1 ? chunk.subarray(0, this.length - c * CHUNK) : chunk, c * CHUNK));
    this.chunks = [];
    return all;
  }
}

/** Strings appended as UTF-8 in chunks of 1 MB, with where each starts; copied once into one buffer (done). */
export class Texts {
  private chunks: { bytes: Buffer; used: number }[] = [];
  private total = 0;
  readonly start = new Column(Uint32Array);
  constructor() {
    this.start.push(0);
  }
  push(text: string): void {
    const need = Buffer.byteLength(text);
    let last = this.chunks[this.chunks.length - 1];
    if (!last || last.used + need > last.bytes.length) this.chunks.push((last = { bytes: Buffer.allocUnsafeSlow(Math.max(CHUNK * 16, need)), used: 0 }));
    last.used += last.bytes.write(text, last.used, "utf8");
    this.total += need;
    this.start.push(this.total);
  }
  done(): Buffer {
    const all = Buffer.allocUnsafeSlow(this.total);
    let at = 0;
    for (const chunk of this.chunks) at += chunk.bytes.copy(all, at, 0, chunk.used);
    this.chunks = [];
    return all;
  }
}
