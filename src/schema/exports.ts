// CRS export in GraphQL (spec 4.5): the single-application fragment, and bulk export jobs.
import { builder } from "./builder";
import { defined } from "./inputHelpers";
import {
  createExport,
  crsXmlFragment,
  CreateExportInput,
  EXPORT_FORMATS,
  EXPORT_STATUSES,
  exportDownload,
  FatcaAccountInput,
  FatcaExportInput,
  FatcaPaymentInput,
  FATCA_PLACEHOLDER_CONVENTION,
  fatcaXmlFragment,
  getExport,
  PLACEHOLDER_CONVENTION,
  type ExportedFile,
  type ExportFailure,
  type ExportJobView,
} from "../domain/exports";
import { enumOf, inputOf } from "./zodInputs";

const ExportedFileRef = builder.objectRef<ExportedFile>("ExportedFile").implement({
  description: "A file produced on request (nothing is stored)",
  fields: (t) => ({
    fileName: t.exposeString("fileName", { description: "The file's name" }),
    contentType: t.exposeString("contentType", { description: "Its MIME type" }),
    content: t.exposeString("content", { description: "Its text" }),
  }),
});

builder.queryFields((t) => ({
  crsXmlExport: t.field({
    type: ExportedFileRef,
    description: `The application's OECD CRS v2.0 AccountReport (urn:oecd:ties:crs:v2) from investor-side data. ${PLACEHOLDER_CONVENTION}`,
    args: { applicationId: t.arg.id({ required: true, description: "The application to report" }) },
    resolve: (_r, a, ctx) => crsXmlFragment(ctx.db, ctx.actor, String(a.applicationId)),
  }),
  fatcaXmlExport: t.field({
    type: ExportedFileRef,
    description: `The application's IRS FATCA XML v2.0 AccountReport (urn:oecd:ties:fatca:v2) from investor-side data (docs/tax-reporting.md). ${FATCA_PLACEHOLDER_CONVENTION}`,
    args: { applicationId: t.arg.id({ required: true, description: "The application to report" }) },
    resolve: (_r, a, ctx) => fatcaXmlFragment(ctx.db, ctx.actor, String(a.applicationId)),
  }),
}));

// Bulk export jobs (contract "POST /api/v1/exports"): create, read, download.
const ExportFormatEnum = enumOf("ExportFormat", EXPORT_FORMATS, "The file format of an export");
const ExportStatusEnum = enumOf("ExportStatus", EXPORT_STATUSES, "Where an export job stands");

const ExportFailureRef = builder.objectRef<ExportFailure>("ExportFailure").implement({
  description: "An application an export could not include, and why",
  fields: (t) => ({
    applicationId: t.exposeString("applicationId", { description: "The application it belongs to" }),
    reason: t.exposeString("reason", { description: "Why it was left out" }),
  }),
});

