// Benchmark: the matcher on companies. A generated list of invented companies (bench/support/
// companies.ts: jurisdictions, their legal forms and registration numbers) and a labelled set of
// business queries. True variants of a listed company: its legal form in another spelling or
// language, dropped or moved; written in Cyrillic; romanised differently; punctuation, case, two
// words joined; a typo in a distinctive word; generic words added or removed; an alias; its
// registration number written another way. Companies that are not it: another distinctive word with
// the same generic words and legal form; a distinctive word two edits away; one of two distinctive
// words changed; companies on no list; the same name (or distinctive word) registered in another
// jurisdiction or under another registration number, which must be cleared IDENTITY_MISMATCH; the
// same distinctive words beside another line of business ("Norvik Petroleum" / "Norvik Logistics
// Ltd"), and the same name under a legal form of another kind ("OOO X" / "AO X"), which must not match
// unless the registration number agrees (then it must).
// Measures recall and precision of isMatch, as the people's set does.
import os from "node:os";
import { Pool } from "pg";
import { openDatabase } from "../src/db/client";
import {
  DEFAULT_MATCH_THRESHOLD,
  holdListsInMemory,
  indexWatchlist,
  releaseLists,
  screenSubjects,
  type ListMatch,
  type ScreeningSubject,
} from "../src/screening";
import { benchDatabase } from "./support/postgres";
import { pick, seeded, spellingVariant, typo, type Random } from "./support/names";
import {
  ACTIVITIES,
  activityOf,
  companyName,
  distinctiveWord,
  JURISDICTIONS,
  writeInScript,
  writeName,
  type CompanyName,
  type Jurisdiction,
} from "./support/companies";

const ENTRIES = Number(process.env.BENCH_COMPANY_ENTRIES ?? 20_000);
const QUERIES = Number(process.env.BENCH_COMPANY_QUERIES ?? 3_000);
const LIST = "bench-companies";
const BATCH = 250;
const AMBIGUOUS = 200;
/** Another seed draws another list and set from the same generator (a check that the figures do not hang on one draw). */
const SEED = Number(process.env.BENCH_COMPANY_SEED ?? 34);

export const POSITIVE_CLASSES = [
  "exact",
  "legal form respelled",
  "legal form dropped",
  "Cyrillic script",
  "romanisation variant",
  "word order",
  "punctuation, case, words joined",
  "typo in a distinctive word",
  "generic words added or removed",
  "alias",
  "registration number written differently",
] as const;
export const NEGATIVE_CLASSES = [
  "other distinctive word, same generic words and legal form",
  "distinctive word two edits away",
  "one of two distinctive words changed",
  "on no list",
  "same name, other jurisdiction",
  "same name, other registration number",
  "same distinctive word, other generic words, other jurisdiction",
] as const;
/**
 * Classes drawn after the ones above (so the first set and the validation set's queries drawn from it
 * stay as they were): another line of business or another kind of legal entity under the same name.
 */
export const CONFLICT_POSITIVE_CLASSES = ["legal form of another kind, same registration number", "an activity word added to a name with none"] as const;
export const CONFLICT_NEGATIVE_CLASSES = ["same distinctive words, another line of business", "same name, legal form of another kind"] as const;
/** Each conflict class's share of QUERIES. */
const CONFLICT_SHARE = 0.06;
/** Negatives that carry the listed company's distinctive words: only the conflicting identifier tells them apart. */
const IDENTITY_CLASSES = new Set<string>([
  "same name, other jurisdiction",
  "same name, other registration number",
  "same distinctive word, other generic words, other jurisdiction",
]);

interface Company {
  id: string;
  jurisdiction: Jurisdiction;
  name: CompanyName;
  aliases: string[];
  /** The distinctive words of each alias that has its own (a former name). */
  aliasDistinctive: string[][];
  registrationNumber: string | null;
  countries: string[];
  types: string[];
}

