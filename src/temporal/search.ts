// Custom search attributes, so ops filter workflows by account or migration in the Temporal UI.
import { defineSearchAttributeKey, SearchAttributeType } from "@temporalio/common";

export const ACCOUNT_ID = defineSearchAttributeKey("AccountId", SearchAttributeType.KEYWORD);
export const MIGRATION_ID = defineSearchAttributeKey("MigrationId", SearchAttributeType.KEYWORD);

/** `--search-attribute` flags for the dev server; clusters create them with `temporal operator search-attribute create`. */
export const SEARCH_ATTRIBUTE_FLAGS = ["--search-attribute", "AccountId=Keyword", "--search-attribute", "MigrationId=Keyword"];
