// Company names. A legal form in any spelling or language is one form (Ltd, Limited,
// LIMITED; LLC, L.L.C., Limited Liability Company, ООО; АО, AO, JSC) and is kept aside from the name's
// words; generic words (Global, Trading, Holdings, ...) weigh little; the distinctive words decide.
// This module holds the tables and the word rules; score.ts calls companyNameSimilarity for businesses.
import type { NormalName } from "./normalize";

/**
 * Legal forms by canonical form, each spelling as written in its language. Spellings are normalised
 * as names are (transliterated, lower case, dots joined), so "L.L.C.", "Sp. z o.o." and "ООО" are
 * found as they are written. Forms of one row are the same form; a form of another row is a
 * different one, and weighs little either way (legal_form_mismatch in score.ts) unless it is of
 * another kind in the same tradition (companyConflicts.ts: a spelling's tradition is its key's languages).
 */
export const LEGAL_FORMS: { form: string; meaning: string; spellings: Record<string, string[]> }[] = [
  {
    form: "LLC",
    meaning: "limited liability company (shares not issued to the public)",
    spellings: {
      en: ["LLC", "L.L.C.", "Limited Liability Company", "Limited Liability Co"],
      "ru, uk, kk (rendered in English, as lists write them)": ["LLC", "Limited Liability Company"],
      ru: [
        "ООО",
        "OOO",
        "Общество с ограниченной ответственностью",
        "Obshchestvo s ogranichennoy otvetstvennostyu",
        "Obshchestvo s ogranichennoi otvetstvennostiu",
      ],
      uk: ["ТОВ", "TOV", "Товариство з обмеженою відповідальністю", "Tovarystvo z obmezhenoiu vidpovidalnistiu", "ТДВ", "TDV"],
      de: ["GmbH", "mbH", "Gesellschaft mit beschränkter Haftung", "Gesellschaft mbH"],
      fr: ["SARL", "S.A.R.L.", "Société à responsabilité limitée"],
      it: ["S.r.l.", "SRL", "Società a responsabilità limitata"],
      es: [
        "S.L.",
        "SL",
        "S.L.U.",
        "SLU",
        "S.R.L.",
        "Sociedad Limitada",
        "Sociedad de Responsabilidad Limitada",
        "S. de R.L.",
        "S. de R.L. de C.V.",
        "Ltda",
        "Ltda.",
      ],
      pt: ["Lda", "Limitada", "Sociedade Limitada", "Unipessoal Lda", "Ltda", "Ltda.", "EIRELI", "Empresa Individual de Responsabilidade Limitada"],
      pl: ["Sp. z o.o.", "Sp. z.o.o.", "z o.o.", "Spółka z ograniczoną odpowiedzialnością"],
      cs: ["s.r.o.", "spol. s r.o."],
      "sr, hr, sl, bs, mk": ["d.o.o.", "doo", "DOOEL", "Društvo sa ograničenom odgovornošću"],
      bg: ["ООД", "OOD", "ЕООД", "EOOD"],
      "kk, ky (Central Asia)": ["ТОО", "TOO", "Товарищество с ограниченной ответственностью", "Tovarishchestvo s ogranichennoy otvetstvennostyu"],
      el: ["Ε.Π.Ε.", "EPE", "Ι.Κ.Ε.", "IKE"],
      "de (Austria), fr (Switzerland)": ["GesmbH", "Ges.m.b.H.", "UG", "UG (haftungsbeschränkt)", "gGmbH", "Sàrl", "EURL"],
      hu: ["Kft", "Kft."],
      tr: ["Ltd. Şti.", "Limited Şirketi"],
      "ar (UAE free zones, Gulf)": [
        "W.L.L.",
        "WLL",
        "With Limited Liability",
        "FZ-LLC",
        "FZLLC",
        "FZ LLC",
        "FZE",
        "Free Zone Establishment",
        "FZCO",
        "FZ Co",
        "FZC",
        "Free Zone Company",
      ],
    },
  },
  {
    form: "LTD",
    meaning: "private company limited by shares",
    spellings: {
      en: [
        "Ltd",
        "Ltd.",
        "Limited",
        "Private Limited",
        "Pvt Ltd",
        "Pvt. Ltd.",
        "Pte Ltd",
        "Pte. Ltd.",
        "Pty Ltd",
        "Proprietary Limited",
        "Co. Ltd.",
        "Co., Ltd.",
      ],
      nl: ["B.V.", "BV", "Besloten Vennootschap"],
      ms: ["Sdn Bhd", "Sdn. Bhd.", "Sendirian Berhad", "Bhd"],
      da: ["ApS"],
      fi: ["Oy"],
      sv: ["AB", "Aktiebolag"],
      ja: ["KK", "Kabushiki Kaisha", "YK"],
    },
  },
  {
    form: "JSC",
    meaning: "joint-stock company (public or closed), société anonyme, Aktiengesellschaft",
    spellings: {
      en: [
        "JSC",
        "Joint Stock Company",
        "Joint-Stock Company",
        "OJSC",
        "CJSC",
        "PJSC",
        "Open Joint Stock Company",
        "Closed Joint Stock Company",
        "Public Joint Stock Company",
        "PLC",
        "P.L.C.",
        "Public Limited Company",
      ],
      "ru, uk, kk (rendered in English, as lists write them)": [
        "JSC",
        "Joint Stock Company",
        "Joint-Stock Company",
        "OJSC",
        "CJSC",
        "PJSC",
        "Open Joint Stock Company",
        "Closed Joint Stock Company",
        "Public Joint Stock Company",
      ],
      ru: [
        "АО",
        "AO",
        "ОАО",
        "OAO",
        "ЗАО",
        "ZAO",
        "ПАО",
        "PAO",
        "Акционерное общество",
        "Aktsionernoe obshchestvo",
        "Открытое акционерное общество",
        "Закрытое акционерное общество",
        "Публичное акционерное общество",
      ],
      uk: ["АТ", "ПАТ", "PAT", "ПрАТ", "PRAT", "Акціонерне товариство", "Aktsionerne tovarystvo"],
      de: ["AG", "Aktiengesellschaft"],
      "fr, es, pt": ["S.A.", "SA", "Société Anonyme", "Sociedad Anónima", "Sociedade Anónima", "Sociedade Anônima", "SAS", "S.A.S."],
      ar: ["SAL", "S.A.L.", "Société Anonyme Libanaise", "SAE", "S.A.E.", "SAK", "SAOG", "PSC", "PJSC"],
      "es (Latin America)": ["S.A. de C.V.", "SA de CV", "S.A.B. de C.V.", "S.A.C.", "S.A.A.", "C.A.", "Compañía Anónima", "S.A.U.", "SASU"],
      "pt (Brazil)": ["S/A"],
      "ru (non-public)": ["НАО", "NAO"],
      el: ["Α.Ε.", "AE", "Ανώνυμη Εταιρεία", "Anonymi Etaireia"],
      bg: ["АД", "AD", "ЕАД", "EAD"],
      "sr, hr, sl, bs": ["d.d.", "a.d."],
      "da, no": ["A/S"],
      fa: ["PJS", "Private Joint Stock Company", "Sherkat Sahami Khass", "Sherkat Sahami Aam"],
      pl: ["Spółka Akcyjna", "S.A."],
      it: ["S.p.A.", "SpA", "Società per Azioni"],
      nl: ["N.V.", "NV", "Naamloze Vennootschap"],
      tr: ["A.Ş.", "AŞ", "Anonim Şirketi"],
      "cs, et, no": ["a.s.", "AS", "ASA"],
      hu: ["Zrt", "Nyrt"],
      fi: ["Oyj"],
      eu: ["SE", "Societas Europaea"],
      id: ["PT", "Tbk", "Perseroan Terbatas"],
    },
  },
  {
    form: "INC",
    meaning: "corporation",
    spellings: { en: ["Inc", "Inc.", "Incorporated", "Corp", "Corp.", "Corporation"] },
  },
  {
    form: "PARTNERSHIP",
    meaning: "partnership (limited or general)",
    spellings: {
      en: ["LP", "L.P.", "Limited Partnership", "LLP", "L.L.P.", "Limited Liability Partnership"],
      de: ["KG", "Kommanditgesellschaft", "OHG", "GbR", "GmbH & Co. KG", "AG & Co. KG", "KGaA", "PartG"],
      fr: ["SCS", "SNC", "SCA", "GIE"],
      it: ["S.n.c.", "S.a.p.a."],
      nl: ["CV", "C.V.", "VOF", "V.O.F."],
      pl: ["Sp.k.", "Sp.j.", "Sp.p.", "s.c.", "S.K.A.", "SKA", "Spółka komandytowa", "Spółka jawna", "Spółka komandytowo-akcyjna"],
      cs: ["k.s."],
      hu: ["Bt.", "Kkt."],
      sv: ["HB", "KB", "Handelsbolag", "Kommanditbolag"],
      el: ["Ο.Ε.", "Ε.Ε."],
      uk: ["КТ"],
    },
  },
  {
    form: "SOLE",
    meaning: "sole proprietorship, individual or private enterprise, establishment",
    spellings: {
      ru: ["ИП", "IP", "Индивидуальный предприниматель"],
      uk: ["ПП", "PP", "Приватне підприємство", "ФОП"],
      ar: ["Est", "Est.", "Establishment"],
      fr: ["EIRL", "Entreprise individuelle"],
    },
  },
  {
    form: "STATE",
    meaning: "state or municipal unitary enterprise, state corporation",
    spellings: {
      ru: [
        "ФГУП",
        "FGUP",
        "ГУП",
        "GUP",
        "МУП",
        "MUP",
        "Федеральное государственное унитарное предприятие",
        "Federal State Unitary Enterprise",
        "State Unitary Enterprise",
        "Federalnoe Gosudarstvennoe Unitarnoe Predpriyatie",
        "Госкорпорация",
        "Goskorporatsiya",
        "State Corporation",
      ],
    },
  },
  {
    form: "COOP",
    meaning: "cooperative",
    spellings: {
      fr: ["SCOP", "SCIC", "Société coopérative"],
      es: ["S. Coop.", "Sociedad Cooperativa"],
      de: ["Genossenschaft"],
    },
  },
  {
    form: "NONPROFIT",
    meaning: "non-profit organisation, association",
    spellings: {
      en: ["Non-Profit Organization", "Non-Profit Organisation", "Nonprofit Organization"],
      ru: ["НКО", "NKO", "АНО", "ANO", "Автономная некоммерческая организация", "Autonomous Non-Profit Organization"],
    },
  },
];

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

