// Relevance and clearing of one article about one subject: is the page readable, does
// it identify the subject, does it report anything adverse. Each "no" is a cleared reason of spec 2.1.
import type { MediaArticle } from "./provider";
import { readAdverse, type AdverseCategory } from "./adverse";
import { entities, nameOccurrences, nameTokensOf, normalise, sentences, tokens } from "./text";

export interface MediaSubject {
  kind: "individual" | "business";
  name: string;
  /** YYYY-MM-DD, YYYY-MM or YYYY. */
  birthDate: string | null;
  /** ISO 3166-1 alpha-2, lower case. */
  countries: string[];
}

type MediaClearedReason = "SOURCE_PAGE_UNREADABLE" | "SEARCH_RESULT_NOT_IDENTIFIED" | "NOTHING_ADVERSE_REPORTED";

export interface ArticleAssessment {
  clearedReason: MediaClearedReason | null;
  /** How surely the article is about the subject, 0..1 (before the source's credibility). */
  identification: number;
  categories: AdverseCategory[];
  stage: number;
  /** What agreed and what did not, for the reviewer. */
  explanation: string;
  /** The sentences that mention the subject or report something adverse, in article order (≤ 800 chars). */
  snippet: string;
  /** The one sentence that best says what happened: naming the subject and reporting harm, if any does. */
  incidentSummary: string;
  entities: string[];
}

/** Below this many letters a page is a cookie wall, a paywall stub or a failed extraction. */
const MIN_READABLE_LETTERS = 80;
const SNIPPET_CHARS = 800;
/** Ages differing by more than this from the subject's age at publication are another person. */
const AGE_TOLERANCE_YEARS = 1;
/** Tokens either side of the name in which an age or a nationality is read as describing the person. */
const DETAIL_WINDOW = 6;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** normalised country name or demonym → ISO code (lower case). */
const COUNTRY_WORDS: Map<string, string> = (() => {
  const map = new Map<string, string>();
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const a of letters) {
    for (const b of letters) {
      const name = regionNames.of(a + b);
      if (name && name !== a + b && !/unknown/i.test(name)) map.set(normalise(name), (a + b).toLowerCase());
    }
  }
  // Demonyms of frequently reported nationalities: how articles usually describe a person.
  const demonyms: Record<string, string> = {
    american: "us",
    british: "gb",
    english: "gb",
    scottish: "gb",
    welsh: "gb",
    irish: "ie",
    canadian: "ca",
    mexican: "mx",
    brazilian: "br",
    argentine: "ar",
    argentinian: "ar",
    chilean: "cl",
    colombian: "co",
    peruvian: "pe",
    venezuelan: "ve",
    french: "fr",
    german: "de",
    dutch: "nl",
    belgian: "be",
    swiss: "ch",
    austrian: "at",
    italian: "it",
    spanish: "es",
    portuguese: "pt",
    danish: "dk",
    swedish: "se",
    norwegian: "no",
    finnish: "fi",
    icelandic: "is",
    polish: "pl",
    czech: "cz",
    slovak: "sk",
    hungarian: "hu",
    romanian: "ro",
    bulgarian: "bg",
    greek: "gr",
    cypriot: "cy",
    maltese: "mt",
    estonian: "ee",
    latvian: "lv",
    lithuanian: "lt",
    ukrainian: "ua",
    russian: "ru",
    belarusian: "by",
    serbian: "rs",
    croatian: "hr",
    slovenian: "si",
    turkish: "tr",
    israeli: "il",
    lebanese: "lb",
    syrian: "sy",
    iraqi: "iq",
    iranian: "ir",
    saudi: "sa",
    emirati: "ae",
    qatari: "qa",
    egyptian: "eg",
    moroccan: "ma",
    algerian: "dz",
    tunisian: "tn",
    libyan: "ly",
    nigerian: "ng",
    ghanaian: "gh",
    kenyan: "ke",
    ethiopian: "et",
    "south african": "za",
    indian: "in",
    pakistani: "pk",
    bangladeshi: "bd",
    chinese: "cn",
    japanese: "jp",
    korean: "kr",
    "south korean": "kr",
    "north korean": "kp",
    vietnamese: "vn",
    thai: "th",
    malaysian: "my",
    singaporean: "sg",
    indonesian: "id",
    filipino: "ph",
    australian: "au",
    "new zealander": "nz",
    kazakh: "kz",
    uzbek: "uz",
    afghan: "af",
    luxembourgish: "lu",
    liechtensteiner: "li",
    monegasque: "mc",
  };
  for (const [word, code] of Object.entries(demonyms)) map.set(word, code);
  return map;
})();

