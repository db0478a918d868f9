// Inputs of bulk export jobs (contract "POST /api/v1/exports"), shared by GraphQL and REST.
import { z } from "zod";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../kernel/enums";

export const EXPORT_FORMATS = enumValues(dbEnums.ExportFormat);
export const EXPORT_STATUSES = enumValues(dbEnums.ExportStatus);
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Ids one job may name; without `applicationIds` a job exports every application of the account. */
const MAX_EXPORT_IDS = 10_000;

export const CreateExportInput = z
  .object({
    format: z.enum(EXPORT_FORMATS).meta({ description: "CRS_XML, JSON or CSV" }),
    applicationIds: z.array(z.string().min(1).max(100)).min(1).max(MAX_EXPORT_IDS).optional().meta({
      description:
        "Applications to export, in this order; absent: every application of the account. Unknown ids and other accounts' land in failedApplicationIds",
    }),
  })
  .strict();
