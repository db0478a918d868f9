// Writes two labelled sets of names as people write them, from persons on published lists:
// data/screening-validation/cjk/ (Chinese names in characters, split across first and last name fields
// or not, pinyin joined or split, Wade–Giles and Taiwanese spellings, Hong Kong spellings, Hangul split
// across fields) and data/screening-validation/arabic/ (Arabic and Persian script against entries listed
// in Latin letters only, other Latin spellings of the same names, and the reverse). Each entry is the
// name a list publishes (UN Security Council consolidated list, OFAC SDN list, EU annexes, the PRC's
// counter-sanctions announcements naming Taiwanese politicians); the sets' README names the sources.
// Names only: no birth date or other detail is copied, so nothing here asserts more than the name.
// `npx tsx scripts/screening-validation-scripts.ts`; thresholds.json is written by hand.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "data", "screening-validation");
const NOTE = "Name as published on a public sanctions list (see the set's README); a labelled validation set's record.";

interface Entry {
  id: string;
  names: string[];
  source: string;
  nationality: string;
}
/** [class, query properties, expected entry id or null, note] */
type Query = [string, Record<string, string[]>, string | null, string];

const name = (n: string) => ({ name: [n] });
/** As an onboarding form sends a person: given name(s) and family name in fields of their own. */
const split = (first: string, last: string) => ({ firstName: [first], lastName: [last] });

async function write(set: string, entries: Entry[], queries: Query[]) {
  const out = path.join(ROOT, set);
  await mkdir(out, { recursive: true });
  const entity = (e: Entry) => ({
    id: e.id,
    schema: "Person",
    caption: e.names[0],
    properties: {
      name: [e.names[0]],
      ...(e.names.length > 1 ? { alias: e.names.slice(1) } : {}),
      nationality: [e.nationality],
      topics: ["sanction"],
      notes: [`${NOTE} Source: ${e.source}.`],
    },
    datasets: ["screening-validation"],
  });
  const ids = new Set(entries.map((e) => e.id));
  for (const [, , expected] of queries) if (expected !== null && !ids.has(expected)) throw new Error(`unknown entry ${expected}`);
  const query = ([cls, properties, expected, note]: Query, i: number) => ({
    id: `${set}-q${String(i).padStart(3, "0")}`,
    class: cls,
    query: { schema: "Person", properties },
    expected,
    ...(note ? { note } : {}),
  });
  await writeFile(path.join(out, "list.ftm.jsonl"), entries.map((e) => JSON.stringify(entity(e))).join("\n") + "\n");
  await writeFile(path.join(out, "queries.jsonl"), queries.map((q, i) => JSON.stringify(query(q, i))).join("\n") + "\n");
}

