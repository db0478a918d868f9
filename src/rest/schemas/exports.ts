// CRS export routes (spec 4.5) and bulk export jobs (contract "POST /api/v1/exports").
import { z } from "zod";
import { EXPORT_FORMATS, EXPORT_STATUSES } from "../../domain/exports/inputs";
import { PLACEHOLDER_CONVENTION } from "../../domain/exports/placeholders";
import { DateTime } from "./common";

/** What an attachment route's operation returns; the router sends `content` as the file. */
export const ExportedFileResponse = z.object({ fileName: z.string(), contentType: z.string(), content: z.string() });

/** The documented body of GET /applications/{id}/export/crs-xml. */
export const CrsXmlDocument = z.string().meta({
  description:
    "An OECD CRS XML v2.0 fragment: one `crs:AccountReport` (namespaces urn:oecd:ties:crs:v2, urn:oecd:ties:commontypesfatcacrs:v2 for Address children, " +
    "urn:oecd:ties:crsstf:v5 for DocSpec children) to place inside a ReportingGroup of a CRS_OECD message. " +
    PLACEHOLDER_CONVENTION,
});

export { CreateExportInput as CreateExportBody } from "../../domain/exports/inputs";

const count = z.number().int();

export const ExportJobResponse = z
  .object({
    id: z.string(),
    jobId: z.string().meta({ description: "Same as id" }),
    format: z.enum(EXPORT_FORMATS),
    status: z.enum(EXPORT_STATUSES),
    totalCount: count.meta({ description: "Applications the job covers (known once it runs when exporting the whole account)" }),
    completedCount: count.meta({ description: "Applications written so far" }),
    failedCount: count,
    failedApplicationIds: z.array(z.string()).meta({ description: "Ids that could not be exported, unknown ones and other accounts' alike" }),
    failures: z.array(z.object({ applicationId: z.string(), reason: z.string() })),
    error: z.string().nullable().meta({ description: "Why a FAILED job failed as a whole" }),
    byteSize: z.number().nullable(),
    statusPath: z.string().meta({ description: "GET it (relative to PUBLIC_BASE_URL) for this record; only the creating API key" }),
    downloadPath: z.string().meta({ description: "GET it for a fresh signed URL of the file, valid 7 days; only the creating API key" }),
    createdAt: DateTime,
    updatedAt: DateTime,
    completedAt: DateTime.nullable(),
  })
  .meta({ id: "ExportJob" });

export const ExportDownloadResponse = z
  .object({ url: z.string().meta({ description: "Signed URL of the file, minted on this call" }), expiresAt: DateTime, fileName: z.string() })
  .meta({ id: "ExportDownload" });
