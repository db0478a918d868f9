// Writes data/screening-validation/cantonese/: Hong Kong persons on a published sanctions list, named
// there in the Hong Kong Government's Cantonese romanisation, screened as people write them: in
// characters (traditional and simplified, one string or split across first and last name fields), in
// the Hong Kong spelling against an entry listed in characters only, in Jyutping, and other persons
// sharing a family name or a given name (must match nothing). Names only: no birth date or other
// detail is copied. `npx tsx scripts/screening-validation-cantonese.ts`; thresholds.json is written by hand.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const OUT = path.join(__dirname, "..", "data", "screening-validation", "cantonese");
const NOTE = "Name as published on a public sanctions list (see the set's README); a labelled validation set's record.";
const OFAC_AUG = "OFAC SDN list (Hong Kong-related designations, EO 13936, 7 August 2020)";
const OFAC_NOV = "OFAC SDN list (Hong Kong-related designations, EO 13936, 9 November 2020)";

interface Person {
  id: string;
  /** OFAC's ent_num: the row of sdn.csv and alt.csv (see the set's README) the names were checked against. */
  entNum: number;
  /** As sdn.csv writes the primary name: FAMILY, Given-name. */
  listed: string;
  /** The a.k.a.s alt.csv gives it, as written there. */
  aliases: string[];
  source: string;
  traditional: [family: string, given: string];
  simplified: string;
  /** The Hong Kong spelling as people write it: family, given syllables. */
  hk: [family: string, ...given: string[]];
  /** Toneless Jyutping of the name, family name first, as to-jyutping's readings of a name give it. */
  jyutping: string;
}

const persons: Person[] = [
  {
    id: "h01",
    entNum: 29249,
    listed: "LAM, Carrie",
    aliases: ["LAM CHENG, Yuet-ngor", "LAM CHENG, Carrie Yuet-ngor"],
    source: OFAC_AUG,
    traditional: ["林鄭", "月娥"],
    simplified: "林郑月娥",
    hk: ["Lam Cheng", "Yuet", "Ngor"],
    jyutping: "Lam Zeng Jyut Ngo",
  },
  {
    id: "h02",
    entNum: 29250,
    listed: "LEE, John Ka-chiu",
    aliases: ["LEE, John", "LEE, Ka Chiu"],
    source: OFAC_AUG,
    traditional: ["李", "家超"],
    simplified: "李家超",
    hk: ["Lee", "Ka", "Chiu"],
    jyutping: "Lei Gaa Ciu",
  },
  {
    id: "h03",
    entNum: 29243,
    listed: "CHENG, Teresa",
    aliases: ["CHENG, Yeuk Wah", "CHENG, Teresa Yeuk-wah"],
    source: OFAC_AUG,
    traditional: ["鄭", "若驊"],
    simplified: "郑若骅",
    hk: ["Cheng", "Yeuk", "Wah"],
    jyutping: "Zeng Joek Waa",
  },
  {
    id: "h04",
    entNum: 29242,
    listed: "TANG, Chris",
    aliases: ["TANG, Ping-keung"],
    source: OFAC_AUG,
    traditional: ["鄧", "炳強"],
    simplified: "邓炳强",
    hk: ["Tang", "Ping", "Keung"],
    jyutping: "Dang Bing Koeng",
  },
  {
    id: "h05",
    entNum: 29244,
    listed: "LO, Stephen",
    aliases: ["LO, Wai-chung", "LO, Stephen Wai-chung"],
    source: OFAC_AUG,
    traditional: ["盧", "偉聰"],
    simplified: "卢伟聪",
    hk: ["Lo", "Wai", "Chung"],
    jyutping: "Lou Wai Cung",
  },
  {
    id: "h06",
    entNum: 29246,
    listed: "TSANG, Erick",
    aliases: ["TSANG, Kwok-wai", "TSANG, Erick Kwok-wai", "CENG, Guowei", "ZENG, Guowei"],
    source: OFAC_AUG,
    traditional: ["曾", "國衞"],
    simplified: "曾国卫",
    hk: ["Tsang", "Kwok", "Wai"],
    jyutping: "Zang Gwok Wai",
  },
  {
    id: "h07",
    entNum: 29260,
    listed: "CHAN, Eric",
    aliases: ["CHAN, Kwok-ki", "CHAN, Eric Kwok-ki"],
    source: OFAC_AUG,
    traditional: ["陳", "國基"],
    simplified: "陈国基",
    hk: ["Chan", "Kwok", "Ki"],
    jyutping: "Can Gwok Gei",
  },
  {
    id: "h08",
    entNum: 30322,
    listed: "LAU, Edwina",
    aliases: ["LAU, Chi Wai", "LIU, Cihui", "LAU, Edwina Chi Wai"],
    source: OFAC_NOV,
    traditional: ["劉", "賜蕙"],
    simplified: "刘赐蕙",
    hk: ["Lau", "Chi", "Wai"],
    jyutping: "Lau Ci Wai",
  },
  {
    id: "h09",
    entNum: 30343,
    listed: "LI, Kwai-wah",
    aliases: ["LI, Steve Kwai-wah", "LI, Guihua", "LEE, Kwai-wah"],
    source: OFAC_NOV,
    traditional: ["李", "桂華"],
    simplified: "李桂华",
    hk: ["Li", "Kwai", "Wah"],
    jyutping: "Lei Gwai Waa",
  },
];

