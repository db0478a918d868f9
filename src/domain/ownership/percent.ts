// Shares as the analysis reports them: a fraction of 1 as percent, rounded to eight decimals so that
// sums and products along paths do not show floating-point noise.
import type { Propagated, Range } from "./effective";

export const pct = (x: number) => Math.round(x * 1e10) / 1e8;
export const rangeOf = (p: Propagated, v: number): Range => ({ low: pct(p.low[v]!), high: pct(p.high[v]!) });
