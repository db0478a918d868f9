// One given name written in the forms of neighbouring languages, which no spelling rule relates:
// Ukrainian, Russian and Belarusian (Oleksandr / Aleksandr / Aliaksandr, Hryhoriy / Grigory / Ryhor),
// and Eastern, Western and Russian forms of Armenian names (Hovhannes / Ohannes / Ovanes, Hakob /
// Hagop / Akop), whose patronymic surnames are the name with -yan / -ian / -ants (Sargsyan /
// Sarkisian). Each group lists the forms the official romanisations give (Ukraine's KMU 55:2010,
// Belarus' 2007 national system, BGN/PCGN for Russian and Armenian) and the common Western spellings.
// Scoring counts two forms of one group as the same name (0.97, as a phonetic match); retrieval
// looks an Armenian name up under its other forms too (equivalentForms), and keys a Slavic given name
// under its group's first form (slavicGroupName, keys.ts equivalentKeys), on both sides.
import { normalizeName, type NormalName } from "./normalize";

const SLAVIC = [
  "oleksandr aleksandr alexander aleksander alexandr aliaksandr alyaksandr",
  "volodymyr vladimir uladzimir uladimir",
  "hryhoriy hryhorii grigory grigoriy grigorii ryhor",
  "oleksiy oleksii aleksei alexei aleksey alexey aliaksei",
  "mykola nikolai nikolay mikalai mikola",
  "mykhailo mykhaylo mikhail mikhailo mikhal",
  "serhiy serhii sergei sergey siarhei siargei",
  "andriy andrii andrei andrey andrej",
  "dmytro dmitry dmitriy dmitrii dzmitry",
  "vasyl vasily vasiliy vasilii vasil",
  "petro pyotr petr piatro",
  "pavlo pavel paval",
  "yevhen evgeny evgeniy yevgeny yevgeniy yauhen",
  "kostiantyn kostyantyn konstantin kanstantsin",
  "fedir fyodor fedor fiodar",
  "illia ilya ilia",
  "yakiv yakov",
  "heorhiy heorhii georgy georgiy georgii",
  "bohdan bogdan bagdan",
  "ihor igor",
  "oleh oleg aleh",
  "hennadiy hennadii gennady gennadiy henadz",
  "anatoliy anatolii anatoly",
  "vitaliy vitalii vitaly vitali",
  "valeriy valerii valery",
  "yuriy yurii yuri yury iurii",
  "olha olga volha",
  "tetiana tetyana tatiana tatyana tatsiana",
  "nataliia natalia natalya natallia",
  "iryna irina",
  "kateryna ekaterina yekaterina katsiaryna",
  "yelyzaveta elizaveta yelizaveta",
  "halyna galina",
  "liudmyla lyudmyla lyudmila ludmila liudmila",
  "svitlana svetlana sviatlana",
  "olena elena yelena alena",
  "hanna anna ganna",
];

/** Armenian: Eastern (Republic of Armenia), Western (diaspora) and Russian forms; also surname stems. */
const ARMENIAN = [
  "hovhannes hovannes ovanes ohannes oganes hovhannis ovannes",
  "sargis sarkis sarkiss sargs",
  "grigor krikor grigori",
  "hakob hagop akop agop",
  "khachatur khachatour khatchadour khachatr khachatour",
  "vardan vartan",
  "tigran dikran",
  "gevorg kevork gevork",
  "karapet garabed karabet",
  "hambardzum hampartzoum ambartsum ambartsoum",
  "petros bedros",
  "harutyun haroutioun arutyun harutiun artyun",
  "mkrtich mgrdich mkrtch mgrditch",
  "garegin karekin",
  "poghos boghos pogos",
  "ghazar kazar ghazaros",
  "mesrop mesrob",
  "arakel arakelov",
  "hmayak hmayag amayak",
];

/**
 * Persian and Arabic given names whose romanisations differ in more than the letters a spelling rule
 * relates: a vowel written as its Arabic or Persian value and a diphthong written ay / ey / ei
 * (Hossein / Husayn), ض read z by Persian and d or dh by Arabic (Reza / Rida / Ridha), و read v or w,
 * ق read gh, q or k (Bagher / Baqir). The forms are those of the lists' own spellings (OFAC SDN, UN,
 * EU: Mohammad Hossein, Husayn, Riza, Ridha) and of the Library of Congress and BGN/PCGN romanisations.
 */
