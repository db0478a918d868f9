// Chinese names as people write them, brought to one spelling that characters, pinyin and Wade–Giles
// (and the Taiwanese spellings built on it) share. A name listed as `Wang Junzheng` is also met as
// 王君正, as 君正 and 王 in a form's first and last name fields, as `Jun Zheng Wang`, `Wang Jun-Zheng`
// and as `Wang Chun-cheng`; `Tsao Hsing-cheng` as 曹興誠 and as `Cao Xingcheng`.
//
// The shared spelling is Wade–Giles without its apostrophes and umlauts: pinyin converts to it one
// syllable at a time, and dropping the marks is what people and lists do (Ch'en → Chen, Hsü → Hsu), so
// it is the coarser of the two and both meet in it. Characters are read as pinyin by pinyin-pro (its
// dictionary, the family name read in its surname reading: 单 Shan, 曾 Zeng), then converted.
//
// A name gets these forms when every word of it reads as syllables of pinyin or Wade–Giles (or it is
// written in Han characters): each form is the name's words, each word's syllables joined, so that the
// given name is one word however it was written. Three one-syllable words (`Bao Long Xia`) give both
// groupings, and a run of characters without a space both splits of a family name of one or two
// characters. Scoring compares words in any order, so the family name may come first or last.
//
// pinyin → Wade–Giles follows the Library of Congress's Pinyin/Wade–Giles conversion table (the
// standard table of its romanisation guidelines, also ISO 7098's annex): encoded as the table's rules of
// initials and finals (b p, d t, g k, j/zh ch, q/ch ch', x hs, r j, z ts, c ts'; -ong -ung, -ian -ien,
// -ie -ieh, zhi chih, zi tzu, si ssu, e after g, k, h o, -uo o after most initials, gui kuei, er erh,
// you yu, yi i), which give the table's syllables one for one.

import { cantoneseForms } from "./cantonese";

/** Every pinyin syllable the characters of pinyin-pro's dictionary read as (v for ü), without the interjections m, n, ng, hng. */
const PINYIN = new Set(
  (
    "a ai an ang ao ba bai ban bang bao bei ben beng bi bian biao bie bin bing bo bu ca cai can cang cao ce cen ceng cha chai chan chang chao che chen " +
    "cheng chi chong chou chu chua chuai chuan chuang chui chun chuo ci cong cou cu cuan cui cun cuo da dai dan dang dao de dei den deng di dia dian diao " +
    "die ding diu dong dou du duan dui dun duo e ei en eng er fa fan fang fei fen feng fo fou fu ga gai gan gang gao ge gei gen geng gong gou gu gua guai " +
    "guan guang gui gun guo ha hai han hang hao he hei hen heng hong hou hu hua huai huan huang hui hun huo ji jia jian jiang jiao jie jin jing jiong jiu " +
    "ju juan jue jun ka kai kan kang kao ke kei ken keng kong kou ku kua kuai kuan kuang kui kun kuo la lai lan lang lao le lei leng li lia lian liang " +
    "liao lie lin ling liu lo long lou lu luan lun luo lv lve ma mai man mang mao me mei men meng mi mian miao mie min ming miu mo mou mu na nai nan nang " +
    "nao ne nei nen neng ni nian niang niao nie nin ning niu nong nou nu nuan nuo nv nve o ou pa pai pan pang pao pei pen peng pi pian piao pie pin ping " +
    "po pou pu qi qia qian qiang qiao qie qin qing qiong qiu qu quan que qun ran rang rao re ren reng ri rong rou ru rua ruan rui run ruo sa sai san sang " +
    "sao se sen seng sha shai shan shang shao she shei shen sheng shi shou shu shua shuai shuan shuang shui shun shuo si song sou su suan sui sun suo ta " +
    "tai tan tang tao te tei teng ti tian tiao tie ting tong tou tu tuan tui tun tuo wa wai wan wang wei wen weng wo wu xi xia xian xiang xiao xie xin " +
    "xing xiong xiu xu xuan xue xun ya yan yang yao ye yi yin ying yo yong you yu yuan yue yun za zai zan zang zao ze zei zen zeng zha zhai zhan zhang " +
    "zhao zhe zhei zhen zheng zhi zhong zhou zhu zhua zhuai zhuan zhuang zhui zhun zhuo zi zong zou zu zuan zui zun zuo"
  ).split(" "),
);

