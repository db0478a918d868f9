// Writes data/screening-validation/cantonese/: Hong Kong persons on a published sanctions list, named
// there in the Hong Kong Government's Cantonese romanisation, screened as people write them: in
// characters (traditional and simplified, one string or split across first and last name fields), in
// the Hong Kong spelling against an entry listed in characters only, in Jyutping, and other persons
// sharing a family name or a given name (must match nothing). Names only: no birth date or other
// detail is copied. `npx tsx scripts/screening-validation-cantonese.ts`; thresholds.json is written by hand.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pinyin } from "pinyin-pro";

const OUT = path.join(__dirname, "..", "data", "screening-validation", "cantonese");
const NOTE = "Name as published on a public sanctions list (see the set's README); a labelled validation set's record.";
const OFAC_AUG = "OFAC SDN list (Hong Kong-related designations, EO 13936, 7 August 2020)";
const OFAC_NOV = "OFAC SDN list (Hong Kong-related designations, EO 13936, 9 November 2020)";
const OFAC_HK = "OFAC SDN list (Hong Kong-related designations, program HK-EO13936)";

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

/**
 * Mainland officials OFAC designated under the same programme and lists in pinyin only (sdn.csv's
 * primary name, no a.k.a. in alt.csv): [id, ent_num, name as listed, the name in traditional characters
 * as the PRC Government publishes it, and the name in the Hong Kong spelling: the Cantonese reading of
 * those characters as Hong Kong writes it, family name first, given name hyphenated (張曉明 Cheung
 * Hiu-ming, 沈躍躍 Shum Yeuk-yeuk), written by hand as a Hong Kong form or newspaper would]. The pinyin
 * of the characters (pinyin-pro) is checked against the listed name, so a wrong character fails the script.
 */
const pinyinOnly: [id: string, entNum: number, listed: string, traditional: [family: string, given: string], hongKong: string][] = [
  ["m01", 29259, "ZHANG, Xiaoming", ["張", "曉明"], "Cheung Hiu-ming"],
  ["m02", 29261, "ZHENG, Yanxiong", ["鄭", "雁雄"], "Cheng Ngan-hung"],
  ["m03", 29262, "XIA, Baolong", ["夏", "寶龍"], "Ha Po-lung"],
  ["m04", 29263, "LUO, Huining", ["駱", "惠寧"], "Lok Wai-ning"],
  ["m05", 30344, "DENG, Zhonghua", ["鄧", "中華"], "Tang Chung-wah"],
  ["m06", 30345, "LI, Jiangzhou", ["李", "江舟"], "Lee Kong-chau"],
  ["m07", 30503, "WANG, Chen", ["王", "晨"], "Wong San"],
  ["m08", 30504, "CAO, Jianming", ["曹", "建明"], "Tso Kin-ming"],
  ["m09", 30505, "ZHANG, Chunxian", ["張", "春賢"], "Cheung Chun-yin"],
  ["m10", 30506, "SHEN, Yueyue", ["沈", "躍躍"], "Shum Yeuk-yeuk"],
  ["m11", 30507, "JI, Bingxuan", ["吉", "炳軒"], "Kat Ping-hin"],
  ["m12", 30509, "WAN, Exiang", ["萬", "鄂湘"], "Man Ngok-sheung"],
  ["m13", 30511, "WANG, Dongming", ["王", "東明"], "Wong Tung-ming"],
  ["m14", 30513, "DING, Zhongli", ["丁", "仲禮"], "Ting Chung-lai"],
  ["m15", 30514, "HAO, Mingjin", ["郝", "明金"], "Kok Ming-kam"],
  ["m16", 30515, "CAI, Dafeng", ["蔡", "達峰"], "Tsoi Tat-fung"],
  ["m17", 30516, "WU, Weihua", ["武", "維華"], "Mo Wai-wah"],
  ["m18", 30967, "SUN, Wenqing", ["孫", "文清"], "Suen Man-ching"],
  ["m19", 32472, "YANG, Jianping", ["楊", "建平"], "Yeung Kin-ping"],
  ["m20", 32474, "LU, Xinning", ["盧", "新寧"], "Lo San-ning"],
  ["m21", 32475, "TAN, Tieniu", ["譚", "鐵牛"], "Tam Tit-ngau"],
  ["m22", 32477, "YIN, Zonghua", ["尹", "宗華"], "Wan Chung-wah"],
  ["m23", 30510, "CHEN, Zhu", ["陳", "竺"], "Chan Chuk"],
  ["m24", 30968, "YOU, Quan", ["尤", "權"], "Yau Kuen"],
];

/**
 * Other persons, invented, in characters: one character changed from a listed person's name, so that
 * both the Hong Kong spelling and the pinyin differ (張曉峰 Cheung Hiu-fung is not 張曉明 ZHANG Xiaoming;
 * 鄭春賢 Cheng Chun-yin is not 張春賢 ZHANG Chunxian), screened in the Hong Kong spelling against the
 * pinyin entries, and in pinyin against the Hong Kong spelling listed.
 */
