// Names in Chinese characters as Hong Kong (and Macau) write them in Latin letters: by their Cantonese
// reading, in the Hong Kong Government's romanisation (林鄭月娥 LAM CHENG Yuet-ngor, 曾國衞 TSANG
// Kwok-wai, 李家超 LEE Ka-chiu), which lists carry for Hong Kong persons, and in Jyutping (the
// Linguistic Society of Hong Kong's romanisation). Mandarin readings (cjk.ts) cannot meet these
// spellings: 李家超 is Li Jiachao in pinyin.
//
// Characters are read in Cantonese by to-jyutping (CanCLID, BSD-2-Clause; its dictionary is built from
// words.hk and CC-Canto data), loaded on first use like pinyin-pro: its 390 kB module takes ~0.2 s to
// load, which only a name in characters should pay. Each Jyutping syllable is then written as the
// Hong Kong Government's romanisation writes it, by the correspondence of initials and finals that
// the published comparison tables of the two systems give (Jyutping b d g z/c j aa oeng yu eoi → HK p t
// k ch/ts y a eung u ui); where Hong Kong practice is split between two spellings of one sound (ch or
// ts, s or sh, o or or, ei or ee, u or ue) the second is a variant.

/** Jyutping initials, longest first, and how the Hong Kong Government's romanisation writes each. */
const INITIALS: [string, string][] = [
  ["gw", "kw"],
  ["kw", "kw"],
  ["ng", "ng"],
  ["b", "p"],
  ["p", "p"],
  ["m", "m"],
  ["f", "f"],
  ["d", "t"],
  ["t", "t"],
  ["n", "n"],
  ["l", "l"],
  ["g", "k"],
  ["k", "k"],
  ["h", "h"],
  ["w", "w"],
  ["z", "ch"],
  ["c", "ch"],
  ["s", "s"],
  ["j", "y"],
];

/** Jyutping finals and their Hong Kong spelling, the variants after it where the government's practice has more than one (李 Lei, Lee or Li). */
const FINALS: Record<string, string[]> = {
  aa: ["a", "ah"],
  aai: ["ai"],
  aau: ["au"],
  aam: ["am"],
  aan: ["an"],
  aang: ["ang"],
  aap: ["ap"],
  aat: ["at"],
  aak: ["ak"],
  a: ["a"],
  ai: ["ai"],
  au: ["au", "ow"],
  am: ["am", "um"],
  an: ["an"],
  ang: ["ang"],
  ap: ["ap"],
  at: ["at"],
  ak: ["ak"],
  e: ["e"],
  ei: ["ei", "ee", "i"],
  eu: ["eu"],
  em: ["em"],
  eng: ["eng"],
  ep: ["ep"],
  ek: ["ek"],
  i: ["i", "ee"],
  iu: ["iu"],
  im: ["im"],
  in: ["in"],
  ing: ["ing"],
  ip: ["ip"],
  it: ["it"],
  ik: ["ik"],
  o: ["o", "or"],
  oi: ["oi"],
  ou: ["o"],
  on: ["on"],
  ong: ["ong"],
  ot: ["ot"],
  ok: ["ok"],
  oe: ["eu"],
  oeng: ["eung"],
  oek: ["euk"],
  eoi: ["ui", "eui"],
  eon: ["un"],
  eot: ["ut"],
  u: ["u", "oo"],
  ui: ["ui"],
  un: ["un", "oon"],
  ung: ["ung"],
  ut: ["ut"],
  uk: ["uk"],
  yu: ["u", "ue"],
  yun: ["uen", "un"],
  yut: ["uet", "ut"],
  m: ["m"],
  ng: ["ng"],
};

/** Finals after z or c that the government's romanisation writes with ts (曾 Tsang, 蔡 Tsoi, 徐 Tsui, 謝 Tse, 曹 Tso); ch otherwise (陳 Chan, 張 Cheung). */
const TS_FINALS = new Set(["ang", "e", "oi", "o", "ou", "eoi", "ai", "ak", "am", "ap", "ik"]);

/**
 * One Jyutping syllable (tone number allowed) in the Hong Kong Government's romanisation: its usual
 * spelling first, then, where practice is split, the others. Null when it is no syllable.
 */
export function hongKongSpellings(jyutping: string): string[] | null {
  const syl = jyutping.toLowerCase().replace(/[1-6]$/, "");
  if (syl === "m" || syl === "ng") return [syl];
  // z, c and s before i are written tsz / chi and sze / shi (子 Tsz, 志 Chi, 詩 Sze, 時 Shi).
  if (syl === "zi" || syl === "ci") return ["chi", "tsz"];
  if (syl === "si") return ["sze", "shi"];
  const found = INITIALS.find(([j]) => syl.startsWith(j) && FINALS[syl.slice(j.length)]);
  const [initial, hk] = found ?? ["", ""];
  const finals = FINALS[syl.slice(initial.length)];
  if (!finals) return null;
  // j is y (余 jyu Yu, 月 jyut Yuet, 以 ji Yi, 若 joek Yeuk).
  if (initial === "j") return finals.map((f) => "y" + f);
  const out = finals.map((f) => hk + f);
  if (initial === "z" || initial === "c") {
    const ts = "ts" + finals[0];
    return TS_FINALS.has(syl.slice(1)) ? [ts, out[0]] : [out[0], ts];
  }
  // s before yu, eoi, eon is written sh (書 Shu, 水 Shui, 信 Shun); before the other finals s, and sh as
  // often in names (沈 Sham or Shum, 湘 Seung or Sheung, 石 Sek or Shek, 山 San or Shan).
  if (initial === "s" && /^(yu|eoi|eon)/.test(syl.slice(1))) return ["sh" + finals[0], "s" + finals[0]];
  if (initial === "s") return [...out, ...finals.map((f) => "sh" + f)];
  return out;
}

