// Domain errors become GraphQL errors carrying the same code, status and details; anything
// unexpected is masked so no internals leak.
import { GraphQLError } from "graphql";
import { DomainError, unavailableError } from "../errors";

export function toGraphQLError(error: unknown, message?: string): GraphQLError {
  const raw = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  // A database outage reads as UNAVAILABLE (503, retry), not as an unexpected error.
  const original = raw instanceof DomainError ? raw : (unavailableError(raw) ?? raw);
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
      extensions: {
        code: original.code,
        statusCode: original.statusCode,
        ...(original.details ? { details: original.details } : {}),
      },
    });
  }
  if (error instanceof GraphQLError && !error.originalError) return error; // parse/validation errors
  return new GraphQLError(message ?? "Unexpected error", {
    ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
    extensions: { code: "INTERNAL", statusCode: 500 },
  });
}
