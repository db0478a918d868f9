// What a note's requests carry (spec 2.3): its subject, text and attachments. The REST body (OpenAPI)
// and the GraphQL input are read off these.
import { z } from "zod";
import * as dbEnums from "../../generated/prisma/enums";
import { enumValues } from "../../kernel/enums";
import { nonBlank } from "../../kernel/validation";

export const NOTE_ENTITY_TYPES = enumValues(dbEnums.NoteEntityType);

// Each field's description is what the REST body (OpenAPI) and the GraphQL input show: one definition.
export const NoteAttachmentInput = z
  .object({
    key: z.string().min(1).meta({ description: "The key createDocumentUpload returned, after the bytes were PUT" }),
    fileName: nonBlank().max(255).meta({ description: "The file's name" }),
    contentType: z.string().min(3).max(200).meta({ description: "Its MIME type" }),
  })
  .strict();

export const CreateNoteInput = z
  .object({
    entityType: z.enum(NOTE_ENTITY_TYPES).meta({ description: "What the note is on" }),
    entityId: z.string().min(1).meta({ description: "The id of that application, hit, document, workflow version or audit entry" }),
    content: nonBlank().max(20_000).meta({ description: "The note's text" }),
    stewardOnly: z.boolean().optional().meta({ description: "Operator keys only: keep the note off the client's feed" }),
    applicationId: z.string().optional().meta({ description: "Required for WORKFLOW_VERSION notes; derived for the others" }),
    attachments: z
      .array(NoteAttachmentInput)
      .max(20)
      .optional()
      .meta({ description: "DOCUMENT notes only: files uploaded through POST /api/v1/documents/uploads" }),
  })
  .strict();

export const UpdateNoteInput = z.object({ content: nonBlank().max(20_000) }).strict();
