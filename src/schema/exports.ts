// CRS export in GraphQL (spec 4.5): the single-application fragment.
import { builder } from "./builder";
import { crsXmlFragment, type ExportedFile } from "../domain/exports/crsFragment";
import { PLACEHOLDER_CONVENTION } from "../domain/exports/placeholders";

const ExportedFileRef = builder.objectRef<ExportedFile>("ExportedFile").implement({
  description: "A file produced on request (nothing is stored)",
  fields: (t) => ({
    fileName: t.exposeString("fileName"),
    contentType: t.exposeString("contentType"),
    content: t.exposeString("content"),
  }),
});

builder.queryFields((t) => ({
  crsXmlExport: t.field({
    type: ExportedFileRef,
    description: `The application's OECD CRS v2.0 AccountReport (urn:oecd:ties:crs:v2) from investor-side data. ${PLACEHOLDER_CONVENTION}`,
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => crsXmlFragment(ctx.db, ctx.actor, String(a.applicationId)),
  }),
}));
