// Korean names: Hangul decomposed into its jamo, and every romanisation (South Korea's Revised
// Romanisation, the McCune–Reischauer spelling the DPRK designations use, and common informal
// spellings) brought to one key, so 리영호, Ri Yong Ho, Lee Yeong-ho and Yi Young Ho meet. The key merges
// what the systems write differently: plain and aspirated stops (g/k, d/t, b/p, j/ch), ŏ/eo/o, ŭ/eu/u,
// ae/e, and the initial ㄹ/ㅇ before i and y that the South drops (Ri/Lee/Yi, Ryong/Yong). Korean names
// are family name first with no space between family and given name (김정은), and a given name is
// written as one word, hyphenated or spaced: the key is the family name, then one word per syllable.

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
export const HANGUL = /[\uac00-\ud7a3]/;

// Jamo in Revised Romanisation, and the class of each in the key.
const INITIALS = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"];
const MEDIALS = ["a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu", "ui", "i"];
const FINALS = ["", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t", "ng", "t", "t", "k", "t", "p", "t"];

/** Each romanised initial consonant's class: plain and aspirated stops are one; r/l are the liquid "R". */
const INITIAL_CLASS: Record<string, string> = {
  g: "k",
  kk: "k",
  k: "k",
  d: "t",
  tt: "t",
  t: "t",
  b: "p",
  pp: "p",
  p: "p",
  s: "s",
  ss: "s",
  sh: "s",
  j: "j",
  jj: "j",
  ch: "j",
  n: "n",
  m: "m",
  h: "h",
  r: "R",
  l: "R",
  rh: "R",
  "": "",
};
/** Each romanised vowel's class (RR, McCune–Reischauer without its breves, informal spellings). */
const VOWEL_CLASS: Record<string, string> = {
  a: "a",
  ae: "e",
  e: "e",
  ya: "ya",
  yae: "ye",
  ye: "ye",
  eo: "o",
  o: "o",
  ou: "o",
  yeo: "yo",
  yo: "yo",
  you: "yo",
  u: "u",
  eu: "u",
  oo: "u",
  yu: "yu",
  yoo: "yu",
  i: "i",
  ee: "i",
  ui: "i",
  eui: "i",
  yi: "i",
  wa: "wa",
  wae: "we",
  oe: "we",
  oi: "we",
  we: "we",
  wo: "wo",
  weo: "wo",
  wi: "wi",
};
const FINAL_CLASS: Record<string, string> = { "": "", k: "k", n: "n", ng: "ng", m: "m", l: "l", p: "p", t: "t" };

const byLength = (xs: string[]) => [...xs].sort((a, b) => b.length - a.length);
const LATIN_INITIALS = byLength(Object.keys(INITIAL_CLASS));
const LATIN_VOWELS = byLength(Object.keys(VOWEL_CLASS));
const LATIN_FINALS = byLength(Object.keys(FINAL_CLASS));

/** One syllable's key: the liquid and the silent initial become "r" before i and y (리 = 이 = ri), the liquid "n" elsewhere (로 = 노). */
function syllableKey(initial: string, vowel: string, final: string): string {
  const frontal = vowel === "i" || vowel.startsWith("y");
  const head = initial === "R" ? (frontal ? "r" : "n") : initial === "" && frontal ? "r" : initial;
  return head + vowel + final;
}

/** Hangul syllables as Revised Romanisation, e.g. 김정은 → "gimjeongeun" (used for the name as written). */
export function romaniseHangul(word: string): string {
  let out = "";
  for (const ch of word) {
    const code = ch.codePointAt(0)!;
    if (code < HANGUL_FIRST || code > HANGUL_LAST) {
      out += ch;
      continue;
    }
    const s = code - HANGUL_FIRST;
    out += INITIALS[Math.floor(s / 588)] + MEDIALS[Math.floor((s % 588) / 28)] + FINALS[s % 28];
  }
  return out;
}

/** Hangul syllables' key, one word a syllable, read off the jamo (no parsing needed). */
function hangulKey(word: string): string {
  const syllables: string[] = [];
  for (const ch of word) {
    const s = ch.codePointAt(0)! - HANGUL_FIRST;
    const initial = INITIAL_CLASS[INITIALS[Math.floor(s / 588)]];
    syllables.push(syllableKey(initial, VOWEL_CLASS[MEDIALS[Math.floor((s % 588) / 28)]], FINALS[s % 28]));
  }
  return syllables.join(" ");
}

/**
 * A romanised word's key, one word a syllable, when it reads as Korean syllables (at most four): the longest
 * syllable first, backtracking when the rest does not read ("kyonghui" → kyong·hui). Null otherwise.
 */
export function romanisedKey(word: string, maxSyllables = 4): string | null {
  if (word.length === 0) return "";
  if (maxSyllables === 0) return null;
  for (const i of LATIN_INITIALS) {
    if (!word.startsWith(i)) continue;
    for (const v of LATIN_VOWELS) {
      if (!word.startsWith(v, i.length)) continue;
      for (const f of LATIN_FINALS) {
        const end = i.length + v.length + f.length;
        if (!word.startsWith(f, i.length + v.length)) continue;
        const rest = romanisedKey(word.slice(end), maxSyllables - 1);
        if (rest !== null) return syllableKey(INITIAL_CLASS[i], VOWEL_CLASS[v], FINAL_CLASS[f]) + (rest ? ` ${rest}` : "");
      }
    }
  }
  return null;
}

/** Family names whose usual spellings follow no system (Lee, Park, Choi, ...): the RR spelling they stand for. */
const FAMILY_SPELLINGS: Record<string, string> = {
  lee: "i",
  yi: "i",
  rhee: "ri",
  rhie: "ri",
  rie: "ri",
  ree: "ri",
  park: "bak",
  bahk: "bak",
  choi: "choe",
  chey: "choe",
  jung: "jeong",
  chung: "jeong",
  joung: "jeong",
  noh: "no",
  roh: "no",
  oh: "o",
  ahn: "an",
  suh: "seo",
  yoon: "yun",
  youn: "yun",
  yoo: "yu",
  woo: "u",
  koo: "gu",
  joo: "ju",
  hur: "heo",
  huh: "heo",
  moon: "mun",
  sung: "seong",
  chun: "jeon",
  byun: "byeon",
  hyun: "hyeon",
  paik: "baek",
  shim: "sim",
  shin: "sin",
  lim: "im",
  rim: "rim",
  um: "eom",
  kweon: "gwon",
  yeom: "yeom",
  choo: "chu",
};

/** Korean family names (RR, then McCune–Reischauer where it differs); 2-syllable ones too. */
const FAMILY_NAMES = new Set(
  (
    "gim kim i ri bak pak choe jeong chong cheong kang gang jo cho yun jang chang im rim han o seo so sin sim kwon gwon hwang an song " +
    "ryu yu hong jeon jon ko go mun yang son bae pae baek paek heo ho nam no ro ha gwak kwak seong gu ku ju chu min jin chin ji chi " +
    "eom won cheon chon bang pang gong kong hyeon hyon ham byeon pyon yeom yom yeo yo do to seok sok seon seol sol ma gil kil yeon yon " +
    "wi pyo myeong myong gi ki ban pan wang geum kum ok yuk in maeng je mo tak guk kuk cha chae u namgung sonu seonu jegal hwangbo dokgo tokko"
  ).split(" "),
);
const FAMILY_HANGUL_2 = new Set(["남궁", "선우", "제갈", "황보", "독고", "사공", "서문"]);

function familyKeyOf(token: string): string | null {
  // Own keys only: a name word such as "constructor" is a property every object inherits.
  if (Object.hasOwn(FAMILY_SPELLINGS, token)) return romanisedKey(FAMILY_SPELLINGS[token]);
  return FAMILY_NAMES.has(token) ? romanisedKey(token) : null;
}

/** Syllables of a Hangul name's family name: two for 남궁, 선우, ... (followed by a given name), else one. */
const familyLength = (chars: string[]) => (chars.length >= 3 && FAMILY_HANGUL_2.has(chars.slice(0, 2).join("")) ? 2 : 1);

/** A Hangul word as family name and given name, in Revised Romanisation: 김정은 → ["gim", "jeongeun"]. */
export function splitHangulName(word: string): string[] {
  const chars = [...word];
  if (chars.length < 2) return [romaniseHangul(word)];
  const n = familyLength(chars);
  return [romaniseHangul(chars.slice(0, n).join("")), romaniseHangul(chars.slice(n).join(""))];
}

/**
 * The Korean key of a name, or null when it does not read as a Korean name: written in Hangul, or 2–4
 * romanised words that all read as Korean syllables with a Korean family name first (or last, in
 * Western order). The key is the family name, then the given name's syllables: "Ri Yong Ho",
 * "Lee Yeong-ho", "Yeong-ho Lee", "Yi Youngho" and 리영호 are all "ri ryong ho".
 */
export function koreanNameKey(original: string, words: string[]): string | null {
  const hangulWords = original.split(/[\s,·・]+/).filter((w) => HANGUL.test(w));
  if (hangulWords.length > 0) {
    if (!hangulWords.every((w) => [...w].every((c) => HANGUL.test(c)))) return null;
    const [first, ...rest] = hangulWords;
    if (rest.length === 0) {
      const chars = [...first];
      if (chars.length < 2) return null;
      const n = familyLength(chars);
      return `${hangulKey(chars.slice(0, n).join(""))} ${hangulKey(chars.slice(n).join(""))}`;
    }
    return `${hangulKey(first)} ${rest.map(hangulKey).join(" ")}`;
  }
  if (words.length < 2 || words.length > 4) return null;
  const firstFamily = familyKeyOf(words[0]);
  const lastFamily = firstFamily === null ? familyKeyOf(words[words.length - 1]) : null;
  const family = firstFamily ?? lastFamily;
  if (family === null) return null;
  const given = firstFamily !== null ? words.slice(1) : words.slice(0, -1);
  const keys = given.map((w) => romanisedKey(w, 3));
  if (keys.some((k) => k === null)) return null;
  return `${family} ${keys.join(" ")}`;
}
