// A list's live entries held in the process: their retrieval keys and their names' forms, packed in
// typed arrays (about 100 bytes an entry), so that screening finds a subject's candidates and scores
// their names without a database round trip per candidate. The database stays the truth: screen.ts
// reads the whole rows of the few candidates whose names pass, and uses this index only while it is
// of the list's current generation (a counter every write to the list's entries bumps).
import { isGenericWord } from "./companies";
import { kanjiReadingKeyNames } from "./japaneseKanji";
import { isExactKey, keyHeadVariants, storedNameKeys } from "./keys";
import { joinedSkeletonOf, type NormalName } from "./normalize";
import type { EntryKind } from "./storedForms";
import type { ScreeningType } from "./matchResult";
import { Column, hash, hashOn, HashPairs, Texts } from "./packedStorage";

const KINDS: EntryKind[] = ["individual", "business", "any", "other"];
const TYPE_BITS: Record<string, number> = { SANCTIONS: 1, PEP: 2, WARNING: 4, ADVERSE_MEDIA: 8 };
const TYPES = Object.keys(TYPE_BITS) as ScreeningType[];

/** An entry's facts beyond its names: what decides a match once the name has passed. */
export interface EntryFacts {
  types: ScreeningType[];
  birthDates: string[];
  countries: string[];
  registrationNumbers: string[];
}

// Separators of the encoded facts (ASCII record and unit separators). An entry whose facts hold one,
// or an empty value, would not read back as it is: its facts are not held (NO_FACTS) and screening
// reads them from its row.
const FIELD = "\u001f";
const VALUE = "\u001e";
const encodeFacts = (facts: Omit<EntryFacts, "types">): string | null => {
  const fields = [facts.birthDates, facts.countries, facts.registrationNumbers];
  if (fields.some((values) => values.some((v) => v === "" || v.includes(FIELD) || v.includes(VALUE)))) return null;
  return fields.map((values) => values.join(VALUE)).join(FIELD);
};
/** A bit of an entry's type mask: its facts are not held. */
const NO_FACTS = 0x80;

export function typeMask(types: readonly string[]): number {
  let mask = 0;
  for (const t of types) mask |= TYPE_BITS[t] ?? 0;
  return mask;
}

// Form flags.
const ABJAD = 1;
const BUSINESS = 2;
const EXTRA = 4;

/** What a form carries beyond its words, rarely: a joined spelling other than its words', a Korean key, legal forms. */
interface FormExtra {
  joined?: string;
  korean?: string;
  legalForms?: string[];
}

/** Words interned: an entry's tokens are stored as numbers, each word's codes once. */
class Words {
  readonly text: string[] = [];
  readonly phonetic: string[] = [];
  readonly skeleton: string[] = [];
  readonly generic: boolean[] = [];
  private readonly ids = new Map<string, number>();
  intern(word: string, phonetic: string, skeleton: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.text.length;
      this.ids.set(word, id);
      this.text.push(word);
      this.phonetic.push(phonetic);
      this.skeleton.push(skeleton);
      this.generic.push(isGenericWord(word));
    }
    return id;
  }
  /** The lookup table is only needed while building. */
  seal(): void {
    this.ids.clear();
  }
}

/** One list's entries as added by a ListIndexBuilder. */
export class ListIndex {
  constructor(
    readonly list: string,
    /** The list's generation when the index was read (see screen.ts). */
    readonly generation: bigint,
    /** Entry ids, UTF-8, one after the other (idStart[e] to idStart[e + 1]): a million ids as strings took ~40 MB of heap. */
    private readonly idBytes: Buffer,
    private readonly idStart: Uint32Array,
    /** Per entry its birth dates, countries and registration numbers (encodeFacts), UTF-8, as the ids are. */
    private readonly factBytes: Buffer,
    private readonly factStart: Uint32Array,
    private readonly kinds: Uint8Array,
    private readonly types: Uint8Array,
    private readonly versions: Int32Array,
    private readonly formStart: Uint32Array,
    private readonly tokenStart: Uint32Array,
    private readonly tokens: Uint32Array,
    private readonly flags: Uint8Array,
    private readonly extras: Map<number, FormExtra>,
    private readonly words: Words,
    private readonly keys: HashPairs,
    private readonly variants: HashPairs,
    /**
     * The FNV state of each head the variants stand for (hashOn), numbered in the order of the keys
     * they begin: a key's rest starts with "|", so heads compared with a "|" after them compare as
     * their keys do.
     */
    private readonly headStates: Int32Array,
  ) {}

  get size(): number {
    return this.kinds.length;
  }

