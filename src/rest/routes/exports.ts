// CRS export routes (spec 4.5) and bulk export jobs (contract "POST /api/v1/exports"), one block the
// route table spreads in.
import { IdParams } from "../schemas/common";
import { CreateExportBody, CrsXmlDocument, ExportDownloadResponse, ExportedFileResponse, ExportJobResponse } from "../schemas/exports";
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
      field: "crsXmlExport",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ExportedFileResponse, description: "The CRS XML fragment (Content-Disposition: attachment)" },
      attachment: { mediaType: "application/xml", body: CrsXmlDocument },
    },
    {
      method: "post",
      path: "/exports",
      summary: "Start a bulk export (CRS_XML: one CRS_OECD message; JSON, CSV: the application records with their key persons); export.completed follows",
      tag: "CRS export",
      body: CreateExportBody,
      operation: (s) => `mutation($input: CreateExportInput!) { createExport(input: $input) ${s} }`,
      field: "createExport",
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
      field: "export",
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
      field: "exportDownload",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ExportDownloadResponse, description: "The signed URL" },
      extraErrors: [409],
    },
  ];
}