export interface CompanyQuery {
  id: string;
  name: string;
  country: string | null;
  registrationNumber: string | null;
  /** "ambiguous": by name alone the same company under the rules, and nothing else given; reported, not counted. */
  label: "match" | "not a match" | "ambiguous";
  target: string | null;
  variant: string;
}

const pad = (n: number) => String(n).padStart(6, "0");

/** Keys two names share when their distinctive words are the same but for one edit in one word (deletion neighbours, order-free). */
function neighbourKeys(distinctive: string[]): string[] {
  const words = distinctive.flatMap((w) => w.toLowerCase().split(" ")).filter((w) => w !== "al");
  const keys = new Set([[...words].sort().join(" ")]);
  words.forEach((w, i) => {
    for (let k = 0; k < w.length; k++) keys.add([...words.slice(0, i), w.slice(0, k) + w.slice(k + 1), ...words.slice(i + 1)].sort().join(" "));
  });
  return [...keys];
}

function alias(random: Random, c: Company): string {
  const j = c.jurisdiction;
  const r = random();
  // A former name: another distinctive word, the same legal form.
  if (r < 0.4) {
    const distinctive = [distinctiveWord(random, j.style)];
    c.aliasDistinctive.push(distinctive);
    return writeName({ ...c.name, distinctive });
  }
  // The legal form written out in full, as lists often do.
  if (r < 0.7 && c.name.form !== null) return writeName({ ...c.name, formSpelling: j.forms[c.name.form][j.forms[c.name.form].length - 1] });
  return writeInScript(c.name, j, random) ?? writeName({ ...c.name, generic: [], formSpelling: null });
}

export function generateCompanies() {
  const random = seeded(SEED);
  const companies: Company[] = [];
  const neighbours = new Map<string, number>();
  for (let i = 0; i < ENTRIES; i++) {
    const jurisdiction = pick(random, JURISDICTIONS);
    const name = companyName(random, jurisdiction);
    const company: Company = {
      id: `c${pad(i)}`,
      jurisdiction,
      name,
      aliases: [],
      aliasDistinctive: [],
      registrationNumber: random() < 0.6 ? jurisdiction.registration(random) : null,
      countries: random() < 0.85 ? [jurisdiction.country] : [jurisdiction.country, pick(random, JURISDICTIONS).country],
      types: random() < 0.8 ? ["SANCTIONS"] : ["WARNING"],
    };
    if (random() < 0.3) company.aliases.push(alias(random, company));
    companies.push(company);
    for (const distinctive of [name.distinctive, ...company.aliasDistinctive]) {
      for (const key of neighbourKeys(distinctive)) neighbours.set(key, (neighbours.get(key) ?? 0) + 1);
    }
  }
  return { random, companies, neighbours };
}

type Generated = ReturnType<typeof generateCompanies>;

/** A registration number as another source writes it: spaces, dashes or a registry prefix added or dropped. */
function reformatRegistration(random: Random, reg: string): string {
  const bare = reg.replace(/[^0-9A-Za-z]/g, "");
  const r = random();
  // A registry's prefix dropped ("HRB 123456" → "123456", "KRS 0000123456" → "123456"), as many lists write it.
  if (/^[A-Z]/.test(reg) && r < 0.5) return reg.replace(/^[A-Z]+\s*/, "").replace(/^0+/, "");
  if (r < 0.4) return bare;
  if (r < 0.7) return bare.replace(/(\d{3})(?=\d)/g, "$1 ");
  return bare.replace(/(\d{4})(?=\d)/g, "$1-");
}

function respelledForm(random: Random, c: Company): string | null {
  if (c.name.form === null) return null;
  const spellings = c.jurisdiction.forms[c.name.form].filter((s) => s !== c.name.formSpelling);
  return spellings.length ? pick(random, spellings) : null;
}

function punctuated(random: Random, name: string, n: CompanyName): string {
  const r = random();
  // Two words written as one ("Blue Water" / "Bluewater", "Kolux Falcon" / "KoluxFalcon").
  if (n.distinctive.length === 2 && r < 0.2) return writeName({ ...n, distinctive: [n.distinctive.join("")] });
  if (r < 0.3) return name.toUpperCase();
  if (r < 0.55) return name.replace(/ (?=\S+$)/, ", ");
  if (r < 0.8) return `"${name}"`;
  return name.replace(/ /, "-");
}

