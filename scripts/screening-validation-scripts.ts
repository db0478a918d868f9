// Writes two labelled sets of names as people write them, from persons on published lists:
// data/screening-validation/cjk/ (Chinese names in characters, split across first and last name fields
// or not, pinyin joined or split, Wade–Giles and Taiwanese spellings, Hong Kong spellings, Hangul split
// across fields) and data/screening-validation/arabic/ (Arabic and Persian script against entries listed
// in Latin letters only, other Latin spellings of the same names, and the reverse). Each entry is the
// name a list publishes (UN Security Council consolidated list, OFAC SDN list, EU annexes, the PRC's
// counter-sanctions announcements naming Taiwanese politicians); the sets' README names the sources.
// Names only: no birth date or other detail is copied, so nothing here asserts more than the name.
// `npx tsx scripts/screening-validation-scripts.ts`; thresholds.json is written by hand.
import { arQueries, arabic } from "./screening-validation-scripts-arabic";
import { cjk, cjkQueries } from "./screening-validation-scripts-cjk";
import { write } from "./screening-validation-scripts-format";

async function main() {
  await write("cjk", cjk, cjkQueries);
  await write("arabic", arabic, arQueries);
}
void main();
