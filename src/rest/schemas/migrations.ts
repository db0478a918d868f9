// Migration routes (spec 2.8, 4.9; contract "POST /api/v1/migrations" and the controls).
import { z } from "zod";
import { ComplianceChecksInput, MultipartMigrationFields } from "../../domain/migrations/inputs";
import { PageQuery, pageOf } from "./common";
import { responseOf } from "./fromGraphQL";

export { CreateMigrationBody } from "../../domain/migrations/inputs";

// The response is the GraphQL Migration's fields (fromGraphQL.ts), descriptions included.
export const MigrationResponse = responseOf("Migration", {
  id: "Migration",
  fields: { complianceChecks: responseOf("ComplianceChecks"), itemCounts: responseOf("MigrationItemCounts") },
});

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
    complianceChecks: ComplianceChecksInput.optional().meta({ description: 'A JSON object in one field, e.g. {"screening": true}; absent flags are false' }),
  })
  .meta({ id: "MigrationUpload" });
