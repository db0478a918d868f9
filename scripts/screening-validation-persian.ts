// Writes data/screening-validation/persian/: Iranian persons on OFAC's SDN list whose given names are
// compounds (Mohammad Reza, Gholamhossein, Abdolrahim), screened as people and other lists write them:
// the compound joined where the list writes it apart, apart or hyphenated where the list joins it, with
// the transliteration variance lists have (Mohammad / Muhammad, Hossein / Hussein, Reza / Riza,
// Gholam / Qolam / Ghulam), and in Persian script; and other persons whose compound shares one half
// with a listed person's under the same family name (must match nothing). The name, a birth date and
// a nationality are copied, as the list's sdn.csv prints them (see the set's README for the file).
// `npx tsx scripts/screening-validation-persian.ts`; thresholds.json is written by hand.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const OUT = path.join(__dirname, "..", "data", "screening-validation", "persian");
const NOTE = "Name as published on a public sanctions list (see the set's README); a labelled validation set's record.";
const SOURCE = "OFAC SDN list, sdn.csv";

interface Person {
  id: string;
  /** OFAC's ent_num, for checking against the file. */
  entNum: number;
  /** As sdn.csv writes it: FAMILY, Given-name. */
  listed: string;
  /** The first DOB the remarks give (an exact date, a month or a year), or null. */
  birthDate: string | null;
  /** The compound as the list does not write it (joined where it is apart, apart or hyphenated where it is joined), family name last. */
  other: string[];
  /** Other spellings of the compound (transliteration variance), family name last. */
  spellings: string[];
  /** The name in Persian script, compound written as one word or with a zero-width non-joiner, or null. */
  persian: string | null;
}

