// An entry's names normalised for matching, stored on the entry at import (WatchlistEntry.matchForms)
// so that screening reads them instead of normalising every candidate again: on the 1M-entry bench
// normalising ~220 candidates per person was a third of the matcher's time. The format carries a
// version: a release that changes normalisation bumps it, and until `lists:reindex` rewrites the
// entries, a stored form of another version is ignored and the names are normalised when read.
import { nameForms, normalizeName, schemaKind, type NormalName } from "./normalize";
import { armenianReading, hasArmenian, hasHebrew, hebrewSpellings } from "./ownScripts";

/**
 * Bump when normalize.ts or keys.ts changes what a name normalises or keys to, and move the default of
 * WatchlistGeneration.formsVersion (schema.prisma) with it in a migration that leaves the lists that
 * exist at the old version: workers then reindex those by themselves (listsWithOlderForms).
 * 2: legal forms and generic words of more registries and languages (legalForms.ts, companies.ts).
 * 3: a person's name in Hebrew or Armenian script also in its Latin spellings (scriptForms); a Slavic
 *    given name also keyed under its group's first form (keys.ts equivalentKeys).
 * 4: a Chinese name also in the spelling characters, pinyin and Wade–Giles share (cjk.ts); Arabic and
 *    Persian script read as lists spell it, with its further readings (arabic.ts).
 * 5: a name in characters also in its Cantonese readings, in the Hong Kong Government's romanisation
 *    and in Jyutping (cantonese.ts); a name in kana also in Hepburn (japanese.ts); a person's name of
 *    more than four words keys on its first and last among its four (keys.ts tokenCodes).
 * 6: a person's name in kanji also keyed by its readings in Japanese names (japaneseKanji.ts
 *    kanjiReadingKeyNames); a name in kana also in a passport's oh for a long o and in the other
 *    doubled o (japanese.ts longVowelSpellings).
 */
export const MATCH_FORMS_VERSION = 6;

export type EntryKind = "individual" | "business" | "any" | "other";

/** What is stored: the format's version and every form of every name (nameForms), in order. */
export interface StoredMatchForms {
  v: number;
  names: StoredName[];
}

type StoredName = Omit<NormalName, "joinedSkeleton"> & { joinedSkeleton: string };

export function entryKindOf(schema: string): EntryKind {
  return schema === "LegalEntity" ? "any" : schemaKind(schema);
}

/**
 * Marks a low-quality alias in an entry's `names` (the UN's "Low", the EU's strong="false", the UK's
 * "Low quality a.k.a."): it is screened, but a match on it weighs less than one on a name (score.ts
 * WEAK_ALIAS_WEIGHT). Carried in `names` itself, so every path that reads an entry's names (stored
 * forms, a reindex, names normalised when read) knows which ones are weak.
 */
export const WEAK_NAME_MARK = "(weak alias) ";

/** Every form of every name of an entry (primary name first, then aliases; the caption when it has none). */
export function normalizeEntryNames(entry: { schema: string; names: string[]; caption: string }): NormalName[] {
  const nameKind = entryKindOf(entry.schema) === "individual" ? "individual" : "business";
  return [...new Set(entry.names.length ? entry.names : [entry.caption])].flatMap((marked) => {
    const weak = marked.startsWith(WEAK_NAME_MARK);
    const n = weak ? marked.slice(WEAK_NAME_MARK.length) : marked;
    const forms = nameForms(normalizeName(n, nameKind), nameKind);
    const all = nameKind === "individual" ? [...forms, ...scriptForms(n, forms)] : forms;
    if (weak) for (const form of all) form.weak = true;
    return all;
  });
}

/** What scoring and retrieval read of a spelled word: its first letter (a key's tail begins with it) and its consonant skeleton. */
function spelledSkeleton(word: string): string {
  const { phonetic, skeleton } = normalizeName(word, "individual");
  return `${phonetic[0]?.[0] ?? ""}${skeleton.join(" ")}`;
}

/**
 * A person's name in Armenian script also read as BGN/PCGN reads it (ու u, և ev), one in Hebrew script
 * also in the spellings Latin lists give it (ownScripts.ts: Yosef and Levi from יוסף לוי, where
 * any-ascii writes "yvsf lvy"), forms of their own beside the name as written, whose words they keep
 * as `original`. A subject is read so too (score.ts prepareSubject); the entry's readings are what let
 * a Latin subject meet an entry listed only in its own script, since the lists held in memory keep no
 * name as written. A Hebrew spelling keeps Hebrew's scoring on consonant skeletons (abjad).
 */
function scriptForms(name: string, own: NormalName[]): NormalName[] {
  const spellings = hasArmenian(name) ? [armenianReading(name)] : hasHebrew(name) ? hebrewSpellings(name, spelledSkeleton) : [];
  const seen = new Set(own.map((f) => f.tokens.join(" ")));
  const forms: NormalName[] = [];
  for (const spelling of spellings) {
    const form = { ...normalizeName(spelling, "individual"), original: name };
    if (hasHebrew(name)) form.abjad = true;
    const words = form.tokens.join(" ");
    if (!seen.has(words)) (seen.add(words), forms.push(form));
  }
  return forms;
}

/** The stored value of an entry's forms (the lazily computed joined skeleton is written out). */
export function storedMatchForms(names: NormalName[]): StoredMatchForms {
  return { v: MATCH_FORMS_VERSION, names: names.map(storedName) };
}

/**
 * A form as a plain object, its fields named one by one. Spreading a form (whose joined skeleton is a
 * getter) takes V8's slow path and gives an object slow to serialise: on the import bench's 80,000
 * entries, spreading and serialising their forms took 0.8–1.7 s of CPU, this 0.5 s. A field added to
 * NormalName and not written here is Unwritten, which no form can then be passed as: it fails to compile.
 */
function storedName(n: NormalName & Record<Unwritten, never>): StoredName {
  const { original, tokens, phonetic, skeleton, joined, joinedSkeleton, abjad, korean } = n;
  const name: StoredName = { original, tokens, phonetic, skeleton, joined, joinedSkeleton, abjad, korean };
  if ("legalForms" in n) name.legalForms = n.legalForms;
  if ("generic" in n) name.generic = n.generic;
  if (n.weak) name.weak = true;
  return name;
}

type Unwritten = Exclude<
  keyof NormalName,
  "original" | "tokens" | "phonetic" | "skeleton" | "joined" | "joinedSkeleton" | "abjad" | "korean" | "legalForms" | "generic" | "weak"
>;

/** The stored forms when they are of this release's format, else null (normalise the names instead). */
export function readStoredForms(value: unknown): NormalName[] | null {
  if (typeof value === "string") value = JSON.parse(value);
  if (!value || typeof value !== "object") return null;
  const stored = value as Partial<StoredMatchForms>;
  return stored.v === MATCH_FORMS_VERSION && Array.isArray(stored.names) ? stored.names : null;
}