  /** Typed arrays' bytes, strings and words excluded: what the figures in docs/performance.md count. */
  get bytes(): number {
    return (
      this.idBytes.byteLength +
      this.idStart.byteLength +
      this.factBytes.byteLength +
      this.factStart.byteLength +
      this.kinds.byteLength +
      this.types.byteLength +
      this.versions.byteLength +
      this.formStart.byteLength +
      this.tokenStart.byteLength +
      this.tokens.byteLength +
      this.flags.byteLength +
      this.keys.bytes +
      this.variants.bytes
    );
  }

  id(entry: number): string {
    return this.idBytes.toString("utf8", this.idStart[entry], this.idStart[entry + 1]);
  }
  /** What assessFacts reads of the entry beyond its names; null when they are not held (encodeFacts). */
  facts(entry: number): EntryFacts | null {
    if (this.types[entry] & NO_FACTS) return null;
    const [birthDates, countries, registrationNumbers] = this.factBytes
      .toString("utf8", this.factStart[entry], this.factStart[entry + 1])
      .split(FIELD)
      .map((field) => (field ? field.split(VALUE) : []));
    const mask = this.types[entry];
    return { types: TYPES.filter((t) => mask & TYPE_BITS[t]), birthDates, countries, registrationNumbers };
  }
  version(entry: number): number {
    return this.versions[entry];
  }
  kind(entry: number): EntryKind {
    return KINDS[this.kinds[entry]];
  }
  hasType(entry: number, mask: number): boolean {
    return (this.types[entry] & mask) !== 0;
  }

  /** Marks of candidatesOf: entry e met in the current call when marks[e] === mark. */
  private marks: Int32Array | null = null;
  private mark = 0;
  /** The heads a lookup meets, reused. */
  private readonly metHeads: number[] = [];

  /** The entries a subject's keys retrieve (lookup), each once, in the order met. */
  candidatesOf(keys: string[], fanout: number): number[] {
    const marks = (this.marks ??= new Int32Array(this.size));
    const mark = ++this.mark;
    if (mark === 0x7fffffff) (marks.fill(0), (this.mark = 0));
    const met: number[] = [];
    for (const key of keys)
      this.lookup(key, fanout, (entry) => {
        if (marks[entry] !== mark) ((marks[entry] = mark), met.push(entry));
      });
    return met;
  }

  /**
   * The entries one subject key retrieves, at most `fanout`, as the database does: a one-word key as
   * written, any other through the heads its head stands for (keys.ts).
   */
  lookup(key: string, fanout: number, each: (entry: number) => void): void {
    let left = fanout;
    const take = (entry: number) => (each(entry), --left > 0);
    if (isExactKey(key)) return this.keys.forEach(hash(key), take);
    const bar = key.indexOf("|");
    const heads = this.metHeads;
    heads.length = 0;
    this.variants.forEach(hashOn(0x811c9dc5, key, 0, bar) >>> 0, (h) => (heads.push(h), true));
    // In the order of the keys, as the database's index scan meets them: the heads' numbers are.
    if (heads.length > 1) heads.sort((a, b) => a - b);
    for (const h of heads) {
      if (left <= 0) return;
      this.keys.forEach(hashOn(this.headStates[h], key, bar) >>> 0, take);
    }
  }

  /** The entry's names' forms as normalize.ts made them (original left empty: screen.ts rescoring the row reports it). */
  forms(entry: number): NormalName[] {
    const forms: NormalName[] = [];
    for (let f = this.formStart[entry]; f < this.formStart[entry + 1]; f++) forms.push(new PackedForm(this, f));
    return forms;
  }

  /** PackedForm's fields of form f. */
  unpack(form: PackedForm, f: number): void {
    const words = this.words;
    const start = this.tokenStart[f];
    const count = this.tokenStart[f + 1] - start;
    const tokens = new Array<string>(count);
    const phonetic = new Array<string>(count);
    const skeleton = new Array<string>(count);
    for (let t = 0; t < count; t++) {
      const w = this.tokens[start + t];
      tokens[t] = words.text[w];
      phonetic[t] = words.phonetic[w];
      skeleton[t] = words.skeleton[w];
    }
    form.tokens = tokens;
    form.phonetic = phonetic;
    form.skeleton = skeleton;
    const flags = this.flags[f];
    form.abjad = (flags & ABJAD) !== 0;
    const extra = flags & EXTRA ? this.extras.get(f) : undefined;
    form.joined = extra?.joined ?? tokens.join("");
    form.korean = extra?.korean ?? null;
    if (flags & BUSINESS) {
      form.legalForms = extra?.legalForms ?? [];
      form.generic = tokens.map((_t, i) => words.generic[this.tokens[start + i]]);
    }
  }
}

