// Invented companies for the screening benchmark's company set, deterministic from a seed: names made
// of distinctive words (real words used as brands, invented brand words, Russian-style compounds,
// pinyin, Arabic family names), generic words and a legal form as a company of its jurisdiction
// writes it, with the registration number its registry issues. The legal-form spellings and generic
// words here are written from how registries and lists write them, not copied from the matcher's
// tables (src/screening/matching/companies.ts): a spelling the matcher does not know is a miss.
import { firstNames, inScript, pick, type Random } from "./names";

export interface Jurisdiction {
  country: string;
  /** Each legal form a company there may have: its spellings, the first the usual one. */
  forms: string[][];
  /** What kind of entity each form is, by the same index as `forms`, where a jurisdiction has forms of two kinds: a company of one kind is not the company of the other. */
  kinds?: ("limited" | "joint-stock" | "corporation")[];
  /** Spellings in the local script, by the same index as `forms` (Cyrillic for ru, ua). */
  scriptForms?: string[][];
  style: "brand" | "slavic" | "pinyin" | "arabic";
  generic: string[];
  registration: (random: Random) => string;
}

const digits = (random: Random, n: number) =>
  Array.from({ length: n }, (_v, i) => (i === 0 ? 1 + Math.floor(random() * 9) : Math.floor(random() * 10))).join("");

const EN_GENERIC =
  "Global International Trading Holdings Holding Group Company Industries Investments Services Capital Resources Logistics Energy Shipping Enterprises Technologies Solutions Partners Ventures Import Export Commercial General Development Management Consulting Systems Engineering Construction Petroleum Oil Gas Mining Metals Chemicals Electronics Marine Transport Overseas Worldwide United".split(
    " ",
  );
const RU_GENERIC = ["Torgovyy Dom", "Gruppa", "Kholding", "Kompaniya", "Invest", "Trading", "Group", "Holding", "Industries"];

