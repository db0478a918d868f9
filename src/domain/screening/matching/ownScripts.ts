// Names in Armenian and Hebrew script against the same names listed in Latin letters. any-ascii
// writes each letter alone, which misreads both: Armenian ու is one vowel, u (any-ascii "ow":
// Հարությունյան → "harowtyownyan", not Harutyunyan), and և is "ev"; Hebrew writes few vowels, and
// its ו and י are as often vowels (Yosef, Biton) as consonants (Levi), ב is b or v, פ p or f, צ ts.
// These readings are the subject's, made when it is screened, never stored (entries' stored forms are
// unchanged): an Armenian-script subject is also read as BGN/PCGN reads Armenian (ու u, և ev, a
// word's first ո vo), and a Hebrew-script subject meets a Latin entry when their consonants agree by
// class (hebrewMeets) and is looked up as Latin lists spell it (hebrewReading).
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
