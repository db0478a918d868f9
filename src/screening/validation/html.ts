// The validation report as one self-contained HTML page a reviewer or regulator can open offline: no
// script, no external font or stylesheet, inline CSS and an inline SVG chart. Names and queries come
// from list files and labelled sets, which are untrusted: every value is escaped, and the page's own
// Content-Security-Policy forbids scripts should one ever slip through.
import type { Check, Figures } from "./figures";
import type { ExplainedMatch, ListedQuery, SweepPoint, ValidationReport } from "./run";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: unknown): string => String(value ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c]);

const num = (v: number | null) => (v === null ? "–" : v.toFixed(4));

const STYLE = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;margin:2rem auto;max-width:1200px;padding:0 1rem}
h1{font-size:1.5rem;margin-bottom:.25rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #d0d7de;padding-bottom:.25rem}
table{border-collapse:collapse;margin:.5rem 0;width:100%}th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}td.n{text-align:right;font-variant-numeric:tabular-nums}.pass{color:#116329;font-weight:600}.fail{color:#b42318;font-weight:600}
.muted{color:#57606a}code{font-size:.9em;background:#f6f8fa;padding:0 .2em}ul.f{margin:0;padding-left:1rem}svg text{font:12px system-ui,sans-serif}
`;

function figuresRow(scope: string, f: Figures): string {
  const cells = [f.queries, f.TP, f.FP, f.FN, f.TN].map((v) => `<td class="n">${v}</td>`).join("");
  const ratios = [f.precision, f.recall, f.f1, f.specificity].map((v) => `<td class="n">${num(v)}</td>`).join("");
  return `<tr><th scope="row">${escapeHtml(scope)}</th>${cells}${ratios}</tr>`;
}

const FIGURES_HEAD =
  "<tr><th>scope</th><th>queries</th><th>TP</th><th>FP</th><th>FN</th><th>TN</th><th>precision</th><th>recall</th><th>F1</th><th>specificity</th></tr>";

function checksTable(checks: Check[]): string {
  if (!checks.length) return `<p class="muted">The set states no minimums (no thresholds.json).</p>`;
  const rows = checks.map(
    (c) =>
      `<tr><td>${escapeHtml(c.scope)}</td><td>${escapeHtml(c.figure)}</td><td class="n">${num(c.minimum)}</td><td class="n">${num(c.actual)}</td><td class="${c.pass ? "pass" : "fail"}">${c.pass ? "met" : "NOT MET"}</td></tr>`,
  );
  return `<table><tr><th>scope</th><th>figure</th><th>minimum</th><th>measured</th><th>result</th></tr>${rows.join("")}</table>`;
}

/** Precision, recall and F1 over the sweep's thresholds, the operating threshold marked. */
function sweepChart(sweep: SweepPoint[], operating: number): string {
  const [w, h, left, right, top, bottom] = [640, 280, 48, 120, 12, 36];
  const x0 = sweep[0].threshold;
  const x1 = sweep[sweep.length - 1].threshold;
  const x = (t: number) => Math.round((left + ((t - x0) / (x1 - x0 || 1)) * (w - left - right)) * 10) / 10;
  // The y axis starts at the tenth under the lowest figure, so figures near 1 stay apart.
  const lowest = Math.min(...sweep.flatMap((p) => [p.overall.precision, p.overall.recall, p.overall.f1]).filter((v): v is number => v !== null), 1);
  const y0 = Math.min(0.9, Math.floor(lowest * 10) / 10);
  const y = (v: number) => Math.round((top + ((1 - v) / (1 - y0)) * (h - top - bottom)) * 10) / 10;
  const series: [keyof Figures & ("precision" | "recall" | "f1"), string, string][] = [
    ["precision", "#0969da", ""],
    ["recall", "#bf3989", "6 3"],
    ["f1", "#1a7f37", "2 3"],
  ];
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => y0 + f * (1 - y0))
    .map(
      (v) =>
        `<line x1="${left}" x2="${w - right}" y1="${y(v)}" y2="${y(v)}" stroke="#eaeef2"/><text x="${left - 6}" y="${y(v) + 4}" text-anchor="end">${v.toFixed(2)}</text>`,
    )
    .join("");
  const ticks = sweep
    .filter((p) => Math.round(p.threshold * 100) % 10 === 0)
    .map((p) => `<text x="${x(p.threshold)}" y="${h - bottom + 16}" text-anchor="middle">${p.threshold.toFixed(1)}</text>`)
    .join("");
  const lines = series
    .map(([figure, colour, dash], i) => {
      const points = sweep.filter((p) => p.overall[figure] !== null).map((p) => `${x(p.threshold)},${y(p.overall[figure]!)}`);
      return (
        `<polyline fill="none" stroke="${colour}" stroke-width="2" stroke-dasharray="${dash}" points="${points.join(" ")}"/>` +
        `<line x1="${w - right + 12}" x2="${w - right + 36}" y1="${top + 14 + i * 18}" y2="${top + 14 + i * 18}" stroke="${colour}" stroke-width="2" stroke-dasharray="${dash}"/>` +
        `<text x="${w - right + 42}" y="${top + 18 + i * 18}">${figure === "f1" ? "F1" : figure}</text>`
      );
    })
    .join("");
  const marker = `<line x1="${x(operating)}" x2="${x(operating)}" y1="${top}" y2="${h - bottom}" stroke="#57606a" stroke-dasharray="3 3"/><text x="${x(operating) + 4}" y="${h - bottom - 6}" fill="#57606a">operating ${operating}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="precision, recall and F1 by threshold">` +
    `${grid}${ticks}<text x="${(left + w - right) / 2}" y="${h - 4}" text-anchor="middle">threshold</text>${marker}${lines}</svg>`
  );
}

function sweepTable(sweep: SweepPoint[], operating: number): string {
  const rows = sweep.map((p) => figuresRow(`${p.threshold.toFixed(2)}${p.threshold === operating ? " (operating)" : ""}`, p.overall));
  return `<table>${FIGURES_HEAD.replace("scope", "threshold")}${rows.join("")}</table>`;
}

function queryText(q: ListedQuery): string {
  const props = Object.entries(q.query.properties)
    .map(([k, v]) => `${escapeHtml(k)}: ${escapeHtml(Array.isArray(v) ? v.join("; ") : v)}`)
    .join("<br>");
  return `<code>${escapeHtml(q.queryId)}</code> ${escapeHtml(q.query.schema)}<br>${props}${q.note ? `<br><span class="muted">${escapeHtml(q.note)}</span>` : ""}`;
}

function entryText(e: ExplainedMatch["entry"] | null): string {
  if (!e) return `<span class="muted">nothing may match</span>`;
  const facts = [e.birthDates.length ? `born ${e.birthDates.join(", ")}` : "", e.countries.join(", "), e.registrationNumbers.join(", ")].filter(Boolean);
  return `<code>${escapeHtml(e.id)}</code> ${escapeHtml(e.schema)}<br>${escapeHtml(e.names.join("; "))}${facts.length ? `<br><span class="muted">${escapeHtml(facts.join(" · "))}</span>` : ""}`;
}

function matchText(m: ExplainedMatch | null, none: string): string {
  if (!m) return `<span class="muted">${escapeHtml(none)}</span>`;
  const features = m.features.map((f) => `<li>${escapeHtml(f.name)} = ${escapeHtml(f.value)} (weight ${escapeHtml(f.coefficient)})</li>`).join("");
  return (
    `<strong>${m.score.toFixed(3)}</strong> ${m.isMatch ? "match" : `cleared ${escapeHtml(m.clearedReason)}`} on “${escapeHtml(m.matchedName)}”` +
    `<br>${escapeHtml(m.explanation)}<ul class="f">${features}</ul>`
  );
}

function listedTable(rows: ListedQuery[], kind: "miss" | "fp" | "other"): string {
  if (!rows.length) return `<p class="muted">None.</p>`;
  const head =
    kind === "miss"
      ? "<tr><th>class</th><th>query</th><th>expected entry</th><th>the engine's score of it</th><th>matched instead</th></tr>"
      : "<tr><th>class</th><th>query</th><th>expected entry</th><th>wrongly matched</th></tr>";
  const body = rows.map((q) => {
    const wrong = q.wrongMatches.map((m) => `${entryText(m.entry)}<br>${matchText(m, "")}`).join("<hr>") || `<span class="muted">nothing</span>`;
    const cells =
      kind === "miss"
        ? `<td>${entryText(q.expected)}</td><td>${matchText(q.expectedMatch, "not reported: no candidate, or its score was more than 0.1 under the threshold")}</td><td>${wrong}</td>`
        : `<td>${entryText(q.expected)}</td><td>${wrong}</td>`;
    return `<tr><td>${escapeHtml(q.class)}</td><td>${queryText(q)}</td>${cells}</tr>`;
  });
  return `<table>${head}${body.join("")}</table>`;
}

export function reportHtml(r: ValidationReport): string {
  const verdict = r.checks.length
    ? r.passed
      ? `<span class="pass">every minimum met</span>`
      : `<span class="fail">a minimum is NOT met</span>`
    : "no minimums stated";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screening validation: ${escapeHtml(r.set.name)}</title><style>${STYLE}</style></head><body>
<h1>Screening validation: ${escapeHtml(r.set.name)}</h1>
<p class="muted">${escapeHtml(r.generatedAt)} · ${r.set.entries} list entries · ${r.set.queries} labelled queries in ${r.set.classes} classes · operating threshold ${r.engine.threshold} · name forms version ${r.engine.matchFormsVersion} · screened in ${r.seconds} s</p>
<p>Result: ${verdict}. A query is one unit: one that must match is a true positive when the engine matches its entry (else a miss, FN); one that must match nothing is a false positive when anything matches (else TN). See docs/screening-validation.md.</p>
<h2>Minimums (thresholds.json)</h2>${checksTable(r.checks)}
<h2>Figures at the operating threshold (${r.engine.threshold})</h2>
<table>${FIGURES_HEAD}${figuresRow("overall", r.overall)}${Object.entries(r.classes)
    .map(([name, f]) => figuresRow(name, f))
    .join("")}</table>
<h2>Threshold sweep (overall)</h2>${sweepChart(r.sweep, r.engine.threshold)}${sweepTable(r.sweep, r.engine.threshold)}
<h2>Misses (${r.misses.length})</h2>${listedTable(r.misses, "miss")}
<h2>False positives (${r.falsePositives.length})</h2>${listedTable(r.falsePositives, "fp")}
<h2>Right matches that also matched another entry (${r.otherEntryMatches.length})</h2>
<p class="muted">Counted as true positives; each other entry is an alert a reviewer would also see.</p>${listedTable(r.otherEntryMatches, "other")}
<h2>The score's features</h2><table><tr><th>feature</th><th>weight</th><th>meaning</th></tr>${Object.entries(r.engine.features)
    .map(([k, f]) => `<tr><td><code>${escapeHtml(k)}</code></td><td class="n">${escapeHtml(f.coefficient)}</td><td>${escapeHtml(f.description)}</td></tr>`)
    .join("")}</table>
</body></html>
`;
}
