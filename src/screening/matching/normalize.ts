// Name normalisation shared by retrieval (keys.ts) and scoring (score.ts), so the two never disagree.
// A name becomes ASCII tokens: transliterated (any-ascii: Cyrillic, Greek, Arabic, CJK, accents),
// lower case, punctuation dropped, honorifics dropped, legal forms dropped for businesses, particles
// (al, bin, van, de, ...) kept aside; each token also gets a phonetic code that merges common
// romanisation variants and a consonant skeleton, which is how Arabic (written without short vowels)
// meets its vowelled romanisations: محمد → "mhmd" and Muhammad, Mohammed → "mhmd".

// any-ascii ships ESM only; Node 24 requires it synchronously (typed here, as tsc's CommonJS output cannot import it).
import { canonicalGivenName } from "./givenNames";
import { arabicWord, hasArabicScript, otherReadings } from "./arabic";
import { chineseForms } from "./cjk";
import { kanaForms } from "./japanese";
import { HANGUL, koreanNameKey, splitHangulName } from "./korean";
import { isGenericWord } from "./companies";
import { splitLegalForms } from "./legalForms";

const anyAscii = (require("any-ascii") as { default: (text: string) => string }).default;

const HONORIFICS = new Set(
  "mr mrs ms miss mx dr prof professor sir dame lord lady sheikh shaikh sheik shaykh he hrh his her excellency highness rev reverend fr father imam mullah mufti hon honourable honorable gen general col colonel maj major capt captain lt sgt adm admiral president senator judge justice mp eng ing".split(
    " ",
  ),
);