// ---------------------------------------------------------------------------------------------- CJK
const OFAC = "OFAC SDN list";
const EU = "EU Council annex (Xinjiang listings, 2021)";
const PRC = "PRC counter-sanctions announcements (Taiwan Affairs Office), names in characters";
const UN = "UN Security Council consolidated list (DPRK)";
const cjk: Entry[] = [
  { id: "k01", names: ["WANG Junzheng", "王君正"], source: `${OFAC}; ${EU}`, nationality: "cn" },
  { id: "k02", names: ["CHEN Quanguo"], source: OFAC, nationality: "cn" },
  { id: "k03", names: ["ZHU Hailun", "朱海仑"], source: `${OFAC}; ${EU}`, nationality: "cn" },
  { id: "k04", names: ["WANG Mingshan", "王明山"], source: `${OFAC}; ${EU}`, nationality: "cn" },
  { id: "k05", names: ["CHEN Mingguo", "陈明国"], source: EU, nationality: "cn" },
  { id: "k06", names: ["Baolong XIA"], source: OFAC, nationality: "cn" },
  { id: "k07", names: ["Huining LUO"], source: OFAC, nationality: "cn" },
  { id: "k08", names: ["Xiaoming ZHANG"], source: OFAC, nationality: "cn" },
  { id: "k09", names: ["Yanxiong ZHENG"], source: OFAC, nationality: "cn" },
  { id: "k10", names: ["HUO Liujun"], source: OFAC, nationality: "cn" },
  { id: "k11", names: ["Tsao Hsing-cheng", "曹兴诚"], source: PRC, nationality: "tw" },
  { id: "k12", names: ["Shen Po-yang", "沈伯洋"], source: PRC, nationality: "tw" },
  { id: "k13", names: ["Su Tseng-chang", "苏贞昌"], source: PRC, nationality: "tw" },
  { id: "k14", names: ["Wu Chao-hsieh", "吴钊燮"], source: PRC, nationality: "tw" },
  { id: "k15", names: ["Lin Fei-fan", "林飞帆"], source: PRC, nationality: "tw" },
  { id: "k16", names: ["Wang Ting-yu", "王定宇"], source: PRC, nationality: "tw" },
  { id: "k17", names: ["Tsai Chi-chang", "蔡其昌"], source: PRC, nationality: "tw" },
  { id: "k18", names: ["Ku Li-hsiung", "顾立雄"], source: PRC, nationality: "tw" },
  { id: "k19", names: ["Chen Jiau-hua", "陈椒华"], source: PRC, nationality: "tw" },
  { id: "k20", names: ["Ker Chien-ming", "柯建铭"], source: PRC, nationality: "tw" },
  { id: "k21", names: ["LAM CHENG Yuet-ngor"], source: `${OFAC} (Hong Kong listings, 2020)`, nationality: "cn" },
  { id: "k22", names: ["LEE Ka-chiu"], source: `${OFAC} (Hong Kong listings, 2020)`, nationality: "cn" },
  { id: "k23", names: ["TANG Ping-keung"], source: `${OFAC} (Hong Kong listings, 2020)`, nationality: "cn" },
  { id: "k24", names: ["KIM Yong Chol"], source: `${UN}; ${OFAC}`, nationality: "kp" },
  { id: "k25", names: ["CHOE Ryong Hae"], source: OFAC, nationality: "kp" },
  { id: "k26", names: ["KIM Yo Jong"], source: OFAC, nationality: "kp" },
  { id: "k27", names: ["RI Pyong Chol"], source: `${UN}; ${OFAC}`, nationality: "kp" },
  { id: "k28", names: ["JO Yong Won"], source: OFAC, nationality: "kp" },
];
const cjkQueries: Query[] = [];
const ck = (cls: string, props: Record<string, string[]>, expected: string | null, note = "") => cjkQueries.push([cls, props, expected, note]);

// Characters split across the form's fields (given name first, family name last), against Latin entries.
for (const [first, last, id] of [
  ["君正", "王", "k01"],
  ["全国", "陈", "k02"],
  ["海仑", "朱", "k03"],
  ["明山", "王", "k04"],
  ["明国", "陈", "k05"],
  ["宝龙", "夏", "k06"],
  ["惠宁", "骆", "k07"],
  ["晓明", "张", "k08"],
  ["雁雄", "郑", "k09"],
  ["留军", "霍", "k10"],
  ["夏", "宝龙", "k06"],
  ["王", "君正", "k01"],
])
  ck("cjk-characters-split", split(first, last), id, "characters in first and last name fields");
// Characters as one string.
for (const [n, id] of [
  ["陈全国", "k02"],
  ["夏宝龙", "k06"],
  ["骆惠宁", "k07"],
  ["张晓明", "k08"],
  ["郑雁雄", "k09"],
  ["霍留军", "k10"],
  ["王 君正", "k01"],
  ["陳全國", "k02"],
])
  ck("cjk-characters-whole", name(n), id, "characters in one string");
// Pinyin written as people write it: syllables split, joined, hyphenated, capitalised apart; either order.
for (const [n, id] of [
  ["Bao Long Xia", "k06"],
  ["Xia Bao Long", "k06"],
  ["Xia Bao-long", "k06"],
  ["BaoLong Xia", "k06"],
  ["Jun Zheng Wang", "k01"],
  ["Wang Jun-Zheng", "k01"],
  ["Quan Guo Chen", "k02"],
  ["Hai Lun Zhu", "k03"],
  ["Zhang Xiao Ming", "k08"],
  ["Yan Xiong Zheng", "k09"],
  ["Hui Ning Luo", "k07"],
  ["Liu Jun Huo", "k10"],
  ["MingShan Wang", "k04"],
])
  ck("cjk-pinyin-forms", name(n), id, "pinyin syllables split, joined or hyphenated");
