// Writes data/screening-validation/japanese/: Japanese persons on a published sanctions list, named
// there in Hepburn, screened as a Japanese form or document writes them: in katakana and in hiragana
// (one string or split across first and last name fields), and in kanji (one string with or without a
// space, or split across the fields), read through the readings kanji take in names; other persons
// sharing a family name, in kana and in kanji (must match nothing).
// Names only. `npx tsx scripts/screening-validation-japanese.ts`; thresholds.json is written by hand.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const OUT = path.join(__dirname, "..", "data", "screening-validation", "japanese");
const NOTE = "Name as published on a public sanctions list (see the set's README); a labelled validation set's record.";
const TCO = "OFAC SDN list (Transnational Criminal Organizations designations, Yakuza, 2012–2013)";

/** [id, listed "FAMILY, Given", katakana family, katakana given, hiragana "family given", kanji family, kanji given] */
const persons: [string, string, string, string, string, string, string][] = [
  ["j01", "SHINODA, Kenichi", "シノダ", "ケンイチ", "しのだ けんいち", "篠田", "建市"],
  ["j02", "TAKAYAMA, Kiyoshi", "タカヤマ", "キヨシ", "たかやま きよし", "高山", "清司"],
  ["j03", "NISHIGUCHI, Shigeo", "ニシグチ", "シゲオ", "にしぐち しげお", "西口", "茂男"],
  ["j04", "SEKI, Isao", "セキ", "イサオ", "せき いさお", "関", "功"],
  ["j05", "KIYOTA, Jiro", "キヨタ", "ジロウ", "きよた じろう", "清田", "次郎"],
  ["j06", "UCHIBORI, Kazuo", "ウチボリ", "カズヤ", "うちぼり かずや", "内堀", "和也"],
];
/**
 * The a.k.a.s and ent_num of each person in OFAC's alt.csv and sdn.csv (see the README for the file).
 * j06's primary name there is Kazuo, Kazuya its a.k.a.: the kana and kanji queries write Kazuya.
 * j04 (SEKI, Isao) is in neither file of January 2022.
 */
const listing: Record<string, { entNum: number | null; aliases: string[] }> = {
  j01: { entNum: 13072, aliases: ["TSUKASA, Shinobu"] },
  j02: { entNum: 13073, aliases: [] },
  j03: { entNum: 15496, aliases: [] },
  j04: { entNum: null, aliases: [] },
  j05: { entNum: 15662, aliases: ["SIN, Byon-Gyu"] },
  j06: { entNum: 15663, aliases: ["UCHIBORI, Kazuya"] },
};
/** Invented persons sharing a family name and a given name one sound away, or a common given name. */
const others = [
  "シノダ ケンジ",
  "タカヤマ ヒロシ",
  "ニシグチ タロウ",
  "セキ マサオ",
  "キヨタ ジュン",
  "ウチボリ カズヒロ",
  "たかやま きよみ",
  "にしぐち しげる",
];
/** The same in kanji: a family name of the list, a given name whose reading is another (健二 Kenji, 和弘 Kazuhiro, 茂 Shigeru). */
const othersInKanji = ["篠田健二", "高山博", "西口太郎", "関正男", "清田純", "内堀和弘", "高山清美", "西口茂"];

type Query = [string, Record<string, string[]>, string | null, string];
const queries: Query[] = [];
const q = (cls: string, properties: Record<string, string[]>, expected: string | null, note: string) => queries.push([cls, properties, expected, note]);
for (const [id, , family, given, hiragana, kanjiFamily, kanjiGiven] of persons) {
  q("japanese-katakana", { name: [`${family} ${given}`] }, id, "katakana, family name first");
  q("japanese-katakana", { name: [`${given}・${family}`] }, id, "katakana, given name first, middle dot");
  q("japanese-hiragana", { name: [hiragana] }, id, "hiragana");
  q("japanese-kana-split", { firstName: [given], lastName: [family] }, id, "katakana in first and last name fields");
  q("japanese-kanji", { name: [kanjiFamily + kanjiGiven] }, id, "kanji, family name first, no space");
  q("japanese-kanji", { name: [`${kanjiFamily} ${kanjiGiven}`] }, id, "kanji, family name first, a space");
  q("japanese-kanji-split", { firstName: [kanjiGiven], lastName: [kanjiFamily] }, id, "kanji in first and last name fields");
}
for (const n of others) q("japanese-other-person", { name: [n] }, null, "another person sharing a family name");
for (const n of othersInKanji) q("japanese-other-person", { name: [n] }, null, "another person sharing a family name, in kanji");

async function main() {
  await mkdir(OUT, { recursive: true });
  const lines = persons.map(([id, listed]) => ({
    id,
    schema: "Person",
    caption: listed,
    properties: {
      name: [listed],
      ...(listing[id].aliases.length ? { alias: listing[id].aliases } : {}),
      nationality: ["jp"],
      topics: ["sanction"],
      notes: [`${NOTE} Source: ${TCO}.${listing[id].entNum ? ` SDN ent_num ${listing[id].entNum}.` : ""}`],
    },
    datasets: ["screening-validation"],
  }));
  await writeFile(path.join(OUT, "list.ftm.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  await writeFile(
    path.join(OUT, "queries.jsonl"),
    queries
      .map(([cls, properties, expected, note], i) =>
        JSON.stringify({ id: `japanese-q${String(i).padStart(3, "0")}`, class: cls, query: { schema: "Person", properties }, expected, note }),
      )
      .join("\n") + "\n",
  );
}

void main();
