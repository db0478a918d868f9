// Document routes (spec 2.4): upload URLs, registration, listing, updates.
import { Mutation, Query } from "../operations";
import type { Route } from "../route";
import { IdParams } from "../schemas/common";
import {
  CreateUploadBody,
  DocumentPageResponse,
  DocumentResponse,
  ListDocumentsQuery,
  RegisterDocumentBody,
  UpdateDocumentBody,
  UploadResponse,
} from "../schemas/documents";

export function documentRoutes(): Route[] {
  return [
    {
      method: "post",
      path: "/documents/uploads",
      summary: "Get a key and a signed URL to PUT a file's bytes to (then register it with POST /documents)",
      tag: "Documents",
      body: CreateUploadBody,
      operation: (s) => `mutation($fileName: String!, $contentType: String!) { createDocumentUpload(fileName: $fileName, contentType: $contentType) ${s} }`,
      field: Mutation.createDocumentUpload,
      variables: ({ body }) => body as Record<string, unknown>,
      response: { status: 201, schema: UploadResponse, description: "Where to upload; nothing is stored until the PUT" },
    },
    {
      method: "post",
      path: "/documents",
      summary: "Register an uploaded document on an application (its bytes are hashed; validation starts)",
      tag: "Documents",
      body: RegisterDocumentBody,
      operation: (s) => `mutation($input: RegisterDocumentInput!) { registerDocument(input: $input) ${s} }`,
      field: Mutation.registerDocument,
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: DocumentResponse, description: "The created document" },
    },
    {
      method: "get",
      path: "/documents",
      summary: "Documents of an application, oldest or newest first",
      tag: "Documents",
      query: ListDocumentsQuery,
      operation: (s) => `query($applicationId: ID!, $includeSuperseded: Boolean, $cursor: String, $limit: Int, $order: SortOrder) {
        documents(applicationId: $applicationId, includeSuperseded: $includeSuperseded, cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: Query.documents,
      variables: ({ query }) => query,
      response: { status: 200, schema: DocumentPageResponse, description: "A page of documents" },
    },
    {
      method: "get",
      path: "/documents/:id",
      summary: "One document, with a freshly signed url",
      tag: "Documents",
      params: IdParams,
      operation: (s) => `query($id: ID!) { document(id: $id) ${s} }`,
      field: Query.document,
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: DocumentResponse, description: "The document" },
    },
    {
      method: "patch",
      path: "/documents/:id",
      summary: "Hide or show a document, set metadata, record a vendor verdict",
      tag: "Documents",
      params: IdParams,
      body: UpdateDocumentBody,
      operation: (s) => `mutation($id: ID!, $input: UpdateDocumentInput!) { updateDocument(id: $id, input: $input) ${s} }`,
      field: Mutation.updateDocument,
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: DocumentResponse, description: "The document" },
      extraErrors: [409], // showing a document the service hid
    },
  ];
}