for (const [first, last, id] of [
  ["Bao Long", "Xia", "k06"],
  ["Jun Zheng", "Wang", "k01"],
  ["Xiao-Ming", "Zhang", "k08"],
])
  ck("cjk-pinyin-forms", split(first, last), id, "pinyin in first and last name fields");
// Wade–Giles / Taiwanese spellings against characters and against pinyin, both ways.
for (const [props, id, note] of [
  [name("曹兴诚"), "k11", "simplified characters against a Wade–Giles entry"],
  [name("曹興誠"), "k11", "traditional characters against a Wade–Giles entry"],
  [split("兴诚", "曹"), "k11", "characters in fields"],
  [name("沈伯洋"), "k12", ""],
  [split("伯洋", "沈"), "k12", ""],
  [name("蘇貞昌"), "k13", "traditional characters"],
  [split("贞昌", "苏"), "k13", ""],
  [name("吳釗燮"), "k14", "traditional characters"],
  [name("林飛帆"), "k15", "traditional characters"],
  [split("定宇", "王"), "k16", ""],
  [name("蔡其昌"), "k17", ""],
  [name("顧立雄"), "k18", "traditional characters"],
  [name("陈椒华"), "k19", ""],
  [name("Cao Xingcheng"), "k11", "pinyin against a Wade–Giles entry"],
  [name("Shen Boyang"), "k12", ""],
  [name("Su Zhenchang"), "k13", ""],
  [name("Wu Zhaoxie"), "k14", ""],
  [name("Lin Feifan"), "k15", ""],
  [name("Wang Dingyu"), "k16", ""],
  [name("Cai Qichang"), "k17", ""],
  [name("Gu Lixiong"), "k18", ""],
  [name("Chen Jiaohua"), "k19", ""],
  [name("Wang Chun-cheng"), "k01", "Wade–Giles against a pinyin entry"],
  [name("Chang Hsiao-ming"), "k08", ""],
  [name("Chu Hai-lun"), "k03", ""],
  [name("Hsia Pao-lung"), "k06", ""],
  [name("Cheng Yen-hsiung"), "k09", ""],
  [name("Chen Chuan-kuo"), "k02", ""],
  [split("Hsing Cheng", "Tsao"), "k11", "Wade–Giles syllables split across fields"],
] as [Record<string, string[]>, string, string][])
  ck("cjk-wade-giles", props, id, note);
// Hong Kong spellings (Cantonese readings): the spellings among themselves, and characters.
for (const [props, id] of [
  [name("Yuet Ngor Lam Cheng"), "k21"],
  [name("Ka Chiu Lee"), "k22"],
  [split("Ka-Chiu", "Lee"), "k22"],
  [name("Tang Ping Keung"), "k23"],
] as [Record<string, string[]>, string][])
  ck("cjk-hong-kong-spellings", props, id);
for (const [props, id] of [
  [name("林鄭月娥"), "k21"],
  [name("李家超"), "k22"],
  [split("炳強", "鄧"), "k23"],
] as [Record<string, string[]>, string][])
  ck("cjk-hong-kong-characters", props, id, "Cantonese reading of the characters");
// Hangul split across fields and whole.
for (const [props, id] of [
  [split("영철", "김"), "k24"],
  [split("룡해", "최"), "k25"],
  [split("여정", "김"), "k26"],
  [split("병철", "리"), "k27"],
  [split("용원", "조"), "k28"],
  [name("김영철"), "k24"],
  [name("최룡해"), "k25"],
] as [Record<string, string[]>, string][])
  ck("cjk-hangul", props, id);
