// Note routes (spec 2.3; contract "GET /api/v1/notes?applicationId= · POST · PATCH/DELETE /{id}").
import { z } from "zod";
import { NOTE_ENTITY_TYPES } from "../../domain/notes/notes";
import { Id, NoteCore, PageQuery, pageOf } from "./common";

export { CreateNoteInput as CreateNoteBody, UpdateNoteInput as UpdateNoteBody } from "../../domain/notes/notes";


export const NoteResponse = NoteCore.extend({
  entityType: z.enum(NOTE_ENTITY_TYPES),
  applicationId: z.string(),
  attachments: z.array(z.object({ key: z.string(), fileName: z.string(), contentType: z.string(), fileUrl: z.string() }).meta({ id: "NoteAttachment" })),
  stewardOnly: z.boolean(),
  sourceLabel: z.string().nullable(),
  sourceLinkId: z.string().nullable(),
})
  .meta({ id: "Note" });

export const NotePageResponse = pageOf(NoteResponse).meta({ id: "NotePage" });
export const ListNotesQuery = z.object({ applicationId: Id, ...PageQuery }).strict();
