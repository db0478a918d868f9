// Note routes (spec 2.3).
import { z } from "zod";
import { Mutation, Query } from "../operations";
import type { Route } from "../route";
import { IdParams } from "../schemas/common";
import { CreateNoteBody, ListNotesQuery, NotePageResponse, NoteResponse, UpdateNoteBody } from "../schemas/notes";

export function noteRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/notes",
      summary: "Notes of an application (and of its hits, documents and audit entries), oldest or newest first",
      tag: "Notes",
      query: ListNotesQuery,
      operation: (s) => `query($applicationId: ID!, $cursor: String, $limit: Int, $order: SortOrder) {
        notes(applicationId: $applicationId, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: Query.notes,
      variables: ({ query }) => query,
      response: { status: 200, schema: NotePageResponse, description: "A page of notes with sourceLabel and sourceLinkId" },
    },
    {
      method: "post",
      path: "/notes",
      summary: "Add a note to an application, hit, document, workflow version or audit entry",
      tag: "Notes",
      body: CreateNoteBody,
      operation: (s) => `mutation($input: CreateNoteInput!) { createNote(input: $input) ${s} }`,
      field: Mutation.createNote,
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: NoteResponse, description: "The note" },
    },
    {
      method: "get",
      path: "/notes/:id",
      summary: "One note (sourceLabel and sourceLinkId are filled by the listing only)",
      tag: "Notes",
      params: IdParams,
      operation: (s) => `query($id: ID!) { note(id: $id) ${s} }`,
      field: Query.note,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: NoteResponse, description: "The note" },
    },
    {
      method: "patch",
      path: "/notes/:id",
      summary: "Change a note's content",
      tag: "Notes",
      params: IdParams,
      body: UpdateNoteBody,
      operation: (s) => `mutation($id: ID!, $content: String!) { updateNote(id: $id, content: $content) ${s} }`,
      field: Mutation.updateNote,
      variables: ({ params, body }) => ({ id: params.id, content: (body as { content: string }).content }),
      response: { status: 200, schema: NoteResponse, description: "The note" },
      // APPLICATION_ERASED: the notes of an erased application take no more changes.
      extraErrors: [409],
    },
    {
      method: "delete",
      path: "/notes/:id",
      summary: "Delete a note (kept, marked deleted)",
      tag: "Notes",
      params: IdParams,
      operation: () => `mutation($id: ID!) { deleteNote(id: $id) }`,
      field: Mutation.deleteNote,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 204, schema: z.boolean(), description: "Deleted" },
      emptyBody: true,
      // APPLICATION_ERASED: the notes of an erased application take no more changes.
      extraErrors: [409],
    },
  ];
}