// Other people with the same family names: must match nothing.
for (const props of [
  name("王建国"),
  split("建国", "王"),
  name("Wang Jianguo"),
  name("李伟"),
  name("陈杰"),
  split("志玲", "林"),
  name("Liu Yang"),
  name("蔡英文"),
  name("Tsai Ing-wen"),
  name("柯文哲"),
  name("Ko Wen-je"),
  name("王金平"),
  name("Wang Jin-pyng"),
  name("陈水扁"),
  name("Chen Shui-bian"),
  name("黄国昌"),
  split("正恩", "김"),
  name("김정은"),
  name("Zhang Yimou"),
  split("国强", "陈"),
])
  ck("cjk-other-person", props, null, "another person sharing a family name with listed ones");

// ------------------------------------------------------------------------------------------- Arabic
const UNQ = "UN Security Council consolidated list";
const arabic: Entry[] = [
  { id: "a01", names: ["Ayman Muhammed Rabi al-Zawahiri"], source: UNQ, nationality: "eg" },
  { id: "a02", names: ["Ibrahim Awwad Ibrahim Ali al-Badri al-Samarrai"], source: UNQ, nationality: "iq" },
  { id: "a03", names: ["Hamza Usama Muhammad bin Ladin"], source: UNQ, nationality: "sa" },
  { id: "a04", names: ["Abdulmalik al-Houthi"], source: UNQ, nationality: "ye" },
  { id: "a05", names: ["Abd al-Khaliq al-Huthi"], source: UNQ, nationality: "ye" },
  { id: "a06", names: ["Abdullah Yahya al Hakim"], source: UNQ, nationality: "ye" },
  { id: "a07", names: ["Ali Abdullah Saleh"], source: UNQ, nationality: "ye" },
  { id: "a08", names: ["Ahmed Ali Abdullah Saleh"], source: UNQ, nationality: "ye" },
  { id: "a09", names: ["Saif al-Islam Qadhafi"], source: UNQ, nationality: "ly" },
  { id: "a10", names: ["Aisha Muammar Muhammed Abu Minyar Qadhafi"], source: UNQ, nationality: "ly" },
  { id: "a11", names: ["Bashar al-Asad"], source: OFAC, nationality: "sy" },
  { id: "a12", names: ["Maher al-Asad"], source: OFAC, nationality: "sy" },
  { id: "a13", names: ["Rami Makhluf"], source: OFAC, nationality: "sy" },
  { id: "a14", names: ["Hasan Nasrallah"], source: OFAC, nationality: "lb" },
  { id: "a15", names: ["Naim Qasim"], source: OFAC, nationality: "lb" },
  { id: "a16", names: ["Muhammad al-Jawlani"], source: UNQ, nationality: "sy" },
  { id: "a17", names: ["Abd al-Rahman Muhammad Mustafa al-Qaduli"], source: UNQ, nationality: "iq" },
  { id: "p01", names: ["Qasem Soleimani"], source: `${UNQ}; ${OFAC}`, nationality: "ir" },
  { id: "p02", names: ["Ebrahim Raisi"], source: OFAC, nationality: "ir" },
  { id: "p03", names: ["Mohammad Javad Zarif"], source: OFAC, nationality: "ir" },
  { id: "p04", names: ["Mojtaba Khamenei"], source: OFAC, nationality: "ir" },
  { id: "p05", names: ["Hossein Salami"], source: OFAC, nationality: "ir" },
  { id: "p06", names: ["Esmail Qaani"], source: OFAC, nationality: "ir" },
  { id: "p07", names: ["Amir Ali Hajizadeh"], source: OFAC, nationality: "ir" },
  { id: "p08", names: ["Mohammad Bagheri"], source: OFAC, nationality: "ir" },
  { id: "p09", names: ["Ahmad Vahidi"], source: OFAC, nationality: "ir" },
  { id: "p10", names: ["Ali Shamkhani"], source: OFAC, nationality: "ir" },
  { id: "p11", names: ["Gholam-Hossein Mohseni-Ejei"], source: OFAC, nationality: "ir" },
  { id: "p12", names: ["Mohammad Reza Naqdi"], source: OFAC, nationality: "ir" },
  // Listed in their own script only (EU annexes give the original script beside the Latin; here alone).
  { id: "r01", names: ["معمر محمد أبو منيار القذافي"], source: `${UNQ} (original script)`, nationality: "ly" },
  { id: "r02", names: ["رستم غزالي"], source: "EU Council annex (Syria), original script", nationality: "sy" },
  { id: "r03", names: ["علي مملوك"], source: "EU Council annex (Syria), original script", nationality: "sy" },
  { id: "r04", names: ["جميل حسن"], source: "EU Council annex (Syria), original script", nationality: "sy" },
];
const arQueries: Query[] = [];
const aq = (cls: string, props: Record<string, string[]>, expected: string | null, note = "") => arQueries.push([cls, props, expected, note]);
for (const [n, id] of [
  ["أيمن محمد ربيع الظواهري", "a01"],
  ["أيمن الظواهري", "a01"],
  ["إبراهيم عواد إبراهيم علي البدري", "a02"],
  ["حمزة أسامة محمد بن لادن", "a03"],
  ["حمزة بن لادن", "a03"],
  ["عبد الملك الحوثي", "a04"],
  ["عبدالملك الحوثي", "a04"],
  ["عبد الخالق الحوثي", "a05"],
  ["عبد الله يحيى الحاكم", "a06"],
  ["علي عبد الله صالح", "a07"],
  ["أحمد علي عبد الله صالح", "a08"],
  ["سيف الإسلام القذافي", "a09"],
  ["عائشة معمر القذافي", "a10"],
  ["بشار الأسد", "a11"],
  ["ﺑﺸﺎﺭ ﺍﻷﺳﺪ", "a11"],
  ["ماهر الأسد", "a12"],
  ["رامي مخلوف", "a13"],
  ["حسن نصر الله", "a14"],
  ["نعيم قاسم", "a15"],
  ["محمد الجولاني", "a16"],
  ["عبد الرحمن محمد مصطفى القدولي", "a17"],
])
  aq("arabic-script-vs-latin", name(n), id, n.startsWith("ﺑ") ? "Arabic presentation forms" : "Arabic script against an entry in Latin letters");
