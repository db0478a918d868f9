// Note routes (spec 2.3; contract "GET /api/v1/notes?applicationId= · POST · PATCH/DELETE /{id}").
import { z } from "zod";
import { Id, NoteUser, PageQuery, pageOf } from "./common";
import { responseOf } from "./fromGraphQL";

export { CreateNoteInput as CreateNoteBody, UpdateNoteInput as UpdateNoteBody } from "../../domain/notes/notes";


// The response is the GraphQL Note's fields (fromGraphQL.ts), descriptions included.
export const NoteResponse = responseOf("Note", {
  id: "Note",
  fields: { attachments: z.array(responseOf("NoteAttachment", { id: "NoteAttachment" })), createdByUser: NoteUser, updatedByUser: NoteUser },
});

export const NotePageResponse = pageOf(NoteResponse).meta({ id: "NotePage" });
export const ListNotesQuery = z.object({ applicationId: Id, ...PageQuery }).strict();