const INITIALS: [string, string][] = [
  ["zh", "ch"],
  ["ch", "ch"],
  ["sh", "sh"],
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
  ["j", "ch"],
  ["q", "ch"],
  ["x", "hs"],
  ["r", "j"],
  ["z", "ts"],
  ["c", "ts"],
  ["s", "s"],
  ["y", "y"],
  ["w", "w"],
];

/** A pinyin syllable in Wade–Giles, without apostrophes and umlauts (the conversion table's rules). */
export function wadeGiles(syllable: string): string {
  const whole: Record<string, string> = {
    er: "erh",
    you: "yu",
    yi: "i",
    e: "o",
    zi: "tzu",
    ci: "tzu",
    si: "ssu",
    ri: "jih",
    ye: "yeh",
    yan: "yen",
    yong: "yung",
  };
  if (whole[syllable]) return whole[syllable];
  const found = INITIALS.find(([p]) => syllable.startsWith(p));
  const [initial, wg] = found ?? ["", ""];
  let final = syllable.slice(initial.length).replace(/v/g, "u");
  if ((initial === "zh" || initial === "ch" || initial === "sh" || initial === "r") && final === "i") final = "ih";
  else if (final === "ong") final = "ung";
  else if (final === "iong") final = "iung";
  else if (final === "ian") final = "ien";
  else if (final === "ie" || final === "ue") final += "h";
  else if (final === "e" && (initial === "g" || initial === "k" || initial === "h")) final = "o";
  else if (final === "uo" && !["g", "k", "h", "sh"].includes(initial)) final = "o";
  else if (final === "ui" && (initial === "g" || initial === "k")) final = "uei";
  return wg + final;
}

/** The Wade–Giles syllables (without marks) the table gives, and what each pinyin syllable becomes. */
const WADE_GILES = new Set([...PINYIN].map(wadeGiles));
const LONGEST = 6;

/**
 * A word's syllables, as few as the word can be read in, each in `set`: null when it cannot be read so.
 * Only the first syllable may begin with a vowel, as pinyin writes Xi'an with an apostrophe: "maria"
 * and "dean" are not read as ma-ri-a or de-an.
 */
function syllables(word: string, set: Set<string>): string[] | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - LONGEST); start < end; start++) {
      const prev = best[start];
      const s = word.slice(start, end);
      if (prev === null || !set.has(s) || (start > 0 && /^[aeiou]/.test(s))) continue;
      if (best[end] === null || prev.length + 1 < best[end]!.length) best[end] = [...prev, s];
    }
  }
  return best[word.length];
}

