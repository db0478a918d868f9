// Company names. A legal form in any spelling or language is one form (Ltd, Limited,
// LIMITED; LLC, L.L.C., Limited Liability Company, ООО; АО, AO, JSC) and is kept aside from the name's
// words (legalForms.ts); generic words (Global, Trading, Holdings, ...) weigh little; the distinctive
// words decide. This module holds the generic words and the word rules; score.ts calls
// companyNameSimilarity for businesses.
import type { NormalName } from "./normalize";

/**
 * Words that say what a company does or how it is organised, not which one it is. They weigh
 * little (an added or missing one costs GENERIC_WORD_COST); a name made of them alone is compared
 * on them all.
 */
const ENGLISH_GENERIC_WORDS = [
  "global globe worldwide world international intl inter trading trade traders holding holdings group groups company companies co",
  "industries industry industrial investment investments invest services service capital resources logistics energy shipping",
  "enterprises enterprise technologies technology tech solutions partners ventures import export impex commercial commerce general",
  "development management consulting consultants systems products manufacturing engineering construction finance financial",
  "petroleum oil gas mining metals steel chemicals chemical electronics marine maritime transport transportation freight agro",
  "foods food pharma pharmaceuticals medical overseas united national universal trust fund insurance realty properties property",
  "estate media networks network supply supplies equipment machinery motors textile textiles agency associates brothers bros sons",
  "and the of for east west north south middle asia euro europe pacific africa gulf orient oriental continental atlantic",
]
  .join(" ")
  .split(/\s+/);

const GENERIC_WORDS = new Set([
  ...ENGLISH_GENERIC_WORDS,
  ...[
    // German, French, Spanish, Italian, Portuguese
    "handel handels handelsgesellschaft gruppe holdinggesellschaft internationale groupe societe compagnie commerciale",
    "grupo compania comercial internacional sociedad empresa inversiones servicios gruppo societa commerciale",
    "internazionale compagnia gesellschaft industrie industria industrias",
    "hermanos hnos hijos fils sohne soehne figli irmaos broers gebroeders zonen comercio companhia cia associados",
    // Dutch and Swedish
    "groep bedrijf combinatie gruppen",
    // "and" in the languages company names join their founders' names with (not the one-letter ones:
    // "E Mart" is not "I Mart"; nor Greek "kai", a common Chinese syllable)
    "und et en",
    // Greek, transliterated
    "omilos etaireia",
    // Turkish, Arabic (as romanised in company names)
    "ticaret sanayi ve dis pazarlama insaat establishment est sharikat sherkat",
    // Russian and Ukrainian, transliterated
    "torgovyi torgovy torgovoe torgovyy dom kompaniya gruppa kholding holding mezhdunarodnaya mezhdunarodnyi firma predpriyatie",
  ]
    .join(" ")
    .split(/\s+/),
]);

/**
 * A word of 6+ letters one edit from an English generic word of 6+ letters is that word mistyped
 * ("tradng", "holdigs"). Shorter words are not ("Marie" is a name, not "Marine" mistyped), nor are
 * near misses of the other languages' words, which read like surnames ("Hermans", "hermanos").
 */
const LONG_GENERIC = ENGLISH_GENERIC_WORDS.filter((w) => w.length >= 6);
const genericMemo = new Map<string, boolean>();

export function isGenericWord(token: string): boolean {
  if (GENERIC_WORDS.has(token)) return true;
  if (token.length < 6) return false;
  let generic = genericMemo.get(token);
  if (generic === undefined) {
    if (genericMemo.size > 50_000) genericMemo.clear();
    generic = LONG_GENERIC.some((g) => Math.abs(g.length - token.length) <= 1 && withinOneEdit(g, token));
    genericMemo.set(token, generic);
  }
  return generic;
}

/** Damerau distance ≤ 1 (one substitution, insertion, deletion or adjacent transposition). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** What an added or missing generic word costs a company name, and at most all of them together. */
const GENERIC_WORD_COST = 0.01;
const GENERIC_COST_CAP = 0.04;

/**
 * Two distinctive words of companies: the same (1), the same sound (0.97: Alpha / Alfa), or one typo
 * apart, for words of 4+ letters (0.93: Norvik / Norvick). Anything further is another word (0): a
 * distinctive word that differs by more than a typo names a different company. Arabic and Hebrew
 * script, written without short vowels, meet on the same consonant skeleton (0.95).
 */
