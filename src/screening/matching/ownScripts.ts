// Names in Armenian and Hebrew script against the same names listed in Latin letters. any-ascii
// writes each letter alone, which misreads both: Armenian ու is one vowel, u (any-ascii "ow":
// Հարությունյան → "harowtyownyan", not Harutyunyan), and և is "ev"; Hebrew writes few vowels, and
// its ו and י are as often vowels (Yosef, Biton) as consonants (Levi), ב is b or v, פ p or f, צ ts.
// A subject is read so when it is screened: an Armenian-script subject also as BGN/PCGN reads Armenian
// (ու u, և ev, a word's first ո vo), and a Hebrew-script subject meets a Latin entry when their
// consonants agree by class (hebrewMeets) and is looked up as Latin lists spell it (hebrewReading).
// An entry is read so when its forms are stored (storedForms.ts): a name in Armenian script also in
// the BGN/PCGN reading, one in Hebrew script also in the spellings Latin lists give it
// (hebrewSpellings), each a form of its own, scored and keyed, so that a Latin subject meets an entry
// listed only in its own script. The lists held in memory keep no name as written, only such forms.
const ARMENIAN = /[\u0530-\u058f]/;
const HEBREW = /[\u0590-\u05ff]/;

export const hasArmenian = (text: string): boolean => ARMENIAN.test(text);
export const hasHebrew = (text: string): boolean => HEBREW.test(text);

/** An Armenian-script name with its digraphs read as BGN/PCGN reads them, before letter-by-letter transliteration. */
export function armenianReading(name: string): string {
  return name
    .replace(/ՈՒ|Ու/g, "U")
    .replace(/ու/g, "u")
    .replace(/և/g, "ev")
    .replace(/(^|[\s-])Ո/g, "$1Vo")
    .replace(/(^|[\s-])ո/g, "$1vo");
}

/** Consonants by class, the classes Hebrew spelling cannot tell apart: b/v, p/f, k/q/c/kh/ch, s/z/ts/tz/sh. */
function consonantClasses(token: string): string {
  return token
    .replace(/sh|tz|ts|z/g, "s")
    .replace(/kh|ch|ck|[qcg]/g, "k")
    .replace(/ph|f/g, "p")
    .replace(/[bw]/g, "v")
    .replace(/th/g, "t");
}

const skeleton = (s: string) => s.replace(/[aeiouy]/g, "").replace(/(.)\1+/g, "$1");

/**
 * Whether a token transliterated from Hebrew and a Latin one have the same consonants by class: the
 * Hebrew token's inner v (ו) read as a consonant or as a vowel, a final h (ה) as a vowel. Yosef /
 * יוסף "yvsf", Levi / לוי "lvy", Biton / ביטון "vitvn", Yitzhak / יצחק "ytshk".
 */
export function hebrewMeets(hebrew: string, latin: string): boolean {
  const target = skeleton(consonantClasses(latin).replace(/h$/, ""));
  if (target.length < 2) return false;
  const read = consonantClasses(hebrew).replace(/(.)h$/, "$1");
  return skeleton(read) === target || skeleton(read[0] + read.slice(1).replace(/v/g, "")) === target;
}

/**
 * A Hebrew-script name as Latin lists usually spell it, for retrieval: an inner ו or י a vowel, a
 * word's first ב b and פ p, צ tz, ש sh, a final ה after a consonant silent (Yosef, Biton, Shlomo,
 * Yitzhak). Its consonants then key like the Latin spelling's.
 */
export function hebrewReading(name: string): string {
  return name
    .split(/(\s+|-)/)
    .map((word) =>
      [...word]
        .map((c, i, all) => {
          const first = i === 0;
          if (c === "ו" && !first && all[i - 1] !== "ו" && all[i + 1] !== "ו") return "o";
          if (c === "י" && !first && all[i - 1] !== "י" && all[i + 1] !== "י") return "i";
          if (c === "ב" && first) return "b";
          if (c === "פ" && first) return "p";
          if (c === "צ" || c === "ץ") return "tz";
          if (c === "ש") return "sh";
          if (c === "ה" && i === all.length - 1 && i > 1) return "";
          return c;
        })
        .join(""),
    )
    .join("");
}

