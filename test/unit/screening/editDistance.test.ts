// editDistance runs Hyyrö's bit-vector algorithm for words up to 32 characters and the table beyond:
// both must give exactly the optimal string alignment distance the plain table below defines, for
// any UTF-16 strings (the bit vectors keep ASCII and other characters' masks apart).
import { editDistance } from "../../../src/screening/matching/similarity";

/**
 * The textbook OSA table (Levenshtein plus one adjacent transposition, no substring edited twice),
 * as plainly as the definition, on one flat table kept between calls. The tests ask it for about
 * 160,000 pairs, so it is written for jest's sandbox: there a global such as Math is looked up
 * through the sandbox's global object on every use, and Math.min in the inner loop, with a fresh array
 * of rows per pair, made the reference, not editDistance, nearly all of the file's time.
 * Characters are compared as UTF-16 code units, as a[i] === b[j] does.
 */
const { min, floor } = Math;
let table = new Int32Array(0);
function reference(a: string, b: string): number {
  const w = b.length + 1;
  if (table.length < (a.length + 1) * w) table = new Int32Array((a.length + 1) * w * 2);
  const d = (i: number, j: number) => table[i * w + j]!;
  for (let j = 0; j <= b.length; j++) table[j] = j;
  for (let i = 1; i <= a.length; i++) {
    table[i * w] = i;
    for (let j = 1; j <= b.length; j++) {
      let best = min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) best = min(best, d(i - 2, j - 2) + 1);
      table[i * w + j] = best;
    }
  }
  return d(a.length, b.length);
}

/** A seeded generator, so a failure names a case that can be run again. */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Pairs whose distance differs from the reference's, at most a few, so a failure shows them. */
function mismatches(pairs: Iterable<[string, string]>) {
  const wrong: { a: string; b: string; got: number; want: number }[] = [];
  for (const [a, b] of pairs) {
    const got = editDistance(a, b);
    const want = reference(a, b);
    if (got !== want && wrong.length < 5) wrong.push({ a, b, got, want });
  }
  return wrong;
}

// Few letters force repeats and transpositions; the rest are outside ASCII (Cyrillic, Greek, Hangul,
// a lone surrogate) or collide with an ASCII letter in their low seven bits ("ᅡ" is 0x1161, "a" 0x61).
const alphabets = ["ab", "abc", "abcd", "aeioustrnkmvl", "aбвαβ", "aᅡ가é\ud83dz", "абвгд"];

function* randomPairs(seed: number, count: number): Generator<[string, string]> {
  const next = random(seed);
  const word = (letters: string, length: number) => Array.from({ length }, () => letters[floor(next() * letters.length)]).join("");
  for (let n = 0; n < count; n++) {
    const letters = alphabets[floor(next() * alphabets.length)];
    const a = word(letters, floor(next() * 41));
    const shape = next();
    if (shape < 0.4) yield [a, word(letters, floor(next() * 41))];
    else if (shape < 0.8) {
      // A few edits of a: swaps, insertions, deletions, substitutions.
      const chars = [...a];
      for (let e = floor(next() * 5); e > 0; e--) {
        const at = floor(next() * (chars.length + 1));
        const kind = next();
        if (kind < 0.4 && at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1], chars[at]];
        else if (kind < 0.6) chars.splice(at, 0, word(letters, 1));
        else if (kind < 0.8) chars.splice(at, 1);
        else chars[at] = word(letters, 1);
      }
      const b = chars.join("");
      yield next() < 0.5 ? [a, b] : [b, a];
    } else if (shape < 0.9) yield [a, a];
    else yield next() < 0.5 ? [a, ""] : ["", a];
  }
}

describe("editDistance", () => {
  it("counts an adjacent transposition as one edit, but never edits a substring twice", () => {
    expect(editDistance("ca", "abc")).toBe(3); // unrestricted Damerau would say 2
    expect(editDistance("abc", "ca")).toBe(3);
    expect(editDistance("abcd", "badc")).toBe(2);
    expect(editDistance("ab", "ba")).toBe(1);
    expect(editDistance("martha", "marhta")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "")).toBe(0);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
    expect(editDistance("иванов", "ивнаов")).toBe(1);
    expect(editDistance("a", "ᅡ")).toBe(1); // same low bits, different characters
    expect(editDistance("ᅡa", "aᅡ")).toBe(1);
  });

  it("agrees with the reference at a word's edge: 31, 32 and 33 characters", () => {
    const pairs: [string, string][] = [];
    for (const n of [31, 32, 33]) {
      const a = "ab".repeat(20).slice(0, n);
      pairs.push([a, a.slice(1) + "b"], [a, "ba" + a.slice(2)], [a, a.slice(0, -2) + a.at(-1) + a.at(-2)], [a, "x".repeat(n)], [a, a + "ab"]);
      pairs.push([a, "z" + a], ["z" + a, a], [a.replace(/a/g, "б"), a.replace(/b/g, "б")]);
    }
    expect(mismatches(pairs)).toEqual([]);
  });

  it("agrees with the reference on every pair of words of up to five letters from a, b, c", () => {
    const words = [""];
    for (let from = 0; words[words.length - 1].length < 5;) {
      const to = words.length;
      for (let i = from; i < to; i++) for (const c of "abc") words.push(words[i] + c);
      from = to;
    }
    expect(mismatches(words.flatMap((a) => words.map((b): [string, string] => [a, b])))).toEqual([]);
  });

  it("agrees with the reference on seeded random strings of 0 to 40 characters, ASCII or not", () => {
    expect(mismatches(randomPairs(2003, 25_000))).toEqual([]);
  });

  it("agrees with the reference on long words (the table) after short ones (the bit vectors)", () => {
    const pairs: [string, string][] = [];
    for (const [a, b] of randomPairs(1999, 300)) pairs.push([a, b], [a.repeat(3), b.repeat(3)]);
    expect(mismatches(pairs)).toEqual([]);
  });
});
