// Exports, one door (lint holds it: eslint.config.mjs): export jobs (create, read, download, progress),
// the run its workflow performs, the single-application CRS XML fragment, and the request shape.
// The CRS writer, the artifact formats and the investor reads stay behind it.
export { CreateExportInput, EXPORT_FORMATS, EXPORT_STATUSES } from "./inputs";
export { createExport, exportDownload, exportProgress, getExport, staleExports, type ExportFailure, type ExportJobView, type ExportRunner } from "./jobs";
export { beginExportRun, failExportRun, finishExportRun, writeExportArtifact } from "./run";
export { crsXmlFragment, type ExportedFile } from "./crsFragment";
export { PLACEHOLDER_CONVENTION } from "./placeholders";
export { fatcaXmlFragment } from "./fatcaFragment";
export { FATCA_PLACEHOLDER_CONVENTION } from "./fatcaPlaceholders";