/**
 * How Latin lists spell a Hebrew letter where the script leaves it open, the usual spelling first:
 * a word's first א or ע before a consonant a or e; ו a vowel (o, u) or v; ב b at a word's start, else v or b; פ p or f (f at the end); כ k at the start,
 * else kh, ch or k; ח h or ch; צ tz or ts; ש sh or s; a final ה after a consonant silent or h. Other
 * letters as any-ascii writes them (normalize.ts).
 */
function letterSpellings(word: string[], i: number): string[] {
  const c = word[i];
  const first = i === 0;
  const last = i === word.length - 1;
  switch (c) {
    case "א":
    case "ע":
      // A word's first vowel, which a retrieval key's tail begins with (Eliyahu, Azoulay): i, o and u
      // are written with י and ו after it; a and e are not written.
      return first && word.length > 1 && word[1] !== "ו" && word[1] !== "י" ? ["a", "e"] : [c];
    case "ו":
      return first || word[i - 1] === "ו" || word[i + 1] === "ו" ? ["v"] : ["o", "v"];
    case "ב":
      return first ? ["b"] : ["v", "b"];
    case "פ":
      return first ? ["p", "f"] : ["f", "p"];
    case "ף":
      return ["f"];
    case "כ":
      return first ? ["k"] : ["kh", "ch", "k"];
    case "ך":
      return ["kh", "ch"];
    case "ח":
      return ["h", "ch"];
    case "צ":
    case "ץ":
      return ["tz", "ts"];
    case "ש":
      return ["sh", "s"];
    case "ה":
      return last && i > 1 ? ["", "h"] : [c];
    default:
      return [c];
  }
}

/** At most this many spellings of one word, and of one name (each is a stored form with its keys). */
const WORD_SPELLINGS = 6;
const NAME_SPELLINGS = 12;

interface Spelling {
  text: string;
  /** How far from the usual spelling: the sum of the positions of the choices made. */
  rank: number;
}

/** Each choice appended to each spelling, the usual ones first, at most `max`. */
function extend(spellings: Spelling[], choices: string[], join: string, max: number): Spelling[] {
  return spellings
    .flatMap((s) => choices.map((c, rank) => ({ text: s.text ? s.text + join + c : c, rank: s.rank + rank })))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, max);
}

/**
 * A Hebrew-script name as Latin lists may spell it, the usual spelling first. Each word in the
 * spellings letterSpellings allows, up to WORD_SPELLINGS that `distinct` tells apart; the words
 * combined up to NAME_SPELLINGS, the names made of the words' usual spellings first. `distinct` gives
 * what scoring and retrieval read of a spelled word (its first letter and consonant skeleton). Hebrew writes neither
 * short vowels nor which value of a double-valued letter is meant, so no one spelling can be chosen.
 */
export function hebrewSpellings(name: string, distinct: (word: string) => string): string[] {
  let names: Spelling[] = [{ text: "", rank: 0 }];
  for (const word of name.split(/\s+|-/).filter(Boolean)) {
    const letters = [...word];
    let spellings: Spelling[] = [{ text: "", rank: 0 }];
    // A word's letters one after the other; 64 partial spellings are more than any name's word needs.
    if (letters.some((c) => HEBREW.test(c))) letters.forEach((_c, i) => (spellings = extend(spellings, letterSpellings(letters, i), "", 64)));
    else spellings = [{ text: word, rank: 0 }];
    const seen = new Set<string>();
    const kept = spellings.filter(({ text }) => {
      const key = distinct(text);
      return seen.has(key) ? false : (seen.add(key), true);
    });
    names = extend(
      names,
      kept.slice(0, WORD_SPELLINGS).map((w) => w.text),
      " ",
      NAME_SPELLINGS,
    );
  }
  return names.map((n) => n.text);
}
