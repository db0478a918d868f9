// Writes the labelled set of naming cultures (data/screening-validation/cultures/): Arabic and Slavic
// chains of names whose relatives must not match, Ukrainian / Russian / Belarusian forms of one given
// name, Eastern / Western / Russian forms of Armenian names, and Georgian, Armenian and Hebrew names in
// their own script against entries listed in Latin letters, and the reverse. The given names and
// surnames are common ones of each culture, combined by hand: no line is a real person or listing.
// `npx tsx scripts/screening-validation-cultures.ts`; thresholds.json is written by hand.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const OUT = path.join(__dirname, "..", "data", "screening-validation", "cultures");
const NOTE = "INVENTED record of a labelled validation set: not a real person.";

/** [listed name, birth date, nationality] */
type Listed = [string, string, string];
/** [class, query name, birth date or "", listed name it must match or null, note] */
type Query = [string, string, string, string | null, string];

const listed: Listed[] = [];
const queries: Query[] = [];
const list = (name: string, birth: string, country: string) => listed.push([name, birth, country]);
const ask = (cls: string, name: string, birth: string, expected: string | null, note = "") => queries.push([cls, name, birth, expected, note]);

// Arabic chains: given name, father's, grandfather's, family name. Brothers and sons must not match.
const CHAINS: [string, string, string, string, string, string][] = [
  // [listed person, born, brother, son's given name, a respelling of the listed person, country]
  ["Sabawi Ibrahim Hasan al-Nuaimi", "1947", "Barzan", "Omar", "Sab'awi Ibrahim Hassan al-Nuaimi", "iq"],
  ["Khalid Abdullah Saleh al-Harbi", "1962", "Fahad", "Turki", "Khaled Abdallah Salih al-Harbi", "sa"],
  ["Yousef Mahmoud Ahmed al-Shami", "1970", "Tariq", "Anas", "Yusuf Mahmud Ahmad al-Shami", "sy"],
  ["Ibrahim Mohammed Ali al-Rubaie", "1958", "Hamid", "Mustafa", "Ibraheem Muhammad Ali al-Rubaie", "iq"],
  ["Abdulrahman Nasser Hamad al-Kuwari", "1975", "Saad", "Hamad", "Abdul Rahman Nasir Hamad al-Kuwari", "qa"],
  ["Hassan Ali Hussein al-Jubouri", "1966", "Karim", "Zaid", "Hasan Ali Husain al-Jubouri", "iq"],
  ["Faisal Sultan Rashid al-Mansouri", "1981", "Majid", "Rashid", "Faysal Sultan Rashed al-Mansouri", "ae"],
  ["Walid Samir Kamal al-Masri", "1969", "Nabil", "Kamal", "Waleed Sameer Kamal al-Masri", "eg"],
  ["Jalaluddin Nasrullah Haqqani", "1950", "Ibrahim", "Sirajuddin", "Jalaluddin Nasrullah Haqani", "af"],
  ["Mohammad Aslam bin Abdul Ghani Zardad", "1964", "Mohammad Akram", "Jamal", "Muhammad Aslam bin Abdul Ghani Zardad", "af"],
];
for (const [name, born, brother, sonGiven, respelled, country] of CHAINS) {
  list(name, born, country);
  const words = name.split(" ");
  const given = brother.split(" ").length;
  const chain = words.slice(given === 2 ? 2 : 1).join(" ");
  ask("person-chain-relative", `${brother} ${chain}`, "", null, `brother of ${name}: same father, grandfather and family`);
  ask("person-chain-relative", `${brother} ${chain}`, born, null, `brother of ${name}, born in the listed year`);
  ask("person-chain-relative", `${sonGiven} ${words.slice(0, given === 2 ? 2 : 1).join(" ")} ${words.at(-1)}`, "", null, `son of ${name}`);
  ask("person-chain-same", respelled, "", name, "the listed person respelled");
  ask("person-chain-same", `${words.slice(0, -2).join(" ")} ${words.at(-1)}`, born, name, "the listed person without the grandfather's name");
}
// Slavic patronymics: brothers share the patronymic and the surname.
const PATRONYMICS: [string, string, string, string][] = [
  ["Viktor Petrovich Sidorenko", "1961", "Nikolai", "ru"],
  ["Oleg Ivanovich Kravets", "1972", "Sergei", "by"],
  ["Anna Sergeyevna Morozova", "1980", "Irina", "ru"],
  ["Dmitry Valeryevich Lebedev", "1977", "Pavel", "ru"],
  ["Taras Mykolayovych Bondarenko", "1969", "Yurii", "ua"],
  ["Olena Vasylivna Tkachenko", "1983", "Iryna", "ua"],
];
for (const [name, born, sibling, country] of PATRONYMICS) {
  list(name, born, country);
  const [, patronymic, surname] = name.split(" ");
  ask("person-patronymic-relative", `${sibling} ${patronymic} ${surname}`, "", null, `sibling of ${name}`);
  ask("person-patronymic-relative", `${sibling} ${patronymic} ${surname}`, born.slice(0, 4), null, `sibling of ${name}, born in the listed year`);
  ask("person-patronymic-same", `${name.split(" ")[0]} ${surname}`, born, name, "the listed person without the patronymic");
}
// One given name in Ukrainian, Russian and Belarusian forms: each direction.
const SLAVIC: [string, string, string, string][] = [
  ["Oleksandr Shevchenko", "Aleksandr Shevchenko", "1970-03-14", "ua"],
  ["Volodymyr Kovalenko", "Vladimir Kovalenko", "1965-11-02", "ua"],
  ["Hryhoriy Melnyk", "Grigory Melnyk", "1958-06-21", "ua"],
  ["Oleksiy Boyko", "Aleksei Boyko", "1979-01-09", "ua"],
  ["Mykola Kravchenko", "Nikolai Kravchenko", "1962-08-30", "ua"],
  ["Serhiy Savchenko", "Sergei Savchenko", "1974-04-17", "ua"],
  ["Dmytro Rudenko", "Dmitry Rudenko", "1981-12-05", "ua"],
  ["Yevhen Marchenko", "Evgeny Marchenko", "1968-02-11", "ua"],
  ["Aliaksandr Kazlou", "Aleksandr Kazlou", "1960-07-19", "by"],
  ["Uladzimir Navumau", "Vladimir Navumau", "1956-10-03", "by"],
  ["Siarhei Lukashuk", "Sergei Lukashuk", "1973-05-25", "by"],
  ["Tetiana Lysenko", "Tatiana Lysenko", "1976-09-12", "ua"],
];
for (const [ukrainian, russian, born, country] of SLAVIC) {
  list(ukrainian, born, country);
  ask("person-slavic-given-name", russian, born, ukrainian, "the Russian form of the listed given name");
}
const SLAVIC_REVERSE: [string, string, string][] = [
  ["Vladimir Sergeyevich Pavlenko", "Volodymyr Pavlenko", "1959-03-03"],
  ["Grigoriy Tkachuk", "Hryhorii Tkachuk", "1964-04-04"],
  ["Aleksandr Moroz", "Oleksandr Moroz", "1971-05-05"],
  ["Nikolay Lytvyn", "Mykola Lytvyn", "1966-06-06"],
];
for (const [russian, ukrainian, born] of SLAVIC_REVERSE) {
  list(russian, born, "ru");
  ask("person-slavic-given-name", ukrainian, born, russian, "the Ukrainian form of the listed given name");
}
// Armenian: Eastern, Western and Russian forms of given names and patronymic surnames.
const ARMENIAN: [string, string, string][] = [
  ["Hovhannes Sargsyan", "Ovanes Sarkisian", "1963-02-02"],
  ["Hakob Petrosyan", "Hagop Bedrosian", "1957-03-03"],
  ["Grigor Hovhannisyan", "Krikor Ohannesian", "1969-04-04"],
  ["Gevorg Karapetyan", "Kevork Garabedian", "1972-05-05"],
  ["Vardan Khachatryan", "Vartan Khatchadourian", "1966-06-06"],
  ["Tigran Harutyunyan", "Tigran Arutyunyan", "1978-07-07"],
  ["Sargis Mkrtchyan", "Sarkis Mgrdichian", "1961-08-08"],
  ["Petros Hakobyan", "Petros Akopyan", "1975-09-09"],
];
for (const [eastern, other, born] of ARMENIAN) {
  list(eastern, born, "am");
  ask("person-armenian-forms", other, born, eastern, "a Western or Russian form of the listed name");
  ask("person-armenian-forms", other, "", eastern, "a Western or Russian form of the listed name, no birth date");
}
// Own script against Latin, both directions.
const SCRIPTS: [string, string, string][] = [
  ["Giorgi Beridze", "გიორგი ბერიძე", "1970-01-01"],
  ["Nikoloz Kapanadze", "ნიკოლოზ კაპანაძე", "1964-02-02"],
  ["Davit Gelashvili", "დავით გელაშვილი", "1977-03-03"],
  ["Levan Lomidze", "ლევან ლომიძე", "1981-04-04"],
  ["Irakli Tsiklauri", "ირაკლი წიკლაური", "1973-05-05"],
  ["Tamar Maisuradze", "თამარ მაისურაძე", "1985-06-06"],
  ["Aram Petrosyan", "Արամ Պետրոսյան", "1962-07-07"],
  ["Tigran Hakobyan", "Տիգրան Հակոբյան", "1968-08-08"],
  ["Gevorg Khachatryan", "Գևորգ Խաչատրյան", "1975-09-09"],
  ["Ashot Mkrtchyan", "Աշոտ Մկրտչյան", "1959-10-10"],
  ["Levon Harutyunyan", "Լևոն Հարությունյան", "1966-11-11"],
  ["Anahit Grigoryan", "Անահիտ Գրիգորյան", "1979-12-12"],
  ["Moshe Cohen", "משה כהן", "1955-01-15"],
  ["Yosef Levi", "יוסף לוי", "1961-02-15"],
  ["David Mizrahi", "דוד מזרחי", "1967-03-15"],
  ["Avraham Peretz", "אברהם פרץ", "1972-04-15"],
  ["Yitzhak Friedman", "יצחק פרידמן", "1958-05-15"],
  ["Shlomo Biton", "שלמה ביטון", "1963-06-15"],
  ["Yaakov Dahan", "יעקב דהן", "1969-07-15"],
  ["Eliyahu Azoulay", "אליהו אזולאי", "1974-08-15"],
];
SCRIPTS.forEach(([latin, script, born], i) => {
  // Half the list in Latin letters, half in its own script: each is queried in the other.
  const [entry, query] = i % 2 === 0 ? [latin, script] : [script, latin];
  list(entry, born, "");
  ask("person-own-script", query, born, entry, i % 2 === 0 ? "own script against a Latin-only entry" : "Latin against an entry in its own script");
  ask("person-own-script", query, "", entry, "no birth date");
});

const id = (name: string) => `c${String(listed.findIndex(([n]) => n === name)).padStart(4, "0")}`;
const entity = ([name, born, country]: Listed) => ({
  id: id(name),
  schema: "Person",
  caption: name,
  properties: { name: [name], birthDate: [born], ...(country ? { nationality: [country] } : {}), topics: ["sanction"], notes: [NOTE] },
  datasets: ["screening-validation"],
});
const query = ([cls, name, born, expected, note]: Query, i: number) => ({
  id: `q${String(i).padStart(4, "0")}`,
  class: cls,
  query: { schema: "Person", properties: { name: [name], ...(born ? { birthDate: [born] } : {}) } },
  expected: expected && id(expected),
  ...(note ? { note } : {}),
});

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  await writeFile(path.join(OUT, "list.ftm.jsonl"), listed.map((l) => JSON.stringify(entity(l))).join("\n") + "\n");
  await writeFile(path.join(OUT, "queries.jsonl"), queries.map((q, i) => JSON.stringify(query(q, i))).join("\n") + "\n");
  console.log(`${listed.length} listed, ${queries.length} queries in ${OUT}`);
}

void main();
