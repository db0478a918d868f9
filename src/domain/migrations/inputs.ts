// Inputs of the migration area (spec 2.8; contract "POST /api/v1/migrations"), shared by GraphQL and REST.
import { z } from "zod";
import { nonBlank } from "../../kernel/validation";
import { ENTITY_TYPES } from "../applications/inputs";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";

export const MIGRATION_STATUSES = enumValues(dbEnums.MigrationStatus);
export const MIGRATION_SOURCE_TYPES = enumValues(dbEnums.MigrationSourceType);
export const BULK_STAGES = enumValues(dbEnums.BulkStage);
export const MIGRATION_ITEM_STATUSES = enumValues(dbEnums.MigrationItemStatus);
export const TERMINAL_MIGRATION_STATUSES = ["COMPLETED", "FAILED", "CANCELLED"] as const;

export const ComplianceChecksInput = z
  .object({
    screening: z.boolean().default(false).meta({ description: "Screen the key persons" }),
    idVerification: z.boolean().default(false).meta({ description: "Verify identity documents with a vendor" }),
    kycDataVerification: z.boolean().default(false).meta({ description: "Check individuals' data against the workflow's required fields" }),
    kybDataVerification: z.boolean().default(false).meta({ description: "Check businesses' data against the workflow's required fields" }),
  })
  .strict();
export type ComplianceChecks = z.output<typeof ComplianceChecksInput>;

/** One application to migrate by API: the manifest's columns (contract "Migration archive layout"). */
export const MigrationItemInput = z
  .object({
    folder: nonBlank().max(300).optional().meta({ description: "Archive folder of the investor; by API optional, `name` is enough" }),
    entityType: z
      .enum(ENTITY_TYPES)
      .optional()
      .meta({ description: "INDIVIDUAL or BUSINESS; left out, it is inferred (a registration number means BUSINESS)" }),
    name: nonBlank()
      .max(300)
      .optional()
      .meta({ description: "Investor name, which identifies the item (required unless folder is given); unique within the migration" }),
    email: z.email().optional().meta({ description: "The investor's e-mail address" }),
    country: z.string().optional().meta({ description: "Residence (individuals) or incorporation (businesses), ISO 3166-1 alpha-2" }),
    tin: z.string().max(64).optional().meta({ description: "Tax identification number" }),
    dateOfBirth: z.string().optional().meta({ description: "Individuals: date of birth, YYYY-MM-DD or as documents write it" }),
    placeOfBirth: z.string().max(200).optional().meta({ description: "Individuals: place of birth" }),
    nationality: z.string().optional().meta({ description: "Individuals: nationality, ISO 3166-1 alpha-2" }),
    registrationNumber: z.string().max(100).optional().meta({ description: "Businesses: registration number" }),
    address: z.string().max(500).optional().meta({ description: 'One line, the country last: "12 Rue X, L-1234 Luxembourg, LU"' }),
    fatcaChapter4Status: z.string().max(100).optional().meta({
      description:
        "Businesses: the FATCA status its W-8BEN-E or W-8IMY states (PASSIVE_NFFE, or as the form writes it: Passive NFFE), stored with that form as metadata.fatca; VALIDATE fails the item when it is wrong (docs/tax-reporting.md)",
    }),
    fatcaGiin: z.string().max(100).optional().meta({ description: "Businesses: the GIIN on that form (line 9a), where its status has one" }),
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

// Each field's description is what the REST body (OpenAPI) and the GraphQL input show: one definition.
const baseFields = {
  name: nonBlank().max(300).meta({ description: "The migration's name" }),
  workflowId: z.string().min(1).optional().meta({
    description: "The onboarding workflow every item follows and is checked against (its required fields and documents); the account's default when left out",
  }),
  labels: z.array(nonBlank().max(100)).max(50).optional().meta({ description: "Free-text labels of the migration" }),
  complianceChecks: ComplianceChecksInput.optional().meta({ description: "The checks to run on the applications created; each off unless set" }),
};
const items = z.array(MigrationItemInput).min(1).max(10_000).meta({ description: "sourceType API: the applications to migrate" });

/** JSON creation (sourceType API): the items themselves. */
export const CreateMigrationBody = z
  .object({ ...baseFields, items })
  .strict()
  .superRefine((value, ctx) => checkItems(value.items, ctx));

/** What the GraphQL mutation takes: the JSON body, or an uploaded archive's key (sourceType UPLOAD). */
export const CreateMigrationInput = z
  .object({
    ...baseFields,
    items: items.optional(),
    archiveKey: z.string().min(1).optional().meta({ description: "sourceType UPLOAD: key of the archive POST /api/v1/migrations (multipart) stored" }),
  })
  .strict()
  .refine((v) => (v.items === undefined) !== (v.archiveKey === undefined), { message: "give either items or an uploaded archive", path: ["items"] })
  .superRefine((value, ctx) => checkItems(value.items, ctx));

/** Multipart fields (contract): `labels[]` repeated, `complianceChecks` a JSON string. */
export const MultipartMigrationFields = z
  .object({
    name: z.string({ error: "name is required" }).trim().min(1).max(300),
    workflowId: z.string().min(1).optional(),
    labels: z.array(nonBlank().max(100)).max(50).optional(),
    complianceChecks: ComplianceChecksInput.optional(),
  })
  .strict();
