// The account's settings: its four-eyes policy and its retention policy (read by every role, replaced
// by an admin); an application's legal hold and erasure (docs/retention-and-erasure.md).
import {
  ErasureResponse,
  FourEyesPolicyBody,
  FourEyesPolicyResponse,
  LegalHoldBody,
  LegalHoldResponse,
  RetentionPolicyBody,
  RetentionPolicyResponse,
} from "../schemas/settings";
import { IdParams } from "../schemas/common";
import type { Route } from "../route";

export function settingsRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/settings/four-eyes",
      summary: "The account's four-eyes policy: which risk levels' approvals and which hit types' clearings need a second approver",
      tag: "Settings",
      operation: (s) => `query { fourEyesPolicy ${s} }`,
      field: "fourEyesPolicy",
      variables: () => ({}),
      response: { status: 200, schema: FourEyesPolicyResponse, description: "The policy (both lists empty: off)" },
    },
    {
      method: "put",
      path: "/settings/four-eyes",
      summary: "Replace the account's four-eyes policy (empty lists turn it off)",
      tag: "Settings",
      body: FourEyesPolicyBody,
      operation: (s) => `mutation($input: FourEyesPolicyInput!) { updateFourEyesPolicy(input: $input) ${s} }`,
      field: "updateFourEyesPolicy",
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: FourEyesPolicyResponse, description: "The policy after the change" },
    },
    {
      method: "get",
      path: "/settings/retention",
      summary: "The account's retention policy: years after an application is closed before its personal data is erased",
      tag: "Settings",
      operation: (s) => `query { retentionPolicy ${s} }`,
      field: "retentionPolicy",
      variables: () => ({}),
      response: { status: 200, schema: RetentionPolicyResponse, description: "The policy" },
    },
    {
      method: "put",
      path: "/settings/retention",
      summary: "Replace the account's retention policy",
      tag: "Settings",
      body: RetentionPolicyBody,
      operation: (s) => `mutation($input: RetentionPolicyInput!) { updateRetentionPolicy(input: $input) ${s} }`,
      field: "updateRetentionPolicy",
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: RetentionPolicyResponse, description: "The policy after the change" },
    },
    {
      method: "put",
      path: "/applications/:id/legal-hold",
      summary: "Put an application under legal hold (or replace the hold's reason): it is not erased until released",
      tag: "Retention",
      params: IdParams,
      body: LegalHoldBody,
      operation: (s) => `mutation($id: ID!, $input: LegalHoldInput!) { setLegalHold(applicationId: $id, input: $input) ${s} }`,
      field: "setLegalHold",
      variables: ({ params, body }) => ({ id: params.id, input: body }),
      response: { status: 200, schema: LegalHoldResponse, description: "The hold" },
      extraErrors: [409],
    },
    {
      method: "delete",
      path: "/applications/:id/legal-hold",
      summary: "Release an application's legal hold (idempotent)",
      tag: "Retention",
      params: IdParams,
      operation: (s) => `mutation($id: ID!) { releaseLegalHold(applicationId: $id) ${s} }`,
      field: "releaseLegalHold",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: LegalHoldResponse, description: "The hold, released" },
      extraErrors: [409],
    },
    {
      method: "post",
      path: "/applications/:id/erasure",
      summary:
        "Erase a closed application's personal data once its retention period has passed (tombstones stay; the audit chain still verifies). 409 names the rule that refuses it: LEGAL_HOLD, APPLICATION_NOT_CLOSED, or RETENTION_PERIOD with the day it ends. Idempotent",
      tag: "Retention",
      params: IdParams,
      operation: (s) => `mutation($id: ID!) { eraseApplication(id: $id) ${s} }`,
      field: "eraseApplication",
      variables: ({ params }) => ({ id: params.id }),
      response: { status: 200, schema: ErasureResponse, description: "The erasure (erasedNow false on a retry)" },
    },
  ];
}