for (const [n, id] of [
  ["قاسم سلیمانی", "p01"],
  ["ابراهیم رئیسی", "p02"],
  ["محمدجواد ظریف", "p03"],
  ["محمد جواد ظریف", "p03"],
  ["مجتبی خامنه‌ای", "p04"],
  ["حسین سلامی", "p05"],
  ["اسماعیل قاآنی", "p06"],
  ["امیرعلی حاجی‌زاده", "p07"],
  ["محمد باقری", "p08"],
  ["احمد وحیدی", "p09"],
  ["علی شمخانی", "p10"],
  ["غلامحسین محسنی اژه‌ای", "p11"],
  ["محمدرضا نقدی", "p12"],
])
  aq("persian-script-vs-latin", name(n), id, "Persian script (ی, ک, zero-width non-joiner) against an entry in Latin letters");
aq("persian-script-vs-latin", split("قاسم", "سلیمانی"), "p01", "first and last name fields");
aq("arabic-script-vs-latin", split("بشار", "الأسد"), "a11", "first and last name fields");
for (const [n, id] of [
  ["Ayman Mohammed Rabie al-Zawahri", "a01"],
  ["Aiman al-Zawahiri", "a01"],
  ["Ibrahim Awad Ibrahim al-Badri", "a02"],
  ["Hamza bin Laden", "a03"],
  ["Hamzah Osama Mohammed bin Laden", "a03"],
  ["Abdul Malik al-Houthi", "a04"],
  ["Abdel-Malek el-Houthi", "a04"],
  ["Abdulkhaliq al-Houthi", "a05"],
  ["Abdallah Yahya al-Hakim", "a06"],
  ["Ali Abdallah Salih", "a07"],
  ["Ahmad Ali Abdullah Salih", "a08"],
  ["Saif el-Islam Gaddafi", "a09"],
  ["Seif al-Islam Kadhafi", "a09"],
  ["Aisha Gaddafi", "a10"],
  ["Bashar al-Assad", "a11"],
  ["Bachar el-Assad", "a11"],
  ["Maher al-Assad", "a12"],
  ["Rami Makhlouf", "a13"],
  ["Hassan Nasrallah", "a14"],
  ["Hasan Nasr Allah", "a14"],
  ["Naim Qassem", "a15"],
  ["Naim Kassem", "a15"],
  ["Mohammed al-Julani", "a16"],
  ["Muhammad al-Golani", "a16"],
  ["Abdurrahman Mustafa al-Qaduli", "a17"],
  ["Qassem Suleimani", "p01"],
  ["Ghasem Soleymani", "p01"],
  ["Ebrahim Raeisi", "p02"],
  ["Ibrahim Raisi", "p02"],
  ["Mohammad-Javad Zarif", "p03"],
  ["Hosein Salami", "p05"],
  ["Ismail Qaani", "p06"],
  ["Esmail Ghaani", "p06"],
  ["Mohammad Baqeri", "p08"],
  ["Ahmad Wahidi", "p09"],
  ["Gholamhossein Mohseni Ejehi", "p11"],
  ["Mohammad-Reza Naghdi", "p12"],
])
  aq("arabic-latin-spelling", name(n), id, "another Latin spelling of the listed name");
