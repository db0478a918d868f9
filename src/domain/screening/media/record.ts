// Stores what a media search found about one key person: one ADVERSE_MEDIA hit per article (cleared
// ones stored cleared, with their reason) and the relevant ones grouped into stories. Runs inside the
// caller's transaction; the caller emits screening.hits_created for createdHitIds.
import { createHash } from "node:crypto";
import type { Prisma, ScreeningHit } from "../../../generated/prisma/client";
import { automationActor } from "../../auth/context";
import { changeIn, type ApplicationChange } from "../../applicationChange";
import { orNotFound, owned } from "../../../kernel/accountScope";
import { z } from "zod";
import { parseInput } from "../../../kernel/validation";
import { memberHitIds } from "../groups";
import { insertHits, ownedApplicationId } from "../hits";
import type { SeverityTaxonomy } from "../taxonomy";
import { chooseSeverity, RISK_LEVELS } from "./adverse";
import { MediaArticleSchema, type MediaArticle } from "./provider";
import { assessArticle, type MediaSubject } from "./relevance";
import { describeStory, planStories, sourceCredibility, type MediaHitDetails } from "./stories";
import { nameTokensOf } from "./text";
import type { Tx } from "../../../db/transaction";

export interface RecordAdverseMediaInput {
  accountId: string;
  applicationId: string;
  subject: { kind: "individual" | "business"; id: string };
  origin: "INITIAL_SCREENING" | "ONGOING_MONITORING";
  articles: MediaArticle[];
  taxonomy: SeverityTaxonomy;
}

/** One search's worth: far more than any provider returns for one name, few enough for one transaction. */
const MAX_ARTICLES = 500;

/** One hit per person and article: a rerun, a retried activity or a second outlet copy finds it there. */
function mediaDedupeKey(subject: { kind: string; id: string }, url: string): string {
  return `${subject.kind}:${subject.id}:media:${createHash("sha256").update(url).digest("hex").slice(0, 32)}`;
}