/** Other persons, invented, each sharing a family name, a given name or both syllables but one with a listed person: [characters, Hong Kong spelling]. */
const others: [string, string][] = [
  ["林月明", "Lam Yuet-ming"],
  ["林志偉", "Lam Chi-wai"],
  ["李家傑", "Lee Ka-kit"],
  ["李桂芳", "Li Kwai-fong"],
  ["鄭家明", "Cheng Ka-ming"],
  ["鄧志強", "Tang Chi-keung"],
  ["盧家聰", "Lo Ka-chung"],
  ["曾志偉", "Tsang Chi-wai"],
  ["陳國強", "Chan Kwok-keung"],
  ["黃國基", "Wong Kwok-ki"],
  ["劉德明", "Lau Tak-ming"],
  ["張若華", "Cheung Yeuk-wa"],
  ["陳美玲", "Chan Mei-ling"],
];

type Query = [cls: string, properties: Record<string, string[]>, expected: string | null, note: string];
const queries: Query[] = [];
const q = (cls: string, properties: Record<string, string[]>, expected: string | null, note = "") => queries.push([cls, properties, expected, note]);
const name = (n: string) => ({ name: [n] });
const split = (first: string, last: string) => ({ firstName: [first], lastName: [last] });
const inChars = (id: string) => id.replace("h", "c");

for (const p of persons) {
  const [family, given] = p.traditional;
  q("cantonese-characters", name(family + given), p.id, "traditional characters against the Hong Kong spelling listed");
  q("cantonese-characters", name(p.simplified), p.id, "simplified characters against the Hong Kong spelling listed");
  q("cantonese-characters-split", split(given, family), p.id, "characters in first and last name fields");
}
for (const [i, p] of persons.entries()) {
  const [family, ...given] = p.hk;
  // Written as people write it: hyphenated given name family first, syllables apart given name first,
  // and (every other person) in a form's fields.
  q("cantonese-hk-vs-characters", name(`${family} ${given.join("-")}`), inChars(p.id), "Hong Kong spelling against an entry listed in characters");
  if (i % 2 === 0) q("cantonese-hk-vs-characters", split(given.join(" "), family), inChars(p.id), "Hong Kong spelling in fields against characters");
  else q("cantonese-hk-vs-characters", name(`${given.join(" ")} ${family}`), inChars(p.id), "Hong Kong spelling, given name first, against characters");
  q("cantonese-jyutping", name(p.jyutping), inChars(p.id), "Jyutping without tones against an entry listed in characters");
}
for (const [chars, hk] of others) {
  q("cantonese-other-person", name(chars), null, "another person sharing a family or given name, in characters");
  q("cantonese-other-person", name(hk), null, "another person sharing a family or given name, in the Hong Kong spelling");
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const entity = (id: string, names: string[], source: string, extra: string) => ({
    id,
    schema: "Person",
    caption: names[0],
    properties: {
      name: [names[0]],
      ...(names.length > 1 ? { alias: names.slice(1) } : {}),
      nationality: ["cn"],
      topics: ["sanction"],
      notes: [`${NOTE} Source: ${source}.${extra}`],
    },
    datasets: ["screening-validation"],
  });
  const lines = [
    ...persons.map((p) => entity(p.id, [p.listed, ...p.aliases], p.source, ` SDN ent_num ${p.entNum}.`)),
    // The same persons as a list that prints the original-script name alone would carry them.
    ...persons.map((p) =>
      entity(inChars(p.id), [p.traditional.join("")], p.source, " Listed here in characters only, as an original-script name printed alone."),
    ),
  ];
  const ids = new Set(lines.map((l) => l.id));
  for (const [, , expected] of queries) if (expected !== null && !ids.has(expected)) throw new Error(`unknown entry ${expected}`);
  await writeFile(path.join(OUT, "list.ftm.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  await writeFile(
    path.join(OUT, "queries.jsonl"),
    queries
      .map(([cls, properties, expected, note], i) =>
        JSON.stringify({
          id: `cantonese-q${String(i).padStart(3, "0")}`,
          class: cls,
          query: { schema: "Person", properties },
          expected,
          ...(note ? { note } : {}),
        }),
      )
      .join("\n") + "\n",
  );
}

void main();
