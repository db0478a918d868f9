// Adverse-media stories (spec 2.2): relevant articles about one development grouped together, with a
// headline, category, severity tier and an extractive description. Deterministic: the same hits in
// any order give the same stories. Primary and member order are groups.ts's (choosePrimary, memberHitIds).
import type { ScreeningHit } from "../../../generated/prisma/client";
import { byNewestDevelopment, choosePrimary, memberHitIds } from "../groups";
import { chooseSeverity, CRIMINAL_PROCEEDINGS, readAdverse, type SeverityChoice } from "./adverse";
import { contentTokens, jaccard, normalise, sentences, tokens } from "./text";

/** What an adverse-media hit's details hold: a manual hit's fields plus the entities it names. */
export interface MediaHitDetails {
  title: string;
  description: string;
  url: string;
  publisher: string;
  publishingDate: string;
  language?: string | null;
  entities: string[];
}

// Wire services and papers of record: what they report has been through an editor who checks it.
const TIER_ONE_PUBLISHERS = new Set([
  "reuters",
  "associated press",
  "afp",
  "agence france presse",
  "bloomberg",
  "financial times",
  "wall street journal",
  "bbc",
  "bbc news",
  "new york times",
  "guardian",
  "le monde",
  "economist",
  "nikkei",
  "frankfurter allgemeine zeitung",
]);

/**
 * Credibility rule: a hit's confidence is how surely the article identifies the subject (relevance.ts)
 * times its source's credibility (1 for the tier-one publishers above, 0.9 for any other). The primary
 * hit is the most confident, the latest development breaking ties (groups.ts choosePrimary).
 */
export function sourceCredibility(publisher: string): number {
  return TIER_ONE_PUBLISHERS.has(normalise(publisher).replace(/^the /, "")) ? 1 : 0.9;
}

/** Reports more than this many days apart are different developments, however alike. */
const STORY_WINDOW_DAYS = 30;
/** Similarity at which an article joins a story: half headline overlap, half entity overlap, discounted by time apart. */
const STORY_JOIN_THRESHOLD = 0.2;
const DAY_MS = 86_400_000;
const DESCRIPTION_SENTENCES = 3;
const DESCRIPTION_CHARS = 1200;

const detailsOf = (hit: ScreeningHit) => hit.details as unknown as MediaHitDetails;
const dayOf = (hit: ScreeningHit) => (hit.developmentAt ?? hit.createdAt).toISOString().slice(0, 10);

/**
 * Event similarity of two reports: (½ headline-word Jaccard + ½ named-entity Jaccard) × (1 − days
 * apart / (2 × window)); 0 beyond the window. The subject's own name is left out of both: every story
 * about them shares it.
 */
function eventSimilarity(a: ScreeningHit, b: ScreeningHit, nameTokens: ReadonlySet<string>): number {
  const apart = Math.abs((a.developmentAt ?? a.createdAt).getTime() - (b.developmentAt ?? b.createdAt).getTime()) / DAY_MS;
  if (apart > STORY_WINDOW_DAYS) return 0;
  const [da, db] = [detailsOf(a), detailsOf(b)];
  const headline = jaccard(contentTokens(da.title, nameTokens), contentTokens(db.title, nameTokens));
  const entity = jaccard(new Set(da.entities ?? []), new Set(db.entities ?? []));
  return (0.5 * headline + 0.5 * entity) * (1 - apart / (2 * STORY_WINDOW_DAYS));
}

export interface StoryPlan {
  /** The existing group the story continues, null for a new story. */
  groupId: string | null;
  members: ScreeningHit[];
  added: ScreeningHit[];
}

/**
 * Places each new relevant hit, oldest development first, into the story it is most similar to (its
 * best-matching member), existing stories first; below the threshold it opens a story of its own.
 */
export function planStories(existing: { groupId: string; members: ScreeningHit[] }[], incoming: ScreeningHit[], nameTokens: ReadonlySet<string>): StoryPlan[] {
  const plans: StoryPlan[] = existing.map((g) => ({ groupId: g.groupId, members: [...g.members], added: [] }));
  const ordered = [...incoming].sort(
    (a, b) => (a.developmentAt ?? a.createdAt).getTime() - (b.developmentAt ?? b.createdAt).getTime() || detailsOf(a).url.localeCompare(detailsOf(b).url),
  );
  for (const hit of ordered) {
    let best: StoryPlan | null = null;
    let bestScore = STORY_JOIN_THRESHOLD;
    for (const plan of plans) {
      const score = Math.max(...plan.members.map((m) => eventSimilarity(hit, m, nameTokens)));
      if (score >= bestScore && (best === null || score > bestScore)) [best, bestScore] = [plan, score];
    }
    if (best) {
      best.members.push(hit);
      best.added.push(hit);
    } else plans.push({ groupId: null, members: [hit], added: [hit] });
  }
  return plans.filter((p) => p.added.length > 0);
}

export interface StoryDescription {
  primaryHitId: string;
  memberHitIds: string[];
  headline: string;
  summary: string;
  aiDescription: string;
  category: { label: string; description: string } | null;
  severity: SeverityChoice;
}