type Words = (name: string) => string[];

/**
 * Abbreviations that are words or brands at a name's start ("AD Ports", "CA Technologies") and legal
 * forms at its end ("Petrol AD", "Siderurgica C.A."): read as forms only at the end.
 */
const ONLY_AT_THE_END = new Set([
  "AD",
  "a.d.",
  "C.A.",
  // The forms added in release 2 of the forms that registries write after the name: short ones read
  // at a name's start would strip "BT Group", "HB Fuller", "SAC Capital", "KT Skylife", "AE Industrial".
  ...["Ltda", "Ltda.", "EIRELI", "S.L.U.", "SLU", "d.o.o.", "doo", "DOOEL", "ООД", "OOD", "ЕООД", "EOOD", "Ε.Π.Ε.", "EPE", "Ι.Κ.Ε.", "IKE"],
  ...["UG", "gGmbH", "GesmbH", "EURL", "S.A.C.", "S.A.A.", "S.A.U.", "SASU", "S/A", "Α.Ε.", "AE", "ЕАД", "EAD", "d.d.", "A/S", "KGaA"],
  ...["PartG", "SCA", "GIE", "S.n.c.", "S.a.p.a.", "VOF", "V.O.F.", "Sp.k.", "Sp.j.", "Sp.p.", "s.c.", "S.K.A.", "SKA", "k.s.", "Bt.", "Kkt."],
  ...["HB", "KB", "Ο.Ε.", "Ε.Ε.", "КТ", "EIRL", "SCOP", "SCIC"],
]);