const crossOthers: [chars: string, hongKong: string][] = [
  ["張曉峰", "Cheung Hiu-fung"],
  ["鄭志雄", "Cheng Chi-hung"],
  ["夏寶山", "Ha Po-shan"],
  ["駱惠明", "Lok Wai-ming"],
  ["鄧中文", "Tang Chung-man"],
  ["李江明", "Lee Kong-ming"],
  ["王東海", "Wong Tung-hoi"],
  ["曹建華", "Tso Kin-wah"],
  ["張春明", "Cheung Chun-ming"],
  ["蔡達明", "Tsoi Tat-ming"],
  ["孫文華", "Suen Man-wah"],
  ["楊建明", "Yeung Kin-ming"],
  ["盧新華", "Lo San-wah"],
  ["譚鐵明", "Tam Tit-ming"],
  ["尹宗明", "Wan Chung-ming"],
  ["黃曉明", "Wong Hiu-ming"],
  ["鄭春賢", "Cheng Chun-yin"],
  ["張雁雄", "Cheung Ngan-hung"],
  ["陳東明", "Chan Tung-ming"],
];
const crossOthersPinyin = ["李家明", "鄭若明", "鄧炳華", "陳國明", "張若驊", "盧偉明"];

/** Characters in pinyin, family name read as one, as [family, given joined], each capitalised. */
function inPinyin(family: string, given: string): [string, string] {
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  const read = (text: string, surname: boolean) =>
    pinyin(text, { toneType: "none", type: "array", v: true, surname: surname ? "head" : "off" })
      .join("")
      .replace(/v/g, "u");
  return [cap(read(family, true)), cap(read(given, false))];
}

type Query = [cls: string, properties: Record<string, string[] | undefined>, expected: string | null, note: string];
const queries: Query[] = [];
const q = (cls: string, properties: Record<string, string[] | undefined>, expected: string | null, note = "") =>
  queries.push([cls, properties, expected, note]);
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

const listedPinyin = new Set(pinyinOnly.map(([, , listed]) => listed.toLowerCase().replace(/[^a-z]/g, "")));
for (const [i, [id, , listed, [family, given], hk]] of pinyinOnly.entries()) {
  const [f, g] = inPinyin(family, given);
  if (`${f.toUpperCase()}, ${g}` !== listed) throw new Error(`${family}${given} reads ${f} ${g}, listed ${listed}`);
  const [hkFamily, hkGiven] = hk.split(" ");
  // A name of two syllables met across romanisations is weaker evidence (cantonesePinyin.ts): it is a match with a fact that agrees, here the nationality.
  const short = hkGiven.includes("-") ? {} : { nationality: ["cn"] };
  const note = `the Hong Kong spelling of ${family}${given} against the entry listed in pinyin only`;
  q("cantonese-hk-vs-pinyin", { ...name(hk), ...short }, id, note);
  const apart = hkGiven
    .split("-")
    .map((x) => x[0].toUpperCase() + x.slice(1))
    .join(" ");
  if (i % 2 === 0) q("cantonese-hk-vs-pinyin", { ...split(apart, hkFamily), ...short }, id, `${note}, in a form's fields`);
  else q("cantonese-hk-vs-pinyin", { ...name(`${apart} ${hkFamily}`), ...short }, id, `${note}, given name first`);
}
// The reverse: pinyin against a Hong Kong person listed in the Hong Kong spelling only (no pinyin a.k.a.).
for (const p of persons.filter((x) => ["h02", "h03", "h04", "h05", "h07"].includes(x.id))) {
  const [f, g] = inPinyin(...p.traditional);
  q("cantonese-pinyin-vs-hk", name(`${f} ${g}`), p.id, "pinyin against an entry listed in the Hong Kong spelling only");
  q("cantonese-pinyin-vs-hk", name(`${g} ${f.toUpperCase()}`), p.id, "pinyin, given name first, against the Hong Kong spelling only");
}
for (const [chars, hk] of crossOthers) {
  const [f, g] = inPinyin(chars[0], chars.slice(1));
  if (listedPinyin.has((f + g).toLowerCase())) throw new Error(`${chars} is a listed person's pinyin`);
  q("cantonese-cross-other-person", name(hk), null, `another person (${chars}) in the Hong Kong spelling, one syllable from a pinyin entry`);
}
for (const chars of crossOthersPinyin) {
  const [f, g] = inPinyin(chars[0], chars.slice(1));
  q("cantonese-cross-other-person", name(`${f} ${g}`), null, `another person (${chars}) in pinyin, one syllable from a Hong Kong spelling listed`);
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
    ...pinyinOnly.map(([id, entNum, listed]) => entity(id, [listed], OFAC_HK, ` SDN ent_num ${entNum}; listed in pinyin only.`)),
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