function positive(g: Generated, id: string, variant: (typeof POSITIVE_CLASSES)[number]): CompanyQuery {
  for (;;) {
    const c = pick(g.random, g.companies);
    const n = c.name;
    let name: string | null = null;
    if (variant === "exact" || variant === "registration number written differently") name = writeName(n);
    else if (variant === "legal form respelled") {
      const spelling = respelledForm(g.random, c);
      if (spelling) name = writeName({ ...n, formSpelling: spelling });
    } else if (variant === "legal form dropped" && n.formSpelling) name = writeName({ ...n, formSpelling: null });
    else if (variant === "Cyrillic script") name = writeInScript(n, c.jurisdiction, g.random);
    else if (variant === "word order") {
      if (n.distinctive.length === 2) name = writeName({ ...n, distinctive: [n.distinctive[1], n.distinctive[0]] });
      else if (n.formSpelling) name = writeName({ ...n, formFirst: !n.formFirst });
    } else if (variant === "punctuation, case, words joined") name = punctuated(g.random, writeName(n), n);
    else if (variant === "romanisation variant") {
      const spelled = spellingVariant(n.distinctive, g.random);
      if (spelled.join(" ") !== n.distinctive.join(" ")) name = writeName({ ...n, distinctive: spelled });
    } else if (variant === "typo in a distinctive word") {
      const typed = typo(n.distinctive, g.random);
      if (typed.join(" ") !== n.distinctive.join(" ")) name = writeName({ ...n, distinctive: typed });
    } else if (variant === "generic words added or removed") {
      const generic =
        n.generic.length && g.random() < 0.5
          ? n.generic.slice(1)
          : [
              ...n.generic,
              pick(
                g.random,
                c.jurisdiction.generic.filter((w) => !n.generic.includes(w)),
              ),
            ];
      name = writeName({ ...n, generic });
    } else if (variant === "alias" && c.aliases.length) name = c.aliases[0];
    if (!name) continue;
    const withReg = variant === "registration number written differently" ? c.registrationNumber !== null : g.random() < 0.3;
    if (variant === "registration number written differently" && !c.registrationNumber) continue;
    return {
      id,
      name,
      country: g.random() < 0.6 ? pick(g.random, c.countries) : null,
      registrationNumber:
        withReg && c.registrationNumber
          ? variant === "registration number written differently"
            ? reformatRegistration(g.random, c.registrationNumber)
            : c.registrationNumber
          : null,
      label: "match",
      target: c.id,
      variant,
    };
  }
}

/** Two edits to a word, neither at its first letter: a different word, not a typo. */
function twoEdits(random: Random, word: string): string {
  let w = word;
  const letters = "abcdefghiklmnoprstuvz";
  const positions = new Set<number>();
  while (positions.size < 2) positions.add(1 + Math.floor(random() * (word.length - 1)));
  for (const p of [...positions].sort((a, b) => b - a)) {
    const r = random();
    w =
      r < 0.6
        ? w.slice(0, p) +
          pick(
            random,
            letters.split("").filter((l) => l !== w[p]),
          ) +
          w.slice(p + 1)
        : r < 0.8
          ? w.slice(0, p) + w.slice(p + 1)
          : w.slice(0, p) + pick(random, letters.split("")) + w.slice(p);
  }
  return w;
}

const listed = (g: Generated, distinctive: string[]) => neighbourKeys(distinctive).some((k) => g.neighbours.has(k));
const uniquelyListed = (g: Generated, distinctive: string[]) => neighbourKeys(distinctive).every((k) => (g.neighbours.get(k) ?? 0) <= 1);

