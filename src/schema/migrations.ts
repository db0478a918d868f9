// Migrations in GraphQL (spec 2.8, 4.9): the same record, counts and controls as REST.
import { builder } from "./builder";
import { NodeRef } from "./node";
import { defined } from "./inputHelpers";
import { pageArgs, pageType, toPageArgs } from "./pagination";
import { BULK_STAGES, MIGRATION_ITEM_STATUSES, MIGRATION_SOURCE_TYPES, MIGRATION_STATUSES, type ComplianceChecks } from "../domain/migrations/inputs";
import {
  cancelMigration,
  createMigration,
  getMigration,
  listMigrations,
  migrationItemPage,
  migrationItems,
  pauseMigration,
  resumeMigration,
  type MigrationView,
} from "../domain/migrations/service";
import * as inputs from "../domain/migrations/inputs";
import type { MigrationItem } from "../generated/prisma/client";
import { enumOf, inputOf } from "./zodInputs";

const MigrationStatusEnum = enumOf("MigrationStatus", MIGRATION_STATUSES, "Where a migration stands");
const MigrationSourceTypeEnum = enumOf(
  "MigrationSourceType",
  MIGRATION_SOURCE_TYPES,
  "Where a migration's investors come from: listed items (API) or an uploaded archive (UPLOAD)",
);
const BulkStageEnum = enumOf("BulkStage", BULK_STAGES, "The stage a bulk (archive) migration is in");
const MigrationItemStatusEnum = enumOf("MigrationItemStatus", MIGRATION_ITEM_STATUSES, "Where a migration item stands");

const ComplianceChecksRef = builder.objectRef<ComplianceChecks>("ComplianceChecks").implement({
  description: "The checks a migration runs on the applications it creates",
  fields: (t) => ({
    screening: t.exposeBoolean("screening", { description: "Screen the key persons against sanctions, PEP, warning and adverse-media sources" }),
    idVerification: t.exposeBoolean("idVerification", { description: "Verify identity documents with a vendor (none is configured here: the item says so)" }),
    kycDataVerification: t.exposeBoolean("kycDataVerification", { description: "Check individuals' data against the onboarding workflow's required fields" }),
    kybDataVerification: t.exposeBoolean("kybDataVerification", { description: "Check businesses' data against the onboarding workflow's required fields" }),
  }),
});

const ItemCountsRef = builder.objectRef<MigrationView["itemCounts"]>("MigrationItemCounts").implement({
  description: "A migration's items by status",
  fields: (t) => ({
    total: t.exposeInt("total", { description: "Every item" }),
    queued: t.exposeInt("queued", { description: "Items not started yet" }),
    inProgress: t.exposeInt("inProgress", { description: "Items being processed" }),
    completed: t.exposeInt("completed", { description: "Items whose application was created" }),
    missingData: t.exposeInt("missingData", { description: "Items created with required fields missing (each a task)" }),
    failed: t.exposeInt("failed", { description: "Items that could not be migrated" }),
    cancelled: t.exposeInt("cancelled", { description: "Items cancelled before they were done" }),
  }),
});

export const MigrationItemRef = builder.objectRef<MigrationItem>("MigrationItem").implement({
  description: "One investor of a migration (an archive folder or a listed item) and what became of it",
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    folder: t.exposeString("folder", { description: "Top-level folder of the archive (investor name)" }),
    status: t.field({ description: "Where the item stands", type: MigrationItemStatusEnum, resolve: (i) => i.status }),
    applicationId: t.exposeString("applicationId", { nullable: true, description: "The application it belongs to, if any" }),
    error: t.exposeString("error", { description: "Why it failed, if it did", nullable: true }),
    fileCount: t.exposeInt("fileCount", { description: "Files of the item" }),
    taskCount: t.exposeInt("taskCount", { description: "Outstanding tasks for the item's missing required data" }),
    missing: t.stringList({
      description: "Required fields and `document:<TYPE>`s the item lacks",
      resolve: (i) => (Array.isArray(i.missing) ? (i.missing as string[]) : []),
    }),
    data: t.field({ type: "JSON", description: "Gathered fields, each {value, source}", resolve: (i) => i.data }),
  }),
});