for (const [n, id] of [
  ["Muammar Qadhafi", "r01"],
  ["Muammar Gaddafi", "r01"],
  ["Moammar Mohammed Abu Minyar al-Gaddafi", "r01"],
  ["Rustum Ghazaleh", "r02"],
  ["Rostom Ghazali", "r02"],
  ["Ali Mamlouk", "r03"],
  ["Ali Mamluk", "r03"],
  ["Jamil Hassan", "r04"],
  ["Jameel Hasan", "r04"],
])
  aq("latin-vs-arabic-entry", name(n), id, "Latin letters against an entry listed in Arabic script only");
for (const n of [
  "حسن روحاني",
  "Hassan Rouhani",
  "Bashar al-Jaafari",
  "محمد خاتمی",
  "علی لاریجانی",
  "Ali Larijani",
  "سعید جلیلی",
  "Abdullah Abdullah",
  "Khaled Meshaal",
  "Maher Zain",
  "أحمد شوقي",
  "Hassan Nasser",
  "Mohammad Khatami",
  "جمال عبد الناصر",
])
  aq("arabic-other-person", name(n), null, "another person");
// A long chain name given in part (given name and family name, with or without words between, bin
// kept or dropped), and a full chain against an entry listed in part: a match candidate scored at most
// 0.92 with the reason (name_partial). Written last so the earlier queries keep their ids.
for (const [n, id] of [
  ["Ayman al-Zawahiri", "a01"],
  ["Ayman Zawahiri", "a01"],
  ["Hamza bin Ladin", "a03"],
  ["Ibrahim al-Samarrai", "a02"],
  ["Ibrahim Awwad al-Samarrai", "a02"],
  ["Aisha Qadhafi", "a10"],
  ["Aisha Muammar Qadhafi", "a10"],
  ["Abd al-Rahman al-Qaduli", "a17"],
  ["Abdulrahman al-Qaduli", "a17"],
  ["Muammar Abu Minyar al-Qadhafi", "r01"],
  ["عائشة القذافي", "a10"],
  ["Abd al-Malik Badr al-Din al-Houthi", "a04"],
  ["Saif al-Islam Muammar al-Qadhafi", "a09"],
])
  aq("arabic-partial-name", name(n), id, "a long chain name given in part, or a full chain against a name listed in part");
for (const n of [
  "Muhammad al-Zawahiri",
  "Usama bin Ladin",
  "Khalid bin Ladin",
  "Hannibal Qadhafi",
  "Saadi Qadhafi",
  "Ahmad al-Samarrai",
  "Abd al-Aziz al-Qaduli",
  "Muhammad al-Qadhafi",
])
  aq("arabic-partial-other-person", name(n), null, "another person sharing a listed chain's family name (not on this set's list)");

async function main() {
  await write("cjk", cjk, cjkQueries);
  await write("arabic", arabic, arQueries);
}
void main();