/** A sentence naming risk categories says more than one only mentioning proceedings: ¼ per category (at most ½), ¼ for proceedings. */
function harmBonus(sentence: string): number {
  const r = readAdverse(sentence);
  const named = r.categories.filter((c) => c !== CRIMINAL_PROCEEDINGS).length;
  return Math.min(0.5, 0.25 * named) + (r.stage > 0 ? 0.25 : 0);
}

const listOf = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

/**
 * Extractive description: the sentences of the members' snippets that name the subject, scored by
 * centrality (word overlap with the other reports' sentences, so what several outlets agree on ranks
 * first) plus a bonus for naming a risk category or proceedings, up to three non-redundant ones, told in date order and each cited as
 * (publisher, date). Capped at 1,200 characters.
 */
function extractiveDescription(members: ScreeningHit[], subjectName: string): string {
  const surnames = new Set(tokens(subjectName));
  const candidates = members
    .flatMap((hit, article) =>
      sentences(detailsOf(hit).description ?? "").map((text, position) => ({ text, article, position, hit, words: new Set(tokens(text)) })),
    )
    .filter((c) => [...c.words].some((w) => surnames.has(w)));
  const score = (c: (typeof candidates)[number]) =>
    candidates.filter((o) => o.article !== c.article).reduce((sum, o) => sum + jaccard(c.words, o.words), 0) + harmBonus(c.text);
  const ranked = candidates.map((c) => ({ ...c, score: score(c) })).sort((a, b) => b.score - a.score || a.article - b.article || a.position - b.position);
  const chosen: typeof ranked = [];
  // First the best sentence of each report (so the description cites several outlets), then the rest.
  for (const pass of [1, 2]) {
    for (const c of ranked) {
      if (chosen.length === DESCRIPTION_SENTENCES) break;
      if (chosen.includes(c) || (pass === 1 && chosen.some((o) => o.article === c.article))) continue;
      if (chosen.some((o) => jaccard(o.words, c.words) > 0.5)) continue;
      chosen.push(c);
    }
  }
  const byDate = chosen.sort((a, b) => dayOf(a.hit).localeCompare(dayOf(b.hit)) || a.article - b.article || a.position - b.position);
  const publishers = [...new Set(members.map((m) => detailsOf(m).publisher))];
  const days = members.map(dayOf).sort();
  const lead = `${subjectName}: ${members.length} report${members.length === 1 ? "" : "s"} by ${listOf(publishers)}, ${days[0] === days[days.length - 1] ? days[0] : `${days[0]} to ${days[days.length - 1]}`}.`;
  const body = byDate.map((c) => `${c.text} (${detailsOf(c.hit).publisher}, ${dayOf(c.hit)})`).join(" ");
  const text = `${lead} ${body}`.trim();
  return text.length <= DESCRIPTION_CHARS ? text : `${text.slice(0, DESCRIPTION_CHARS - 1).replace(/\s+\S*$/, "")}…`;
}

/**
 * Everything a story shows, from its member hits. Category: the taxonomy category most members report,
 * the graver one on a tie (latest state: the whole story is read again when a member joins). Severity:
 * adverse.ts's rule over all members' text, on the account's ADVERSE_MEDIA tiers.
 */
export function describeStory(members: ScreeningHit[], subjectName: string, tiers: string[]): StoryDescription {
  const primary = choosePrimary(members)!;
  const order = memberHitIds({ primaryHitId: primary.id }, members);
  const ordered = order.map((id) => members.find((m) => m.id === id)!);
  const readings = ordered.map((m) => readAdverse(`${detailsOf(m).title}. ${detailsOf(m).description}`));
  const counts = new Map<string, { n: number; rank: number; category: { label: string; description: string } }>();
  for (const r of readings) {
    r.categories.forEach((c, rank) => {
      const entry = counts.get(c.label) ?? { n: 0, rank, category: { label: c.label, description: c.description } };
      counts.set(c.label, { ...entry, n: entry.n + 1, rank: Math.min(entry.rank, rank) });
    });
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n || a.rank - b.rank)[0];
  const whole = readAdverse(ordered.map((m) => `${detailsOf(m).title}. ${detailsOf(m).description}`).join(" "));
  const severity = chooseSeverity(whole, tiers);
  const publishers = [...new Set(ordered.map((m) => detailsOf(m).publisher))];
  const days = ordered.map(dayOf).sort();
  const latest = [...members].sort(byNewestDevelopment)[0];
  const summary = `${top?.category.label ?? "Adverse media"}: ${ordered.length} report${ordered.length === 1 ? "" : "s"} by ${listOf(publishers)} from ${days[0]} to ${days[days.length - 1]}; latest: "${detailsOf(latest).title}".`;
  return {
    primaryHitId: primary.id,
    memberHitIds: order,
    headline: detailsOf(primary).title,
    summary,
    aiDescription: extractiveDescription(ordered, subjectName),
    category: top?.category ?? null,
    severity,
  };
}
