// FATCA reporting settings (docs/tax-reporting.md): the account's reporting financial institution and the
// controlling-person threshold, read by every role and replaced by an admin (recorded in the settings history).
import { FatcaReportingBody, FatcaReportingResponse } from "../schemas/settings";
import { Mutation, Query } from "../operations";
import type { Route } from "../route";

export function fatcaSettingsRoutes(): Route[] {
  return [
    {
      method: "get",
      path: "/settings/fatca-reporting-fi",
      summary:
        "The account's FATCA reporting financial institution (GIIN, name, country, address, filer category), the sponsor filing for it or an intermediary, and the share at which a person controls a passive NFFE (docs/tax-reporting.md)",
      tag: "Settings",
      operation: (s) => `query { fatcaReporting ${s} }`,
      field: Query.fatcaReporting,
      variables: () => ({}),
      response: { status: 200, schema: FatcaReportingResponse, description: "The settings (the FI's fields null until set; threshold 25 by default)" },
    },
    {
      method: "put",
      path: "/settings/fatca-reporting-fi",
      summary:
        "Replace the account's FATCA reporting FI, with its sponsor (a sponsoring entity or trustee filing for it: FATCA607–609) or an intermediary; the GIINs and who files for whom are checked as the IRS states them (400 names the rule broken); recorded in the settings history as fatcaReporting",
      tag: "Settings",
      body: FatcaReportingBody,
      operation: (s) => `mutation($input: FatcaReportingInput!) { updateFatcaReporting(input: $input) ${s} }`,
      field: Mutation.updateFatcaReporting,
      variables: ({ body }) => ({ input: body }),
      response: { status: 200, schema: FatcaReportingResponse, description: "The settings after the change" },
    },
  ];
}
