// Invented names for the screening benchmark, deterministic from a seed: four naming cultures
// (Slavic, Greek, Arabic, Western) built from syllables, the scripts they are written in, and the
// variants people and lists produce: transliterations, typos, romanisation variants.

/** mulberry32: a small seeded generator, so every run builds the same list and persons. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

export type Culture = "slavic" | "greek" | "arabic" | "western";
export const CULTURES: Culture[] = ["slavic", "greek", "arabic", "western"];

const FIRST_NAMES: Record<Culture, string[]> = {
  slavic:
    "ivan sergei dmitri nikolai andrei aleksei mikhail vladimir yuri oleg boris pavel roman igor anton viktor maksim kirill gleb stanislav artem denis egor fedor grigori lev matvei nikita ruslan timur vadim vasili yaroslav anna olga irina natalia svetlana tatiana elena marina galina lyudmila vera nina zoya daria polina ksenia alina kristina yulia".split(
      " ",
    ),
  greek:
    "giorgos dimitris nikos kostas giannis christos panagiotis vasilis michalis spyros thanasis stavros petros lefteris manolis apostolos sotiris kyriakos stelios antonis maria eleni katerina vasiliki sofia angeliki dimitra georgia ioanna paraskevi evangelia despina christina anastasia theodora".split(
      " ",
    ),
  arabic:
    "mohammed ahmed ali hassan hussein omar khalid youssef ibrahim samir tariq faisal karim nabil walid hamza bilal mustafa mahmoud abdullah abdulrahman saeed salem rashid jamal adel ziad fadi nasser majid fatima aisha maryam layla noor huda salma rania dalia hiba yasmin amira zainab khadija".split(
      " ",
    ),
  western:
    "james john robert michael william david richard joseph thomas charles daniel matthew anthony mark paul steven andrew kevin brian george peter hans klaus jurgen pierre jean luis carlos miguel pablo mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa anna claire sophie julia laura emma".split(
      " ",
    ),
};

const SYLLABLES: Record<Culture, { onsets: string[]; vowels: string[]; suffixes: string[] }> = {
  slavic: {
    onsets: "b v g d z k l m n p r s t f kh ch sh zh sv kr gr br pr st".split(" "),
    vowels: "a e i o u".split(" "),
    suffixes: "ov ev in sky enko chuk ovich yak".split(" "),
  },
  greek: {
    onsets: "p t k m n l r s d v g th ch st kr pl tr".split(" "),
    vowels: "a e i o ou".split(" "),
    suffixes: "opoulos idis akis iou as is atos".split(" "),
  },
  arabic: { onsets: "b t j h kh d r z s sh f q k l m n w y".split(" "), vowels: "a i u".split(" "), suffixes: "i awi ani ari".split(" ") },
  western: {
    onsets: "b c d f g h j k l m n p r s t w br cl dr gr st tr".split(" "),
    vowels: "a e i o u ea".split(" "),
    suffixes: "son man er ton ez ford berg ley".split(" "),
  },
};

export function firstNames(culture: Culture): string[] {
  return FIRST_NAMES[culture];
}

/** `count` distinct surnames of a culture; `salt` separates the list's pool from the unlisted one. */
export function surnames(culture: Culture, count: number, random: Random, avoid: Set<string> = new Set()): string[] {
  const { onsets, vowels, suffixes } = SYLLABLES[culture];
  const out = new Set<string>();
  while (out.size < count) {
    const syllables = 1 + Math.floor(random() * 2);
    let root = "";
    for (let i = 0; i < syllables; i++) root += pick(random, onsets) + pick(random, vowels);
    root += pick(
      random,
      onsets.filter((o) => o.length === 1),
    );
    const name = random() < 0.6 ? root + pick(random, suffixes) : root;
    if (name.length >= 4 && !avoid.has(name)) out.add(name);
  }
  return [...out];
}

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
export const display = (words: string[]) => words.map(capital).join(" ");

