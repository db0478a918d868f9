// Writes the labelled set of company traps (data/screening-validation/company-traps/): listed
// companies written as the US Treasury's SDN list writes entities (upper case, the legal form at the
// end: "GREYHOLLOW SHIPPING LTD", "... S.A.", "... FZE", an a.k.a. now and then, a registration
// number and a jurisdiction), of invented distinctive words. Several share one distinctive word with
// another legal form or line of words, as a shipping group's companies do. Queries as customers write
// them: the exact name, the legal form respelled or dropped, a typo; and traps: the legal form
// dropped where the distinctive name is shared (which company is not told: no match), another
// distinctive word beside the listed ones, a near name. `npx tsx scripts/screening-validation-company-traps.ts`.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const OUT = path.join(__dirname, "..", "data", "screening-validation", "company-traps");
const NOTE = "INVENTED record of a labelled validation set, written in the style of OFAC's SDN list: not a real company or listing.";

const HEADS = [
  "Grey",
  "Mar",
  "Tess",
  "Hal",
  "Vel",
  "Cor",
  "Bran",
  "Ost",
  "Kel",
  "Dun",
  "Ash",
  "Rav",
  "Sel",
  "Tor",
  "Wyn",
  "Fal",
  "Lum",
  "Nor",
  "Bel",
  "Quin",
  "Zan",
  "Pell",
  "Orm",
  "Yar",
];
const TAILS = ["hollow", "brook", "aline", "mere", "dane", "ford", "wick", "haven", "stone", "crest", "moor", "field", "gate", "ridge", "vane", "lund"];

/** Damerau distance ≤ 1, as the matcher's withinOneEdit. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A deterministic shuffle (mulberry32), so a rerun writes the same files. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20261207);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
const shuffled = <T>(xs: readonly T[]) => [...xs].sort(() => random() - 0.5);

// Stems at least two edits from one another: a typo of one is never another listed stem.
const stems: string[] = [];
for (const w of shuffled(HEADS.flatMap((h) => TAILS.map((t) => (h + t).toLowerCase()))))
  if (!stems.some((s) => withinOneEdit(s, w) || s.startsWith(w) || w.startsWith(s))) stems.push(w);
const LISTED = 150;
const listedStems = stems.slice(0, LISTED);
const spareStems = stems.slice(LISTED);

/** Lines of words within one sector (no line-of-business conflict between them) and the SDN list's legal forms with a customer's respelling. */
const SECTORS = [
  ["SHIPPING", "MARITIME", "TANKERS", "SHIPMANAGEMENT"],
  ["TRADING", "COMMERCE", "IMPEX"],
  ["PETROLEUM", "OIL"],
  ["HOLDINGS", "GROUP", "INVESTMENTS", "CAPITAL"],
];
const FORMS: [listed: string, respelled: string, kind: string][] = [
  ["LTD", "Limited", "LTD"],
  ["LIMITED", "Ltd.", "LTD"],
  ["S.A.", "SA", "JSC"],
  ["LLC", "L.L.C.", "LLC"],
  ["FZE", "Free Zone Establishment", "LLC"],
  ["CO LTD", "Co., Ltd.", "LTD"],
  ["JSC", "Joint Stock Company", "JSC"],
  ["INC", "Incorporated", "INC"],
  ["GMBH", "GmbH", "LLC"],
];
/** A group's companies are of different kinds (LTD and S.A.): LTD and LIMITED are one company's name spelled twice. */
const formsOfKinds = (count: number) =>
  shuffled(FORMS)
    .filter((f, i, all) => all.findIndex((g) => g[2] === f[2]) === i)
    .slice(0, count);
const SHORT_WORDS = ["Star", "Blue", "Gold", "Royal", "Sea", "Sun", "Pearl", "Eagle", "Ocean", "Delta", "Alpha", "Crown"];
const NUMBERS = ["2", "II", "3", "III", "One", "7"];
const COUNTRIES = ["ae", "pa", "hk", "cy", "mt", "lr", "mh", "gr", "sg", "tr"];

const titleCase = (s: string) =>
  s
    .split(" ")
    .map((w) => (/^[A-Z]+$/.test(w) && w.length > 3 ? w[0] + w.slice(1).toLowerCase() : w))
    .join(" ");
const upper = (s: string) => s.toUpperCase();

interface Entry {
  id: string;
  schema: "Company";
  caption: string;
  properties: Record<string, string[]>;
  datasets: string[];
}
interface Query {
  id: string;
  class: string;
  query: { schema: "Company"; properties: Record<string, string[]> };
  expected: string | null;
  note: string;
}
const entries: Entry[] = [];
const queries: Query[] = [];

function list(stem: string, words: string, [form, respelled]: readonly [string, string, string], country: string): Entry {
  const name = `${upper(stem)} ${words} ${form}`;
  const id = `ct${String(entries.length).padStart(4, "0")}`;
  const properties: Record<string, string[]> = {
    name: [name],
    jurisdiction: [country],
    registrationNumber: [`${country.toUpperCase()}${100000 + entries.length * 7}`],
    topics: ["sanction"],
    program: ["INVENTED-SDN-STYLE"],
    notes: [NOTE],
  };
  // An a.k.a. as the list writes one: the legal form spelled another way.
  if (random() < 0.2) properties.alias = [`${upper(stem)} ${words} ${upper(respelled)}`];
  const entry = { id, schema: "Company" as const, caption: name, properties, datasets: ["screening-validation"] };
  entries.push(entry);
  return entry;
}