function negative(g: Generated, id: string, variant: (typeof NEGATIVE_CLASSES)[number]): CompanyQuery {
  for (;;) {
    const c = pick(g.random, g.companies);
    const n = c.name;
    const style = c.jurisdiction.style;
    let distinctive: string[] | null = null;
    if (variant === "other distinctive word, same generic words and legal form") distinctive = n.distinctive.map(() => distinctiveWord(g.random, style));
    else if (variant === "distinctive word two edits away") {
      const k = Math.floor(g.random() * n.distinctive.length);
      if (n.distinctive[k].length >= 5 && !n.distinctive[k].includes(" ")) distinctive = n.distinctive.map((w, i) => (i === k ? twoEdits(g.random, w) : w));
    } else if (variant === "one of two distinctive words changed" && n.distinctive.length === 2) {
      const k = Math.floor(g.random() * 2);
      distinctive = n.distinctive.map((w, i) => (i === k ? distinctiveWord(g.random, style) : w));
    } else if (variant === "on no list") {
      const j = pick(g.random, JURISDICTIONS);
      const fresh = companyName(g.random, j);
      if (listed(g, fresh.distinctive)) continue;
      return {
        id,
        name: writeName(fresh),
        country: g.random() < 0.6 ? j.country : null,
        registrationNumber: g.random() < 0.3 ? j.registration(g.random) : null,
        label: "not a match",
        target: null,
        variant,
      };
    } else if (variant === "same name, other jurisdiction") {
      if (!uniquelyListed(g, n.distinctive)) continue;
      const other = pick(
        g.random,
        JURISDICTIONS.filter((j) => !c.countries.includes(j.country)),
      );
      return { id, name: writeName(n), country: other.country, registrationNumber: null, label: "not a match", target: c.id, variant };
    } else if (variant === "same distinctive word, other generic words, other jurisdiction") {
      if (!uniquelyListed(g, n.distinctive)) continue;
      const other = pick(
        g.random,
        JURISDICTIONS.filter((j) => !c.countries.includes(j.country)),
      );
      const generic = [
        pick(
          g.random,
          other.generic.filter((w) => !n.generic.includes(w)),
        ),
      ];
      return {
        id,
        name: writeName({ ...n, generic, form: null, formSpelling: other.forms[0][0], formFirst: false }),
        country: other.country,
        registrationNumber: null,
        label: "not a match",
        target: c.id,
        variant,
      };
    } else if (variant === "same name, other registration number") {
      if (!c.registrationNumber || !uniquelyListed(g, n.distinctive)) continue;
      return {
        id,
        name: writeName(n),
        country: g.random() < 0.5 ? c.jurisdiction.country : null,
        registrationNumber: c.jurisdiction.registration(g.random),
        label: "not a match",
        target: c.id,
        variant,
      };
    }
    if (!distinctive || listed(g, distinctive)) continue;
    return {
      id,
      name: writeName({ ...n, distinctive }),
      country: g.random() < 0.6 ? c.jurisdiction.country : null,
      registrationNumber: null,
      label: "not a match",
      target: null,
      variant,
    };
  }
}

/**
 * A company that shares a listed one's distinctive words but has other generic words and gives no
 * country or registration number ("Norvik Shipping Ltd" when "Norvik Trading Ltd" is listed). It may
 * be the listed company or another; by the rules (generic words weigh little) it is the same name, so
 * it is matched for a reviewer to decide, and the benchmark only reports how many.
 */
function ambiguous(g: Generated, id: string): CompanyQuery {
  for (;;) {
    const c = pick(g.random, g.companies);
    // Not another line of business beside the listed one's: that is another company (a labelled class).
    const listedActivities = activities(c.name.generic);
    const words = c.jurisdiction.generic.filter(
      (w) => !c.name.generic.includes(w) && (activityOf(w) < 0 || listedActivities.size === 0 || listedActivities.has(activityOf(w))),
    );
    if (words.length === 0 || !uniquelyListed(g, c.name.distinctive)) continue;
    const generic = [pick(g.random, words)];
    return {
      id,
      name: writeName({ ...c.name, generic }),
      country: null,
      registrationNumber: null,
      label: "ambiguous",
      target: c.id,
      variant: "ambiguous: a listed company's distinctive words, other generic words, no identifier",
    };
  }
}

