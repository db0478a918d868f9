// Global search (spec 4.10) as the `search` query: the same arguments and groups as the REST route.
import { builder } from "./builder";
import { describedValues } from "./enumValues";
import { enumOf } from "./zodInputs";
import { defined } from "./inputHelpers";
import { ApplicationStatusEnum, EntityTypeEnum } from "./applications";
import { ScreeningTypeEnum } from "./screening";
import { search, SEARCH_CATEGORIES, SEARCH_DOCUMENT_ENTITY_TYPES, SEARCH_SORT_ORDERS, SEARCH_TASK_STATES, type SearchGroup } from "../domain/search";

const SearchCategoryEnum = enumOf("SearchCategory", SEARCH_CATEGORIES, "A group of the global search");
const SearchSortOrderEnum = enumOf(
  "SearchSortOrder",
  SEARCH_SORT_ORDERS,
  "relevance (default): exact id, exact e-mail, whole text, prefix, whole word, word prefix, then similarity; newest / oldest by creation; ties by id",
);
const SearchTaskStateEnum = enumOf("SearchTaskState", SEARCH_TASK_STATES, "OPEN: PENDING or IN_PROGRESS");
// Not enumOf: its values are EntityType's, which zod enums of INDIVIDUAL and BUSINESS already map to.
const SearchDocumentEntityTypeEnum = builder.enumType("SearchDocumentEntityType", {
  description: "Whom a searched document is about",
  values: describedValues("SearchDocumentEntityType", SEARCH_DOCUMENT_ENTITY_TYPES),
});

type Item = Record<string, unknown>;
const str = (field: string) => (item: Item) => item[field] as string;
const nullableStr = (field: string) => (item: Item) => (item[field] as string | null) ?? null;

const ApplicationMatch = builder.objectRef<Item>("ApplicationSearchItem").implement({
  description: "An application matching the search",
  fields: (t) => ({
    id: t.id({ description: "The id REST uses, unique within its type", resolve: str("id") }),
    name: t.string({ description: "The investor's name", resolve: str("name") }),
    entityType: t.field({ type: EntityTypeEnum, description: "INDIVIDUAL or BUSINESS", resolve: (i) => i.entityType as "INDIVIDUAL" | "BUSINESS" }),
    status: t.field({ type: ApplicationStatusEnum, description: "Where the application stands", resolve: (i) => i.status as "PENDING" }),
    createdAt: t.field({ type: "DateTime", description: "When it was created", resolve: (i) => i.createdAt as Date }),
  }),
});

const ScreeningMatch = builder.objectRef<Item>("ScreeningSearchItem").implement({
  description: "A screening hit matching the search (by the matched name)",
  fields: (t) => ({
    id: t.id({ description: "The id REST uses, unique within its type", resolve: str("id") }),
    title: t.string({ description: "The matched name", resolve: str("title") }),
    type: t.field({ type: ScreeningTypeEnum, description: "The hit's type", resolve: (i) => i.type as "PEP" }),
    status: t.string({ description: "The hit's review status", resolve: str("status") }),
    applicationId: t.id({ description: "The application it belongs to", resolve: str("applicationId") }),
    applicationName: t.string({ nullable: true, description: "That application's name", resolve: nullableStr("applicationName") }),
    keyPersonId: t.id({ nullable: true, description: "Individual or business id the hit belongs to", resolve: nullableStr("keyPersonId") }),
  }),
});

const DocumentMatch = builder.objectRef<Item>("DocumentSearchItem").implement({
  description: "A document matching the search",
  fields: (t) => ({
    id: t.id({ description: "The id REST uses, unique within its type", resolve: str("id") }),
    fileName: t.string({ description: "The file's name as uploaded", resolve: str("fileName") }),
    type: t.string({ description: "The document type (spec 2.4.1)", resolve: str("type") }),
    subType: t.string({ nullable: true, description: "The finer kind, where the type has kinds", resolve: nullableStr("subType") }),
    applicationId: t.id({ nullable: true, description: "The application it belongs to, if any", resolve: nullableStr("applicationId") }),
    applicationName: t.string({ nullable: true, description: "That application's name", resolve: nullableStr("applicationName") }),
  }),
});