const PERSIAN_ARABIC = [
  "hossein hosein hussein husain husayn hussain hosain hoseyn husein",
  "reza riza rida ridha",
  "hassan hasan",
  "javad jawad",
  "bagher baqer baqir bakir bagir",
  "jafar jaafar",
  "mahdi mehdi mahdy",
  "taghi taqi taki",
];

const GROUP = new Map<string, number>();
const MEMBERS: string[][] = [];
for (const group of [...SLAVIC, ...ARMENIAN, ...PERSIAN_ARABIC]) {
  const names = [...new Set(group.split(" "))];
  for (const name of names) GROUP.set(name, MEMBERS.length);
  MEMBERS.push(names);
}

/** An Armenian patronymic surname's ending: Sargsyan, Sarkisian, Sarkissian, Hovhannisyan, Ohanyants. */
const ARMENIAN_SURNAME = /(?:y|i|e)?ants?$|(?:y|i|e)an$/;

/** The group of a token and the suffix it carries past the group's name ("" for a given name). */
function groupOf(token: string): { group: number; suffix: string } | null {
  const given = GROUP.get(token);
  if (given !== undefined) return { group: given, suffix: "" };
  // Scoring asks this of most token pairs it meets: a word that cannot end as ARMENIAN_SURNAME (in n, t or s) skips the expression.
  const last = token.charCodeAt(token.length - 1);
  if (last !== 0x6e && last !== 0x74 && last !== 0x73) return null;
  const ending = ARMENIAN_SURNAME.exec(token);
  if (!ending || ending.index < 3) return null;
  const stem = GROUP.get(token.slice(0, ending.index));
  return stem === undefined ? null : { group: stem, suffix: "ian" };
}

/**
 * The first form of the group of a Slavic given name (Grigory, Hryhorii, Ryhor → "hryhoriy"), or
 * undefined: the one form retrieval keys every form of it under, entry and subject alike.
 */
export function slavicGroupName(token: string): string | undefined {
  const group = GROUP.get(token);
  return group !== undefined && group < SLAVIC.length ? MEMBERS[group][0] : undefined;
}

/** Two tokens that are one name in the forms of different languages (Oleksandr / Aleksandr, Sargsyan / Sarkisian). */
export function equivalentNames(x: string, y: string): boolean {
  const a = groupOf(x);
  if (!a) return false;
  const b = groupOf(y);
  return b !== null && a.group === b.group && a.suffix === b.suffix;
}

/** At most this many further forms a name is looked up under (each is a set of retrieval keys). */
const MAX_FORMS = 16;

/**
 * The name with its Armenian tokens written in their group's other forms, for retrieval only: a key is
 * a pair of tokens, so Hovhannes Sargsyan must also be looked up as Ovanes Sarkisian. Forms one
 * letter skeleton apart key alike, so one of each is enough.
 */
export function equivalentForms(name: NormalName): NormalName[] {
  const choices = name.tokens.map((token) => {
    const found = groupOf(token);
    // A Slavic name is keyed under its group's first form instead (keys.ts equivalentKeys): a lookup
    // under each form cost the people bench a sixth of its throughput.
    if (!found || found.group < SLAVIC.length) return [token];
    const stem = found.suffix ? token.slice(0, ARMENIAN_SURNAME.exec(token)!.index) : token;
    const seen = new Set<string>();
    return [stem, ...MEMBERS[found.group]]
      .map((m) => (found.suffix ? m + (m === stem ? token.slice(stem.length) : "ian") : m))
      .filter((m) => {
        const code = normalizeName(m, "individual").skeleton[0];
        return seen.has(code) ? false : (seen.add(code), true);
      });
  });
  if (choices.every((c) => c.length === 1)) return [];
  let names: string[][] = [[]];
  for (const choice of choices) names = names.flatMap((n) => choice.map((c) => [...n, c])).slice(0, MAX_FORMS + 1);
  return names.slice(1).map((tokens) => ({ ...normalizeName(tokens.join(" "), "individual"), original: name.original }));
}