const CYRILLIC: [string, string][] = [
  ["shch", "щ"],
  ["kh", "х"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["zh", "ж"],
  ["ts", "ц"],
  ["yu", "ю"],
  ["ya", "я"],
  ["yo", "ё"],
  ["a", "а"],
  ["b", "б"],
  ["v", "в"],
  ["g", "г"],
  ["d", "д"],
  ["e", "е"],
  ["z", "з"],
  ["i", "и"],
  ["y", "й"],
  ["k", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["f", "ф"],
  ["h", "х"],
  ["c", "к"],
  ["j", "дж"],
  ["w", "в"],
  ["x", "кс"],
  ["q", "к"],
];
const GREEK: [string, string][] = [
  ["th", "θ"],
  ["ch", "χ"],
  ["ps", "ψ"],
  ["ou", "ου"],
  ["ks", "ξ"],
  ["a", "α"],
  ["b", "μπ"],
  ["v", "β"],
  ["g", "γ"],
  ["d", "δ"],
  ["e", "ε"],
  ["z", "ζ"],
  ["i", "ι"],
  ["k", "κ"],
  ["l", "λ"],
  ["m", "μ"],
  ["n", "ν"],
  ["x", "ξ"],
  ["o", "ο"],
  ["p", "π"],
  ["r", "ρ"],
  ["s", "σ"],
  ["t", "τ"],
  ["y", "υ"],
  ["f", "φ"],
  ["h", "χ"],
  ["c", "κ"],
  ["j", "τζ"],
  ["w", "β"],
  ["u", "ου"],
  ["q", "κ"],
];
const ARABIC: [string, string][] = [
  ["kh", "خ"],
  ["sh", "ش"],
  ["th", "ث"],
  ["gh", "غ"],
  ["dh", "ذ"],
  ["b", "ب"],
  ["t", "ت"],
  ["j", "ج"],
  ["h", "ح"],
  ["d", "د"],
  ["r", "ر"],
  ["z", "ز"],
  ["s", "س"],
  ["f", "ف"],
  ["q", "ق"],
  ["k", "ك"],
  ["l", "ل"],
  ["m", "م"],
  ["n", "ن"],
  ["w", "و"],
  ["y", "ي"],
  ["g", "ج"],
  ["c", "ك"],
  ["p", "ب"],
  ["v", "ف"],
  ["x", "كس"],
];

function mapWord(word: string, table: [string, string][]): string {
  let out = "";
  for (let i = 0; i < word.length;) {
    const hit = table.find(([latin]) => word.startsWith(latin, i));
    if (hit) {
      out += hit[1];
      i += hit[0].length;
    } else i++;
  }
  return out;
}

/** A Latin name written in its culture's script; Arabic without short vowels, as it is written. */
export function inScript(words: string[], culture: Culture): string | null {
  if (culture === "slavic") return words.map((w) => mapWord(w, CYRILLIC)).join(" ");
  if (culture === "greek") return words.map((w) => mapWord(w, GREEK).replace(/σ$/, "ς")).join(" ");
  if (culture === "arabic") {
    return words
      .map((w) => {
        // Short a and e are not written; i and u are, as the long vowels ي and و often are in names.
        const single = w.replace(/(.)\1/g, "$1");
        const initial = /^[aeiou]/.test(single) ? "ا" : "";
        const body = (initial ? single.slice(1) : single).replace(/[ae]/g, "").replace(/i/g, "y").replace(/[ou]/g, "w");
        return initial + mapWord(body, ARABIC);
      })
      .join(" ");
  }
  return null;
}

const KEYBOARD_NEIGHBOURS = "qwertyuiop asdfghjkl zxcvbnm";

/** One edit (substitution by a neighbouring key, deletion, insertion or transposition) in one word of 4+ letters, never its first letter. */
export function typo(words: string[], random: Random): string[] {
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 4);
  if (candidates.length === 0) return words;
  const [word, index] = pick(random, candidates);
  const at = 1 + Math.floor(random() * (word.length - 1));
  const kind = Math.floor(random() * 4);
  const neighbour = (c: string) => {
    const p = KEYBOARD_NEIGHBOURS.indexOf(c);
    return KEYBOARD_NEIGHBOURS[p + 1]?.trim() || KEYBOARD_NEIGHBOURS[p - 1] || "e";
  };
  const edited =
    kind === 0
      ? word.slice(0, at) + neighbour(word[at]) + word.slice(at + 1)
      : kind === 1
        ? word.slice(0, at) + word.slice(at + 1)
        : kind === 2
          ? word.slice(0, at) + pick(random, "aeinorst".split("")) + word.slice(at)
          : at < word.length - 1
            ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
            : word.slice(0, at) + word.slice(at + 1);
  return words.map((w, i) => (i === index ? edited : w));
}

/** Romanisation variants lists and people actually use. */
const VARIANTS: [RegExp, string][] = [
  [/ov$/, "ow"],
  [/ev$/, "iev"],
  [/sky$/, "ski"],
  [/kh/, "h"],
  [/y/, "i"],
  [/ou/, "u"],
  [/sh/, "sch"],
  [/ch/, "tch"],
  [/mohammed/, "muhammad"],
  [/ahmed/, "ahmad"],
  [/hussein/, "husayn"],
  [/youssef/, "yusuf"],
  [/ei/, "ey"],
  [/ks/, "x"],
  [/ph/, "f"],
  [/ii/, "iy"],
  [/oo/, "u"],
  [/q/, "k"],
];

export function spellingVariant(words: string[], random: Random): string[] {
  const options: [number, RegExp, string][] = [];
  words.forEach((w, i) => VARIANTS.forEach(([pattern, replacement]) => pattern.test(w) && options.push([i, pattern, replacement])));
  if (options.length === 0) return typo(words, random);
  const [index, pattern, replacement] = pick(random, options);
  return words.map((w, i) => (i === index ? w.replace(pattern, replacement) : w));
}
