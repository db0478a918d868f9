// Screening in GraphQL (spec 2.1, 2.2, 4.2): hits, groups (stories), verdicts; how it is set up is screeningSettings.ts'.
import type { Note, ScreeningGroup, ScreeningHit } from "../generated/prisma/client";
import { builder } from "./builder";
import { NodeRef } from "./node";
import { defined, present } from "./inputHelpers";
import { Application, RiskLevelEnum } from "./applications";
import * as inputs from "../domain/screening/inputs";
import { enumOf, inputOf } from "./zodInputs";
import { createManualHit, ownedHit, recordScreeningHits, updateHitStatus, type HitCounts } from "../domain/screening/hits";
import { createGroup, groupVerdict, memberHitIds, moveHitsToGroup, ownedGroup } from "../domain/screening/groups";
import { listScreeningHits } from "../domain/screening/listing";
import { listScreeningQueue, type HitApplicationSummary, type QueueHit } from "../domain/screening/queue";
import { whenKnown } from "./knownLoader";
import { pageArgs, pageType, toPageArgs } from "./pagination";
import { notFound } from "../errors";

export const ScreeningTypeEnum = enumOf("ScreeningType", inputs.SCREENING_TYPES, "The kind of a screening hit");
const HitStatusEnum = enumOf("ScreeningHitStatus", inputs.HIT_STATUSES, "A screening hit's review status");
const HitOriginEnum = enumOf("ScreeningHitOrigin", inputs.HIT_ORIGINS, "How a screening hit was found");
const ClearedReasonEnum = enumOf("ClearedReason", inputs.CLEARED_REASONS, "Why an automated pass cleared a screening hit");

interface CategoryShape {
  label: string;
  description: string | null;
}
interface MatchResultShape {
  isMatch: boolean;
  confidence: number;
  reviewNote: string;
  matchExplanation?: string;
  incidentSummary: string;
  riskLevel: string;
  severity?: string | null;
  tierRationale?: string | null;
  clearedReason?: (typeof inputs.CLEARED_REASONS)[number] | null;
  categories: CategoryShape[];
}

const Category = builder.objectRef<CategoryShape>("ScreeningCategory").implement({
  description: "A risk category of a screening match",
  fields: (t) => ({
    label: t.exposeString("label", { description: "The category's name" }),
    description: t.string({ nullable: true, description: "Short risk-type description, at most 12 words", resolve: (c) => c.description ?? null }),
  }),
});

const MatchResult = builder.objectRef<MatchResultShape>("MatchResult").implement({
  description: "The matching verdict on a screening hit: match, confidence, risk and categories",
  fields: (t) => ({
    isMatch: t.exposeBoolean("isMatch", { description: "Whether the source is judged to be about the screened person" }),
    confidence: t.exposeFloat("confidence", { description: "How sure the match is, 0 to 1" }),
    reviewNote: t.exposeString("reviewNote", { description: "Why the match was judged so, for the reviewer" }),
    matchExplanation: t.string({
      nullable: true,
      description: "What agreed and what differed between the person and the source (name, birth date, country, ids)",
      resolve: (m) => m.matchExplanation ?? null,
    }),
    incidentSummary: t.exposeString("incidentSummary", { description: "What the source reports" }),
    riskLevel: t.exposeString("riskLevel", {
      description: "The risk the source carries, as the screening provider names it (the built-in engine: HIGH or MEDIUM)",
    }),
    severity: t.string({ nullable: true, description: "Tier label of the account's taxonomy", resolve: (m) => m.severity ?? null }),
    tierRationale: t.string({ nullable: true, description: "Why the hit has its severity tier", resolve: (m) => m.tierRationale ?? null }),
    clearedReason: t.field({
      type: ClearedReasonEnum,
      nullable: true,
      description: "Why an automated pass cleared the hit; null while not cleared, on a reviewer's ruling, and on hits cleared before reasons were stored",
      resolve: (m) => m.clearedReason ?? null,
    }),
    categories: t.field({
      type: [Category],
      description: "Risk categories of the source, each a label and a short description",
      resolve: (m) => m.categories ?? [],
    }),
  }),
});