export const MigrationRef = builder.objectRef<MigrationView>("Migration").implement({
  description: "A migration of existing investors into applications (spec 2.8): the record with its live counts",
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    accountId: t.exposeString("accountId", { description: "The account that owns the migration" }),
    workflowId: t.exposeString("workflowId", {
      description: "The onboarding workflow the created applications follow and each item is checked against",
      nullable: true,
    }),
    name: t.exposeString("name", { description: "Its name" }),
    labels: t.exposeStringList("labels", { description: "Labels put on the created applications" }),
    sourceType: t.field({ description: "Listed items (API) or an uploaded archive (UPLOAD)", type: MigrationSourceTypeEnum, resolve: (m) => m.sourceType }),
    status: t.field({ description: "Where the migration stands", type: MigrationStatusEnum, resolve: (m) => m.status }),
    isPreparing: t.exposeBoolean("isPreparing", { description: "True while staged archives are still being unpacked" }),
    bulkStage: t.field({
      description: "The stage in progress of an archive migration; null while unpacking or creating applications",
      type: BulkStageEnum,
      nullable: true,
      resolve: (m) => m.bulkStage,
    }),
    discoveredApplicationCount: t.exposeInt("discoveredApplicationCount", { description: "Investors found in the archive", nullable: true }),
    discoveredFileCount: t.exposeInt("discoveredFileCount", { description: "Files found in the archive", nullable: true }),
    discoveredByteCount: t.float({ description: "Bytes found in the archive (total uncompressed)", nullable: true, resolve: (m) => m.discoveredByteCount }),
    extractedFileCount: t.exposeInt("extractedFileCount", { description: "Files unpacked so far", nullable: true }),
    extractedByteCount: t.float({ description: "Bytes unpacked so far", nullable: true, resolve: (m) => m.extractedByteCount }),
    recentExtractedFileNames: t.exposeStringList("recentExtractedFileNames", {
      description: "The last files unpacked (a rolling window of the last 10, newest last), for progress displays",
    }),
    complianceChecks: t.field({ description: "The checks run on the created applications", type: ComplianceChecksRef, resolve: (m) => m.complianceChecks }),
    createdById: t.exposeString("createdById", { description: "The user who started it", nullable: true }),
    itemCounts: t.field({ description: "Its items by status", type: ItemCountsRef, resolve: (m) => m.itemCounts }),
    taskCount: t.exposeInt("taskCount", {
      description: "Outstanding tasks for missing required data across the items (one per missing field or document); falls as they are resolved",
    }),
    fileCount: t.exposeInt("fileCount", { description: "Staged source files across all its items" }),
    failureReason: t.exposeString("failureReason", { description: "Why a FAILED migration failed (e.g. a corrupt archive)", nullable: true }),
    startedAt: t.expose("startedAt", { description: "When its run started", type: "DateTime", nullable: true }),
    completedAt: t.expose("completedAt", { description: "When it finished", type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
    items: t.field({
      type: [MigrationItemRef],
      description: "Items in id order; page with afterId (itemPage pages by the cursor rule of every other list)",
      args: {
        status: t.arg({ type: MigrationItemStatusEnum, description: "Only items in this status" }),
        limit: t.arg.int({ defaultValue: 100, description: "1 to 1,000, default 100" }),
        afterId: t.arg.id({ description: "The last item id of the previous page" }),
      },
      resolve: (m, a, ctx) =>
        migrationItems(ctx.db, m.id, { status: a.status, limit: Math.min(Math.max(a.limit ?? 100, 1), 1000), afterId: a.afterId ? String(a.afterId) : null }),
    }),
  }),
});