const persons: Person[] = [
  {
    id: "p01",
    entNum: 12057,
    listed: "NAQDI, Mohammad Reza",
    birthDate: "1951",
    other: ["Mohammadreza Naqdi", "Mohammad-Reza Naqdi"],
    spellings: ["Muhammadreza Naqdi", "Mohamadriza Naghdi"],
    persian: "محمدرضا نقدی",
  },
  {
    id: "p02",
    entNum: 12066,
    listed: "JAFARI, Mohammad Ali",
    birthDate: "1957-09-01",
    other: ["Mohammadali Jafari"],
    spellings: ["Muhammadali Jafari", "Mohamad-Ali Jafari"],
    persian: "محمدعلی جعفری",
  },
  {
    id: "p03",
    entNum: 12252,
    listed: "MOHSENI-EJEI, Qolam-Hossein",
    birthDate: "1956",
    other: ["Qolamhossein Mohseni-Ejei", "Qolam Hossein Mohseni Ejei"],
    spellings: ["Gholamhossein Mohseni Ejei", "Gholam Hussein Mohseni-Ejei", "Ghulamhusayn Mohseni Ejei"],
    persian: "غلامحسین محسنی اژه‌ای",
  },
  {
    id: "p04",
    entNum: 12788,
    listed: "BAGHBANI, Gholamreza",
    birthDate: "1961-01-05",
    other: ["Gholam Reza Baghbani", "Gholam-Reza Baghbani"],
    spellings: ["Qolamreza Baghbani", "Ghulam Riza Baghbani"],
    persian: "غلامرضا باغبانی",
  },
  {
    id: "p05",
    entNum: 16539,
    listed: "HEMMATI, Alireza",
    birthDate: "1955-12",
    other: ["Ali Reza Hemmati", "Ali-Reza Hemmati"],
    spellings: ["Ali Riza Hemati"],
    persian: "علیرضا همتی",
  },
  {
    id: "p06",
    entNum: 17213,
    listed: "IMANIRAD, Mohammad Javad",
    birthDate: null,
    other: ["Mohammadjavad Imanirad"],
    spellings: ["Muhammadjawad Imanirad"],
    persian: null,
  },
  {
    id: "p07",
    entNum: 24583,
    listed: "FIROUZABADI, Abdolhassan",
    birthDate: "1962-01-08",
    other: ["Abdol Hassan Firouzabadi", "Abdol-Hassan Firouzabadi"],
    spellings: ["Abdolhasan Firuzabadi", "Abdul Hassan Firouzabadi"],
    persian: "عبدالحسن فیروزآبادی",
  },
  {
    id: "p08",
    entNum: 25806,
    listed: "DAJMAR, Mohammad Hossein",
    birthDate: "1956-02-19",
    other: ["Mohammadhossein Dajmar"],
    spellings: ["Muhammad Husayn Dajmar", "Mohammadhosein Dajmar"],
    persian: "محمدحسین داجمر",
  },
  {
    id: "p09",
    entNum: 26391,
    listed: "SHIRINKAR, Mohammad Bagher",
    birthDate: "1979-09-21",
    other: ["Mohammadbagher Shirinkar"],
    spellings: ["Mohammadbaqer Shirinkar", "Muhammad Baqir Shirinkar"],
    persian: "محمدباقر شیرین‌کار",
  },
  {
    id: "p10",
    entNum: 26570,
    listed: "ETA'ATI, Gholam Reza",
    birthDate: "1973",
    other: ["Gholamreza Etaati", "Gholam-Reza Eta'ati"],
    spellings: ["Qolamreza Etaati"],
    persian: null,
  },
  {
    id: "p11",
    entNum: 26935,
    listed: "TANGSIRI, Ali Reza",
    birthDate: "1962",
    other: ["Alireza Tangsiri"],
    spellings: ["Alirida Tangsiri", "Ali-Riza Tangsiri"],
    persian: "علیرضا تنگسیری",
  },
  {
    id: "p12",
    entNum: 26950,
    listed: "ZARIF, Mohammad Javad",
    birthDate: "1960-01-08",
    other: ["Mohammadjavad Zarif", "Mohammad-Javad Zarif"],
    spellings: ["Muhammad Jawad Zarif"],
    persian: "محمدجواد ظریف",
  },
  {
    id: "p13",
    entNum: 26952,
    listed: "VELAYATI, Ali Akbar",
    birthDate: "1945-06-25",
    other: ["Aliakbar Velayati", "Ali-Akbar Velayati"],
    spellings: ["Aliakbar Welayati"],
    persian: "علی‌اکبر ولایتی",
  },
  {
    id: "p14",
    entNum: 27847,
    listed: "HADDAD-ADEL, Gholamali",
    birthDate: "1945",
    other: ["Gholam Ali Haddad-Adel", "Gholam-Ali Haddad Adel"],
    spellings: ["Qolamali Haddad-Adel", "Ghulam Ali Haddad Adil"],
    persian: "غلامعلی حدادعادل",
  },
  {
    id: "p15",
    entNum: 27854,
    listed: "SOLEIMANI, Gholamreza",
    birthDate: "1964",
    other: ["Gholam Reza Soleimani"],
    spellings: ["Gholamriza Suleimani", "Qolam-Reza Soleymani"],
    persian: "غلامرضا سلیمانی",
  },
  {
    id: "p16",
    entNum: 27855,
    listed: "ASHTIANI, Mohammad-Reza",
    birthDate: "1960",
    other: ["Mohammadreza Ashtiani", "Mohammad Reza Ashtiani"],
    spellings: ["Muhammad Riza Ashtiyani"],
    persian: "محمدرضا آشتیانی",
  },
  {
    id: "p17",
    entNum: 28103,
    listed: "KHEDRI, Abdolhossein",
    birthDate: "1971-05",
    other: ["Abdol Hossein Khedri", "Abdol-Hossein Khedri"],
    spellings: ["Abdolhosein Khedri", "Abdul Hussein Khidri"],
    persian: "عبدالحسین خدری",
  },
  {
    id: "p18",
    entNum: 28343,
    listed: "SALEHI, Ali Akbar",
    birthDate: "1949-03-24",
    other: ["Aliakbar Salehi"],
    spellings: ["Ali-Akbar Salihi"],
    persian: "علی‌اکبر صالحی",
  },
  {
    id: "p19",
    entNum: 28925,
    listed: "RAHMANI FAZLI, Abdolreza",
    birthDate: "1959-12-23",
    other: ["Abdol Reza Rahmani Fazli", "Abdol-Reza Rahmani-Fazli"],
    spellings: ["Abdolriza Rahmani Fazli"],
    persian: "عبدالرضا رحمانی فضلی",
  },
  {
    id: "p20",
    entNum: 29825,
    listed: "JABARI, Abolfazl",
    birthDate: "1992-03-27",
    other: ["Abol Fazl Jabari", "Abol-Fazl Jabari"],
    spellings: ["Abulfazl Jabbari"],
    persian: "ابوالفضل جباری",
  },
  {
    id: "p21",
    entNum: 29842,
    listed: "RASOULI, Mohammadbagher",
    birthDate: "1982-03-15",
    other: ["Mohammad Bagher Rasouli", "Mohammad-Bagher Rasouli"],
    spellings: ["Mohammad Baqer Rasuli"],
    persian: "محمدباقر رسولی",
  },
  {
    id: "p22",
    entNum: 29817,
    listed: "JAFARIBANDARABADI, Mohammadreza",
    birthDate: "1989-11-29",
    other: ["Mohammad Reza Jafaribandarabadi"],
    spellings: ["Muhammad Riza Jafaribandarabadi"],
    persian: null,
  },
];

