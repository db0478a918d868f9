// The shortcuts scoring takes must never change a score it reports: the letter bound never exceeds
// the edit distance, and a name similarity asked for with a floor is exact whenever it reaches it.
import { nameSimilarity } from "../../../src/screening/matching/score";
import { normalizeName } from "../../../src/screening/matching/normalize";
import { editDistance, editSimilarity, editSimilarityBound, jaroWinkler, letterBound } from "../../../src/screening/matching/similarity";

// Thousands of cases a test: each is checked in plain code and the first few that fail are kept, then
// asserted once. In jest's sandbox one expect() costs about 0.1 ms of CPU and a global such as Math is
// looked up through the sandbox on every use: an expect per case and Math.floor per letter made these
// checks most of the file's time, not the functions they check.
const { floor } = Math;

/** A seeded generator, so a failure names a case that can be run again. */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function word(next: () => number, letters = "aeioustrnkmvl"): string {
  const length = 1 + floor(next() * 12);
  let w = "";
  for (let i = 0; i < length; i++) w += letters[floor(next() * letters.length)];
  return w;
}

/** Up to five failing cases, so a failure shows them. */
function failures<T>() {
  const found: T[] = [];
  return { found, add: (t: T) => void (found.length < 5 && found.push(t)) };
}

describe("the letter bound", () => {
  it("never exceeds the edit distance (transpositions included)", () => {
    const next = random(7);
    const wrong = failures<string[]>();
    for (let n = 0; n < 20_000; n++) {
      const a = word(next);
      const b = next() < 0.5 ? word(next) : a.slice(0, -1) + word(next).slice(0, 2);
      if (letterBound(a, b) > editDistance(a, b) || editSimilarityBound(a, b) < editSimilarity(a, b)) wrong.add([a, b]);
    }
    expect(wrong.found).toEqual([]);
  });

  it("counts the letters one word has beyond the other", () => {
    expect(letterBound("petrov", "petrova")).toBe(1);
    expect(letterBound("abc", "cba")).toBe(0); // a rearrangement: the bound says nothing
    expect(letterBound("mueller", "muller")).toBe(1);
    expect(letterBound("", "abc")).toBe(3);
    expect(letterBound("aab", "abbb")).toBe(2); // b has two b's beyond a's one; a's second a is its one excess
  });

  it("is the larger of the two words' surpluses, letter by letter, and leaves nothing behind for the next call", () => {
    const surplus = (x: string, y: string) => {
      const left = [...y];
      return [...x].filter((c) => (left.includes(c) ? (left.splice(left.indexOf(c), 1), false) : true)).length;
    };
    const next = random(11);
    const wrong = failures<{ a: string; b: string; got: number; want: number }>();
    for (let n = 0; n < 5_000; n++) {
      const [a, b] = [word(next, "aabbcé"), word(next, "abcc")];
      const [got, want] = [letterBound(a, b), Math.max(surplus(a, b), surplus(b, a))];
      if (got !== want) wrong.add({ a, b, got, want });
    }
    expect(wrong.found).toEqual([]);
  });
});

describe("reused working arrays", () => {
  it("give the same answers after longer words have been compared", () => {
    const before = [jaroWinkler("martha", "marhta"), editDistance("kitten", "sitting")];
    jaroWinkler("a".repeat(300), "b".repeat(250));
    editDistance("x".repeat(200), "y".repeat(180));
    expect([jaroWinkler("martha", "marhta"), editDistance("kitten", "sitting")]).toEqual(before);
    expect(jaroWinkler("martha", "marhta")).toBeCloseTo(0.9611, 4);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});

describe("a name similarity asked for with a floor", () => {
  it("is exact when it reaches the floor, and under the floor when the full score is", () => {
    const next = random(11);
    const name = () => Array.from({ length: 1 + floor(next() * 3) }, () => word(next)).join(" ");
    const wrong = failures<{ a: string; b: string; floor: number; floored: number; exact: number }>();
    for (let n = 0; n < 5_000; n++) {
      const a = normalizeName(name(), "individual");
      const b = normalizeName(next() < 0.5 ? name() : a.original.split(" ").reverse().join(" ") + word(next).slice(0, 1), "individual");
      const exact = nameSimilarity(a, b);
      for (const at of [0.5, 0.78, 0.9]) {
        const floored = nameSimilarity(a, b, at);
        if (exact >= at ? floored !== exact : floored >= at) wrong.add({ a: a.original, b: b.original, floor: at, floored, exact });
      }
    }
    expect(wrong.found).toEqual([]);
  });

  it("stays so for names of up to six words that share some of them, run together or split elsewhere", () => {
    // Shared words make the alignment stop early only part of the time; a name split elsewhere can
    // reach a floor on its whole letters after its words have stopped early, and chains of the same
    // father's and family names make the given-name rule decide some of those. Each pair is first
    // asked for at one floor, on working arrays the pair before left behind, then in full.
    const next = random(23);
    const pool = ["omar", "bashar", "sabawi", "ibrahim", "hasan", "tikriti", "ivan", "petrovich", "ivanov", "al"];
    const pick = () => (next() < 0.6 ? pool[floor(next() * pool.length)] : word(next));
    const words = () => Array.from({ length: 1 + floor(next() * 6) }, pick);
    const resplit = (w: string[]) => {
      const letters = w.join("");
      const cuts = new Set(Array.from({ length: w.length - 1 }, () => 1 + floor(next() * (letters.length - 1))));
      return [...cuts, letters.length].sort((x, y) => x - y).map((end, k, ends) => letters.slice(k ? ends[k - 1] : 0, end));
    };
    const variant = (w: string[]) => {
      const v = w.map((x) => (next() < 0.25 ? pick() : next() < 0.1 ? x.slice(1) : x));
      if (next() < 0.3) v.reverse();
      if (next() < 0.3) v.splice(floor(next() * v.length), 1);
      if (v.length === 0) return [pick()];
      return next() < 0.3 ? resplit(v) : v;
    };
    const floors = [0.6, 0.7, 0.78, 0.85, 0.9];
    let reached = 0;
    const wrong = failures<{ a: string; b: string; floor: number; floored: number; exact: number }>();
    for (let n = 0; n < 20_000; n++) {
      const w = words();
      const a = normalizeName(w.join(" "), "individual");
      const b = normalizeName((next() < 0.2 ? words() : variant(w)).join(" "), "individual");
      const at = floors[floor(next() * floors.length)];
      const floored = nameSimilarity(a, b, at);
      const exact = nameSimilarity(a, b);
      if (exact >= at) reached++;
      if (exact >= at ? floored !== exact : floored >= at) wrong.add({ a: a.original, b: b.original, floor: at, floored, exact });
    }
    expect(wrong.found).toEqual([]);
    expect(reached).toBeGreaterThan(5_000);
  });
});