export const JURISDICTIONS: Jurisdiction[] = [
  {
    country: "ru",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["OOO", "LLC", "Limited Liability Company", "Obshchestvo s Ogranichennoy Otvetstvennostyu"],
      ["AO", "JSC", "Joint Stock Company", "OAO", "OJSC", "PAO", "PJSC", "Aktsionernoe Obshchestvo"],
    ],
    scriptForms: [
      ["ООО", "Общество с ограниченной ответственностью"],
      ["АО", "ОАО", "ПАО", "Акционерное общество"],
    ],
    style: "slavic",
    generic: RU_GENERIC,
    registration: (r) => digits(r, 13),
  },
  {
    country: "ua",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["TOV", "LLC", "Limited Liability Company"],
      ["PAT", "PJSC", "AT", "JSC", "Joint Stock Company"],
    ],
    scriptForms: [
      ["ТОВ", "Товариство з обмеженою відповідальністю"],
      ["ПАТ", "АТ", "Акціонерне товариство"],
    ],
    style: "slavic",
    generic: RU_GENERIC,
    registration: (r) => digits(r, 8),
  },
  {
    country: "by",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["OOO", "LLC"],
      ["OAO", "OJSC", "JSC"],
    ],
    scriptForms: [["ООО"], ["ОАО"]],
    style: "slavic",
    generic: RU_GENERIC,
    registration: (r) => digits(r, 9),
  },
  {
    country: "gb",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["Ltd", "Limited", "LIMITED", "Ltd."],
      ["PLC", "Plc", "Public Limited Company"],
    ],
    style: "brand",
    generic: EN_GENERIC,
    registration: (r) => `0${digits(r, 7)}`,
  },
  {
    country: "us",
    kinds: ["limited", "corporation", "corporation"],
    forms: [
      ["LLC", "L.L.C.", "Limited Liability Company"],
      ["Inc", "Inc.", "Incorporated"],
      ["Corp", "Corp.", "Corporation"],
    ],
    style: "brand",
    generic: EN_GENERIC,
    registration: (r) => `${digits(r, 2)}-${digits(r, 7)}`,
  },
  {
    country: "de",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["GmbH", "Gesellschaft mit beschränkter Haftung", "G.m.b.H."],
      ["AG", "Aktiengesellschaft"],
    ],
    style: "brand",
    generic: [...EN_GENERIC.slice(0, 12), "Handels", "Handelsgesellschaft", "Gruppe", "Holding"],
    registration: (r) => `HRB ${digits(r, 6)}`,
  },
  {
    country: "fr",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["SARL", "S.A.R.L.", "Société à Responsabilité Limitée"],
      ["SA", "S.A.", "Société Anonyme"],
    ],
    style: "brand",
    generic: [...EN_GENERIC.slice(0, 12), "Groupe", "Internationale", "Compagnie"],
    registration: (r) => `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`,
  },
  {
    country: "es",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["S.L.", "SL", "Sociedad Limitada"],
      ["S.A.", "SA", "Sociedad Anónima"],
    ],
    style: "brand",
    generic: [...EN_GENERIC.slice(0, 12), "Grupo", "Internacional", "Comercial"],
    registration: (r) => `B${digits(r, 8)}`,
  },
  {
    country: "it",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["S.r.l.", "SRL", "Società a Responsabilità Limitata"],
      ["S.p.A.", "SpA", "Società per Azioni"],
    ],
    style: "brand",
    generic: [...EN_GENERIC.slice(0, 12), "Gruppo", "Internazionale"],
    registration: (r) => digits(r, 11),
  },
  {
    country: "pl",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["Sp. z o.o.", "Sp. z.o.o.", "Spółka z ograniczoną odpowiedzialnością"],
      ["S.A.", "SA", "Spółka Akcyjna"],
    ],
    style: "brand",
    generic: EN_GENERIC.slice(0, 12),
    registration: (r) => `KRS ${digits(r, 10)}`,
  },
  {
    country: "tr",
    kinds: ["limited", "joint-stock"],
    forms: [
      ["Ltd. Şti.", "Limited Şirketi", "Ltd. Sti."],
      ["A.Ş.", "AŞ", "Anonim Şirketi", "A.S."],
    ],
    style: "brand",
    generic: [...EN_GENERIC.slice(0, 12), "Ticaret", "Sanayi"],
    registration: (r) => digits(r, 6),
  },
  { country: "cy", forms: [["Ltd", "Limited", "LTD"]], style: "brand", generic: EN_GENERIC, registration: (r) => `HE ${digits(r, 6)}` },
  { country: "hk", forms: [["Limited", "Ltd", "Co., Ltd.", "Company Limited"]], style: "pinyin", generic: EN_GENERIC, registration: (r) => digits(r, 7) },
  {
    country: "cn",
    forms: [["Co., Ltd.", "Company Limited", "Co. Ltd", "Limited"]],
    style: "pinyin",
    generic: ["Industrial", "Trading", "Technology", "Development", "International", "Import and Export", "Group", "Holdings"],
    registration: (r) => `91${digits(r, 16)}`,
  },
  {
    country: "sg",
    forms: [["Pte Ltd", "Pte. Ltd.", "Private Limited", "PTE LTD"]],
    style: "brand",
    generic: EN_GENERIC,
    registration: (r) => `${digits(r, 9)}K`,
  },
  {
    country: "ae",
    forms: [
      ["LLC", "L.L.C.", "Limited Liability Company"],
      ["FZE", "F.Z.E.", "Free Zone Establishment"],
      ["FZCO", "FZ Co", "Free Zone Company"],
    ],
    style: "arabic",
    generic: ["Trading", "General Trading", "Group", "Holding", "International", "Petroleum", "Shipping", "Investments", "Establishment"],
    registration: (r) => digits(r, 6),
  },
  {
    country: "lb",
    forms: [["SAL", "S.A.L.", "Société Anonyme Libanaise"]],
    style: "arabic",
    generic: ["Group", "Trading", "Holding", "Company", "International"],
    registration: (r) => digits(r, 7),
  },
  {
    country: "sy",
    forms: [
      ["LLC", "L.L.C."],
      ["Co.", "Company"],
    ],
    style: "arabic",
    generic: ["Group", "Trading", "Company", "Petroleum", "Oil", "Services"],
    registration: (r) => digits(r, 5),
  },
  {
    country: "ir",
    forms: [
      ["Co.", "Company"],
      ["PJS", "Private Joint Stock Company"],
    ],
    style: "arabic",
    generic: ["Industries", "Trading", "Shipping", "Engineering", "Company", "Group", "Development"],
    registration: (r) => digits(r, 6),
  },
];

/**
 * The generic words above that say what a company does, by line of business: words of one group are
 * one activity (Petroleum, Oil); two groups are two companies' trades. The others (Global, Holding,
 * Group, Energy, Industries, Investments, ...) say nothing of it.
 */
export const ACTIVITIES: string[][] = [
  ["Trading", "General Trading", "Import", "Export", "Import and Export", "Torgovyy Dom", "Handels", "Handelsgesellschaft", "Ticaret"],
  ["Logistics", "Transport"],
  ["Shipping", "Marine"],
  ["Petroleum", "Oil"],
  ["Gas"],
  ["Construction"],
  ["Mining"],
  ["Metals"],
  ["Chemicals"],
  ["Electronics"],
  ["Engineering"],
  ["Consulting"],
];

/** The line of business a generic word names (its ACTIVITIES group), or -1. */
export const activityOf = (word: string) => ACTIVITIES.findIndex((group) => group.includes(word));

/** Real words that companies take as names: the same word names many unrelated companies. */
const BRAND_WORDS =
  "alpha beta gamma delta omega sigma orion atlas zenith nova apex summit horizon phoenix eagle falcon condor sunrise golden silver crystal diamond emerald sapphire baltic nordic arctic polar coral pearl lotus jasmine cedar maple amber ruby onyx titan vega sirius lyra aurora stellar comet galaxy cosmos quantum vector matrix nexus vertex prime optima royal imperial crown noble liberty victory triumph unity harmony concord meridian pinnacle keystone cornerstone bluewater greenfield redstone blackrock whitehall silverline goldline starlight moonstone riverside lakeside highland oakwood pinewood stonebridge westbridge eastgate northstar southwind seabird skyline sunflower evergreen trident spartan olympus athena hermes apollo neptune mercury jupiter saturn pegasus centaur griffin dragon tiger lion jaguar panther cobra viking".split(
    " ",
  );

