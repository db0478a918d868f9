// The Arabic set of scripts/screening-validation-scripts.ts (data/screening-validation/arabic/): Arabic and
// Persian script against entries listed in Latin letters, other Latin spellings, and the reverse.
import { OFAC, name, split, type Entry, type Query } from "./screening-validation-scripts-format";

const UNQ = "UN Security Council consolidated list";
export const arabic: Entry[] = [
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
export const arQueries: Query[] = [];
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
