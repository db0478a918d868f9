// Text handling of adverse-media articles: normalisation, sentences, named entities and where the
// subject's name occurs. Plain functions, no I/O.

/** Lower case, accents stripped, anything but letters and digits a single space. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export const tokens = (text: string): string[] => (text ? normalise(text).split(" ").filter(Boolean) : []);

// Function words and reporting verbs: they say nothing about which event a headline reports.
const STOPWORDS = new Set(
  "a an and the of in on at to for from by with as is are was were be been has have had its it his her their this that after over into amid about against new says said report reports reported says".split(
    " ",
  ),
);

/** The content words of a text, without the subject's own name (every story about them shares it). */
export function contentTokens(text: string, nameTokens: ReadonlySet<string>): Set<string> {
  return new Set(tokens(text).filter((t) => t.length > 1 && !STOPWORDS.has(t) && !nameTokens.has(t)));
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

export function sentences(text: string): string[] {
  return [...sentenceSegmenter.segment(text)].map((s) => s.segment.trim()).filter((s) => s.length > 0);
}

// Capitalised words that open sentences or name dates, not organisations or people.
const NOT_ENTITIES = new Set(
  "The A An In On At By For From With After Before But And Or He She They It Its His Her Their This That These Those When Where While According Last Next On Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Mr Mrs Ms Dr".split(
    " ",
  ),
);

const CONNECTORS = new Set(["of", "de", "van", "von", "der", "la"]);

/**
 * Named entities, roughly: runs of capitalised words ("Harbour Crest Shipping", "Vellmar Port
 * Authority"), normalised, without the subject's own name tokens and without lone sentence openers.
 */
export function entities(text: string, nameTokens: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/\p{Lu}[\p{L}'’-]*(?:\s+(?:of|de|van|von|der|la|&)?\s*\p{Lu}[\p{L}'’-]*)*/gu)) {
    const words = match[0].split(/\s+/).filter((w) => !NOT_ENTITIES.has(w));
    const kept = tokens(words.join(" ")).filter((t) => !nameTokens.has(t));
    while (kept.length > 0 && CONNECTORS.has(kept[0])) kept.shift();
    while (kept.length > 0 && CONNECTORS.has(kept[kept.length - 1])) kept.pop();
    if (kept.length === 0 || (kept.length === 1 && kept[0].length < 3)) continue;
    // One capitalised word opening a sentence ("Prosecutors", "Two") is grammar, not a name.
    const opensSentence = /(^|[.!?:]\s*|\n\s*)$/.test(text.slice(0, match.index));
    if (kept.length === 1 && opensSentence && words.length <= 1) continue;
    found.add(kept.join(" "));
  }
  return found;
}

// Legal-form suffixes a business name is reported with or without.
const LEGAL_FORMS = new Set(
  "ltd limited llc inc incorporated corp corporation co company plc gmbh ag sa sas sarl srl spa bv nv oy ab as a s aps kg llp lp".split(" "),
);

/** The tokens a subject's name must show in an article: a business without its legal form. */
export function nameTokensOf(name: string, kind: "individual" | "business"): string[] {
  const all = tokens(name);
  if (kind === "individual") return all;
  const core = [...all];
  while (core.length > 1 && LEGAL_FORMS.has(core[core.length - 1])) core.pop();
  return core;
}

/**
 * Where the subject's full name occurs in a token list: every name token inside a window one token
 * wider than the name (so "Maren J. Holt" and "Holt, Maren" count), for businesses the tokens in order.
 * Returns the start index of each occurrence.
 */
export function nameOccurrences(textTokens: string[], name: string[], kind: "individual" | "business"): number[] {
  const found: number[] = [];
  if (name.length === 0) return found;
  const width = kind === "individual" ? name.length + 1 : name.length;
  for (let i = 0; i + name.length <= textTokens.length; i++) {
    if (!name.includes(textTokens[i])) continue;
    const window = textTokens.slice(i, i + width);
    const ordered = kind === "business" ? name.every((t, k) => window[k] === t) : name.every((t) => window.includes(t));
    if (ordered) {
      found.push(i);
      i += name.length - 1;
    }
  }
  return found;
}
