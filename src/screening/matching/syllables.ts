// Chinese names in one romanisation: two different syllables of it are two different names, however
// close their letters (a distinct Cantonese family name is no spelling of another: 張 Cheung is not 鄭
// Cheng in the Hong Kong Government's romanisation, nor 張 Zhang 鄭 Zheng in pinyin, nor zoeng zeng in
// Jyutping). The letters alone cannot say it: the same pair may be one name written in two systems
// (王 Wang in pinyin is Wong in Hong Kong). So only when both names are evidently written in one system
// (each has a word that reads in that system and in no other of the four: Yeuk, Cheung; Zhang, Ruo;
// Hsiaoming; Zoeng, Joek) are two of its syllables compared as syllables: different syllables (in the
// Hong Kong spelling, spellings of no Jyutping syllable in common: Lee, Lei and Li are one) are another
// name. Scoring caps such a name under the default threshold and says why (nameScore.ts).
import { hongKongSyllables, isJyutpingSyllable } from "./cantonese";
import { isPinyinSyllable, isWadeGilesSyllable, readsAsPinyin, readsAsWadeGiles } from "./cjk";
import { rememberedUpTo, type NormalName } from "./normalize";

type System = "hongKong" | "jyutping" | "pinyin" | "wadeGiles";
const SYSTEMS: System[] = ["hongKong", "jyutping", "pinyin", "wadeGiles"];

/** Whether a word is one syllable of the system. */
function validIn(word: string, system: System): boolean {
  if (system === "hongKong") return hongKongSyllables(word) !== null;
  if (system === "jyutping") return isJyutpingSyllable(word);
  return system === "pinyin" ? isPinyinSyllable(word) : isWadeGilesSyllable(word);
}

/** Whether a word reads in the system: one syllable, or a given name of several joined (hsiaoming, yeukwa, joekwaa). */
function readsIn(word: string, system: System): boolean {
  if (system === "pinyin") return readsAsPinyin(word);
  if (system === "wadeGiles") return readsAsWadeGiles(word);
  return joinedOf(word, (w) => validIn(w, system));
}

/** Whether a word is one to four syllables of two letters or more, each of which `valid` accepts, written together (a syllable of one letter, a or m, would read nearly any word). */
function joinedOf(word: string, valid: (syllable: string) => boolean): boolean {
  if (!/^[a-z]{1,24}$/.test(word)) return false;
  // reach[k]: the fewest syllables the first k letters split into (a syllable is 2 to 6 letters).
  const reach = new Array<number>(word.length + 1).fill(Infinity);
  reach[0] = 0;
  for (let k = 1; k <= word.length; k++)
    for (let l = 2; l <= 6 && l <= k; l++) if (reach[k - l] < 4 && valid(word.slice(k - l, k))) reach[k] = Math.min(reach[k], reach[k - l] + 1);
  return reach[word.length] <= 4;
}

function distinctIn(x: string, y: string, system: System): boolean {
  if (system !== "hongKong") return x !== y;
  const [p, q] = [hongKongSyllables(x)!, hongKongSyllables(y)!];
  for (const s of p) if (q.has(s)) return false;
  return true;
}

/** Words of two to six letters only: a syllable of any of the three systems is no longer. */
const SYLLABLE = /^[a-z]{1,6}$/;

const evident = new WeakMap<NormalName, System[]>();

/**
 * The one system a word reads in, or null when it reads in none or in several. Remembered per word:
 * a candidate's name is a new object for each subject it meets (a list held in memory is packed), but
 * its words are the same few surnames and given names again and again.
 */
const soleSystem = rememberedUpTo(50_000, (word: string): System | null => {
  let sole: System | null = null;
  for (const s of SYSTEMS) {
    if (!readsIn(word, s)) continue;
    if (sole) return null;
    sole = s;
  }
  return sole;
});

/** The systems a name is evidently written in: one of its words reads in that system alone (Cheung, Zhang, Hsiaoming, Zoeng). */
function evidentSystems(name: NormalName): System[] {
  let found = evident.get(name);
  if (!found) {
    const systems = new Set<System>();
    for (const t of name.tokens) {
      const sole = soleSystem(t);
      if (sole) systems.add(sole);
    }
    evident.set(name, (found = [...systems]));
  }
  return found;
}

/**
 * Two words, each the other's closest (at `floor` or more by `sim`), that are different syllables of
 * a system both names are evidently written in, as "x / y"; or null.
 */
export function distinctSyllables(a: NormalName, b: NormalName, sim: (i: number, j: number) => number, floor: number): string | null {
  // The subject's systems first: remembered across its candidates, and empty for most names. A
  // candidate's systems are worked out only for two words that are different syllables of one of
  // them (most pairs of names have none): the same answer as intersecting both sides' first.
  const ours = evidentSystems(a);
  if (ours.length === 0) return null;
  let theirs: System[] | null = null;
  for (let i = 0; i < a.tokens.length; i++) {
    const x = a.tokens[i];
    if (!SYLLABLE.test(x) || b.tokens.includes(x) || !ours.some((s) => validIn(x, s))) continue;
    let best = floor;
    let at = -1;
    for (let j = 0; j < b.tokens.length; j++) {
      const v = sim(i, j);
      if (v >= best) [best, at] = [v, j];
    }
    if (at < 0) continue;
    const y = b.tokens[at];
    if (SYLLABLE.test(y) && ours.some((s) => validIn(x, s) && validIn(y, s) && distinctIn(x, y, s) && (theirs ??= evidentSystems(b)).includes(s)))
      return `${x} / ${y}`;
  }
  return null;
}
