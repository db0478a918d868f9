// Who is calling: resolved once per request from the API key, passed to every domain function.

export interface Actor {
  accountId: string;
  apiKeyId: string;
  userId: string;
  /** Shown in audit entries as performedByName. */
  userName: string;
  /** Operator keys act for the service: their changes are never sent to customers. */
  operator: boolean;
}

/** The service itself (workers, migrations): audited under this name. */
export function serviceActor(accountId: string): Actor {
  return { accountId, apiKeyId: "service", userId: "service", userName: "Compliance Service", operator: true };
}