interface Phrase {
  words: string[];
  form: string;
  onlyAtTheEnd: boolean;
  /** The legal traditions whose registries write this spelling (legalFormConflict). */
  traditions: Set<string>;
}

let phrases: Phrase[] | null = null;

/** Languages of one legal tradition: the Russian, Ukrainian, Belarusian, Kazakh and Kyrgyz forms come from one Soviet civil code. */
const TRADITION_OF: Record<string, string> = { ru: "post-Soviet", uk: "post-Soviet", be: "post-Soviet", kk: "post-Soviet", ky: "post-Soviet" };

/** A spellings key's traditions: "de (Austria), fr (Switzerland)" → de, fr. */
const traditionsOf = (key: string) =>
  key
    .replace(/\([^)]*\)/g, "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => TRADITION_OF[k] ?? k);

/** The table's spellings as word sequences, longest first; built on first use with the normaliser's own word splitting. */
function legalFormPhrases(words: Words): Phrase[] {
  if (!phrases) {
    const seen = new Set<string>();
    // By their normal words: "АД" and "AD" are one phrase.
    const endOnly = new Set([...ONLY_AT_THE_END].map((s) => words(s).join(" ")));
    // A spelling written under several languages ("S.A.": fr, es, pt, pl) belongs to each one's tradition.
    const traditions = new Map<string, Set<string>>();
    for (const { spellings } of LEGAL_FORMS) {
      for (const [key, list] of Object.entries(spellings)) {
        for (const s of list) {
          const k = words(s).join(" ");
          const set = traditions.get(k) ?? new Set<string>();
          traditionsOf(key).forEach((t) => set.add(t));
          traditions.set(k, set);
        }
      }
    }
    phrases = LEGAL_FORMS.flatMap(({ form, spellings }) =>
      Object.values(spellings)
        .flat()
        .map((s) => {
          const k = words(s).join(" ");
          return { words: words(s), form, onlyAtTheEnd: endOnly.has(k), traditions: traditions.get(k)! };
        })
        .filter((p) => p.words.length > 0 && !seen.has(p.words.join(" ")) && seen.add(p.words.join(" "))),
    ).sort((a, b) => b.words.length - a.words.length);
  }
  return phrases;
}

