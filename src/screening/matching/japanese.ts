// Japanese names written in kana (hiragana or katakana) read in Hepburn, as lists romanise Japanese
// names: シノダ ケンイチ → Shinoda Kenichi. wanakana (MIT) converts kana to modified Hepburn; lists
// write long vowels without their macron and mostly without the doubled vowel (Jirō, written ジロウ in
// kana, is listed Jiro; ユウコ Yuko; オオノ Ono), so a name is given both spellings: the vowels as
// written (jirou) and the long vowels shortened (jiro). Hepburn's apostrophe before a vowel after n
// (ken'ichi) is dropped, as lists drop it. A name in kanji is not read here: kanji names have many
// readings that only a dictionary of names gives (see docs/screening-matching.md).

/** Hiragana, katakana and the marks a kana name is written with (the long-vowel mark, the middle dot between a foreign name's parts). */
const KANA_NAME = /^[\u3041-\u3096\u30a1-\u30fa\u30fc\u309d\u309e\u30fd\u30fe\s・･=＝\u3000]+$/;
const HAS_KANA = /[\u3041-\u3096\u30a1-\u30fa]/;

let toRomaji: ((kana: string) => string) | undefined;

/** The name's words in Hepburn, as written and with long vowels shortened; none when the name is not written in kana alone. */
export function kanaForms(name: string): string[][] {
  if (!HAS_KANA.test(name) || !KANA_NAME.test(name)) return [];
  // wanakana is small (tens of kB, ~30 ms to load) but only a kana name needs it.
  toRomaji ??= (require("wanakana") as { toRomaji: (kana: string) => string }).toRomaji;
  const words = name
    .normalize("NFKC")
    .split(/[\s・･=＝]+/)
    .filter(Boolean)
    .map((w) =>
      toRomaji!(w)
        .toLowerCase()
        .replace(/[^a-z]/g, ""),
    )
    .filter(Boolean);
  if (words.length === 0) return [];
  const short = words.map(shortenLongVowels);
  return short.join(" ") === words.join(" ") ? [words] : [words, short];
}

/** A long vowel as lists write it without a macron: ou, oo → o; uu → u; aa → a; ii and ei are kept (Niigata, Kei). */
function shortenLongVowels(word: string): string {
  return word.replace(/o[ou]/g, "o").replace(/uu/g, "u").replace(/aa/g, "a");
}