export const NoteUser = builder.prismaObject("User", {
  variant: "NoteUser",
  description: "The user who wrote or last changed a screening hit's note",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    externalId: t.exposeString("externalId", { nullable: true, description: "The user's id in the customer's own system, if given" }),
    title: t.exposeString("title", { nullable: true, description: "The user's job title, if given" }),
    firstName: t.exposeString("firstName", { description: "Given name" }),
    lastName: t.exposeString("lastName", { description: "Family name" }),
    email: t.exposeString("email", { description: "E-mail address" }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
  }),
});

export const HitNote = builder.objectRef<Note>("ScreeningHitNote").implement({
  description: "A note on a screening hit (spec 2.3, simple form)",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    entityType: t.exposeString("entityType", { description: "What the note is on: SCREENING_HIT" }),
    entityId: t.exposeString("entityId", { description: "The hit's id" }),
    content: t.exposeString("content", { description: "The note's text" }),
    createdBy: t.exposeString("createdById", { description: "Id of the user who wrote it" }),
    updatedBy: t.exposeString("updatedById", { nullable: true, description: "Id of the user who last changed it; null if never changed" }),
    createdByUser: t.field({
      description: "The user who wrote it",
      type: NoteUser,
      resolve: async (n, _a, ctx) => (await ctx.loaders.userById.load(n.createdById)) ?? Promise.reject(notFound("User")),
    }),
    updatedByUser: t.field({
      description: "The user who last changed it, if anyone",
      type: NoteUser,
      nullable: true,
      resolve: (n, _a, ctx) => (n.updatedById ? ctx.loaders.userById.load(n.updatedById) : null),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
    deleted: t.exposeBoolean("deleted", { description: "Deleted notes stay on a hit, marked (spec 2.3)" }),
  }),
});

const HitApplication = builder.objectRef<HitApplicationSummary>("ScreeningHitApplication").implement({
  description: "The application a hit was found for, as a reviewer's row shows it",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The application's id" }),
    name: t.exposeString("name", { description: "The application's name" }),
    riskLevel: t.field({ type: RiskLevelEnum, nullable: true, description: "The application's risk level", resolve: (a) => a.riskLevel }),
    nextReviewAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "When the application's next periodic review is due (approved applications)",
      resolve: (a) => a.nextReviewAt,
    }),
    reviewOverdue: t.boolean({
      description: "The application's periodic review is past due",
      resolve: (a) => a.nextReviewAt != null && a.nextReviewAt.getTime() < Date.now(),
    }),
  }),
});