const LATIN_NAME = /^[A-Za-z\s,;/()'’.-]+$/;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const ALL_HAN = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$/;

type Pinyin = (text: string, options: { toneType: "none"; type: "array"; v: boolean; surname?: "head" | "off" }) => string[];
let pinyinOf: Pinyin | undefined;
/** pinyin-pro, loaded on first use: its dictionary takes ~0.3 s to load, which only a name in characters should pay. */
function readPinyin(text: string, family: boolean): string[] {
  pinyinOf ??= (require("pinyin-pro") as { pinyin: Pinyin }).pinyin;
  return pinyinOf(text, { toneType: "none", type: "array", v: true, surname: family ? "head" : "off" });
}

/** A run of characters in the shared spelling, the first read as a family name when `family`. */
function hanWord(word: string, family: boolean): string {
  return readPinyin(word, family)
    .map((s) => (PINYIN.has(s) ? wadeGiles(s) : s))
    .join("");
}

/** At most this many words: a Chinese name is a family name and a given name, written in up to four syllables. */
const MAX_WORDS = 4;

/**
 * The forms of a name in the spelling characters, pinyin and Wade–Giles share, each a list of words
 * (see the top of this file); none when the name is not written as a Chinese name. `name` as given.
 */
export function chineseForms(name: string): string[][] {
  // Most names a list holds are in Latin letters and not Chinese: those with a letter no romanisation
  // of Chinese writes in a name (an accent, a digit) leave before any work.
  const han = HAN.test(name);
  if (!han && (!LATIN_NAME.test(name) || !syllableLetters(name))) return [];
  const words = (han ? name.normalize("NFKC") : name)
    .split(/[\s,;/()]+/)
    .map((w) => w.replace(/[-‐'’.·・]/g, ""))
    .filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS) return [];
  if (han) return words.every((w) => ALL_HAN.test(w)) ? hanForms(words) : [];
  const lower = words.map((w) => w.toLowerCase());
  if (!lower.every((w) => /^[a-z]{1,18}$/.test(w))) return [];
  const forms: string[][] = [];
  const seen = new Set<string>();
  for (const reading of [readAs(lower, PINYIN, true), readAs(lower, WADE_GILES, false)]) {
    if (reading === null) continue;
    for (const grouped of groupings(reading)) {
      const key = grouped.join(" ");
      if (!seen.has(key)) (seen.add(key), forms.push(grouped));
    }
  }
  return forms;
}

/**
 * A word's syllables in pinyin and in Wade–Giles, remembered up to a bound (forgotten all at once when
 * full, as normalize.ts remembers a word's codes): a list's words repeat, and most are read as neither.
 */
function remembered(set: Set<string>): (word: string) => string[] | null {
  const known = new Map<string, string[] | null>();
  return (word) => {
    let read = known.get(word);
    if (read === undefined) {
      if (known.size >= 100_000) known.clear();
      known.set(word, (read = NOT_CHINESE.test(word) ? null : syllables(word, set)));
    }
    return read;
  };
}
/**
 * Which letter may follow which in a word of syllables (inside a syllable of either system, or a
 * syllable's last letter before the next one's first consonant), 26 × 26: a Latin name with a pair
 * none has (Smith's "sm", Brown's "br", Kowalski's "ls") is no Chinese name,
 * which one pass over its letters tells, without splitting or allocating.
 */
const FOLLOWS = (() => {
  const pairs = new Uint8Array(26 * 26);
  const code = (c: string) => c.charCodeAt(0) - 97;
  const all = [...PINYIN, ...WADE_GILES];
  for (const syl of all) for (let i = 1; i < syl.length; i++) pairs[code(syl[i - 1]) * 26 + code(syl[i])] = 1;
  const lasts = new Set(all.map((syl) => syl[syl.length - 1]));
  const firsts = new Set(all.filter((syl) => !/^[aeiou]/.test(syl)).map((syl) => syl[0]));
  for (const l of lasts) for (const f of firsts) pairs[code(l) * 26 + code(f)] = 1;
  return pairs;
})();

function syllableLetters(name: string): boolean {
  let prev = -1;
  for (let i = 0; i < name.length; i++) {
    let c = name.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if (c < 97 || c > 122) {
      // A hyphen or apostrophe joins a word's syllables (Hsing-cheng, Xi'an); anything else ends the word.
      if (c !== 45 && c !== 39 && c !== 0x2019) prev = -1;
      continue;
    }
    if (prev >= 0 && FOLLOWS[prev * 26 + (c - 97)] === 0) return false;
    prev = c - 97;
  }
  return true;
}

/** Runs no name of syllables has (ngshh, five consonants; four vowels): such a word is not read at all. */
const NOT_CHINESE = /[^aeiou]{5}|[aeiou]{4}/;
const PINYIN_WORDS = remembered(PINYIN);
const WADE_GILES_WORDS = remembered(WADE_GILES);

/**
 * Whether a word is a Chinese given name of two syllables or more joined (chiachieh, junzheng): its
 * vowels tell its syllables apart, so a consonant skeleton shared with another such word (chiachao) is
 * no spelling variant of it (nameScore.ts).
 */
export function isJoinedSyllables(word: string): boolean {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return false;
  const read = WADE_GILES_WORDS(word) ?? PINYIN_WORDS(word);
  return read !== null && read.length >= 2;
}

/** Whether a word is a pinyin syllable without its tone (zhang, ruo). */
export function isPinyinSyllable(word: string): boolean {
  return PINYIN.has(word);
}

/** Whether a word is a Wade–Giles syllable, apostrophes and tone marks dropped (chang, hsiao). */
export function isWadeGilesSyllable(word: string): boolean {
  return WADE_GILES.has(word);
}

/** A word's pinyin syllables, as few as it reads in (xiaoming → xiao ming), or null when it reads as none. */
export const pinyinSyllablesOf = (word: string): string[] | null => (/^[a-z]+$/.test(word) ? PINYIN_WORDS(word) : null);
/** A word's Wade–Giles syllables, marks dropped (hsiaoming → hsiao ming), or null when it reads as none. */
export const wadeGilesSyllablesOf = (word: string): string[] | null => (/^[a-z]+$/.test(word) ? WADE_GILES_WORDS(word) : null);

/** Whether a word reads as pinyin syllables, one or several joined (zheng, xiaoming). */
export const readsAsPinyin = (word: string): boolean => /^[a-z]+$/.test(word) && PINYIN_WORDS(word) !== null;
/** Whether a word reads as Wade–Giles syllables, one or several joined (cheng, hsiaoming). */
export const readsAsWadeGiles = (word: string): boolean => /^[a-z]+$/.test(word) && WADE_GILES_WORDS(word) !== null;

/**
 * Whether a word is one Chinese syllable in pinyin or Wade–Giles (chung, zhang): against a given name
 * of joined syllables whose skeleton it shares (kachung: the a of ka drops out and k merges), its
 * vowels and syllable count tell them apart (nameScore.ts).
 */
export function isChineseSyllable(word: string): boolean {
  if (word.length < 2 || !/^[a-z]+$/.test(word)) return false;
  return WADE_GILES_WORDS(word)?.length === 1 || PINYIN_WORDS(word)?.length === 1;
}

/** Each word read as syllables of `set` (in the shared spelling), or null when a word cannot be, or the name is of one syllable or over four. */
function readAs(words: string[], set: Set<string>, pinyin: boolean): string[][] | null {
  const read: string[][] = [];
  let count = 0;
  for (const w of words) {
    const s = set === PINYIN ? PINYIN_WORDS(w) : WADE_GILES_WORDS(w);
    if (s === null || s.length > 3) return null;
    count += s.length;
    read.push(pinyin ? s.map(wadeGiles) : s);
  }
  return count >= 2 && count <= MAX_WORDS ? read : null;
}

/** The words with their syllables joined; three words of one syllable each also as a family name and a given name of two, either way. */
function groupings(read: string[][]): string[][] {
  const joined = read.map((s) => s.join(""));
  if (read.length === 3 && read.every((s) => s.length === 1)) return [joined, [joined[0], joined[1] + joined[2]], [joined[0] + joined[1], joined[2]]];
  return [joined];
}

/**
 * A name in characters: words written apart keep their split (a form's fields: given name and family
 * name), a run of two to four characters is split after its first character and, of four, also after its
 * second (a family name of two, 欧阳, or a Japanese one, 麻原), each first part read as a family name.
 */
function hanForms(words: string[]): string[][] {
  if (words.length > 1) {
    // Which field holds the family name is not known: each word is read as one, one at a time.
    const forms = words.map((_w, f) => words.map((w, i) => hanWord(w, i === f)));
    // In Cantonese too (cantonese.ts), each word as the family name and the others as the given name.
    if (words.join("").length <= MAX_HAN) for (const [f, w] of words.entries()) forms.push(...cantoneseForms(w, words.filter((_x, i) => i !== f).join("")));
    return dedupe(forms);
  }
  const chars = [...words[0]];
  if (chars.length < 2 || chars.length > 4) return chars.length === 1 ? [] : [[hanWord(words[0], true)]];
  const forms = [[hanWord(chars[0], true), hanWord(chars.slice(1).join(""), false)]];
  if (chars.length === 4) forms.push([hanWord(chars.slice(0, 2).join(""), true), hanWord(chars.slice(2).join(""), false)]);
  forms.push(...cantoneseForms(chars[0], chars.slice(1).join("")));
  if (chars.length === 4) forms.push(...cantoneseForms(chars.slice(0, 2).join(""), chars.slice(2).join("")));
  return dedupe(forms);
}

/** A name of more characters than this is read in Mandarin only: no Chinese name has more, and Cantonese readings multiply. */
const MAX_HAN = 5;

function dedupe(forms: string[][]): string[][] {
  const seen = new Set<string>();
  return forms.filter((f) => {
    const key = f.join(" ");
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