const activities = (generic: string[]) => new Set(generic.map(activityOf).filter((a) => a >= 0));
/** Activity words a query may carry: the jurisdiction's own and the English ones every register writes. */
const activityWords = (j: Jurisdiction) =>
  [...new Set([...j.generic, ...ACTIVITIES.flat().filter((w) => !w.includes(" ") || w === "Import and Export")])].filter((w) => activityOf(w) >= 0);

/** The index of a form of another kind than the company's, in its jurisdiction, or null. */
function otherKind(random: Random, c: Company): number | null {
  const kinds = c.jurisdiction.kinds;
  if (!kinds || c.name.form === null) return null;
  const others = kinds.map((k, i) => (k !== kinds[c.name.form!] ? i : -1)).filter((i) => i >= 0);
  return others.length ? pick(random, others) : null;
}

/** The company's name under a form of another kind: in Latin script, or in its own when it has one. */
function underOtherForm(random: Random, c: Company, form: number): string {
  const name = { ...c.name, form, formSpelling: pick(random, c.jurisdiction.forms[form]) };
  return (random() < 0.3 && writeInScript(name, c.jurisdiction, random)) || writeName(name);
}

function conflictQuery(
  g: Generated,
  id: string,
  variant: (typeof CONFLICT_POSITIVE_CLASSES)[number] | (typeof CONFLICT_NEGATIVE_CLASSES)[number],
): CompanyQuery {
  for (;;) {
    const c = pick(g.random, g.companies);
    const n = c.name;
    const country = g.random() < 0.6 ? pick(g.random, c.countries) : null;
    if (variant === "same name, legal form of another kind" || variant === "legal form of another kind, same registration number") {
      const form = otherKind(g.random, c);
      const withReg = variant === "legal form of another kind, same registration number";
      if (form === null || !uniquelyListed(g, n.distinctive) || (withReg && !c.registrationNumber)) continue;
      const registrationNumber = withReg ? (g.random() < 0.5 ? reformatRegistration(g.random, c.registrationNumber!) : c.registrationNumber) : null;
      const label = withReg ? "match" : "not a match";
      return { id, name: underOtherForm(g.random, c, form), country, registrationNumber, label, target: c.id, variant };
    }
    const listedActivities = activities(n.generic);
    if (variant === "same distinctive words, another line of business") {
      if (listedActivities.size === 0 || !uniquelyListed(g, n.distinctive)) continue;
      const other = pick(
        g.random,
        activityWords(c.jurisdiction).filter((w) => !listedActivities.has(activityOf(w))),
      );
      const generic = [...n.generic.filter((w) => activityOf(w) < 0), other];
      return { id, name: writeName({ ...n, generic }), country, registrationNumber: null, label: "not a match", target: c.id, variant };
    }
    if (listedActivities.size > 0) continue;
    const generic = [...n.generic, pick(g.random, activityWords(c.jurisdiction))];
    const registrationNumber = c.registrationNumber && g.random() < 0.3 ? c.registrationNumber : null;
    return { id, name: writeName({ ...n, generic }), country, registrationNumber, label: "match", target: c.id, variant };
  }
}

export function labelledCompanies(g: Generated): CompanyQuery[] {
  const queries: CompanyQuery[] = [];
  const positives = Math.round(QUERIES * 0.6);
  for (let i = 0; i < positives; i++) queries.push(positive(g, `q${pad(i)}`, POSITIVE_CLASSES[i % POSITIVE_CLASSES.length]));
  for (let i = positives; i < QUERIES; i++) queries.push(negative(g, `q${pad(i)}`, NEGATIVE_CLASSES[i % NEGATIVE_CLASSES.length]));
  const conflictClasses = [...CONFLICT_POSITIVE_CLASSES, ...CONFLICT_NEGATIVE_CLASSES];
  const conflicts = Math.round(QUERIES * CONFLICT_SHARE) * conflictClasses.length;
  for (let k = 0; k < conflicts; k++) queries.push(conflictQuery(g, `q${pad(QUERIES + k)}`, conflictClasses[k % conflictClasses.length]));
  // After the labelled set, so it stays the same: another company of a listed one's distinctive word.
  for (let i = 0; i < AMBIGUOUS; i++) queries.push(ambiguous(g, `a${pad(i)}`));
  return queries;
}

