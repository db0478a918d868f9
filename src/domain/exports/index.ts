// Exports, one door (lint holds it: eslint.config.mjs): export jobs (create, read, download, progress),
// the run its workflow performs (CRS_XML, FATCA_XML, JSON, CSV), the single-application CRS and FATCA fragments, and the request shape.
// The CRS writer, the artifact formats and the investor reads stay behind it.
export { CreateExportInput, EXPORT_FORMATS, EXPORT_STATUSES, FatcaAccountInput, FatcaExportInput, FatcaPaymentInput } from "./inputs";
export { createExport, exportDownload, exportProgress, getExport, staleExports, type ExportFailure, type ExportJobView, type ExportRunner } from "./jobs";
export { beginExportRun, failExportRun, finishExportRun, writeExportArtifact } from "./run";
export { crsXmlFragment, type ExportedFile } from "./crsFragment";
export { PLACEHOLDER_CONVENTION } from "./placeholders";
export { fatcaXmlFragment } from "./fatcaFragment";
export { exportColumnNames } from "./columns";
export { FATCA_PLACEHOLDER_CONVENTION } from "./fatcaPlaceholders";
