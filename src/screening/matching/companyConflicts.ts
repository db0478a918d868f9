// Two business names that agree word for word can still name two companies: another line of business
// beside the same distinctive words ("Norvik Petroleum" / "Norvik Logistics Ltd", sister companies of
// one group), or another kind of legal entity of one legal tradition ("ООО Ромашка" / "АО Ромашка",
// "Kessler GmbH" / "Kessler AG": two registrations). Both are read at scoring time from the names as
// written (the stored forms of entries are untouched) and lower the confidence in score.ts
// (activity_mismatch, legal_form_conflict) unless a registration number agrees.
import { isGenericWord, withinOneEdit } from "./companies";
import { splitLegalPhrases } from "./legalForms";
import { asciiWords } from "./normalize";

/**
 * The kind of legal entity each form of LEGAL_FORMS is. Ltd is the common-law GmbH or ООО (limited
 * liability, shares not offered to the public); a PLC, AG, SA or АО is a joint-stock company.
 */
const LEGAL_FORM_FAMILY: Record<string, string> = {
  LLC: "limited liability",
  LTD: "limited liability",
  JSC: "joint-stock",
  INC: "corporation",
  PARTNERSHIP: "partnership",
  SOLE: "sole proprietorship",
  STATE: "state enterprise",
  COOP: "cooperative",
  NONPROFIT: "non-profit",
};

/**
 * Words that say which line of business a company is in, by activity; the words of one activity are
 * synonyms or translations of each other (oil / petroleum / neft). Umbrella words that every sector
 * uses (energy, industries, technology, services, resources, investments, holding, group,
 * international, company, ...) are not here: they are filler and never conflict.
 */
const ACTIVITY_WORDS: Record<string, string> = {
  oil: "oil petroleum petroleo petroleos petrolio petrole petrolier petroliere petrol neft nefti neftyanaya neftyanoi neftyanoy erdol erdoel naft nafta",
  gas: "gas gaz gases gazy",
  shipping:
    "shipping shipmanagement ships tankers tanker maritime marine navigation navigazione naviera maritima maritimo reederei sudokhodnaya sudokhodstvo denizcilik",
  logistics:
    "logistics logistic logistik logistique logistica logistika transport transports transportation transporte transportes trasporti freight forwarding cargo spedition nakliyat",
  trading:
    "trading trade traders trader handel handels handelsgesellschaft commerce comercio commercio negoce torgovyi torgovy torgovoe torgovyy torgovaya ticaret import export impex",
  bank: "bank banks banka banca banco banque bankasi",
  insurance: "insurance insurances assurance assurances reinsurance seguros seguro assicurazioni versicherung versicherungen strakhovaya strakhovanie sigorta",
  construction:
    "construction constructions construcciones construcoes costruzioni builders building contracting contractors contractor bau stroitelnaya stroitelstvo insaat",
  engineering: "engineering engineers ingenieria ingegneria ingenierie",
  mining: "mining mines minerals mineracao mineria bergbau madencilik",
  metals: "metals metal steel steels metallurgical metallurgy metalurgica metallurgica stahl acier acero acciaio celik",
  chemicals: "chemicals chemical petrochemical petrochemicals chemie chimie quimica chimica kimya",
  pharma: "pharma pharmaceutical pharmaceuticals pharmaceutique farmaceutica farmaceutici ilac",
  medical: "medical medicale healthcare hospital clinic",
  telecom: "telecom telecoms telecommunication telecommunications telekom telecomunicaciones telecomunicazioni",
  electronics: "electronics electronic elektronik electronique electronica elettronica",
  consulting: "consulting consultants consultancy beratung conseil consultoria danismanlik",
  food: "food foods foodstuff foodstuffs lebensmittel alimentos alimentaire alimentari gida",
  agriculture: "agro agri agricultural agriculture agricole agricola farming tarim",
  textiles: "textile textiles textil tekstil tessile",
  realty: "realty properties property estate estates immobilien immobilier immobiliare inmobiliaria imobiliaria emlak",
  aviation: "aviation airlines airline airways aviatsiya havacilik",
  automotive: "motors automotive automobiles otomotiv",
  media: "media broadcasting publishing",
};

