// Note routes (spec 2.3; contract "GET /api/v1/notes?applicationId= · POST · PATCH/DELETE /{id}").
import { z } from "zod";
import { Id, PageQuery, pageOf } from "./common";
import { responseOf } from "./fromGraphQL";

export { CreateNoteInput as CreateNoteBody, UpdateNoteInput as UpdateNoteBody } from "../../domain/notes/inputs";

// Responses are the GraphQL types' fields (fromGraphQL.ts), descriptions included.
/** A user as notes show it (spec 2.3 createdByUser with the hit-note extras). */
export const NoteUser = responseOf("NoteUser", { id: "NoteUser" });
export const NoteResponse = responseOf("Note", {
  id: "Note",
  fields: { attachments: z.array(responseOf("NoteAttachment", { id: "NoteAttachment" })), createdByUser: NoteUser, updatedByUser: NoteUser },
});

export const NotePageResponse = pageOf(NoteResponse).meta({ id: "NotePage" });
export const ListNotesQuery = z.object({ applicationId: Id, ...PageQuery }).strict();