const MigrationPage = pageType("MigrationPage", MigrationRef);
const MigrationItemPage = pageType("MigrationItemPage", MigrationItemRef);

builder.objectField(MigrationRef, "itemPage", (t) =>
  t.field({
    type: MigrationItemPage,
    description: "The migration's items, a page by createdAt (oldest first unless order: desc) with the same cursor, limit and order rules as every list",
    args: { status: t.arg({ type: MigrationItemStatusEnum, description: "Only items in this status" }), ...pageArgs(t.arg) },
    resolve: (m, a, ctx) => migrationItemPage(ctx.db, ctx.actor, m.id, a.status, toPageArgs(a)),
  }),
);

// Inputs are read off the domain's zod inputs (src/domain/migrations/inputs.ts), descriptions included.
inputOf("ComplianceChecksInput", inputs.ComplianceChecksInput, "The checks a migration runs on the applications it creates; each defaults to off");
inputOf("MigrationItemInput", inputs.MigrationItemInput, "One investor to migrate (sourceType API)");
const CreateMigrationInputRef = inputOf(
  "CreateMigrationInput",
  inputs.CreateMigrationInput,
  "A new migration, from listed items (sourceType API) or an uploaded archive (UPLOAD)",
  { ids: ["workflowId"] },
);

builder.queryFields((t) => ({
  migrations: t.field({
    description: "Migrations of the caller's account, newest first, a page at a time",
    type: MigrationPage,
    args: pageArgs(t.arg),
    resolve: (_r, a, ctx) => listMigrations(ctx.db, ctx.actor, toPageArgs(a)),
  }),
  migration: t.field({
    description: "A migration with its live counts",
    type: MigrationRef,
    args: { id: t.arg.id({ required: true, description: "The migration's id" }) },
    resolve: (_r, a, ctx) => getMigration(ctx.db, ctx.actor, String(a.id)),
  }),
}));

builder.mutationFields((t) => ({
  createMigration: t.field({
    description: "Starts a migration of listed items (or of an uploaded archive by its key)",
    type: MigrationRef,
    args: {
      input: t.arg({
        type: CreateMigrationInputRef,
        required: true,
        description: "The archive or items to migrate, its name, labels and workflow, and the checks to run",
      }),
    },
    resolve: (_r, a, ctx) => {
      const input = defined(a.input);
      const body = {
        ...input,
        ...(input.complianceChecks ? { complianceChecks: defined(input.complianceChecks) } : {}),
        ...(input.items ? { items: input.items.map((item) => defined(item)) } : {}),
      };
      return createMigration(ctx.db, ctx.actor, body, { runner: ctx.migrationRunner, objectStore: ctx.objectStore, maxArchiveEntries: ctx.maxArchiveEntries });
    },
  }),
  pauseMigration: t.field({
    description: "Pauses a migration: no new items are taken; items under way finish",
    type: MigrationRef,
    args: { id: t.arg.id({ required: true, description: "The migration to pause" }) },
    resolve: (_r, a, ctx) => pauseMigration(ctx.db, ctx.actor, String(a.id), ctx.migrationRunner),
  }),
  resumeMigration: t.field({
    description: "Resumes a paused migration, or restarts a stalled one whose workflow is gone (spec 4.9)",
    type: MigrationRef,
    args: { id: t.arg.id({ required: true, description: "The paused migration to resume" }) },
    resolve: (_r, a, ctx) => resumeMigration(ctx.db, ctx.actor, String(a.id), ctx.migrationRunner),
  }),
  cancelMigration: t.field({
    description: "Cancels a migration: every item not yet done becomes CANCELLED",
    type: MigrationRef,
    args: { id: t.arg.id({ required: true, description: "The migration to cancel" }) },
    resolve: (_r, a, ctx) => cancelMigration(ctx.db, ctx.actor, String(a.id), ctx.migrationRunner),
  }),
}));
