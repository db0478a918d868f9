// Inputs of the migration area (spec 2.8; contract "POST /api/v1/migrations"), shared by GraphQL and REST.
import { z } from "zod";
import { nonBlank } from "../validation";
import { ENTITY_TYPES } from "../applications/inputs";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../enums";

export const MIGRATION_STATUSES = enumValues(dbEnums.MigrationStatus);
export const MIGRATION_SOURCE_TYPES = enumValues(dbEnums.MigrationSourceType);
export const BULK_STAGES = enumValues(dbEnums.BulkStage);
export const MIGRATION_ITEM_STATUSES = enumValues(dbEnums.MigrationItemStatus);
export const TERMINAL_MIGRATION_STATUSES = ["COMPLETED", "FAILED", "CANCELLED"] as const;

export const ComplianceChecksInput = z
  .object({
    screening: z.boolean().default(false),
    idVerification: z.boolean().default(false),
    kycDataVerification: z.boolean().default(false),
    kybDataVerification: z.boolean().default(false),
  })
  .strict();
export type ComplianceChecks = z.output<typeof ComplianceChecksInput>;

/** One application to migrate by API: the manifest's columns (contract "Migration archive layout"). */
export const MigrationItemInput = z
  .object({
    folder: nonBlank().max(300).optional().meta({ description: "Archive folder of the investor; by API optional, `name` is enough" }),
    entityType: z.enum(ENTITY_TYPES).optional(),
    name: nonBlank().max(300).optional().meta({ description: "Investor name, which identifies the item (required unless folder is given); unique within the migration" }),
    email: z.email().optional(),
    country: z.string().optional(),
    tin: z.string().max(64).optional(),
    dateOfBirth: z.string().optional(),
    placeOfBirth: z.string().max(200).optional(),
    nationality: z.string().optional(),
    registrationNumber: z.string().max(100).optional(),
    address: z.string().max(500).optional(),
  })
  .strict();
export type ManifestRow = z.output<typeof MigrationItemInput>;

/** What identifies an item within its migration: its folder in an archive, else the investor's name. */
export const itemKey = (row: ManifestRow): string => (row.folder ?? row.name)!;

/** Every item names its investor, once per migration. */
function checkItems(items: ManifestRow[] | undefined, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items?.forEach((item, i) => {
    if (!item.folder && !item.name) {
      ctx.addIssue({ code: "custom", path: ["items", i, "name"], message: "name is required: the investor's name identifies the item" });
      return;
    }
    const key = itemKey(item);
    const path = ["items", i, item.folder ? "folder" : "name"];
    if (seen.has(key)) ctx.addIssue({ code: "custom", path, message: `duplicate ${item.folder ? "folder" : "name"} "${key}"` });
    seen.add(key);
  });
}

const baseFields = {
  name: nonBlank().max(300),
  workflowId: z.string().min(1).optional().meta({ description: "Onboarding workflow whose required fields and documents each item is checked against" }),
  labels: z.array(nonBlank().max(100)).max(50).optional(),
  complianceChecks: ComplianceChecksInput.optional(),
};

/** JSON creation (sourceType API): the items themselves. */
export const CreateMigrationBody = z
  .object({ ...baseFields, items: z.array(MigrationItemInput).min(1).max(10_000) })
  .strict()
  .superRefine((value, ctx) => checkItems(value.items, ctx));

/** What the GraphQL mutation takes: the JSON body, or an uploaded archive's key (sourceType UPLOAD). */
export const CreateMigrationInput = z
  .object({
    ...baseFields,
    items: z.array(MigrationItemInput).min(1).max(10_000).optional(),
    archiveKey: z.string().min(1).optional(),
  })
  .strict()
  .refine((v) => (v.items === undefined) !== (v.archiveKey === undefined), { message: "give either items or an uploaded archive", path: ["items"] })
  .superRefine((value, ctx) => checkItems(value.items, ctx));
export type CreateMigration = z.output<typeof CreateMigrationInput>;

/** Multipart fields (contract): `labels[]` repeated, `complianceChecks` a JSON string. */
export const MultipartMigrationFields = z
  .object({
    name: z.string({ error: "name is required" }).trim().min(1).max(300),
    workflowId: z.string().min(1).optional(),
    labels: z.array(nonBlank().max(100)).max(50).optional(),
    complianceChecks: ComplianceChecksInput.optional(),
  })
  .strict();
