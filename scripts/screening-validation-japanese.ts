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
/**
 * Persons of the same designations listed here in kanji alone, as a Japanese record writes them (the
 * usual writing of their names): [id, kanji family, kanji given, SDN "FAMILY, Given", ent_num]. A list in
 * kanji has no Hepburn name for a Latin query to meet but the readings of its characters.
 */
const inKanji: [string, string, string, string, number][] = [
  ["j07", "後藤", "忠政", "GOTO, Tadamasa", 16133],
  ["j08", "入江", "禎", "IRIE, Tadashi", 16414],
  ["j09", "竹内", "照明", "TAKEUCHI, Teruaki", 17788],
  ["j10", "井上", "邦雄", "INOUE, Kunio", 20381],
  ["j11", "寺岡", "修", "TERAOKA, Osamu", 20382],
  ["j12", "池田", "孝志", "IKEDA, Takashi", 20383],
  ["j13", "高木", "康男", "TAKAGI, Yasuo", 24828],
  ["j14", "光安", "克明", "MITSUYASU, Katsuaki", 24829],
  ["j15", "津田", "力", "TSUDA, Chikara", 24686],
  ["j16", "福田", "晴瞭", "FUKUDA, Hareaki", 15497],
  ["j17", "森尾", "卯太男", "MORIO, Utao", 24685],
];
/**
 * A long o as Japanese passports and other records write it (ごとう: Goto on the SDN list, Gotoh in a
 * passport's OH, Gotou as the list's own a.k.a. `GOTOU, Chyuei` writes it) against the name in kanji,
 * and against the list's Hepburn (KIYOTA, Jiro).
 */
const longVowels: [string, string[]][] = [
  ["j07", ["GOTOH, Tadamasa", "Tadamasa Gotoh", "GOTOU Tadamasa", "Goto Tadamasa"]],
  // じろう in katakana with the long-vowel mark, and in a passport's OH and the kana's OU, against the SDN's Jiro.
  ["j05", ["キヨタ ジロー", "KIYOTA, Jiroh", "Jirou Kiyota"]],
];
/** Invented persons sharing a family name with a person listed in kanji, a given name one sound away or another. */
const othersInLatin = [
  "GOTOH, Tadashi",
  "IRIE, Tadao",
  "TAKEUCHI, Teruo",
  "INOUE, Kunihiko",
  "IKEDA, Takeshi",
  "TAKAGI, Yasuko",
  "MITSUYASU, Katsumi",
  "TSUDA, Chikako",
  "FUKUDA, Haruki",
  "MORIO, Utako",
];
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
for (const [id, family, given, listed] of inKanji) {
  const [latinFamily, latinGiven] = listed.split(", ");
  const titled = latinFamily[0] + latinFamily.slice(1).toLowerCase();
  q("japanese-latin-vs-kanji", { name: [listed] }, id, `the SDN list's Hepburn against ${family}${given} listed in kanji alone`);
  q("japanese-latin-vs-kanji", { name: [`${latinGiven} ${titled}`] }, id, "Hepburn, given name first, against the name in kanji");
  q("japanese-latin-vs-kanji", { firstName: [latinGiven], lastName: [titled] }, id, "Hepburn in first and last name fields against the name in kanji");
}
for (const [id, spellings] of longVowels)
  for (const n of spellings) q("japanese-long-vowel", { name: [n] }, id, "a long o as a passport, the kana or the list's a.k.a. writes it");
for (const n of othersInLatin) q("japanese-other-person", { name: [n] }, null, "another person sharing a family name, in Hepburn, against names in kanji");

async function main() {
  await mkdir(OUT, { recursive: true });
  const lines: object[] = persons.map(([id, listed]) => ({
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
  for (const [id, family, given, listed, entNum] of inKanji)
    lines.push({
      id,
      schema: "Person",
      caption: family + given,
      properties: {
        name: [family + given],
        nationality: ["jp"],
        topics: ["sanction"],
        notes: [`${NOTE} Source: ${TCO}, listed there as ${listed}, SDN ent_num ${entNum}; here in kanji alone, the usual writing of the name.`],
      },
      datasets: ["screening-validation"],
    });
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
