// Names in Arabic and Persian script read as the lists that carry them in Latin letters spell them.
// any-ascii writes each letter alone, which misses what a list's romanisation does: the article is a
// particle of its own (الحوثي → al Huthi), عبد and the article of the name after it are a compound
// (عبدالملك → Abd al-Malik), بن / ابن / بنت are bin / ibn / bint, a word's first ا, أ, إ or ع is a
// vowel (Ayman, Ibrahim, Ali), ظ is z (Zawahiri), ة a (Hamza), ى a (Yahya), and Persian writes ی, ک,
// ه‌ای (Khamenei, Ejei) and a zero-width non-joiner inside a name (حاجی‌زاده, Hajizadeh). Short vowels
// are not written, so the reading is matched by its consonant skeleton (normalize.ts): محمد "mhmd"
// meets Muhammad and Mohammed alike.
//
// و and ي inside a word are vowels as often as consonants (Mahmoud, Jawad / Javad, Zawahiri):
// normalize.ts reads them as vowels, and a name that has one is also given a form that reads و as a
// consonant (consonantalReading), so that both skeletons are there to meet a list's spelling.

const LETTERS: Record<string, string> = {
  ا: "a",
  أ: "a",
  إ: "i",
  آ: "a",
  ٱ: "a",
  ء: "",
  ئ: "i",
  ؤ: "u",
  ب: "b",
  ت: "t",
  ث: "th",
  ج: "j",
  ح: "h",
  خ: "kh",
  د: "d",
  ذ: "dh",
  ر: "r",
  ز: "z",
  س: "s",
  ش: "sh",
  ص: "s",
  ض: "d",
  ط: "t",
  ظ: "z",
  ع: "",
  غ: "gh",
  ف: "f",
  ق: "q",
  ك: "k",
  ک: "k",
  ل: "l",
  م: "m",
  ن: "n",
  ه: "h",
  ە: "h",
  ة: "a",
  و: "w",
  ي: "y",
  ی: "y",
  ى: "a",
  گ: "g",
  چ: "ch",
  پ: "p",
  ژ: "zh",
};

/** How Persian, and the lists that spell Iranian names, read the letters Arabic reads otherwise: ق gh (Bagheri, Ghasem), ض ذ ظ z (Reza), ث s. */
const PERSIAN_LETTERS: Record<string, string> = { ق: "gh", ض: "z", ذ: "z", ظ: "z", ث: "s" };
const PERSIAN = /[یکپچژگ]/;

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]/;
/** Harakat, the superscript alif, tatweel and the joiners: marks a name may carry or not. */
const MARKS = /[\u064b-\u065f\u0670\u0640\u200c\u200d]/g;

export const hasArabicScript = (text: string): boolean => ARABIC_LETTER.test(text);

/** One word's letters in Latin: the first alif or ʿayn a vowel, a Persian ه‌ای / ه‌ی ending ei. */
function letters(word: string, persian = false): string {
  const w = word.replace(/ه\u200c?ا?ی$/u, "\u0001").replace(MARKS, "");
  let out = "";
  [...w].forEach((c, i) => {
    if (c === "\u0001") out += "ei";
    else if (i === 0 && c === "ع") out += "a";
    else if (i === 0 && (c === "ا" || c === "ٱ")) out += "a";
    else out += (persian && PERSIAN_LETTERS[c]) || LETTERS[c] || (c in LETTERS ? "" : c);
  });
  // An unwritten vowel between a first h and s (حسین, Hossein): phoneticCode reads hs as Wade–Giles (Hsin, Xin).
  return out.replace(/^hs/, "has");
}

/** Words that are particles as lists write them. */
const WORDS: Record<string, string> = { بن: "bin", ابن: "ibn", بنت: "bint", آل: "al", الله: "allah" };

/**
 * An Arabic- or Persian-script word in Latin letters as lists spell it, the article and an عبد
 * compound written apart: "الحوثي" → "al hwthy", "عبدالملك" → "abd al mlk", "عبدالله" → "abdallah".
 */
export function arabicWord(word: string, persian = false): string {
  const bare = word.normalize("NFKC").replace(MARKS, "");
  if (WORDS[bare]) return WORDS[bare];
  if (bare === "عبدالله") return "abdallah";
  if (bare.startsWith("عبدال") && bare.length > 6) return `abd al ${letters(bare.slice(5), persian)}`;
  if (bare.startsWith("ال") && bare.length > 3) return `al ${letters(bare.slice(2), persian)}`;
  return letters(bare, persian);
}

/**
 * The name's further readings: with و inside a word a consonant (w), what a list's Jawad, Javad or
 * Zawahiri keeps as a letter; and a name in Persian letters (ی, ک, پ, چ, ژ, گ) with its letters as
 * Persian reads them (Bagheri, Reza); and عبد with the name after it as one word (Abdulmalik). None
 * when none applies.
 */
export function otherReadings(name: string): string[] {
  const words = name
    .normalize("NFKC")
    .split(/[\s,;/()«»"“”„]+/)
    .filter(Boolean);
  const read = (persian: boolean) => words.map((w) => (hasArabicScript(w) ? arabicWord(w, persian) : w)).join(" ");
  const readings: string[] = [];
  if (words.some((w) => /.و./u.test(w.replace(/^ال/, "")))) readings.push(read(false));
  // و and ي inside a word read as vowels, as normalize.ts reads the name's first form.
  const vowelled = (reading: string) => reading.replace(/\B[wy]/g, (c) => (c === "w" ? "u" : "i"));
  const persian = PERSIAN.test(name) && /[قضذظث]/.test(name);
  // In Persian letters both ways: و and ی as consonants, and as the vowels they are inside most words (ابوالفضل, Abolfazl).
  if (persian) readings.push(read(true), vowelled(read(true)));
  // عبد and the name after it as one word, as lists also write the compound (Abdulmalik, Abdurrahman; Persian Abdolreza).
  const compound = words.join(" ").replace(/(^|\s)عبد\s*(?=\S)/gu, "$1عبد");
  if (compound !== words.join(" ") || words.some((w) => w.startsWith("عبدال"))) {
    for (const letters of persian ? [false, true] : [false]) {
      const joined = compound
        .split(" ")
        .map((w) => (w.startsWith("عبد") && w.length > 4 ? arabicWord(w, letters).replace(/ /g, "") : hasArabicScript(w) ? arabicWord(w, letters) : w))
        .join(" ");
      readings.push(vowelled(joined));
    }
  }
  return readings;
}