const arrayLiteral = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

async function insertCompanies(pool: Pool, companies: Company[]) {
  for (let i = 0; i < companies.length; i += 5_000) {
    const page = companies.slice(i, i + 5_000);
    const names = page.map((c) => [writeName(c.name), ...c.aliases]);
    await pool.query(
      `INSERT INTO "WatchlistEntry" (id, list, "externalId", schema, types, caption, names, "birthDates", countries, "registrationNumbers", properties, "contentHash", version, "updatedAt")
       SELECT id, $7, 'ext-' || id, 'Company', types::"ScreeningType"[], caption, names::text[], '{}', countries::text[], regs::text[], '{"topics": ["sanction"], "program": ["BENCH-INVENTED"]}'::jsonb, 'h' || id, 1, now()
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS t(id, types, caption, names, countries, regs)`,
      [
        page.map((c) => c.id),
        page.map((c) => arrayLiteral(c.types)),
        names.map((n) => n[0]),
        names.map(arrayLiteral),
        page.map((c) => arrayLiteral(c.countries)),
        page.map((c) => arrayLiteral(c.registrationNumber ? [c.registrationNumber] : [])),
        LIST,
      ],
    );
  }
}

const subjectOf = (q: CompanyQuery): ScreeningSubject => ({
  kind: "business",
  id: q.id,
  accountId: "bench",
  applicationId: "bench",
  name: q.name,
  birthDate: null,
  countries: q.country ? [q.country] : [],
  registrationNumbers: q.registrationNumber ? [q.registrationNumber] : [],
  types: ["SANCTIONS", "PEP", "WARNING"],
  matchThreshold: DEFAULT_MATCH_THRESHOLD,
});

const round = (v: number, digits = 4) => Math.round(v * 10 ** digits) / 10 ** digits;

export function evaluateCompanies(queries: CompanyQuery[], found: Map<string, ListMatch[]>) {
  const confusion = { TP: 0, FP: 0, FN: 0, TN: 0 };
  const byClass: Record<string, { queries: number; right: number }> = {};
  let identityCleared = 0;
  let extraMatches = 0;
  for (const q of queries) {
    const matches = found.get(q.id) ?? [];
    const hits = matches.filter((m) => m.matchResult.isMatch);
    const bucket = (byClass[q.variant] ??= { queries: 0, right: 0 });
    bucket.queries++;
    if (q.label === "ambiguous") {
      // "right" here counts the queries matched: what a reviewer is shown.
      if (hits.length) bucket.right++;
    } else if (q.label === "match") {
      const hit = hits.some((m) => m.entryId === q.target);
      confusion[hit ? "TP" : "FN"]++;
      if (hit) bucket.right++;
      if (hits.some((m) => m.entryId !== q.target)) extraMatches++;
    } else {
      confusion[hits.length ? "FP" : "TN"]++;
      const cleared = IDENTITY_CLASSES.has(q.variant)
        ? matches.some((m) => m.entryId === q.target && m.matchResult.clearedReason === "IDENTITY_MISMATCH")
        : true;
      if (!hits.length && cleared) bucket.right++;
      if (IDENTITY_CLASSES.has(q.variant) && cleared) identityCleared++;
    }
  }
  return {
    confusion,
    recall: round(confusion.TP / (confusion.TP + confusion.FN)),
    precision: round(confusion.TP / (confusion.TP + confusion.FP)),
    byClass,
    ambiguousMatched: byClass[queries.find((q) => q.label === "ambiguous")?.variant ?? ""]?.right ?? 0,
    identityQueries: queries.filter((q) => IDENTITY_CLASSES.has(q.variant)).length,
    identityCleared,
    positivesWithAnotherMatch: extraMatches,
  };
}