/** A form read back from a ListIndex: one class, so that scoring sees one object shape. */
class PackedForm implements NormalName {
  original = "";
  tokens!: string[];
  phonetic!: string[];
  skeleton!: string[];
  joined!: string;
  abjad!: boolean;
  korean!: string | null;
  legalForms?: string[] = undefined;
  generic?: boolean[] = undefined;
  private skeletonOfJoined: string | null = null;
  constructor(index: ListIndex, f: number) {
    index.unpack(this, f);
  }
  get joinedSkeleton(): string {
    return (this.skeletonOfJoined ??= joinedSkeletonOf(this.joined));
  }
}

/** Collects a list's entries, then packs them (finish). */
export class ListIndexBuilder {
  private readonly ids = new Texts();
  private readonly facts = new Texts();
  private readonly kinds = new Column(Uint8Array);
  private readonly types = new Column(Uint8Array);
  private readonly versions = new Column(Int32Array);
  private readonly formStart = new Column(Uint32Array);
  private readonly tokenStart = new Column(Uint32Array);
  private readonly tokens = new Column(Uint32Array);
  private readonly flags = new Column(Uint8Array);
  private readonly extras = new Map<number, FormExtra>();
  private readonly words = new Words();
  private readonly keyHashes = new Column(Uint32Array);
  private readonly keyEntries = new Column(Uint32Array);
  private readonly heads = new Set<string>();

  constructor(private readonly list: string) {
    this.formStart.push(0);
    this.tokenStart.push(0);
  }

  add(id: string, kind: EntryKind, facts: EntryFacts, version: number, forms: NormalName[]): void {
    const entry = this.kinds.length;
    this.ids.push(id);
    const encoded = encodeFacts(facts);
    this.facts.push(encoded ?? "");
    this.kinds.push(KINDS.indexOf(kind));
    this.types.push(typeMask(facts.types) | (encoded === null ? NO_FACTS : 0));
    this.versions.push(version);
    const seen = new Set<string>();
    for (const form of forms) {
      const f = this.flags.length;
      for (let t = 0; t < form.tokens.length; t++) this.tokens.push(this.words.intern(form.tokens[t], form.phonetic[t], form.skeleton[t]));
      this.tokenStart.push(this.tokens.length);
      const extra: FormExtra = {};
      if (form.joined !== form.tokens.join("")) extra.joined = form.joined;
      if (form.korean !== null) extra.korean = form.korean;
      if (form.legalForms?.length) extra.legalForms = form.legalForms;
      const hasExtra = extra.joined !== undefined || extra.korean !== undefined || extra.legalForms !== undefined;
      if (hasExtra) this.extras.set(f, extra);
      this.flags.push((form.abjad ? ABJAD : 0) | (form.generic ? BUSINESS : 0) | (hasExtra ? EXTRA : 0));
      this.addKeys(entry, storedNameKeys(form), seen);
    }
    // A person listed in kanji is also looked up by the names' readings in Hepburn: keys without forms (japaneseKanji.ts).
    if (kind === "individual") for (const reading of kanjiReadingKeyNames(forms)) this.addKeys(entry, storedNameKeys(reading), seen);
    this.formStart.push(this.flags.length);
  }

  /** An entry's lookup keys, each once (`seen`: the keys this entry already has). */
  private addKeys(entry: number, stored: ReturnType<typeof storedNameKeys>, seen: Set<string>): void {
    for (const key of stored.keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      this.keyHashes.push(hash(key));
      this.keyEntries.push(entry);
    }
    for (const head of stored.heads) this.heads.add(head);
  }

  finish(generation: bigint): ListIndex {
    // Numbered in their keys' order (see ListIndex.headStates).
    const heads = [...this.heads].map((head) => head + "|").sort();
    const headStates = new Int32Array(heads.length);
    heads.forEach((head, id) => ((heads[id] = head.slice(0, -1)), (headStates[id] = hashOn(0x811c9dc5, heads[id], 0))));
    const variantHashes = new Column(Uint32Array);
    const variantHeads = new Column(Uint32Array);
    heads.forEach((head, id) => {
      for (const variant of keyHeadVariants(head)) (variantHashes.push(hash(variant)), variantHeads.push(id));
    });
    this.words.seal();
    return new ListIndex(
      this.list,
      generation,
      this.ids.done(),
      this.ids.start.done(),
      this.facts.done(),
      this.facts.start.done(),
      this.kinds.done(),
      this.types.done(),
      this.versions.done(),
      this.formStart.done(),
      this.tokenStart.done(),
      this.tokens.done(),
      this.flags.done(),
      this.extras,
      this.words,
      new HashPairs(this.keyHashes.done(), this.keyEntries.done()),
      new HashPairs(variantHashes.done(), variantHeads.done()),
      headStates,
    );
  }
}
