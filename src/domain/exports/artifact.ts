// The bytes of a bulk export, produced page by page: a complete CRS_OECD message (one AccountReport
// per application), a JSON array, or CSV — each an async generator of Buffers, so the artifact streams
// into the object store and is never held whole.
import { stringify } from "csv-stringify/sync";
import { crsMessageWriter } from "./crsXml";
import { accountReportOf, type ExportApplication } from "./investors";
import { applicationRecord, csvCells, CSV_HEADER } from "./columns";
import type { ExportFormat } from "./inputs";

/**
 * RFC 4180 rows. Investor data is untrusted: a cell starting with = + - @, tab or CR would run as a
 * formula in a spreadsheet (OWASP CSV injection), so escape_formulas prefixes it with a single quote.
 */
const csvLines = (rows: unknown[][]): string => stringify(rows, { record_delimiter: "\r\n", escape_formulas: true });

export interface ArtifactWriter {
  head(): string;
  /** Reads what the page's text needs beyond the applications (FATCA: documents, ownership structures). */
  preparePage?(applications: ExportApplication[]): Promise<void>;
  /** The text of one page of applications. */
  page(applications: ExportApplication[]): string;
  tail(): string;
}

export function artifactWriter(format: ExportFormat): ArtifactWriter {
  switch (format) {
    case "CRS_XML": {
      const message = crsMessageWriter();
      return {
        head: () => message.open(),
        page: (apps) => apps.map((a) => message.write(accountReportOf(a))).join(""),
        tail: () => message.close(),
      };
    }
    case "JSON": {
      let first = true;
      return {
        head: () => "[",
        page: (apps) =>
          apps
            .map((a) => {
              const text = (first ? "\n" : ",\n") + JSON.stringify(applicationRecord(a));
              first = false;
              return text;
            })
            .join(""),
        tail: () => "\n]\n",
      };
    }
    case "CSV":
      return { head: () => csvLines([[...CSV_HEADER]]), page: (apps) => apps.map((a) => csvLines(csvCells(a))).join(""), tail: () => "" };
    case "FATCA_XML":
      // Needs the job's request and the database: fatcaArtifactWriter (fatcaBulk.ts).
      throw new Error("A FATCA_XML artifact is written by fatcaArtifactWriter");
  }
}
