// Migration routes (spec 5): create by JSON, list, read, pause, resume, cancel.
import { Mutation, Query } from "../operations";
import type { Route } from "../route";
import { CREATE_MIGRATION_OPERATION } from "../route";
import { idParams } from "../schemas/common";
import { CreateMigrationBody, ListMigrationsQuery, MigrationPageResponse, MigrationResponse, MultipartMigrationBody } from "../schemas/migrations";

export function migrationRoutes(): Route[] {
  const control = (action: "pause" | "resume" | "cancel", summary: string): Route => ({
    method: "post",
    path: `/migrations/:migrationId/${action}`,
    summary,
    tag: "Migrations",
    params: idParams("migrationId"),
    operation: (s) => `mutation($id: ID!) { ${action}Migration(id: $id) ${s} }`,
    field: Mutation[`${action}Migration` as const],
    variables: ({ params }) => ({ id: params.migrationId }),
    response: { status: 200, schema: MigrationResponse, description: "The migration; repeating the call answers the same state" },
  });
  return [
    {
      method: "get",
      path: "/migrations",
      summary: "List migrations, newest first (cursor on createdAt)",
      tag: "Migrations",
      query: ListMigrationsQuery,
      operation: (s) => `query($cursor: String, $limit: Int, $order: SortOrder) { migrations(cursor: $cursor, limit: $limit, order: $order) ${s} }`,
      field: Query.migrations,
      variables: ({ query }) => query,
      response: { status: 200, schema: MigrationPageResponse, description: "A page of migrations" },
    },
    {
      method: "post",
      path: "/migrations",
      summary: "Start a migration: a zip archive (multipart/form-data) or the items as JSON",
      tag: "Migrations",
      body: CreateMigrationBody,
      otherBodies: { "multipart/form-data": MultipartMigrationBody },
      extraErrors: [413],
      operation: CREATE_MIGRATION_OPERATION,
      field: Mutation.createMigration,
      variables: ({ body }) => ({ input: body }),
      response: { status: 201, schema: MigrationResponse, description: "The migration (spec 2.8); it runs on Temporal as migration-<id>" },
    },
    {
      method: "get",
      path: "/migrations/:migrationId",
      summary: "A migration with its live counts",
      tag: "Migrations",
      params: idParams("migrationId"),
      operation: (s) => `query($id: ID!) { migration(id: $id) ${s} }`,
      field: Query.migration,
      variables: ({ params }) => ({ id: params.migrationId }),
      response: { status: 200, schema: MigrationResponse, description: "The migration (spec 2.8)" },
    },
    control("pause", "Pause: no new items are taken; items under way finish"),
    control("resume", "Resume a paused migration, or restart a stalled one whose workflow is gone (spec 4.9)"),
    control("cancel", "Cancel: every item not yet done becomes CANCELLED"),
  ];
}