function phraseAt(words: string[], at: number, normalise: Words) {
  return legalFormPhrases(normalise).find((p) => !p.onlyAtTheEnd && p.words.length <= words.length - at && p.words.every((w, k) => words[at + k] === w));
}

function phraseEndingAt(words: string[], end: number, normalise: Words) {
  return legalFormPhrases(normalise).find((p) => p.words.length <= end && p.words.every((w, k) => words[end - p.words.length + k] === w));
}

/** The legal-form phrases of a name's words and the words left: splitLegalForms, with each form's spelling. */
export function splitLegalPhrases(words: string[], normalise: Words): { words: string[]; phrases: Phrase[] } {
  const found: Phrase[] = [];
  let start = 0;
  let end = words.length;
  for (let p = phraseAt(words, start, normalise); p && start < end; p = phraseAt(words, start, normalise)) {
    found.push(p);
    start += p.words.length;
  }
  for (let p = phraseEndingAt(words, end, normalise); p && end > start; p = phraseEndingAt(words, end, normalise)) {
    found.push(p);
    end -= p.words.length;
  }
  const kept: string[] = [];
  for (let i = start; i < end;) {
    const p = phraseAt(words, i, normalise);
    if (p && p.words.length >= 2 && i + p.words.length <= end) {
      found.push(p);
      i += p.words.length;
    } else kept.push(words[i++]);
  }
  if (kept.length === 0) return { words, phrases: [] };
  return { words: kept, phrases: found };
}

/**
 * A business name's words without its legal forms, and the forms found (canonical). A form is read
 * at the start or the end of the name ("ООО Ромашка", "Romashka Trading Co., Ltd."), several in a
 * row, and a form of two or more words anywhere; a short one inside a name ("Alpha AS Shipping") stays
 * a word. A name that is nothing but a legal form keeps its words.
 */
export function splitLegalForms(words: string[], normalise: Words): { words: string[]; forms: string[] } {
  const split = splitLegalPhrases(words, normalise);
  return { words: split.words, forms: [...new Set(split.phrases.map((p) => p.form))] };
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