/** Particles of family names: compared as part of the whole name, not as tokens of their own. */
const PARTICLES = new Set("al el ul ad ar as ash at az bin ibn bint ben ben van von der den de del della la le da di du dos das y".split(" "));

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const HEBREW = /[\u0590-\u05ff]/;
const ABJAD = /[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

export interface NormalName {
  /** The name as given. */
  original: string;
  /** Comparable tokens, in the name's order (no honorifics, particles or legal forms). */
  tokens: string[];
  /** Phonetic code per token (romanisation variants merged). */
  phonetic: string[];
  /** Consonant skeleton per token. */
  skeleton: string[];
  /** Every word including particles, joined: "abd al rahman" and "abdulrahman" meet here. */
  joined: string;
  joinedSkeleton: string;
  /** Written in Arabic or Hebrew script: short vowels absent, so skeletons decide. */
  abjad: boolean;
  /** A Korean name's key (korean.ts): family name and syllables in one spelling for every romanisation, or null. */
  korean: string | null;
  /** Businesses: the legal forms the name carried, canonical (legalForms.ts: "LLC", "JSC", ...). */
  legalForms?: string[];
  /** Businesses: per token, whether it is a generic word (Trading, Holdings, ...) that weighs little. */
  generic?: boolean[];
  /** An entry's low-quality alias (storedForms.ts WEAK_NAME_MARK): a match on it is weaker evidence (score.ts). */
  weak?: boolean;
}

/**
 * Han, kana and hangul names: the first character is the family name, the rest the given name (a
 * Hangul word in Revised Romanisation, by its jamo: 김정은 → "gim jeongeun"). Hebrew: a word-initial
 * כ is k (Kohen), a final ה a vowel any-ascii would write as h.
 */
function transliterateWord(word: string): string[] {
  if (HEBREW.test(word)) return [anyAscii(word.replace(/^כ/, "q"))];
  // Arabic and Persian script as lists spell it (arabic.ts): the article apart, ظ z, ی y, ه‌ای ei.
  if (hasArabicScript(word)) return [anyAscii(arabicWord(word))];
  if (!CJK.test(word)) return [anyAscii(word)];
  const chars = [...word];
  if (chars.length < 2 || !chars.every((c) => CJK.test(c))) return [anyAscii(word)];
  if (chars.every((c) => HANGUL.test(c))) return splitHangulName(word);
  return [
    anyAscii(chars[0]),
    chars
      .slice(1)
      .map((c) => anyAscii(c))
      .join(""),
  ];
}

/** Printable ASCII: nothing to normalise or transliterate (any-ascii leaves it as it is). */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

export function asciiWords(name: string): string[] {
  const ascii = PLAIN_ASCII.test(name)
    ? name
    : name
        .normalize("NFKC")
        .split(/[\s,;/()«»"“”„]+/)
        .flatMap(transliterateWord)
        .join(" ");
  return ascii
    .toLowerCase()
    .replace(/['`’ʼʻ‘]/g, "")
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, "$1") // "h.e." → "he", "l.l.c." → "llc"
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Words repeat across a list (given names above all): each word's phonetic code and skeleton are
 * remembered, up to a bound. Only words: a whole joined name is nearly always new, and caching those
 * would clear the words out (measured on the 1M-entry benchmark list: the joined names filled the
 * cache and emptied it every few batches).
 */
const codesOf = rememberedUpTo(200_000, (token) => {
  const phonetic = computePhoneticCode(token);
  return { phonetic, skeleton: skeletonOf(phonetic) };
});

/**
 * `compute` remembered for up to `size` keys, forgotten all at once when full: what a list's repeating
 * words are worked out by, with the heap of a long import kept flat.
 */
export function rememberedUpTo<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    let value = remembered.get(key);
    if (value === undefined) {
      if (remembered.size >= size) remembered.clear();
      remembered.set(key, (value = compute(key)));
    }
    return value;
  };
}

/** Romanisation variants merged: Yuriy/Iurii, Aleksandr/Alexander, Papadopoylos/Papadopoulos, Hsi/Xi. */
export function phoneticCode(token: string): string {
  return codesOf(token).phonetic;
}

function computePhoneticCode(token: string): string {
  // Each rule only where its letters occur: a rule that cannot match still costs a pass of its regular
  // expression, and a whole name (joinedSkeletonOf) is coded once per form an import stores.
  let s = token;
  if (s.startsWith("hs")) s = s.replace(/^hs(?=[iuy])/, "x");
  if (s.includes("ch")) s = s.replace(/shch|sch/g, "sh").replace(/tch/g, "ch");
  if (s.includes("d")) s = s.replace(/dzh|dj/g, "j");
  // gh is how Persian ق and غ are written where Arabic lists write q (Ghasem / Qasem, Bagheri / Baqeri).
  if (s.includes("gh")) s = s.replace(/gh/g, "k");
  if (s.includes("h")) s = s.replace(/zh/g, "j").replace(/kh/g, "h").replace(/ph/g, "f").replace(/th/g, "t");
  if (s.includes("ck")) s = s.replace(/ck/g, "k");
  if (s.includes("o")) s = s.replace(/oy|ou|oo/g, "u");
  if (s.includes("ee")) s = s.replace(/ee/g, "i");
  if (s.includes("x")) s = s.replace(/x/g, "ks");
  if (s.includes("tz")) s = s.replace(/tz/g, "z");
  s = s
    .replace(/[qc]/g, "k")
    .replace(/w/g, "v")
    .replace(/z/g, "s")
    .replace(/y/g, "i")
    .replace(/(.)\1+/g, "$1");
  return s.length > 1 ? s.replace(/(.)h$/, "$1") : s;
}

/**
 * The phonetic code without vowels: what survives Arabic script's missing short vowels. One pass drops
 * the vowels and writes each run of one letter once, as `.replace(/[aeiou]/g, "").replace(/(.)\1+/g,
 * "$1")` would (a line break, which `.` does not match, is never merged): an import takes a skeleton
 * of every form of every name, and the two regular expressions took three to four times as long.
 */
export function skeletonOf(phonetic: string): string {
  let out = "";
  let last = -1;
  for (let i = 0; i < phonetic.length; i++) {
    const c = phonetic.charCodeAt(i);
    if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) continue; // a e i o u
    if (c === last && c !== 10 && c !== 13 && c !== 0x2028 && c !== 0x2029) continue;
    out += phonetic[i];
    last = c;
  }
  return out;
}

/** The consonant skeleton of a name's joined words (NormalName.joinedSkeleton). */
export function joinedSkeletonOf(joined: string): string {
  return skeletonOf(computePhoneticCode(joined));
}

export function normalizeName(name: string, kind: "individual" | "business"): NormalName {
  const words = asciiWords(name);
  const abjad = ABJAD.test(name);
  let kept = words.filter((w) => !HONORIFICS.has(w));
  let legalForms: string[] | undefined;
  if (kind === "business") ({ words: kept, forms: legalForms } = splitLegalForms(kept, asciiWords));
  if (kept.length === 0) kept = words;
  let tokens = kept.filter((w) => !PARTICLES.has(w));
  if (tokens.length === 0) tokens = kept;
  // Arabic writes long vowels with و and ي: inside a word they are u and i, not consonants. A word's
  // unwritten first vowel after h is restored before s (حسین "hsin"), which phoneticCode would read as
  // Wade–Giles hs (Hsin → Xin) and so give Hossein another skeleton.
  if (abjad) {
    const vowelled = (t: string) => (t[0] + t.slice(1).replace(/w/g, "u").replace(/y/g, "i")).replace(/^hs/, "has");
    tokens = tokens.map(vowelled);
    kept = kept.map(vowelled);
  }
  const codes = tokens.map(codesOf);
  const joined = kept.join("");
  const korean = kind === "individual" ? koreanNameKey(name, kept) : null;
  let joinedSkeleton: string | undefined;
  return {
    original: name,
    tokens,
    phonetic: codes.map((c) => c.phonetic),
    skeleton: codes.map((c) => c.skeleton),
    joined,
    // Only an Arabic-script comparison reads it: computed on first use, not for every candidate.
    get joinedSkeleton() {
      return (joinedSkeleton ??= joinedSkeletonOf(joined));
    },
    abjad,
    korean,
    ...(kind === "business" ? { legalForms, generic: tokens.map(isGenericWord) } : {}),
  };
}

/**
 * The forms a name is compared in: as written, and a Korean name also as its key (so every
 * romanisation of it, and its Hangul, meet). Both sides of a comparison take the same forms.
 */
export function nameForms(name: NormalName, kind: "individual" | "business"): NormalName[] {
  const forms = [name];
  const greek = name.tokens.map(greekForm);
  const legalForms = name.legalForms ? { legalForms: name.legalForms } : {};
  if (greek.some((t, i) => t !== name.tokens[i])) forms.push({ ...normalizeName(greek.join(" "), kind), original: name.original, korean: null, ...legalForms });
  if (name.korean !== null && name.korean !== name.tokens.join(" ")) forms.push({ ...normalizeName(name.korean, kind), original: name.original, korean: null });
  // An Arabic- or Persian-script name also with و inside a word read as a consonant, and in Persian letters as Persian reads them (arabic.ts).
  if (name.abjad && kind === "individual") {
    const seen = new Set(forms.map((f) => f.tokens.join(" ")));
    for (const reading of otherReadings(name.original)) {
      const form = normalizeName(reading, kind);
      const key = form.tokens.join(" ");
      if (!seen.has(key)) (seen.add(key), forms.push({ ...form, original: name.original, korean: null, abjad: true }));
    }
  }
  // A Chinese name in the spelling its characters, pinyin and Wade–Giles share, its given name one word (cjk.ts).
  if (kind === "individual") {
    const seen = new Set(forms.map((f) => f.tokens.join(" ")));
    // A Japanese name in kana in Hepburn, as written and with long vowels shortened (japanese.ts).
    for (const words of [...chineseForms(name.original), ...kanaForms(name.original)]) {
      const form = normalizeName(words.join(" "), kind);
      const key = form.tokens.join(" ");
      if (!seen.has(key)) (seen.add(key), forms.push({ ...form, original: name.original, korean: null }));
    }
  }
  return forms;
}

/**
 * A word in its Greek-romanisation form: a given name's first form (Giorgos → Georgios), γ before a
 * vowel written as i (Yiannis, Giannis → iannis; Panayiotis, Panagiotis → panaiotis), χ before r or l
 * as h (Christos, Khristos → hristos). A second form beside the name as written, so a typo of the
 * written form still meets its own spelling.
 */
function greekForm(token: string): string {
  const given = canonicalGivenName(token);
  return (given !== token ? given : token).replace(/[gy]h?i(?=[aeou])/g, "i").replace(/[ck]h(?=[rl])/g, "h");
}

/** Entry schemas a business is screened against; individuals meet Person (and schema-less) entries. */
const BUSINESS_SCHEMAS = new Set(["Organization", "Company", "LegalEntity", "PublicBody"]);

export function schemaKind(schema: string): "individual" | "business" | "other" {
  if (schema === "Person") return "individual";
  if (BUSINESS_SCHEMAS.has(schema)) return "business";
  return "other";
}