const BRAND_SYLLABLES = {
  onsets: "b c d f g k l m n p r s t v z br cr dr gr kr pr tr st sk".split(" "),
  vowels: "a e i o u".split(" "),
  codas: "x n r s l k m t".split(" "),
  endings: "ex ix ora ana ica tek tron dyne gen lux vox nova tis ium".split(" "),
};
const SLAVIC_MORPHEMES =
  "prom stroy neft gaz tekh snab torg energo trans metall avia ural sib volga don baltik rus zapad vostok yug sever mash khim les agro komplekt resurs kapital alyans tsentr nord sval gazo avto elektro radio stal ugol zoloto almaz kristall granit kedr bereg kama oka angara amur tyumen kuban".split(
    " ",
  );
const PINYIN =
  "hong xiang hua xin jin long feng tian sheng da guo hai bao cheng kang ming rui tai xing yuan zhong heng fu li an chang de hui jia kai mei peng qiang shun wan wei yi yong zhi".split(
    " ",
  );
const CHINESE_PLACES = "dandong shenzhen shanghai dalian ningbo guangzhou xiamen qingdao tianjin wuhan hangzhou suzhou harbin shenyang fuzhou".split(" ");

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** One invented distinctive word of a style (a brand word, a Russian compound, a pinyin pair, an Arabic family name). */
export function distinctiveWord(random: Random, style: Jurisdiction["style"]): string {
  if (style === "slavic") {
    const parts = 2 + (random() < 0.3 ? 1 : 0);
    let word = "";
    for (let i = 0; i < parts; i++) word += pick(random, SLAVIC_MORPHEMES);
    return word;
  }
  if (style === "pinyin") return random() < 0.2 ? pick(random, CHINESE_PLACES) : pick(random, PINYIN) + pick(random, PINYIN);
  if (style === "arabic") return random() < 0.5 ? pick(random, firstNames("arabic")) : `al ${pick(random, firstNames("arabic"))}`;
  if (random() < 0.35) return pick(random, BRAND_WORDS);
  const { onsets, vowels, codas, endings } = BRAND_SYLLABLES;
  return random() < 0.5
    ? pick(random, onsets) + pick(random, vowels) + pick(random, endings)
    : pick(random, onsets) + pick(random, vowels) + pick(random, codas) + pick(random, vowels) + pick(random, codas);
}

/** A company's name as words: distinctive words, then generic words; its legal form apart. */
export interface CompanyName {
  distinctive: string[];
  generic: string[];
  /** Index into the jurisdiction's forms, and the spelling chosen. */
  form: number | null;
  formSpelling: string | null;
  /** Russian word order: the legal form first ("OOO Promstroy"). */
  formFirst: boolean;
}

export function companyName(random: Random, j: Jurisdiction): CompanyName {
  const distinctive = [distinctiveWord(random, j.style)];
  if (random() < 0.3) distinctive.push(distinctiveWord(random, j.style));
  const generic: string[] = [];
  const genericCount = random() < 0.3 ? 0 : random() < 0.7 ? 1 : 2;
  for (let i = 0; i < genericCount; i++) {
    const g = pick(random, j.generic);
    if (!generic.includes(g)) generic.push(g);
  }
  if (j.style === "pinyin" && j.country === "cn" && random() < 0.7) distinctive.unshift(pick(random, CHINESE_PLACES));
  const form = random() < 0.9 ? Math.floor(random() * j.forms.length) : null;
  return { distinctive, generic, form, formSpelling: form === null ? null : j.forms[form][0], formFirst: j.style === "slavic" && random() < 0.5 };
}

/** The name as a list or register writes it, in Latin script. */
export function writeName(n: CompanyName): string {
  const words = [...n.distinctive.map((w) => w.split(" ").map(capital).join(" ")), ...n.generic];
  if (!n.formSpelling) return words.join(" ");
  return n.formFirst ? `${n.formSpelling} ${words.join(" ")}` : `${words.join(" ")} ${n.formSpelling}`;
}

/** The name in the jurisdiction's own script (Cyrillic), with its local legal form and quotes, as a Russian register writes it. */
export function writeInScript(n: CompanyName, j: Jurisdiction, random: Random): string | null {
  if (!j.scriptForms) return null;
  const words = [...n.distinctive, ...n.generic.map((g) => g.toLowerCase())].flatMap((w) => w.split(" "));
  const body = capital(inScript(words, "slavic") ?? words.join(" "));
  const form = n.form === null ? null : pick(random, j.scriptForms[n.form]);
  return form ? `${form} «${body}»` : body;
}