export const ExportJobRef = builder.objectRef<ExportJobView>("ExportJob").implement({
  description: "A bulk export; statusPath and downloadPath answer only the API key that created it",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The id REST uses, unique within its type" }),
    jobId: t.exposeID("jobId", { description: "The same id as id, under the name POST /exports answers with" }),
    format: t.field({
      type: ExportFormatEnum,
      description: "CRS_XML (one CRS_OECD message), FATCA_XML (one IRS FATCA_OECD message), JSON or CSV (the application records with their key persons)",
      resolve: (j) => j.format,
    }),
    status: t.field({ type: ExportStatusEnum, description: "QUEUED, RUNNING, COMPLETED or FAILED", resolve: (j) => j.status }),
    totalCount: t.exposeInt("totalCount", { description: "Applications the job exports (known once it runs when exporting the whole account)" }),
    completedCount: t.exposeInt("completedCount", { description: "Applications written to the file so far" }),
    failedCount: t.exposeInt("failedCount", { description: "Applications left out of the file (see failures)" }),
    failedApplicationIds: t.exposeStringList("failedApplicationIds", {
      description: "Ids of the applications left out, unknown ones and other accounts' alike",
    }),
    failures: t.field({ type: [ExportFailureRef], description: "Why each failed application failed", resolve: (j) => j.failures }),
    error: t.exposeString("error", { nullable: true, description: "Why a FAILED job failed as a whole" }),
    messageRefId: t.exposeString("messageRefId", {
      nullable: true,
      description:
        "FATCA_XML: the message's MessageRefId (the sender's GIIN: the sponsor's when a sponsor files, else the reporting FI's; a period; the job id); null for other formats",
    }),
    byteSize: t.float({ nullable: true, description: "Size of the finished file in bytes; null until COMPLETED", resolve: (j) => j.byteSize }),
    statusPath: t.exposeString("statusPath", {
      description: "The REST path of this job (GET /api/v1/exports/{id}, relative to PUBLIC_BASE_URL); only the creating API key",
    }),
    downloadPath: t.exposeString("downloadPath", {
      description: "The REST path that answers a fresh signed URL of the file (valid 7 days) once COMPLETED; only the creating API key",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
    completedAt: t.expose("completedAt", { type: "DateTime", nullable: true, description: "When the job finished; null until then" }),
  }),
});

const ExportDownloadRef = builder.objectRef<{ url: string; expiresAt: Date; fileName: string }>("ExportDownload").implement({
  description: "A signed URL for an export's file, valid for a short time",
  fields: (t) => ({
    url: t.exposeString("url", { description: "A signed URL to GET the file from, minted on this call" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "When the URL stops working" }),
    fileName: t.exposeString("fileName", { description: "The file's name" }),
  }),
});

// The input is read off the domain's zod input (src/domain/exports/inputs.ts), descriptions included.
// FATCA codes travel as strings (GraphQL enum names cannot spell every IRS code); the zod input checks them.
inputOf("FatcaPaymentInput", FatcaPaymentInput, "A payment to a FATCA account in the period", { strings: ["type"] });
inputOf("FatcaAccountInput", FatcaAccountInput, "The administrator's data of one FATCA account, and whether its record corrects a filed one", {
  ids: ["applicationId"],
  strings: ["missingTinCode", "acctHolderType", "docTypeIndic"],
});
inputOf("FatcaExportInput", FatcaExportInput, "A FATCA_XML export's reporting period and account data");
const CreateExportInputRef = inputOf("CreateExportInput", CreateExportInput, "A new export job: the format and the applications to export", {
  ids: ["applicationIds"],
});

builder.queryFields((t) => ({
  export: t.field({
    description: "An export job with its counts; only the API key that created it sees it (any other: NOT_FOUND)",
    type: ExportJobRef,
    args: { id: t.arg.id({ required: true, description: "The export job's id" }) },
    resolve: (_r, a, ctx) => getExport(ctx.db, ctx.actor, String(a.id)),
  }),
  exportDownload: t.field({
    type: ExportDownloadRef,
    description: "A fresh signed URL of a COMPLETED export on every call, valid 7 days",
    args: { id: t.arg.id({ required: true, description: "The export job whose file to sign a download URL for" }) },
    resolve: (_r, a, ctx) => exportDownload(ctx.db, ctx.actor, String(a.id), ctx.objectStore),
  }),
}));

builder.mutationFields((t) => ({
  createExport: t.field({
    description: "Starts a bulk export job (CRS_XML, FATCA_XML, JSON or CSV); export.completed follows",
    type: ExportJobRef,
    args: { input: t.arg({ type: CreateExportInputRef, required: true, description: "The format and the applications to export" }) },
    resolve: (_r, a, ctx) => {
      const input = defined(a.input);
      return createExport(
        ctx.db,
        ctx.actor,
        { ...input, ...(input.applicationIds ? { applicationIds: input.applicationIds.map(String) } : {}) },
        ctx.exportRunner,
      );
    },
  }),
}));