const ACTIVITY_OF = new Map(Object.entries(ACTIVITY_WORDS).flatMap(([activity, words]) => words.split(" ").map((w) => [w, activity] as const)));
/** English words of 6+ letters: a generic word one typo from one of them is that word ("Petroluem"). */
const LONG_ACTIVITY_WORDS = [...ACTIVITY_OF.keys()].filter((w) => w.length >= 6 && /^[a-z]+$/.test(w));

/** The activity a word names, or null; a mistyped generic word of 6+ letters is the word it mistypes. */
function activityOf(token: string): string | null {
  const exact = ACTIVITY_OF.get(token);
  if (exact) return exact;
  if (token.length < 6 || !isGenericWord(token)) return null;
  const near = LONG_ACTIVITY_WORDS.find((w) => Math.abs(w.length - token.length) <= 1 && withinOneEdit(w, token));
  return near ? ACTIVITY_OF.get(near)! : null;
}

type Phrases = ReturnType<typeof splitLegalPhrases>;
const splitMemo = new Map<string, Phrases>();

/** A name's words and legal-form phrases as written, remembered (up to a bound): an entry's names come back with every subject that meets them. */
function split(name: string): Phrases {
  let found = splitMemo.get(name);
  if (!found) {
    if (splitMemo.size > 50_000) splitMemo.clear();
    found = splitLegalPhrases(asciiWords(name), asciiWords);
    splitMemo.set(name, found);
  }
  return found;
}

/**
 * The activities of a subject's name and an entity's names when they have none in common, or null.
 * Each side's activities are those of its words; an entity's are those of all its names (its
 * short alias "Norvik" is still Norvik Petroleum). A side with no activity word conflicts with
 * nothing: a listed "Norvik" may trade as "Norvik Petroleum".
 */
export function activityConflict(subject: string, entityNames: string[]): { subject: string[]; entity: string[] } | null {
  const of = (names: string[]) => [...new Set(names.flatMap((n) => split(n).words.map(activityOf)).filter((a): a is string => a !== null))];
  const mine = of([subject]);
  if (mine.length === 0) return null;
  const theirs = of(entityNames);
  if (theirs.length === 0 || mine.some((a) => theirs.includes(a))) return null;
  return { subject: mine, entity: theirs };
}

/**
 * Legal forms that make two legal entities of one name, or null: both sides write a form, no form of
 * one is of a family of the other's (LEGAL_FORM_FAMILY), and two of them are forms of one legal
 * tradition (ООО and АО, GmbH and AG, SARL and SA, Ltd and PLC; JSC and LLC as lists render Russian
 * forms in English). Forms of two traditions are not compared: a translation picks its own words
 * (a Japanese KK is written "Corporation" or "Co., Ltd."). A side without a form conflicts with nothing.
 */
export function legalFormConflict(subject: string, entityNames: string[]): string | null {
  const mine = split(subject).phrases;
  const theirs = entityNames.flatMap((n) => split(n).phrases);
  if (mine.length === 0 || theirs.length === 0) return null;
  const families = new Set(theirs.map((p) => LEGAL_FORM_FAMILY[p.form]));
  if (mine.some((p) => families.has(LEGAL_FORM_FAMILY[p.form]))) return null;
  for (const p of mine) {
    const q = theirs.find((t) => [...p.traditions].some((tradition) => t.traditions.has(tradition)));
    if (q) return `${p.words.join(" ").toUpperCase()} (${LEGAL_FORM_FAMILY[p.form]}) and ${q.words.join(" ").toUpperCase()} (${LEGAL_FORM_FAMILY[q.form]})`;
  }
  return null;
}