export const Hit = builder.objectRef<ScreeningHit>("ScreeningHit").implement({
  description: "A screening hit (sanctions, PEP, warning or adverse media) found for an application or one of its key persons",
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    entityId: t.string({ nullable: true, description: "Individual or business id the hit belongs to", resolve: (h) => h.individualId ?? h.businessId ?? null }),
    type: t.field({ description: "The kind of hit", type: ScreeningTypeEnum, resolve: (h) => h.type }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
    status: t.field({ description: "Its review status", type: HitStatusEnum, resolve: (h) => h.status }),
    source: t.exposeString("source", { description: "manual for a reviewer's hit" }),
    details: t.field({
      description: "The provider's raw details; for a manual hit {title, description, url, publisher, publishingDate}",
      type: "JSON",
      resolve: (h) => h.details,
    }),
    updatedBy: t.exposeString("updatedById", { description: "The user who last changed it", nullable: true }),
    enriched: t.exposeBoolean("enriched", { description: "Enriched with a match result" }),
    matchResult: t.field({
      description: "The matching verdict, once enriched",
      type: MatchResult,
      nullable: true,
      resolve: (h) => (h.matchResult as MatchResultShape | null) ?? null,
    }),
    note: t.exposeString("note", { description: "A reviewer's note", nullable: true }),
    clearancePendingStatus: t.field({
      description: "Four eyes: the clearing status a first approver proposed, awaiting a second; null when none is pending",
      type: HitStatusEnum,
      nullable: true,
      resolve: (h) => h.clearancePendingStatus,
    }),
    clearancePendingById: t.exposeString("clearancePendingById", { description: "Four eyes: the user who proposed the pending clearance", nullable: true }),
    clearancePendingAt: t.expose("clearancePendingAt", { description: "Four eyes: when the clearance was proposed", type: "DateTime", nullable: true }),
    individualId: t.exposeString("individualId", { description: "The screened individual's id, if the hit is about one", nullable: true }),
    businessId: t.exposeString("businessId", { description: "The screened business's id, if the hit is about one", nullable: true }),
    ownershipNodeId: t.exposeString("ownershipNodeId", {
      description:
        "The ownership-structure node screened, if the hit is about one (docs/ownership.md); on a BLOCKED_BY_OWNERSHIP hit (source ownership) the applicant node",
      nullable: true,
    }),
    groupId: t.exposeString("groupId", { description: "The screening group (story) it belongs to, if any", nullable: true }),
    storyId: t.string({
      nullable: true,
      deprecationReason: "Use groupId",
      description: "Alias of groupId on adverse-media hits",
      resolve: (h) => (h.type === "ADVERSE_MEDIA" ? h.groupId : null),
    }),
    notes: t.field({ description: "Notes on the hit, oldest first", type: [HitNote], resolve: (h, _a, ctx) => ctx.loaders.hitNotes.load(h.id) }),
    origin: t.field({ description: "How it was found", type: HitOriginEnum, nullable: true, resolve: (h) => h.origin }),
    entryChange: t.field({
      description:
        "What changed materially on the hit's list entry when its review was re-opened: {list, version, relisted?, changes: {property: {before, after}}}",
      type: "JSON",
      nullable: true,
      resolve: (h) => h.entryChange,
    }),
    delistedAt: t.expose("delistedAt", { type: "DateTime", nullable: true, description: "When the hit's list entry was removed from its list (delisted)" }),
    delistedInVersion: t.exposeInt("delistedInVersion", { nullable: true, description: "The list version that no longer held the entry" }),
    applicationSummary: t.field({
      type: HitApplication,
      description:
        "The application the hit was found for: its id, name, risk level and periodic review due date (the review queue reads them in its page's statement)",
      resolve: (h, _a, ctx) =>
        (h as Partial<QueueHit>).applicationSummary ??
        whenKnown(ctx.loaders.applicationById.get(h.applicationId), (a) => ({
          id: a!.id,
          name: a!.name,
          riskLevel: a!.riskLevel,
          nextReviewAt: a!.nextReviewAt,
        })),
    }),
  }),
});

type GroupWithMembers = ScreeningGroup & { memberHits?: ScreeningHit[] };
const membersOf = (g: GroupWithMembers, ctx: { loaders: { groupMembers: { get(id: string): ScreeningHit[] | Promise<ScreeningHit[]> } } }) =>
  g.memberHits ?? ctx.loaders.groupMembers.get(g.id);

export const Group = builder.objectRef<GroupWithMembers>("ScreeningGroup").implement({
  interfaces: [NodeRef],
  description: "A screening group, also called a story (spec 2.2)",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    type: t.field({ description: "The kind of hits it groups", type: ScreeningTypeEnum, resolve: (g) => g.type }),
    status: t.field({ type: HitStatusEnum, nullable: true, description: "Set by the last group verdict", resolve: (g) => g.status }),
    headline: t.exposeString("headline", { description: "The story's headline" }),
    summary: t.exposeString("summary", { description: "The story's summary" }),
    aiDescription: t.exposeString("aiDescription", { description: "A generated description of the story" }),
    primaryHitId: t.exposeString("primaryHitId", { description: "Most credible, latest-development member hit" }),
    memberHitIds: t.stringList({
      description: "Newest development first; the primary hit leads",
      resolve: async (g, _a, ctx) => memberHitIds(g, await membersOf(g, ctx)),
    }),
    memberHits: t.field({
      description: "The member hits, newest development first; the primary hit leads",
      type: [Hit],
      resolve: async (g, _a, ctx) => {
        const members = await membersOf(g, ctx);
        const order = memberHitIds(g, members);
        return order.map((id) => members.find((m) => m.id === id)!);
      },
    }),
    category: t.field({
      description: "The story's risk category",
      type: Category,
      nullable: true,
      resolve: (g) => (g.category as CategoryShape | null) ?? null,
    }),
    severity: t.exposeString("severity", { description: "Tier label of the account's taxonomy", nullable: true }),
    reviewerNote: t.exposeString("reviewerNote", { description: "The reviewer's note on the group verdict", nullable: true }),
    tierRationale: t.exposeString("tierRationale", { description: "Why the severity tier was chosen", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
  }),
});