/** The company set on its own database (its own list and keys, so the people's set is not touched). */
export async function benchScreeningCompanies() {
  const database = await benchDatabase("compliance_bench_companies");
  const db = await openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() }, { migrate: true, poolSize: 4 });
  const pool = new Pool({ connectionString: database.url, max: 2 });
  try {
    const g = generateCompanies();
    const queries = labelledCompanies(g);
    await pool.query(`DELETE FROM "WatchlistMatchKey" WHERE "entryId" IN (SELECT id FROM "WatchlistEntry" WHERE list = $1)`, [LIST]);
    await pool.query(`DELETE FROM "WatchlistEntry" WHERE list = $1`, [LIST]);
    await insertCompanies(pool, g.companies);
    // Always re-indexed: the keys are the matcher's, and the matcher is what this measures.
    await indexWatchlist(db.prisma, LIST);
    const started = Date.now();
    const found = new Map<string, ListMatch[]>();
    for (let i = 0; i < queries.length; i += BATCH) {
      for (const [id, matches] of await screenSubjects(db.prisma, queries.slice(i, i + BATCH).map(subjectOf))) found.set(id, matches);
    }
    const seconds = (Date.now() - started) / 1000;
    const quality = evaluateCompanies(queries, found);
    // The same queries against the list held in memory, as a worker screens (residentLists.ts): every answer must be the database's.
    const lists = holdListsInMemory(db.prisma, { maxEntries: 2_000_000 });
    if (!(await lists.ready())) throw new Error("the list could not be held in memory");
    const inMemory = new Map<string, ListMatch[]>();
    for (let i = 0; i < queries.length; i += BATCH) {
      for (const [id, matches] of await screenSubjects(db.prisma, queries.slice(i, i + BATCH).map(subjectOf))) inMemory.set(id, matches);
    }
    releaseLists(db.prisma);
    const identical = queries.filter((q) => JSON.stringify(inMemory.get(q.id)) === JSON.stringify(found.get(q.id))).length;
    const wrong = (q: CompanyQuery) => {
      const matches = found.get(q.id) ?? [];
      const best = matches.find((m) => m.entryId === q.target) ?? matches.find((m) => m.matchResult.isMatch) ?? matches[0];
      return {
        name: q.name,
        variant: q.variant,
        country: q.country,
        registrationNumber: q.registrationNumber,
        target: q.target ? writeName(g.companies[Number(q.target.slice(1))].name) : null,
        best: best ? `${best.matchedName}: ${best.matchResult.matchExplanation} (${best.matchResult.clearedReason ?? "match"})` : null,
      };
    };
    const misses = queries
      .filter((q) => q.label === "match" && !(found.get(q.id) ?? []).some((m) => m.matchResult.isMatch && m.entryId === q.target))
      .map(wrong);
    const falsePositives = queries.filter((q) => q.label === "not a match" && (found.get(q.id) ?? []).some((m) => m.matchResult.isMatch)).map(wrong);
    const checks = {
      "company recall": { value: quality.recall, target: "≥ 0.98", pass: quality.recall >= 0.98 },
      "company precision": { value: quality.precision, target: "≥ 0.95", pass: quality.precision >= 0.95 },
      "answers with the list held in memory the same as from the database": {
        value: `${identical} of ${queries.length}`,
        target: "all",
        pass: identical === queries.length,
      },
    };
    return {
      settings: {
        seed: SEED,
        entries: ENTRIES,
        queries: QUERIES,
        ambiguous: AMBIGUOUS,
        threshold: DEFAULT_MATCH_THRESHOLD,
        jurisdictions: JURISDICTIONS.map((j) => j.country),
      },
      screening: { seconds, queriesPerSecond: Math.round((queries.length / seconds) * 10) / 10 },
      quality,
      misses: misses.slice(0, 40),
      falsePositives: falsePositives.slice(0, 40),
      checks,
    };
  } finally {
    await pool.end();
    await db.close();
    await database.stop();
  }
}
