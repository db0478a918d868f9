// The single-application CRS export (spec 4.5): built on request from investor-side data, never stored.
import type { PrismaClient } from "../../generated/prisma/client";
import type { Actor } from "../auth/context";
import { accountReportFragment } from "./crsXml";
import { accountReportOf, exportInclude, withStructures } from "./investors";
import { orNotFound, owned } from "../../kernel/accountScope";

const CRS_XML_CONTENT_TYPE = "application/xml; charset=utf-8";

export interface ExportedFile {
  fileName: string;
  contentType: string;
  content: string;
}

/** The application's AccountReport as a CRS v2.0 fragment; another account's application answers as absent. */
export async function crsXmlFragment(db: PrismaClient, actor: Actor, applicationId: string): Promise<ExportedFile> {
  const application = await orNotFound("Application", db.application.findFirst({ where: { id: applicationId, ...owned(actor) }, include: exportInclude }));
  const [withStructure] = await withStructures(db, actor.accountId, [application]);
  return { fileName: `crs-${application.id}.xml`, contentType: CRS_XML_CONTENT_TYPE, content: accountReportFragment(accountReportOf(withStructure!)) };
}