function companyWordSimilarity(a: NormalName, i: number, b: NormalName, j: number): number {
  const [x, y] = [a.tokens[i], b.tokens[j]];
  if (x === y) return 1;
  if (a.phonetic[i] === b.phonetic[j]) return 0.97;
  if (Math.min(x.length, y.length) >= 4 && withinOneEdit(x, y)) return 0.93;
  if ((a.abjad || b.abjad) && a.skeleton[i].length >= 2 && a.skeleton[i] === b.skeleton[j]) return 0.95;
  return 0;
}

/** The whole name's words joined ("Sun Rise" / "Sunrise", "Alpha-Tech" / "Alphatech"): the same, or one typo apart in 6+ letters. */
function joinedSimilarity(x: string, y: string): number {
  if (x.length < 4 || y.length < 4) return 0;
  if (x === y) return 0.97;
  return Math.min(x.length, y.length) >= 6 && withinOneEdit(x, y) ? 0.93 : 0;
}

/**
 * How alike two company names are, 0..1 (legal forms already set aside by normalisation):
 *
 *   distinctive = the distinctive words paired one to one (companyWordSimilarity, best pairs first; a
 *                 distinctive word may pair with a mistyped or generic word of the other side), sum of
 *                 the pairs / (pairs + unpaired distinctive words of either side); or, when higher,
 *                 the joined words compared as one (joinedSimilarity)
 *   name        = distinctive − GENERIC_WORD_COST per generic word on one side only (at most GENERIC_COST_CAP)
 *
 * A name of generic words only ("Global Trading Company") is compared on all its words.
 */
export function companyNameSimilarity(a: NormalName, b: NormalName): number {
  const genericA = a.generic ?? a.tokens.map(isGenericWord);
  const genericB = b.generic ?? b.tokens.map(isGenericWord);
  // A name of generic words alone has nothing else to tell it by: all its words count.
  const allGeneric = genericA.every(Boolean) || genericB.every(Boolean);
  const weakA = allGeneric ? genericA.map(() => false) : genericA;
  const weakB = allGeneric ? genericB.map(() => false) : genericB;
  const candidates: { i: number; j: number; sim: number }[] = [];
  for (let i = 0; i < a.tokens.length; i++) {
    for (let j = 0; j < b.tokens.length; j++) {
      const sim = companyWordSimilarity(a, i, b, j);
      if (sim > 0) candidates.push({ i, j, sim });
    }
  }
  candidates.sort((p, q) => q.sim - p.sim);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let total = 0;
  let pairs = 0;
  for (const c of candidates) {
    if (usedA.has(c.i) || usedB.has(c.j)) continue;
    usedA.add(c.i);
    usedB.add(c.j);
    if (weakA[c.i] && weakB[c.j]) continue; // two generic words: agreement that weighs nothing
    total += c.sim;
    pairs++;
  }
  let unpaired = 0;
  let genericOnOneSide = 0;
  a.tokens.forEach((_t, i) => (usedA.has(i) ? 0 : weakA[i] ? genericOnOneSide++ : unpaired++));
  b.tokens.forEach((_t, j) => (usedB.has(j) ? 0 : weakB[j] ? genericOnOneSide++ : unpaired++));
  const aligned = pairs ? total / (pairs + unpaired) : 0;
  // A number is another company of a group (Ormford Capital 2 beside Ormford Capital), never a typo of the joined name.
  const joined = sameNumbers(a, b)
    ? Math.max(joinedSimilarity(a.joined, b.joined), joinedSimilarity(distinctiveJoined(a, weakA), distinctiveJoined(b, weakB)))
    : 0;
  return Math.max(0, Math.max(aligned, joined) - Math.min(GENERIC_COST_CAP, GENERIC_WORD_COST * genericOnOneSide));
}

const distinctiveJoined = (name: NormalName, generic: boolean[]) => name.tokens.filter((_t, i) => !generic[i]).join("");

const DIGITS = /^\d+$/;
const HAS_DIGIT = /\d/;

/** Whether two names carry the same numbers (written in digits), as words. */
function sameNumbers(a: NormalName, b: NormalName): boolean {
  if (!HAS_DIGIT.test(a.joined) && !HAS_DIGIT.test(b.joined)) return true;
  const numbers = (n: NormalName) =>
    n.tokens
      .filter((t) => DIGITS.test(t))
      .sort()
      .join(" ");
  return numbers(a) === numbers(b);
}
