// Legal forms of companies: the table of every form's spellings by language (LEGAL_FORMS) and the
// reading of a name's words that finds them at its start, its end, or (two words or more) anywhere.
// Separate from companies.ts, which weighs the words left: this is what a name's legal form is, that
// is how much its other words agree; normalize.ts sets the forms aside, companyConflicts.ts compares them.

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