const Counts = builder.objectRef<HitCounts>("ScreeningHitCounts").implement({
  description: "Reviewer queue: open (IN_REVIEW, NOT_REVIEWED), confirmed (CONFIRMED, TRUE_MATCH), dismissed (DISMISSED, FALSE_POSITIVE)",
  fields: (t) => ({
    open: t.exposeInt("open", { description: "IN_REVIEW and NOT_REVIEWED hits" }),
    confirmed: t.exposeInt("confirmed", { description: "CONFIRMED and TRUE_MATCH hits" }),
    dismissed: t.exposeInt("dismissed", { description: "DISMISSED and FALSE_POSITIVE hits" }),
    total: t.exposeInt("total", { description: "Every hit" }),
  }),
});

export const HitsView = builder.objectRef<Awaited<ReturnType<typeof listScreeningHits>>>("ScreeningHits").implement({
  description: "An application's screening hits by type, its adverse-media stories and the reviewer queue counts",
  fields: (t) => ({
    adverseMedia: t.field({ type: [Hit], description: "ADVERSE_MEDIA hits", resolve: (v) => v.adverseMedia }),
    sanctions: t.field({ type: [Hit], description: "SANCTIONS hits", resolve: (v) => v.sanctions }),
    warning: t.field({ type: [Hit], description: "WARNING hits", resolve: (v) => v.warning }),
    pep: t.field({ type: [Hit], description: "PEP hits", resolve: (v) => v.pep }),
    adverseMediaStories: t.field({ type: [Group], description: "The application's adverse-media groups (stories)", resolve: (v) => v.adverseMediaStories }),
    counts: t.field({ type: Counts, description: "The hits counted by review state", resolve: (v) => v.counts }),
  }),
});

builder.objectField(Application, "screeningHitCounts", (t) =>
  t.field({
    description: "The application's screening hits counted by review state",
    type: Counts,
    resolve: (app, _a, ctx) => ctx.loaders.hitCounts.get(app.id),
  }),
);

// Hand-written: the domain's CategoryInput requires `description` (null allowed), GraphQL has always
// let it be left out; CreateScreeningGroupInput nests it, so it stays hand-written with it.
const CategoryInput = builder.inputType("ScreeningCategoryInput", {
  description: "A risk category of a screening match",
  fields: (t) => ({
    label: t.string({ required: true, description: "The category's name" }),
    description: t.string({ description: "Short risk-type description, at most 12 words" }),
  }),
});
const CreateGroupInput = builder.inputType("CreateScreeningGroupInput", {
  description: "A new screening group (story) of hits of one application",
  fields: (t) => ({
    applicationId: t.id({ required: true, description: "The application whose hits are grouped" }),
    type: t.field({ type: ScreeningTypeEnum, required: true, description: "The type every member hit has" }),
    headline: t.string({ required: true, description: "The story's headline" }),
    summary: t.string({ required: true, description: "The story in a few sentences" }),
    aiDescription: t.string({ required: true, description: "One reviewer-facing description replacing the per-source rationales" }),
    hitIds: t.idList({ required: true, description: "The member hits, of this application and type; they leave any group they were in" }),
    primaryHitId: t.id({ description: "One of hitIds; left out, the hit of highest match confidence (then latest development) leads" }),
    category: t.field({ type: CategoryInput, description: "The group-level category" }),
    severity: t.string({ description: "A tier label of the account's taxonomy for this type (PEP Class 1–4; others High, Medium, Low by default)" }),
    tierRationale: t.string({ description: "Why the group has its tier" }),
  }),
});
// Inputs are read off the domain's zod inputs (src/domain/screening/inputs.ts), descriptions included.
const ManualHitInput = inputOf("ManualScreeningHitInput", inputs.ManualHitInput, "A screening hit a reviewer records by hand", {
  ids: ["applicationId", "individualId", "businessId"],
});
const HitVerdictInput = inputOf("ScreeningHitVerdictInput", inputs.HitVerdictInput, "A reviewer's verdict on one screening hit");
const GroupVerdictInput = inputOf("ScreeningGroupVerdictInput", inputs.GroupVerdictInput, "A reviewer's verdict on a whole screening group");

const ScreeningHitPage = pageType("ScreeningHitPage", Hit);
const ScreeningQueueFilterInput = inputOf("ScreeningQueueFilter", inputs.ScreeningQueueFilter, "Filters of the review queue; each given one narrows it");

