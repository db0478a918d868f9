// String similarities on normalised tokens, 0..1. Jaro-Winkler rewards a shared prefix (good for
// typos, too kind to "petrov"/"petrovich"), so nameScore.ts caps it by the edit distance.

// Scoring compares a subject with hundreds of candidates per screening: the working arrays are kept
// and reused (grown when a longer word comes) instead of allocated per call, which the screening
// benchmark's profile showed as garbage collection.
let aHits = new Uint8Array(64);
let bHits = new Uint8Array(64);
let cells = new Int32Array(1024);

export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  if (aHits.length < a.length) aHits = new Uint8Array(a.length * 2);
  if (bHits.length < b.length) bHits = new Uint8Array(b.length * 2);
  const aHit = aHits.fill(0, 0, a.length);
  const bHit = bHits.fill(0, 0, b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (bHit[j] || a[i] !== b[j]) continue;
      aHit[i] = bHit[j] = 1;
      matches++;
      break;
    }
  }
  if (!matches) return 0;
  let transpositions = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (!aHit[i]) continue;
    while (!bHit[j]) j++;
    if (a[i] !== b[j]) transpositions++;
    j++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Edit distance counting an adjacent transposition as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  // OSA distance is symmetric (swapping the strings transposes the DP table), so the shorter one is
  // the pattern: names and their tokens almost always fit a 32-bit word.
  const aShorter = a.length <= b.length;
  const short = aShorter ? a : b;
  const long = aShorter ? b : a;
  if (short.length === 0) return long.length;
  return short.length <= 32 ? bitParallelDistance(short, long) : tableDistance(a, b);
}

// The distance's quadratic table cost a tenth of the matcher's time in the screening profile. Hyyrö's
// bit-vector algorithm (H. Hyyrö, "A bit-vector algorithm for computing Levenshtein and Damerau edit
// distances", Nordic Journal of Computing 10(1), 2003; after G. Myers, "A fast bit-vector algorithm
// for approximate string matching based on dynamic programming", JACM 1999) keeps a whole column of
// the table as vertical +1/-1 deltas in two words and advances it one text character at a time with
// a handful of word operations; its transposition term gives exactly the restricted (OSA) distance
// the table computes. Bit i stands for the pattern's (i+1)th character. Carries and shifts only move
// upwards, so the bits above the pattern's length hold garbage that never reaches the bit read.

// Each character's match mask in the pattern: ASCII in a table, anything else (Cyrillic, Greek,
// Hangul-derived keys) in a map; only the pattern's own entries are set and then cleared again, so
// a call allocates nothing.
const asciiMasks = new Int32Array(128);
const otherMasks = new Map<number, number>();

function bitParallelDistance(pattern: string, text: string): number {
  const m = pattern.length;
  for (let i = 0; i < m; i++) {
    const c = pattern.charCodeAt(i);
    if (c < 128) asciiMasks[c] |= 1 << i;
    else otherMasks.set(c, (otherMasks.get(c) ?? 0) | (1 << i));
  }
  const last = 1 << (m - 1);
  let vp = -1; // vertical deltas of the first column (D[i][0] = i): all +1
  let vn = 0;
  let d0 = 0;
  let previousEq = 0;
  let distance = m;
  for (let j = 0; j < text.length; j++) {
    const c = text.charCodeAt(j);
    const eq = c < 128 ? asciiMasks[c] : (otherMasks.get(c) ?? 0);
    // Transposition: pattern[i] = text[j-1] and pattern[i-1] = text[j], where the diagonal step
    // into (i-1, j-1) was not free, lets (i, j) equal its diagonal neighbour.
    const transposed = ((~d0 & eq) << 1) & previousEq;
    // `^` and `|` truncate the sum to 32 bits; the lost carry out of bit 31 is above any pattern bit.
    d0 = (((eq & vp) + vp) ^ vp) | eq | vn | transposed;
    let hp = vn | ~(d0 | vp);
    let hn = vp & d0;
    if (hp & last) distance++;
    if (hn & last) distance--;
    // The first row is D[0][j] = j: its horizontal delta is +1, shifted in at bit 0.
    hp = (hp << 1) | 1;
    hn <<= 1;
    vp = hn | ~(d0 | hp);
    vn = hp & d0;
    previousEq = eq;
  }
  for (let i = 0; i < m; i++) {
    const c = pattern.charCodeAt(i);
    if (c < 128) asciiMasks[c] = 0;
  }
  if (otherMasks.size) otherMasks.clear();
  return distance;
}

/** The table the bit vectors stand for, for patterns longer than a word. */
function tableDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  if (cells.length < rows * cols) cells = new Int32Array(rows * cols * 2);
  const d = cells;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[(i - 1) * cols + j] + 1, d[i * cols + j - 1] + 1, d[(i - 1) * cols + j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[(i - 2) * cols + j - 2] + 1);
      d[i * cols + j] = v;
    }
  }
  return d[rows * cols - 1];
}

/**
 * A lower bound of editDistance read off the letters alone: an edit (insertion, deletion,
 * substitution, transposition) changes by at most one the letters one string has beyond the other,
 * so the distance is at least the larger of those two excesses. Linear, where the distance is
 * quadratic: scoring skips the distance when even this bound rules a comparison out.
 */
export function letterBound(a: string, b: string): number {
  const counts = letterCounts;
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i) & 127]++;
  // Each letter of b takes one of a's same letter while any is left; the rest are b's excess, and
  // what b did not take is a's. Only a's letters were counted, so only they are reset.
  let bExcess = 0;
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i) & 127;
    if (counts[c] > 0) counts[c]--;
    else bExcess++;
  }
  for (let i = 0; i < a.length; i++) counts[a.charCodeAt(i) & 127] = 0;
  const aExcess = a.length - (b.length - bExcess);
  return Math.max(aExcess, bExcess);
}
const letterCounts = new Int32Array(128);

/** The most editSimilarity(a, b) can be, by letterBound. */
export function editSimilarityBound(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - letterBound(a, b) / longest;
}

export function editSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}