/** Countries named in a token window (one- and two-word names and demonyms). */
function countriesIn(window: string[]): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i < window.length; i++) {
    for (const len of [3, 2, 1]) {
      const code = COUNTRY_WORDS.get(window.slice(i, i + len).join(" "));
      if (code) found.add(code);
    }
  }
  return found;
}

/** Ages stated in a window: "54-year-old", "aged 54", "Holt, 54,". */
function agesIn(window: string[]): number[] {
  const ages: number[] = [];
  window.forEach((t, i) => {
    if (!/^\d{1,3}$/.test(t)) return;
    const n = Number(t);
    if (n < 10 || n > 110) return;
    if ((window[i + 1] === "year" && window[i + 2] === "old") || window[i - 1] === "aged" || window[i - 1] === "age") ages.push(n);
  });
  return ages;
}

function ageAt(birthDate: string, at: Date): number | null {
  const [y, m = 7, d = 1] = birthDate.split("-").map(Number);
  if (!y) return null;
  const years = at.getUTCFullYear() - y;
  const beforeBirthday = at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d);
  return beforeBirthday ? years - 1 : years;
}

/** What the text near the name says about age and nationality, compared with the subject's details. */
function compareDetails(subject: MediaSubject, textTokens: string[], at: number[], nameLength: number, publishedAt: Date) {
  const window = at.flatMap((i) => textTokens.slice(Math.max(0, i - DETAIL_WINDOW), i + nameLength + DETAIL_WINDOW));
  const agreed: string[] = [];
  const conflicts: string[] = [];
  const expected = subject.birthDate ? ageAt(subject.birthDate, publishedAt) : null;
  // "Maren Holt, 53, ..." puts the age right after the name.
  const apposed = at
    .map((i) => textTokens[i + nameLength])
    .filter((t) => /^\d{2}$/.test(t ?? ""))
    .map(Number);
  const ages = [...agesIn(window), ...apposed];
  if (expected !== null && ages.length > 0) {
    if (ages.some((a) => Math.abs(a - expected) <= AGE_TOLERANCE_YEARS)) agreed.push(`age ${expected} at publication`);
    else conflicts.push(`age ${ages[0]} stated, the subject was ${expected}`);
  }
  const named = countriesIn(window);
  if (subject.countries.length > 0 && named.size > 0) {
    const shared = subject.countries.filter((c) => named.has(c));
    if (shared.length > 0) agreed.push(`country ${shared.join(", ").toUpperCase()}`);
    else conflicts.push(`country ${[...named].join(", ").toUpperCase()} stated, the subject's is ${subject.countries.join(", ").toUpperCase()}`);
  }
  return { agreed, conflicts };
}

function incidentSentence(snippet: string, name: string[], kind: MediaSubject["kind"]): string {
  const surname = kind === "individual" ? name[name.length - 1] : name[0];
  const all = sentences(snippet);
  const aboutSubject = all.filter((s) => tokens(s).includes(surname));
  return aboutSubject.find((s) => readAdverse(s).categories.length > 0 || readAdverse(s).stage > 0) ?? aboutSubject[0] ?? all[0] ?? "";
}

