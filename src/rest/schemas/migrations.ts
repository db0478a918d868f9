// Migration routes (spec 2.8, 4.9; contract "POST /api/v1/migrations" and the controls).
import { z } from "zod";
import { BULK_STAGES, ComplianceChecksInput, MIGRATION_SOURCE_TYPES, MIGRATION_STATUSES, MultipartMigrationFields } from "../../domain/migrations/inputs";
import { DateTime, PageQuery, pageOf } from "./common";

export { CreateMigrationBody } from "../../domain/migrations/inputs";

const count = z.number().int();

export const MigrationResponse = z
  .object({
    id: z.string(),
    accountId: z.string(),
    workflowId: z.string().nullable().meta({ description: "Onboarding workflow each item is checked against" }),
    name: z.string(),
    labels: z.array(z.string()),
    sourceType: z.enum(MIGRATION_SOURCE_TYPES),
    status: z.enum(MIGRATION_STATUSES),
    isPreparing: z.boolean().meta({ description: "True while the staged archive is being unpacked" }),
    bulkStage: z.enum(BULK_STAGES).nullable().meta({ description: "Stage in progress; null while unpacking or creating applications" }),
    discoveredApplicationCount: count.nullable(),
    discoveredFileCount: count.nullable(),
    discoveredByteCount: z.number().nullable().meta({ description: "Total uncompressed bytes" }),
    extractedFileCount: count.nullable(),
    extractedByteCount: z.number().nullable(),
    recentExtractedFileNames: z.array(z.string()).meta({ description: "Rolling window of the last 10, newest last" }),
    complianceChecks: z.object({ screening: z.boolean(), idVerification: z.boolean(), kycDataVerification: z.boolean(), kybDataVerification: z.boolean() }),
    createdById: z.string().nullable(),
    itemCounts: z.object({ total: count, queued: count, inProgress: count, completed: count, missingData: count, failed: count, cancelled: count }),
    taskCount: count.meta({ description: "Outstanding tasks for missing required data across the items (one per missing field or document); falls as they are resolved" }),
    fileCount: count.meta({ description: "Staged source files across all items" }),
    failureReason: z.string().nullable().meta({ description: "Why a FAILED migration failed (e.g. a corrupt archive)" }),
    startedAt: DateTime.nullable(),
    completedAt: DateTime.nullable(),
    createdAt: DateTime,
    updatedAt: DateTime,
  })
  .meta({ id: "Migration" });

export const MigrationPageResponse = pageOf(MigrationResponse).meta({ id: "MigrationPage" });
export const ListMigrationsQuery = z.object(PageQuery).strict();

/** The multipart form of POST /migrations (documented; parsed by src/rest/migrationUpload.ts). */
export const MultipartMigrationBody = z
  .object({
    file: z.string().meta({ format: "binary", description: "The zip archive: one top-level folder per application, optional manifest.csv / manifest.json" }),
    // The fields' own rules (src/domain/migrations/inputs.ts), so the document states them.
    name: MultipartMigrationFields.shape.name,
    workflowId: MultipartMigrationFields.shape.workflowId,
    "labels[]": MultipartMigrationFields.shape.labels.meta({ description: "Repeated field" }),
    complianceChecks: ComplianceChecksInput.optional().meta({ description: "A JSON object in one field, e.g. {\"screening\": true}; absent flags are false" }),
  })
  .meta({ id: "MigrationUpload" });