function ask(cls: string, name: string, expected: Entry | null, note: string, country?: string) {
  const properties: Record<string, string[]> = { name: [name] };
  if (country) properties.jurisdiction = [country];
  queries.push({
    id: `cq${String(queries.length).padStart(4, "0")}`,
    class: cls,
    query: { schema: "Company", properties },
    expected: expected?.id ?? null,
    note,
  });
}

/** One letter of a stem changed inside it (not the first): a typo. */
function typo(stem: string): string {
  const at = 2 + Math.floor(random() * (stem.length - 3));
  const letter = stem[at] === "e" ? "a" : "e";
  return stem.slice(0, at) + letter + stem.slice(at + 1);
}

listedStems.forEach((stem, n) => {
  const sector = pick(SECTORS);
  const country = pick(COUNTRIES);
  // Two in five stems are a group's: two or three companies of one sector. In one of those two, the
  // second company has the first's words under another legal form (GREYHOLLOW SHIPPING LTD and
  // GREYHOLLOW SHIPPING S.A.); in the other, each company has words of its own.
  const siblings = n % 5 < 2 ? 2 + (Math.floor(n / 5) % 2) : 1;
  const sameWords = n % 5 === 0;
  const forms = formsOfKinds(siblings);
  const words = shuffled(sector);
  const wordsOf = (k: number) => (sameWords && k === 1 ? words[0] : words[(k - (sameWords && k > 1 ? 1 : 0)) % words.length]);
  const group = forms.map((form, k) => ({ entry: list(stem, wordsOf(k), form, country), form, words: wordsOf(k) }));
  const [first] = group;
  const listedName = first.entry.caption;
  const stemWord = titleCase(upper(stem));
  const wordsAsWritten = titleCase(first.words);
  ask("company-exact", titleCase(listedName), first.entry, "the listed name");
  ask("company-legal-form-respelled", `${stemWord} ${wordsAsWritten} ${first.form[1]}`, first.entry, "the legal form in another spelling");
  ask("company-typo", `${titleCase(upper(typo(stem)))} ${wordsAsWritten} ${first.form[1]}`, first.entry, "one letter of the distinctive word mistyped");
  // The companies whose words the name without its legal form is: one tells it, several do not.
  const sharing = group.filter((g) => g.words === first.words);
  const dropped = `${stemWord} ${wordsAsWritten}`;
  if (siblings === 1) ask("company-legal-form-dropped-unique", dropped, first.entry, "the legal form dropped; no other listed company has the name");
  else if (sharing.length === 1)
    ask(
      "company-legal-form-dropped-told-apart",
      dropped,
      first.entry,
      `the legal form dropped; the group's other companies (${group
        .slice(1)
        .map((g) => g.entry.caption)
        .join(", ")}) have other words`,
    );
  else
    ask(
      "company-legal-form-dropped-shared",
      dropped,
      null,
      `the legal form dropped; ${sharing.length} listed companies have the name under other legal forms (${sharing.map((g) => g.entry.caption).join(", ")}): which one is not told`,
    );
  const other = spareStems[n % spareStems.length];
  ask(
    "company-another-distinctive-word",
    `${stemWord} ${titleCase(upper(other))} ${wordsAsWritten} ${first.form[1]}`,
    null,
    `another distinctive word (${other}) beside the listed one: another company`,
  );
  // The listed stem's head with another tail (Greyhollow / Greybrook), not listed: a near name.
  const near = spareStems.find((s) => s.slice(0, 3) === stem.slice(0, 3) && s !== stem) ?? spareStems[(n * 7) % spareStems.length];
  ask("company-near-name", `${titleCase(upper(near))} ${wordsAsWritten} ${first.form[1]}`, null, `a near name (${near} for ${stem}): another company`);
  // Near names a shipping group registers beside its listed company: one short word more, or a number (its second vessel's company).
  const word = SHORT_WORDS[n % SHORT_WORDS.length];
  ask("company-near-name-short-word", `${stemWord} ${word} ${wordsAsWritten} ${first.form[1]}`, null, `another distinctive word (${word}): another company`);
  const number = NUMBERS[n % NUMBERS.length];
  ask(
    "company-near-name-numbered",
    `${stemWord} ${wordsAsWritten} ${number} ${first.form[1]}`,
    null,
    `a numbered company (${number}) of the group: another company`,
  );
  if (n % 3 === 0)
    ask(
      "company-on-no-list",
      `${titleCase(upper(spareStems[(n * 3 + 1) % spareStems.length]))} ${titleCase(pick(sector))} ${pick(FORMS)[1]}`,
      null,
      "a company no list names",
    );
});

async function main() {
  await mkdir(OUT, { recursive: true });
  await writeFile(path.join(OUT, "list.ftm.jsonl"), entries.map((e) => JSON.stringify(e)).join("\n") + "\n");
  await writeFile(path.join(OUT, "queries.jsonl"), queries.map((q) => JSON.stringify(q)).join("\n") + "\n");
  console.log(`${stems.length} stems; ${entries.length} entries, ${queries.length} queries in ${OUT}`);
}

void main();