/** The sentences a reviewer needs: those naming the subject (full name or surname) or reporting harm. */
function snippetOf(body: string, name: string[], kind: MediaSubject["kind"]): string {
  const surname = kind === "individual" ? name[name.length - 1] : name[0];
  const picked: string[] = [];
  let length = 0;
  for (const s of sentences(body)) {
    const t = tokens(s);
    const aboutSubject = t.includes(surname) || nameOccurrences(t, name, kind).length > 0;
    if (!aboutSubject && !readAdverse(s).categories.length) continue;
    if (length + s.length > SNIPPET_CHARS && picked.length > 0) break;
    picked.push(s);
    length += s.length + 1;
  }
  return picked.join(" ").slice(0, SNIPPET_CHARS);
}

/**
 * One article about one subject: cleared SOURCE_PAGE_UNREADABLE when the page had no readable text,
 * SEARCH_RESULT_NOT_IDENTIFIED when the name is not in it or the details beside the name (age,
 * nationality) are someone else's, NOTHING_ADVERSE_REPORTED when no category of the taxonomy applies;
 * otherwise relevant.
 */
export function assessArticle(subject: MediaSubject, article: MediaArticle): ArticleAssessment {
  const name = nameTokensOf(subject.name, subject.kind);
  const nameSet = new Set(name);
  const body = article.body.trim();
  const base = { categories: [] as AdverseCategory[], stage: 0, entities: [...entities(`${article.title}. ${body}`, nameSet)].sort() };
  if (body.replace(/[^\p{L}]/gu, "").length < MIN_READABLE_LETTERS) {
    return {
      ...base,
      clearedReason: "SOURCE_PAGE_UNREADABLE",
      identification: 0,
      explanation: "The page had no readable text to assess.",
      snippet: "",
      incidentSummary: "",
    };
  }
  const bodyTokens = tokens(body);
  const inBody = nameOccurrences(bodyTokens, name, subject.kind);
  const inTitle = nameOccurrences(tokens(article.title), name, subject.kind).length > 0;
  const snippet = snippetOf(body, name, subject.kind);
  const incidentSummary = incidentSentence(snippet, name, subject.kind);
  if (inBody.length === 0 && !inTitle) {
    return {
      ...base,
      clearedReason: "SEARCH_RESULT_NOT_IDENTIFIED",
      identification: 0,
      explanation: `The name "${subject.name}" does not occur in the article.`,
      snippet,
      incidentSummary,
    };
  }
  const { agreed, conflicts } = compareDetails(subject, bodyTokens, inBody, name.length, new Date(article.publishedAt));
  const found = `Name found in the ${inBody.length ? "text" : "headline only"}`;
  if (conflicts.length > 0) {
    const explanation = `${found}, but the article describes another person: ${conflicts.join("; ")}${agreed.length ? `; agreed: ${agreed.join(", ")}` : ""}.`;
    return { ...base, clearedReason: "SEARCH_RESULT_NOT_IDENTIFIED", identification: 0.3, explanation, snippet, incidentSummary };
  }
  const identification = Math.min(0.95, (inBody.length ? 0.85 : 0.7) + 0.1 * agreed.length);
  const reading = readAdverse(`${article.title}. ${body}`);
  const agreement = agreed.length ? `; agreed: ${agreed.join(", ")}` : "; no age or nationality stated to compare";
  if (reading.categories.length === 0) {
    return {
      ...base,
      clearedReason: "NOTHING_ADVERSE_REPORTED",
      identification,
      explanation: `${found}${agreement}; nothing adverse reported.`,
      snippet,
      incidentSummary,
    };
  }
  const explanation = `${found}${agreement}; reports ${reading.categories.map((c) => c.label.toLowerCase()).join(", ")}.`;
  return { ...base, clearedReason: null, identification, categories: reading.categories, stage: reading.stage, explanation, snippet, incidentSummary };
}
