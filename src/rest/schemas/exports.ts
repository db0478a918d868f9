// CRS export routes (spec 4.5) and bulk export jobs (contract "POST /api/v1/exports").
import { z } from "zod";
import { FATCA_PLACEHOLDER_CONVENTION, PLACEHOLDER_CONVENTION } from "../../domain/exports";
import { responseOf } from "./fromGraphQL";

/** What an attachment route's operation returns; the router sends `content` as the file. */
export const ExportedFileResponse = z.object({ fileName: z.string(), contentType: z.string(), content: z.string() });

/** The documented body of GET /applications/{id}/export/crs-xml. */
export const CrsXmlDocument = z.string().meta({
  description:
    "An OECD CRS XML v2.0 fragment: one `crs:AccountReport` (namespaces urn:oecd:ties:crs:v2, urn:oecd:ties:commontypesfatcacrs:v2 for Address children, " +
    "urn:oecd:ties:crsstf:v5 for DocSpec children) to place inside a ReportingGroup of a CRS_OECD message. " +
    PLACEHOLDER_CONVENTION,
});

/** The documented body of GET /applications/{id}/export/fatca-xml. */
export const FatcaXmlDocument = z.string().meta({
  description:
    "An IRS FATCA XML v2.0 fragment: one `ftc:AccountReport` (namespaces urn:oecd:ties:fatca:v2, urn:oecd:ties:stffatcatypes:v2 for party fields) " +
    "to place inside a ReportingGroup of a FATCA_OECD message (docs/tax-reporting.md). " +
    FATCA_PLACEHOLDER_CONVENTION,
});

/** GET /applications/{id}/fatca: the FATCA status with its indicia. */
export const FatcaAssessmentResponse = responseOf("FatcaAssessment", {
  id: "FatcaAssessment",
  fields: {
    indicia: z.array(responseOf("UsIndicium", { id: "UsIndicium" })),
    classification: responseOf("FatcaEntityClassification", { id: "FatcaEntityClassification" }).nullable(),
  },
});

export { CreateExportInput as CreateExportBody } from "../../domain/exports";

// Responses are the GraphQL types' fields (fromGraphQL.ts), descriptions included.
export const ExportJobResponse = responseOf("ExportJob", { id: "ExportJob", fields: { failures: z.array(responseOf("ExportFailure")) } });
export const ExportDownloadResponse = responseOf("ExportDownload", { id: "ExportDownload" });
