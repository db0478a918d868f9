// The CJK set of scripts/screening-validation-scripts.ts (data/screening-validation/cjk/): Chinese names
// in characters, pinyin, Wade–Giles and Hong Kong spellings, and Hangul, against the names lists publish.
import { OFAC, name, split, type Entry, type Query } from "./screening-validation-scripts-format";

const EU = "EU Council annex (Xinjiang listings, 2021)";
const PRC = "PRC counter-sanctions announcements (Taiwan Affairs Office), names in characters";
const UN = "UN Security Council consolidated list (DPRK)";
export const cjk: Entry[] = [
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
export const cjkQueries: Query[] = [];
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