/**
 * Other persons (invented): a listed family name with a compound that shares one half with the listed
 * person's (Mohammad Hossein against Mohammad Reza), joined or apart. Must match nothing.
 */
const others: string[] = [
  "Mohammad Hossein Naqdi",
  "Mohammadali Naqdi",
  "Alireza Jafari",
  "Gholamreza Mohseni Ejei",
  "Gholam Hossein Baghbani",
  "Mohammadreza Hemmati",
  "Mohammad Reza Imanirad",
  "Abdolreza Firouzabadi",
  "Mohammadreza Dajmar",
  "Mohammad Javad Shirinkar",
  "Gholamali Etaati",
  "Mohammad Reza Tangsiri",
  "Mohammadreza Zarif",
  "Aliasghar Velayati",
  "Gholamreza Haddad-Adel",
  "Gholam Hossein Soleimani",
  "Mohammad Ali Ashtiani",
  "Abdolrahim Khedri",
  "Ali Asghar Salehi",
  "Abdolhossein Rahmani Fazli",
  "Abolghasem Jabari",
  "Mohammad Javad Rasouli",
];

type Query = [cls: string, properties: Record<string, string[]>, expected: string | null, note: string];
const queries: Query[] = [];
const q = (...x: Query) => queries.push(x);
const name = (n: string) => ({ name: [n] });
const split = (first: string, last: string) => ({ firstName: [first], lastName: [last] });

for (const p of persons) {
  for (const o of p.other)
    q("persian-compound-written-otherwise", name(o), p.id, "the compound given name joined, apart or hyphenated where the list writes it otherwise");
  // In a form's fields: given name as the first name, family name as the last.
  const [given, ...family] = p.other[0].split(" ");
  if (family.length && !given.includes("-"))
    q("persian-compound-written-otherwise", split(given, family.join(" ")), p.id, "the compound written otherwise, in first and last name fields");
  for (const s of p.spellings)
    q(
      "persian-compound-spelling",
      name(s),
      p.id,
      "the compound written otherwise and spelled otherwise (Mohammad/Muhammad, Hossein/Hussein, Reza/Riza, Gholam/Qolam)",
    );
  if (p.persian) q("persian-script-compound", name(p.persian), p.id, "Persian script, the compound written as one word or with a zero-width non-joiner");
}
for (const o of others)
  q("persian-compound-other-person", name(o), null, "another person: a listed family name and a compound sharing one half with the listed person's");

function entity(p: Person) {
  const [family, given] = p.listed.split(", ");
  return {
    id: p.id,
    schema: "Person",
    caption: `${given} ${family}`,
    properties: {
      name: [p.listed],
      ...(p.birthDate ? { birthDate: [p.birthDate] } : {}),
      nationality: ["ir"],
      topics: ["sanction"],
      notes: [`${NOTE} Source: ${SOURCE}, ent_num ${p.entNum}.`],
    },
    datasets: ["screening-validation"],
  };
}

async function main() {
  await mkdir(OUT, { recursive: true });
  const lines = persons.map(entity);
  await writeFile(path.join(OUT, "list.ftm.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  await writeFile(
    path.join(OUT, "queries.jsonl"),
    queries
      .map(([cls, properties, expected, note], i) =>
        JSON.stringify({ id: `persian-q${String(i).padStart(3, "0")}`, class: cls, query: { schema: "Person", properties }, expected, note }),
      )
      .join("\n") + "\n",
  );
}

void main();
