// The account's settings: its four-eyes policy (read by every role, replaced by an admin).
import { FourEyesPolicyBody, FourEyesPolicyResponse } from "../schemas/settings";
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
  ];
}