type Candidates = (text: string) => [string, string[]][];
let candidatesOf: Candidates | undefined;
let listOf: ((text: string) => [string, string | null][]) | undefined;

/** to-jyutping, loaded on first use. */
function load(): void {
  const lib = require("to-jyutping") as { getJyutpingCandidates: Candidates; getJyutpingList: (text: string) => [string, string | null][] };
  candidatesOf = lib.getJyutpingCandidates;
  listOf = lib.getJyutpingList;
}

/** A family name's character is read in this many of its readings at most (曾 is cang4 in words, zang1 as a name). */
const FAMILY_READINGS = 2;
/** At most this many Hong Kong spellings of one reading: the usual one, then one syllable at a time in its variant. */
const SPELLINGS_PER_READING = 6;

/**
 * The Cantonese forms of a name in characters, each a list of words: `family` and `given` are runs of
 * characters (the given name may be empty). Each reading gives the name in Hong Kong spelling syllable
 * by syllable (LAM CHENG YUET NGOR, the way lists write it with hyphens dropped), with its given name
 * joined (LEE KACHIU), and in Jyutping without tones, given name joined (lei gaaciu). A character of
 * the given name takes to-jyutping's reading in context; the family name's first character also its
 * second reading, and each reading is one set of forms: the cost is bounded by FAMILY_READINGS ×
 * (SPELLINGS_PER_READING + 2) forms.
 */
export function cantoneseForms(family: string, given: string): string[][] {
  if (!candidatesOf) load();
  const readingsOf = (text: string): string[] | null => {
    const list = listOf!(text);
    return list.every(([, j]) => j) ? list.map(([, j]) => j!.replace(/[1-6]$/, "")) : null;
  };
  const fam = readingsOf(family);
  const giv = given ? readingsOf(given) : [];
  if (!fam || !giv || fam.length === 0) return [];
  const firstCandidates = candidatesOf!([...family][0])[0]?.[1] ?? [];
  const firsts = [fam[0], ...firstCandidates.map((j) => j.replace(/[1-6]$/, "")).filter((j) => j !== fam[0])].slice(0, FAMILY_READINGS);
  const forms: string[][] = [];
  for (const first of firsts) {
    const famSyl = [first, ...fam.slice(1)];
    const all = [...famSyl, ...giv];
    const spelled = all.map(hongKongSpellings);
    if (spelled.some((s) => s === null)) continue;
    const usual = spelled.map((s) => s![0]);
    const variants = [usual];
    spelled.forEach((s, i) => {
      for (const other of s!.slice(1)) if (variants.length < SPELLINGS_PER_READING) variants.push(usual.map((u, k) => (k === i ? other : u)));
    });
    for (const v of variants) forms.push(v);
    const f = famSyl.length;
    if (giv.length > 1) forms.push([usual.slice(0, f).join(""), usual.slice(f).join("")]);
    forms.push(giv.length ? [famSyl.join(""), giv.join("")] : [famSyl.join("")]);
  }
  return forms;
}

/** Every Jyutping syllable the initials and finals make (toneless), and the Hong Kong spellings of each: built on first use. */
let syllables: { jyutping: Set<string>; hongKong: Map<string, Set<string>> } | undefined;

function syllableTables() {
  if (syllables) return syllables;
  const jyutping = new Set<string>();
  const hongKong = new Map<string, Set<string>>();
  for (const initial of ["", ...INITIALS.map(([j]) => j)]) {
    for (const final of Object.keys(FINALS)) {
      const syl = initial + final;
      const spelled = hongKongSpellings(syl);
      if (!spelled) continue;
      jyutping.add(syl);
      for (const s of spelled) {
        let set = hongKong.get(s);
        if (!set) hongKong.set(s, (set = new Set()));
        set.add(syl);
      }
    }
  }
  return (syllables = { jyutping, hongKong });
}

/** The Jyutping syllables a word spells in the Hong Kong Government's romanisation (Cheung → zoeng, coeng), or null when it spells none. */
export function hongKongSyllables(word: string): ReadonlySet<string> | null {
  return syllableTables().hongKong.get(word) ?? null;
}

/** Whether a word is a Jyutping syllable without its tone (zoeng, joek, waa). */
export function isJyutpingSyllable(word: string): boolean {
  return syllableTables().jyutping.has(word);
}
