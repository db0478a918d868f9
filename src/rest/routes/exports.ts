// CRS export routes (spec 4.5) and bulk export jobs (contract "POST /api/v1/exports"), one block the
// route table spreads in.
import { IdParams } from "../schemas/common";
import {
  CreateExportBody,
  CrsXmlDocument,
  ExportDownloadResponse,
  ExportedFileResponse,
  ExportJobResponse,
  FatcaAssessmentResponse,
  FatcaXmlDocument,
} from "../schemas/exports";
import { Mutation, Query } from "../operations";
import type { Route } from "../route";

export function exportRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/applications/:id/export/crs-xml",
      summary:
        "The application's OECD CRS v2.0 AccountReport as an XML attachment, with placeholder tokens for the administrator's slots (spec 4.5); nothing is stored",
      tag: "CRS export",
      params: IdParams,
      operation: (s) => `query($id: ID!) { crsXmlExport(applicationId: $id) ${s} }`,
      field: Query.crsXmlExport,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ExportedFileResponse, description: "The CRS XML fragment (Content-Disposition: attachment)" },
      attachment: { mediaType: "application/xml", body: CrsXmlDocument },
    },
    {
      method: "get",
      path: "/applications/:id/fatca",
      summary:
        "The application's FATCA status: US indicia of the account holder (each with the field it was read from) and whether the tax forms on file cure them; derived on request (docs/tax-reporting.md)",
      tag: "FATCA",
      params: IdParams,
      operation: (s) => `query($id: ID!) { fatcaAssessment(applicationId: $id) ${s} }`,
      field: Query.fatcaAssessment,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: FatcaAssessmentResponse, description: "The status, its indicia and reasons" },
    },
    {
      method: "get",
      path: "/applications/:id/export/fatca-xml",
      summary:
        "The application's IRS FATCA XML v2.0 AccountReport as an XML attachment, with placeholder tokens for the administrator's slots (docs/tax-reporting.md); nothing is stored",
      tag: "FATCA",
      params: IdParams,
      operation: (s) => `query($id: ID!) { fatcaXmlExport(applicationId: $id) ${s} }`,
      field: Query.fatcaXmlExport,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ExportedFileResponse, description: "The FATCA XML fragment (Content-Disposition: attachment)" },
      attachment: { mediaType: "application/xml", body: FatcaXmlDocument },
    },
    {
      method: "post",
      path: "/exports",
      summary: "Start a bulk export (CRS_XML: one CRS_OECD message; JSON, CSV: the application records with their key persons); export.completed follows",
      tag: "CRS export",
      body: CreateExportBody,
      operation: (s) => `mutation($input: CreateExportInput!) { createExport(input: $input) ${s} }`,
      field: Mutation.createExport,
      variables: ({ body }) => ({ input: body }),
      response: { status: 202, schema: ExportJobResponse, description: "The job, QUEUED; follow statusPath, then downloadPath" },
    },
    {
      method: "get",
      path: "/exports/:id",
      summary: "An export job with its counts; only the API key that created it (any other: 404)",
      tag: "CRS export",
      params: IdParams,
      operation: (s) => `query($id: ID!) { export(id: $id) ${s} }`,
      field: Query.export,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ExportJobResponse, description: "The job" },
    },
    {
      method: "get",
      path: "/exports/:id/download",
      summary: "A fresh signed URL of a COMPLETED export's file on every call, valid 7 days; only the creating API key; 409 until it is COMPLETED",
      tag: "CRS export",
      params: IdParams,
      operation: (s) => `query($id: ID!) { exportDownload(id: $id) ${s} }`,
      field: Query.exportDownload,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ExportDownloadResponse, description: "The signed URL" },
      extraErrors: [409],
    },
  ];
}
