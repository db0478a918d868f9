// Writes src/screening/matching/cantonesePinyin.json: for each Cantonese syllable (Jyutping, toneless),
// the Mandarin syllables (pinyin, toneless, v for ü) that the same characters read as. It lets a name
// written in Cantonese (the Hong Kong Government's romanisation or Jyutping) meet one listed only in
// pinyin, syllable by syllable, without reading characters at request time (cantonesePinyin.ts).
//
// The characters are the common ones of two published national standards, read out of the encodings
// themselves: GB 2312-80's level 1 (3,755 most-used simplified characters, bytes B0A1–D7F9, decoded as
// GB 18030) and Big5's level 1 (5,401 most-used traditional characters, A440–C67E). Rare characters
// are left out on purpose: each would add a pairing (and so a possible false match) that no common
// name needs. Each character's Cantonese readings are to-jyutping's (CanCLID; words.hk and CC-Canto),
// its Mandarin readings pinyin-pro's, every reading of each (a polyphone's readings are not paired
// one to one by either library, so every pairing is kept: a name's character may be read either way).
//
// Run: npx tsx scripts/cantonese-pinyin-table.ts (rerun when either library's dictionary is upgraded).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pinyin } from "pinyin-pro";
// to-jyutping is an ES module with a CommonJS build: required, as cantonese.ts does.
const { getJyutpingCandidates } = require("to-jyutping") as { getJyutpingCandidates: (text: string) => [string, string[]][] };

function gb2312Level1(): string[] {
  const decoder = new TextDecoder("gb18030");
  const out: string[] = [];
  for (let hi = 0xb0; hi <= 0xd7; hi++)
    for (let lo = 0xa1; lo <= 0xfe; lo++) {
      if (hi === 0xd7 && lo > 0xf9) break;
      out.push(decoder.decode(new Uint8Array([hi, lo])));
    }
  return out;
}

function big5Level1(): string[] {
  const decoder = new TextDecoder("big5");
  const out: string[] = [];
  const lows = [...Array(0x3f).keys()].map((x) => x + 0x40).concat([...Array(0x5e).keys()].map((x) => x + 0xa1));
  for (let hi = 0xa4; hi <= 0xc6; hi++)
    for (const lo of lows) {
      if (hi === 0xc6 && lo > 0x7e) break;
      out.push(decoder.decode(new Uint8Array([hi, lo])));
    }
  return out;
}

const chars = [...new Set([...gb2312Level1(), ...big5Level1()])].filter((c) => /^\p{Script=Han}$/u.test(c));
/**
 * Whether a Cantonese and a Mandarin reading of one character can be the same reading of it: their
 * tones descend from one Middle Chinese tone (level: Cantonese 1 Mandarin 1, Cantonese 4 Mandarin 2;
 * rising: Cantonese 2 or 5, Mandarin 3; departing: Cantonese 3, 6 or 5, Mandarin 4), or the Cantonese
 * syllable is checked (ends in p, t or k), whose tone went to any Mandarin tone. Only a polyphone's
 * readings are paired so: each library lists a character's readings apart from each other, so without
 * the tones 長 (zoeng2 coeng4 / zhang3 chang2) would pair zoeng with chang and 曾 (cang4 zang1 / ceng2
 * zeng1) cang with zeng.
 */
function sameReading(jyutping: string, mandarinTone: number): boolean {
  const tone = Number(jyutping.slice(-1));
  if (/[ptk][1-6]$/.test(jyutping)) return true;
  if (mandarinTone === 1) return tone === 1;
  if (mandarinTone === 2) return tone === 4;
  if (mandarinTone === 3) return tone === 2 || tone === 5;
  return tone === 3 || tone === 5 || tone === 6;
}

const table = new Map<string, Map<string, { strong: number; weak: number }>>();
let paired = 0;
for (const c of chars) {
  const jyutping = [...new Set(getJyutpingCandidates(c)[0]?.[1] ?? [])].filter((j) => /^[a-z]+[1-6]$/.test(j));
  const read = (surname: "off" | "head") =>
    pinyin(c, { multiple: surname === "off", surname, type: "array", toneType: "num", v: true })
      .map((p) => /^([a-z]+)([1-4])$/.exec(p))
      .filter((m): m is RegExpExecArray => m !== null);
  const mandarin = read("off");
  if (jyutping.length === 0 || mandarin.length === 0) continue;
  paired++;
  // A reading is usual when it is the first either library gives, or pinyin-pro's reading of the character as a family name (曾 Zeng).
  const usualPinyin = new Set([mandarin[0][0], ...read("head").map((m) => m[0])]);
  const polyphone = new Set(jyutping.map((j) => j.slice(0, -1))).size > 1 && new Set(mandarin.map((m) => m[1])).size > 1;
  for (const j of jyutping) {
    const syl = j.slice(0, -1);
    for (const [whole, p, tone] of mandarin) {
      // A polyphone pairs readings whose tones agree and of which one at least is usual (曾 zang1 / zeng1, by its reading as a
      // family name); a pairing only one polyphone makes with a reading that is not usual is left out (鎗 coeng1 / cheng1).
      if (polyphone && ((j !== jyutping[0] && !usualPinyin.has(whole)) || !sameReading(j, Number(tone)))) continue;
      const weak = polyphone && !(j === jyutping[0] && usualPinyin.has(whole));
      let counts = table.get(syl);
      if (!counts) table.set(syl, (counts = new Map()));
      const was = counts.get(p) ?? { strong: 0, weak: 0 };
      counts.set(p, weak ? { ...was, weak: was.weak + 1 } : { ...was, strong: was.strong + 1 });
    }
  }
}
const out: Record<string, string> = {};
// Each Cantonese syllable's Mandarin syllables, those more characters read first (then alphabetical): a caller bounding its work takes the likeliest.
for (const counts of table.values()) for (const [p, { strong, weak }] of counts) if (strong === 0 && weak < 2) counts.delete(p);
for (const j of [...table.keys()].sort()) {
  const support = (x: { strong: number; weak: number }) => x.strong + x.weak;
  const pairs = [...table.get(j)!].sort(([p, x], [q, y]) => support(y) - support(x) || (p < q ? -1 : 1));
  if (pairs.length > 0) out[j] = pairs.map(([p]) => p).join(" ");
}
const file = process.env.OUT ?? path.join(__dirname, "../src/screening/matching/cantonesePinyin.json");

const sizes = [...table.values()].map((s) => s.size).filter((n) => n > 0);
const json = JSON.stringify(out) + "\n";
writeFileSync(file, json);
console.log(
  `${chars.length} characters, ${paired} read in both; ${Object.keys(out).length} Jyutping syllables, ${sizes.reduce((a, b) => a + b, 0)} pairings (mean ${(sizes.reduce((a, b) => a + b, 0) / sizes.length).toFixed(1)}, max ${Math.max(...sizes)}); ${json.length} bytes to ${file}`,
);
