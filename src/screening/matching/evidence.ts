// The evidence beside the name (score.ts assessFacts): the features a score reports and what each adds
// to confidence (yente's FeatureDocs), and how a subject's registration numbers and legal forms agree
// with an entry's.

type Agreement = "exact" | "partial" | "conflict" | "unknown";

/**
 * The features of a score and what each adds when it holds (yente's FeatureDocs: confidence is the sum
 * of coefficient × value, clamped to 0..1). name_similarity's value is the name score itself.
 */
export const MATCH_FEATURES = {
  name_similarity: { coefficient: 1, description: "Best similarity of the query's names to the entry's names and aliases (token alignment or whole name)" },
  birth_date_match: { coefficient: 0.05, description: "A birth date of the entry is the query's, to the day" },
  birth_date_partial: { coefficient: 0.02, description: "A birth date agrees at the less precise side's precision (same year or month)" },
  birth_date_near: {
    coefficient: -0.02,
    description: "A birth date is one slip from the entry's: a year apart, one digit or one apart in the month or day, or day and month swapped",
  },
  birth_date_weak_mismatch: {
    coefficient: -0.1,
    description: "No birth date within one slip of the entry's, but the years are within one: lowers confidence, does not clear",
  },
  birth_date_mismatch: {
    coefficient: -0.15,
    description: "Every birth date of the query is more than a year from every date of the entry (also clears a name match as IDENTITY_MISMATCH)",
  },
  country_match: { coefficient: 0.03, description: "A nationality, citizenship or country is shared" },
  country_mismatch: { coefficient: -0.05, description: "Both sides name countries and none is shared" },
  registration_number_match: { coefficient: 0.1, description: "A registration number is shared (compared without punctuation)" },
  registration_number_mismatch: {
    coefficient: -0.15,
    description: "Both sides give registration numbers and none is shared (also clears as IDENTITY_MISMATCH)",
  },
  jurisdiction_mismatch: {
    coefficient: 0,
    description: "A business's country and the entry's countries are disjoint: clears a name match as IDENTITY_MISMATCH (the score is country_mismatch's)",
  },
  legal_form_match: {
    coefficient: 0,
    description: "Both business names carry a legal form and one is the same form in any spelling or language (weighs nothing)",
  },
  legal_form_mismatch: { coefficient: -0.02, description: "Both business names carry a legal form and none is the same form (weighs little)" },
  legal_form_conflict: {
    coefficient: -0.18,
    description:
      "Both business names carry legal forms of one legal tradition and of different kinds (ООО and АО, GmbH and AG): two legal entities; not when a registration number agrees",
  },
  name_shared: {
    coefficient: 0,
    description:
      "The business name carries no legal form and its words are those of several listed companies of different legal forms: which one is not told, so none of the companies whose form it dropped is a match (scored under the threshold, cleared CONFIDENCE_BELOW_THRESHOLD); not when a registration number agrees",
  },
  name_compound: {
    coefficient: 0,
    description:
      "A word of one name is two adjacent words of the other written together (Mohammadreza / Mohammad Reza, Gholamhossein / Gholam Hossein), under the spelling tolerance of single words; scored at most 0.97 (name_similarity's value), the words named in the explanation",
  },
  name_syllable_conflict: {
    coefficient: 0,
    description:
      "Both names are Chinese names written in one romanisation (the Hong Kong Government's, Jyutping or pinyin) and a word of one is another syllable of it than the other's closest word (Cheung / Cheng, Zhang / Zheng): another family or given name, not a spelling; the name scores at most 0.8 (name_similarity's value), the words named in the explanation",
  },
  name_cross_romanisation: {
    coefficient: 0,
    description:
      "A Chinese name read in Cantonese (the Hong Kong Government's romanisation or Jyutping) met one read in Mandarin (pinyin or Wade–Giles) syllable by syllable through the characters both readings share (Cheung Kin Wah / Zhang Jianhua): weaker evidence than one spelling, scored 0.9 (0.85 for a name of two syllables) as name_similarity's value; both readings named in the explanation",
  },
  name_kanji_reading: {
    coefficient: 0,
    description:
      "A Japanese name written in kanji met a name in Latin letters through one reading of its characters in names (ENAMDICT's, composed character by character, in Hepburn): family and given name each read as one of the other name's two words, in either order; a kanji name has several readings, so weaker evidence than one spelling, scored 0.9 as name_similarity's value; the reading named in the explanation",
  },
  name_partial: {
    coefficient: 0,
    description:
      "The name is given in part: a given name and a family name that are the first and last words of a listed chain of four or more (or the reverse), scored at most 0.92 (name_similarity's value); the chain's words not given are named in the explanation",
  },
  activity_mismatch: {
    coefficient: -0.18,
    description:
      "Both business names carry words of a line of business and none is the same (Petroleum and Logistics): another company; not when a registration number agrees",
  },
} as const;
export type MatchFeature = keyof typeof MATCH_FEATURES;

/** Both names' legal forms (legalForms.ts), when both carry one: one form in common agrees, none conflicts. */
export function legalFormAgreement(subject: string[] | undefined, entry: string[] | undefined): { agreement: Agreement; text?: string } {
  if (!subject?.length || !entry?.length) return { agreement: "unknown" };
  const shared = subject.find((f) => entry.includes(f));
  return shared ? { agreement: "exact", text: shared } : { agreement: "conflict", text: `${subject.join(", ")} and ${entry.join(", ")}` };
}

export const registration = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, "");
/** A registry's prefix or a leading zero is the same number ("HRB 12345" / "12345", "0012345"): digits decide from 5 of them. */
const registrationDigits = (s: string) => s.replace(/\D/g, "").replace(/^0+/, "");

export function setAgreement(subject: string[], entry: string[], same = (x: string, y: string) => x === y): { agreement: Agreement; shared?: string } {
  if (subject.length === 0 || entry.length === 0) return { agreement: "unknown" };
  const shared = subject.find((s) => entry.some((e) => same(s, e)));
  return shared ? { agreement: "exact", shared } : { agreement: "conflict" };
}

export function sameRegistration(x: string, y: string): boolean {
  if (x === y) return true;
  const [p, q] = [registrationDigits(x), registrationDigits(y)];
  return p.length >= 5 && p === q;
}