builder.queryFields((t) => ({
  screeningHits: t.field({
    description: "Hits of an application grouped by type, with its adverse-media stories and counts (spec 4.2)",
    type: HitsView,
    args: {
      applicationId: t.arg.id({ required: true, description: "The application whose hits to list" }),
      individualId: t.arg.id({ description: "Only hits about this individual key person" }),
      businessId: t.arg.id({ description: "Only hits about this business key person" }),
    },
    resolve: (_r, args, ctx) => listScreeningHits(ctx.db, ctx.actor, defined(args) as { applicationId: string }),
  }),
  screeningQueue: t.field({
    description:
      "The account-wide review queue: hits of every application matching the filters (by default those awaiting review), oldest first unless order says desc",
    type: ScreeningHitPage,
    args: { filter: t.arg({ type: ScreeningQueueFilterInput, description: "Each filter given narrows the queue" }), ...pageArgs(t.arg) },
    resolve: (_r, args, ctx) => listScreeningQueue(ctx.sql, ctx.actor, present(args.filter) ?? {}, toPageArgs(args)),
  }),
  screeningHit: t.field({
    description: "One screening hit",
    type: Hit,
    args: { id: t.arg.id({ required: true, description: "The screening hit's id" }) },
    resolve: (_r, args, ctx) => ownedHit(ctx.db, ctx.actor, String(args.id)),
  }),
  screeningGroup: t.field({
    description: "One screening group (story)",
    type: Group,
    args: { id: t.arg.id({ required: true, description: "The screening group's id" }) },
    resolve: (_r, args, ctx) => ownedGroup(ctx.db, ctx.actor, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createManualScreeningHit: t.field({
    description: "Creates a screening hit by hand (source `manual`)",
    type: Hit,
    args: { input: t.arg({ type: ManualHitInput, required: true, description: "The hit a reviewer found, and whom it is about" }) },
    resolve: (_r, args, ctx) => createManualHit(ctx.db, ctx.actor, defined(args.input)),
  }),
  recordScreeningHits: t.field({
    type: [Hit],
    description: "The screening engine's path: hits found for an application (JSON input, validated as in the REST schema)",
    args: { input: t.arg({ type: "JSON", required: true, description: "{applicationId, hits: [...]} as POST /screening/hits/batch takes it" }) },
    resolve: (_r, args, ctx) => recordScreeningHits(ctx.db, ctx.actor, args.input),
  }),
  updateScreeningHitStatus: t.field({
    permission: "review",
    description: "Sets a hit's status (a reviewer's verdict), with an optional note",
    type: Hit,
    args: {
      id: t.arg.id({ required: true, description: "The hit to decide" }),
      input: t.arg({ type: HitVerdictInput, required: true, description: "The verdict (status) and, for a cleared hit, why" }),
    },
    resolve: (_r, args, ctx) => updateHitStatus(ctx.db, ctx.actor, String(args.id), defined(args.input)),
  }),
  updateScreeningGroup: t.field({
    permission: "review",
    description: "A verdict on a whole group: one status and rationale for every member hit; severity onto each",
    type: Group,
    args: {
      id: t.arg.id({ required: true, description: "The screening group to decide" }),
      input: t.arg({ type: GroupVerdictInput, required: true, description: "The verdict applied to the group and its member hits" }),
    },
    resolve: (_r, args, ctx) => groupVerdict(ctx.db, ctx.actor, String(args.id), present(args.input)),
  }),
  createScreeningGroup: t.field({
    permission: "review",
    description: "Groups hits of one type into a story; they leave any group they were in",
    type: Group,
    args: { input: t.arg({ type: CreateGroupInput, required: true, description: "The story's type, headline, texts and member hits" }) },
    resolve: (_r, args, ctx) => createGroup(ctx.db, ctx.actor, defined(args.input)),
  }),
  moveScreeningHits: t.field({
    permission: "review",
    description: "Moves hits into a group; the groups they leave elect a new primary hit",
    type: Group,
    args: {
      groupId: t.arg.id({ required: true, description: "The group the hits move to" }),
      hitIds: t.arg.idList({ required: true, description: "The hits to move (of the group's application)" }),
    },
    resolve: (_r, args, ctx) => moveHitsToGroup(ctx.db, ctx.actor, String(args.groupId), { hitIds: args.hitIds.map(String) }),
  }),
}));