const TaskMatch = builder.objectRef<Item>("TaskSearchItem").implement({
  description: "A task matching the search",
  fields: (t) => ({
    id: t.id({ description: "The id REST uses, unique within its type", resolve: str("id") }),
    title: t.string({ description: "The task's title", resolve: str("title") }),
    type: t.string({ description: "The task's type", resolve: str("type") }),
    status: t.string({ description: "Where the task stands", resolve: str("status") }),
    applicationId: t.id({ description: "The application it belongs to", resolve: str("applicationId") }),
    applicationName: t.string({ nullable: true, description: "That application's name", resolve: nullableStr("applicationName") }),
  }),
});

function groupType(name: string, item: typeof ApplicationMatch) {
  return builder.objectRef<SearchGroup<Item>>(name).implement({
    description: `One group of the search's matches (${item.name}), ranked; items is the page asked for, total counts all`,
    fields: (t) => ({
      items: t.field({ type: [item], description: "The matches of this page, best first unless sortOrder says otherwise", resolve: (g) => g.items }),
      total: t.int({ description: "Every match of the group, ignoring limit and offset", resolve: (g) => g.total }),
    }),
  });
}

const SearchResults = builder.objectRef<Awaited<ReturnType<typeof search>>>("SearchResults").implement({
  description:
    "Grouped matches, scoped to the caller's account; a group left out by `type` is null. A ranked snapshot: a record written while paging can shift rows between pages.",
  fields: (t) => ({
    applications: t.field({
      type: groupType("ApplicationSearchGroup", ApplicationMatch),
      nullable: true,
      description: "Matching applications",
      resolve: (r) => r.applications ?? null,
    }),
    screening: t.field({
      type: groupType("ScreeningSearchGroup", ScreeningMatch),
      nullable: true,
      description: "Matching screening hits (DISMISSED and FALSE_POSITIVE ones only with includeDismissed)",
      resolve: (r) => r.screening ?? null,
    }),
    documents: t.field({
      type: groupType("DocumentSearchGroup", DocumentMatch),
      nullable: true,
      description: "Matching documents",
      resolve: (r) => r.documents ?? null,
    }),
    tasks: t.field({ type: groupType("TaskSearchGroup", TaskMatch), nullable: true, description: "Matching tasks", resolve: (r) => r.tasks ?? null }),
  }),
});

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResults,
    description: "Global search across applications, screening hits, documents and tasks (spec 4.10)",
    args: {
      q: t.arg.string({ required: true, description: "At least 2 characters after trimming" }),
      type: t.arg({ type: SearchCategoryEnum, description: "One group only (single-tab mode); offset applies only then" }),
      limit: t.arg.int({ description: "Per group, 1 to 50, default 10" }),
      offset: t.arg.int({ description: "Per group, single-tab mode only (0 to 10000)" }),
      includeDismissed: t.arg.boolean({ description: "Include DISMISSED and FALSE_POSITIVE hits (left out by default)" }),
      sortOrder: t.arg({ type: SearchSortOrderEnum, description: "relevance (default), newest or oldest" }),
      applicationStatus: t.arg({ type: [ApplicationStatusEnum], description: "Only applications (and their records) in these statuses" }),
      screeningType: t.arg({ type: [ScreeningTypeEnum], description: "Only screening hits of these types" }),
      documentEntityType: t.arg({ type: SearchDocumentEntityTypeEnum, description: "Entity type of the application owning the document" }),
      taskState: t.arg({ type: SearchTaskStateEnum, description: "Only tasks in this state: OPEN, RESOLVED or DISMISSED" }),
    },
    resolve: (_r, a, ctx) => search(ctx.sql, ctx.actor, defined(a)),
  }),
}));