/** The key person as the relevance rules read them, or 404 when not on this application. */
async function loadSubject(tx: Tx, applicationId: string, subject: RecordAdverseMediaInput["subject"]): Promise<MediaSubject> {
  const lower = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v).map((v) => v.toLowerCase()))];
  if (subject.kind === "individual") {
    const p = await orNotFound("Individual", tx.individual.findFirst({ where: { id: subject.id, applicationId } }));
    const address = p.address as { country?: string } | null;
    return {
      kind: "individual",
      name: `${p.firstName} ${p.lastName}`,
      birthDate: p.dateOfBirth,
      countries: lower([p.nationality, p.residenceCountry, address?.country]),
    };
  }
  const b = await orNotFound("Business", tx.business.findFirst({ where: { id: subject.id, applicationId } }));
  return { kind: "business", name: b.name, birthDate: null, countries: lower([b.country, (b.address as { country?: string } | null)?.country]) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function hitRow(input: RecordAdverseMediaInput, subject: MediaSubject, article: MediaArticle) {
  const a = assessArticle(subject, article);
  const cleared = a.clearedReason !== null;
  const severity = cleared ? null : chooseSeverity({ categories: a.categories, stage: a.stage }, input.taxonomy.ADVERSE_MEDIA);
  const details: MediaHitDetails = {
    title: article.title,
    description: a.snippet,
    url: article.url,
    publisher: article.publisher,
    publishingDate: article.publishedAt,
    language: article.language ?? null,
    entities: a.entities,
  };
  const matchResult = {
    isMatch: !cleared,
    confidence: round2(a.identification * sourceCredibility(article.publisher)),
    reviewNote: "",
    matchExplanation: a.explanation,
    incidentSummary: a.incidentSummary,
    riskLevel: severity ? RISK_LEVELS[severity.level] : "NONE",
    categories: a.categories.map((c) => ({ label: c.label, description: c.description })),
    severity: severity?.label ?? null,
    tierRationale: severity?.rationale ?? null,
    clearedReason: a.clearedReason,
  };
  return {
    individualId: input.subject.kind === "individual" ? input.subject.id : null,
    businessId: input.subject.kind === "business" ? input.subject.id : null,
    type: "ADVERSE_MEDIA" as const,
    status: cleared ? ("FALSE_POSITIVE" as const) : ("NOT_REVIEWED" as const),
    source: article.publisher,
    details: details as unknown as Prisma.InputJsonValue,
    enriched: true,
    matchResult: matchResult as Prisma.InputJsonValue,
    origin: input.origin,
    developmentAt: new Date(article.publishedAt),
    dedupeKey: mediaDedupeKey(input.subject, article.url),
  };
}

/**
 * Records the articles of one media search about one key person. Idempotent: an article already
 * stored for the person (same URL) is left as it is, so a rerun creates nothing and changes no story;
 * a new article of a known development joins that story (members reordered, primary re-elected).
 * Returns the hits created and the stories created or changed.
 */
export async function recordAdverseMedia(tx: Tx, input: RecordAdverseMediaInput): Promise<{ createdHitIds: string[]; groupIds: string[] }> {
  const articles = parseInput(z.array(MediaArticleSchema).max(MAX_ARTICLES), input.articles, "Invalid media search result", "articles");
  const actor = automationActor(input.accountId);
  const change = changeIn(tx, actor);
  const applicationId = await ownedApplicationId(tx, actor, input.applicationId);
  await change.lock(applicationId);
  const subject = await loadSubject(tx, applicationId, input.subject);
  const byUrl = new Map(articles.map((a) => [a.url, a]));
  const keys = [...byUrl.keys()].map((url) => mediaDedupeKey(input.subject, url));
  const stored = new Set(
    (await tx.screeningHit.findMany({ where: { ...owned(input), dedupeKey: { in: keys } }, select: { dedupeKey: true } })).map((h) => h.dedupeKey),
  );
  const fresh = [...byUrl.values()].filter((a) => !stored.has(mediaDedupeKey(input.subject, a.url)));
  if (fresh.length === 0) return { createdHitIds: [], groupIds: [] };

  // Written, audited, given review tasks and announced (screening.hits_created) like every engine hit.
  const created = await insertHits(
    change,
    applicationId,
    fresh.map((a) => hitRow(input, subject, a)),
  );
  if (created.length === 0) return { createdHitIds: [], groupIds: [] };
  const relevant = created.filter((h) => h.status === "NOT_REVIEWED");
  const groupIds = await groupIntoStories(change, input, subject, relevant);
  await change.settle();
  return { createdHitIds: created.map((h) => h.id), groupIds };
}

/** Places new relevant hits into the person's existing stories or new ones, and rewrites what each story shows. */
async function groupIntoStories(
  { tx, audit }: ApplicationChange,
  input: RecordAdverseMediaInput,
  subject: MediaSubject,
  relevant: ScreeningHit[],
): Promise<string[]> {
  if (relevant.length === 0) return [];
  const person = input.subject.kind === "individual" ? { individualId: input.subject.id } : { businessId: input.subject.id };
  const newIds = relevant.map((h) => h.id);
  const grouped = await tx.screeningHit.findMany({
    where: { ...owned(input), applicationId: input.applicationId, type: "ADVERSE_MEDIA", groupId: { not: null }, id: { notIn: newIds }, ...person },
    select: { groupId: true },
  });
  const groups = await tx.screeningGroup.findMany({ where: { id: { in: [...new Set(grouped.map((h) => h.groupId!))] } }, orderBy: { createdAt: "asc" } });
  const members = await tx.screeningHit.findMany({ where: { groupId: { in: groups.map((g) => g.id) } } });
  const existing = groups.map((g) => ({ groupId: g.id, members: members.filter((m) => m.groupId === g.id) }));
  const plans = planStories(existing, relevant, new Set(nameTokensOf(subject.name, subject.kind)));

  const touched: string[] = [];
  for (const plan of plans) {
    const story = describeStory(plan.members, subject.name, input.taxonomy.ADVERSE_MEDIA);
    const fields = {
      headline: story.headline,
      summary: story.summary,
      aiDescription: story.aiDescription,
      primaryHitId: story.primaryHitId,
      category: story.category ?? undefined,
    };
    const before = groups.find((g) => g.id === plan.groupId);
    let groupId: string;
    if (!before) {
      const group = await tx.screeningGroup.create({
        data: {
          ...owned(input),
          applicationId: input.applicationId,
          type: "ADVERSE_MEDIA",
          ...fields,
          severity: story.severity.label,
          tierRationale: story.severity.rationale,
        },
      });
      groupId = group.id;
    } else {
      groupId = before.id;
      // A reviewer's verdict set the story's tier: the engine leaves it alone.
      const tier = before.status ? {} : { severity: story.severity.label, tierRationale: story.severity.rationale };
      await tx.screeningGroup.update({ where: { id: groupId }, data: { ...fields, ...tier } });
    }
    await tx.screeningHit.updateMany({ where: { id: { in: plan.added.map((h) => h.id) } }, data: { groupId } });
    const previousMembers = before
      ? memberHitIds(
          before,
          plan.members.filter((m) => !plan.added.includes(m)),
        )
      : null;
    await audit({
      applicationId: input.applicationId,
      type: before ? "screening.group_updated" : "screening.group_created",
      entityType: "SCREENING_GROUP",
      entityId: groupId,
      changes: {
        memberHitIds: { before: previousMembers, after: story.memberHitIds },
        ...(before?.primaryHitId !== story.primaryHitId ? { primaryHitId: { before: before?.primaryHitId ?? null, after: story.primaryHitId } } : {}),
        ...(before ? {} : { headline: { before: null, after: story.headline } }),
      },
    });
    touched.push(groupId);
  }
  return touched;
}
