// Birth dates as lists and records state them: a year, a year and month or a day, several of them,
// approximate ("circa 1985"), unpadded ("1969-7-16") or impossible ("1980-13-45"). Each is read for
// what it can give, and two sides agree at the precision of the less precise one. Within a tolerance
// an expert would allow (one slip: a year apart; the month or the day one apart, one digit apart or
// its digits swapped; day and month swapped) a date is near and a strong name match stays a match;
// only years more than one apart are a clear conflict (docs/screening-matching.md, Birth dates).
//
// A date is packed into one number, year × 10,000 + month × 100 + day (0 for a part not stated), so
// the comparison of a candidate's dates allocates nothing.

export type BirthDateAgreement = "exact" | "partial" | "near" | "weak" | "conflict" | "unknown";

const DAYS_IN_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const yearOf = (d: number) => Math.floor(d / 10_000);
const monthOf = (d: number) => Math.floor(d / 100) % 100;
const dayOf = (d: number) => d % 100;

function pack(year: number, month: number, day: number): number {
  if (month < 1 || month > 12) {
    // A month past 12 with a day that could be a month is a date written year-day-month.
    if (month > 12 && day >= 1 && day <= 12) [month, day] = [day, month];
    else return year * 10_000;
  }
  if (day > 0 && day > DAYS_IN_MONTH[month]) day = 0;
  return year * 10_000 + month * 100 + Math.max(day, 0);
}

/**
 * One stated date packed (0 when it states no year): ISO and its prefixes, unpadded parts, any
 * separators, YYYYMMDD, and day-first forms (16.07.1969); words around it ("circa", "approx.") and a
 * time after it are passed over. A month or day that cannot be is dropped and the date read at the
 * precision left.
 */
export function parseBirthDate(text: string): number {
  let runs = 0;
  let a = 0;
  let aLen = 0;
  let b = 0;
  let c = 0;
  let cLen = 0;
  let value = 0;
  let len = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 0;
    if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      len++;
      continue;
    }
    if (len === 0) continue;
    if (runs === 0) {
      a = value;
      aLen = len;
    } else if (runs === 1) b = value;
    else {
      c = value;
      cLen = len;
    }
    runs++;
    value = 0;
    len = 0;
    // A time of day follows the date ("1985-03-02T10:00"); nothing after it is part of the date.
    if (runs === 3 || code === 84) break;
  }
  if (runs === 0) return 0;
  if (aLen === 8 && runs === 1) return pack(Math.floor(a / 10_000), Math.floor(a / 100) % 100, a % 100);
  if (aLen === 4) return runs === 1 ? a * 10_000 : pack(a, b, runs >= 3 ? c : 0);
  // Day first, year last: 16.07.1969 (or 07.1969).
  if (runs === 3 && cLen === 4) return pack(c, b, a);
  if (runs === 2 && b >= 1000 && b <= 9999) return pack(b, a, 0);
  return 0;
}

/** The dates of a side packed, those stating no year left out. */
export function parseBirthDates(texts: readonly string[]): number[] {
  const out: number[] = [];
  for (const t of texts) {
    const d = parseBirthDate(t);
    if (d) out.push(d);
  }
  return out;
}

/** Two parts (month or day) one slip apart: one apart, one digit of two different, or the two digits swapped (12 / 21). */
function partSlip(x: number, y: number): boolean {
  if (Math.abs(x - y) === 1) return true;
  const x1 = Math.floor(x / 10);
  const x0 = x % 10;
  const y1 = Math.floor(y / 10);
  const y0 = y % 10;
  return x1 === y1 || x0 === y0 || (x1 === y0 && x0 === y1);
}

/** How two packed dates agree, compared at the less precise one's precision. */
export function compareBirthDates(x: number, y: number): BirthDateAgreement {
  const xm = monthOf(x);
  const ym = monthOf(y);
  const xd = dayOf(x);
  const yd = dayOf(y);
  const months = xm > 0 && ym > 0;
  const days = months && xd > 0 && yd > 0;
  const years = Math.abs(yearOf(x) - yearOf(y));
  if (x === y) return "exact";
  if (years === 0 && (!months || (xm === ym && !days))) return "partial";
  // Years further apart, even one digit or two swapped digits apart (1958 / 1985: 9 × n years, a
  // generation), are how namesakes differ, a father and his son: another person.
  if (years > 1) return "conflict";
  // Within a year of each other: one slip is near, more is weak.
  const sameMonth = !months || xm === ym;
  const sameDay = !days || xd === yd;
  if (years === 1) return sameMonth && sameDay ? "near" : "weak";
  if (sameMonth) return days && partSlip(xd, yd) ? "near" : "weak";
  if (sameDay) return partSlip(xm, ym) ? "near" : "weak";
  return days && xm === yd && xd === ym ? "near" : "weak";
}

const RANK: Record<BirthDateAgreement, number> = { exact: 5, partial: 4, near: 3, weak: 2, conflict: 1, unknown: 0 };

/** The best agreement of any of the subject's dates with any of the entry's, and the entry's date that gave it. */
export function birthDateAgreement(subject: readonly number[], entry: readonly string[]): { agreement: BirthDateAgreement; date?: string } {
  if (subject.length === 0 || entry.length === 0) return { agreement: "unknown" };
  let agreement: BirthDateAgreement = "unknown";
  let date: string | undefined;
  for (const text of entry) {
    const e = parseBirthDate(text);
    if (!e) continue;
    for (const s of subject) {
      const found = compareBirthDates(s, e);
      if (RANK[found] > RANK[agreement]) {
        agreement = found;
        date = text;
      }
    }
    if (agreement === "exact") break;
  }
  return date === undefined ? { agreement } : { agreement, date };
}
