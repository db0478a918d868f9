// yente's data-access routes in GraphQL: the operations behind GET /api/v1/screening/entities/{id},
// /search/{dataset}, /catalog and /algorithms. Field names are yente's (snake_case where yente's are),
// since the REST responses are read off these types and a yente client reads them unchanged.
import { builder } from "./builder";
import { getScreeningEntity, publishedAlgorithms, screeningCatalog, searchScreeningEntities } from "../domain/screening/yente";

type Entity = Awaited<ReturnType<typeof getScreeningEntity>>;
type Search = Awaited<ReturnType<typeof searchScreeningEntities>>;
type Catalog = Awaited<ReturnType<typeof screeningCatalog>>;
type Algorithms = ReturnType<typeof publishedAlgorithms>;

const YenteEntity = builder.objectRef<Entity>("YenteEntity").implement({
  description: "A watchlist entry as yente's EntityResponse: its FollowTheMoney record",
  fields: (t) => ({
    id: t.exposeString("id", { description: "The entry's id in its list (FtM id, OFAC uid)" }),
    caption: t.exposeString("caption", { description: "The entry's display name" }),
    schema: t.exposeString("schema", { description: "FollowTheMoney schema: Person, Company, Organization, ..." }),
    properties: t.field({ type: "JSON", description: "FollowTheMoney properties: {<property>: [values]}, with topics", resolve: (e) => e.properties }),
    datasets: t.exposeStringList("datasets", { description: "The lists holding it, then the source datasets its FtM record names" }),
    referents: t.exposeStringList("referents", { description: "Other ids of the same entity its FtM record names" }),
    target: t.exposeBoolean("target", { description: "A sanctions entry" }),
    first_seen: t.exposeString("first_seen", { nullable: true, description: "When it was first seen (the record's, else its first import), UTC" }),
    last_seen: t.exposeString("last_seen", { nullable: true, description: "When its row last changed, UTC" }),
    last_change: t.exposeString("last_change", { nullable: true, description: "When it last changed (the record's, else its row's), UTC" }),
  }),
});

const YenteTotal = builder.objectRef<Search["total"]>("YenteTotal").implement({
  description: "yente's TotalSpec",
  fields: (t) => ({
    value: t.exposeInt("value", { description: "Results in all" }),
    relation: t.exposeString("relation", { description: "eq: the count is exact; gte: at least this many (a search counts 10,000 at most)" }),
  }),
});

const YenteSearchResponse = builder.objectRef<Search>("YenteSearchResponse").implement({
  description: "yente's SearchResponse: a page of entities, the total and the facets",
  fields: (t) => ({
    results: t.field({ type: [YenteEntity], description: "The page, by caption", resolve: (s) => s.results }),
    facets: t.field({ type: "JSON", description: "{datasets: {label, values: [{name, label, count}]}}", resolve: (s) => s.facets }),
    total: t.field({ type: YenteTotal, description: "Results in all", resolve: (s) => s.total }),
    limit: t.exposeInt("limit", { description: "Page size" }),
    offset: t.exposeInt("offset", { description: "Results skipped" }),
  }),
});

type Dataset = Catalog["datasets"][number];
const YenteDataset = builder.objectRef<Dataset>("YenteDataset").implement({
  description: "A list as yente's dataset (YenteDatasetModel); `default` is the collection of every list",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The list's name, as /match/{dataset} and /search/{dataset} take it" }),
    title: t.exposeString("title", { description: "Its title (the name)" }),
    summary: t.exposeString("summary", { nullable: true, description: "How it is kept current" }),
    updated_at: t.exposeString("updated_at", { nullable: true, description: "When the version in force was imported, UTC" }),
    last_export: t.exposeString("last_export", { nullable: true, description: "The same, as yente names it" }),
    entity_count: t.exposeInt("entity_count", { description: "Live entries" }),
    version: t.exposeString("version", { nullable: true, description: "The version in force; null: never imported (or a collection)" }),
    children: t.exposeStringList("children", { description: "The lists a collection holds" }),
    load: t.exposeBoolean("load", { description: "Whether its entries are loaded (false for a collection)" }),
    namespace: t.exposeBoolean("namespace", { description: "yente's namespacing of ids: never" }),
    index_version: t.exposeString("index_version", { nullable: true, description: "The version indexed; null while a worker reindexes it" }),
    index_current: t.exposeBoolean("index_current", { description: "Indexed at the version in force" }),
  }),
});

const YenteCatalog = builder.objectRef<Catalog>("YenteCatalog").implement({
  description: "yente's DataCatalogModel: every list, which are current and which outdated",
  fields: (t) => ({
    datasets: t.field({ type: [YenteDataset], description: "`default`, then every list by name", resolve: (c) => c.datasets }),
    current: t.exposeStringList("current", { description: "Lists indexed at their version in force" }),
    outdated: t.exposeStringList("outdated", { description: "Lists a worker is reindexing" }),
    index_stale: t.exposeBoolean("index_stale", { description: "Some list is outdated" }),
  }),
});

type Algorithm = Algorithms["algorithms"][number];
const YenteAlgorithmDocs = builder.objectRef<Algorithm["docs"]>("YenteAlgorithmDocs").implement({
  description: "yente's AlgorithmDocs",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The algorithm's name" }),
    description: t.exposeString("description", { nullable: true, description: "How it scores" }),
    config: t.field({ type: "JSON", description: "Configuration it takes: none, its weights are fixed ({})", resolve: (d) => d.config }),
    features: t.field({ type: "JSON", description: "yente's FeatureDocs: {<feature>: {description, coefficient, url}}", resolve: (d) => d.features }),
  }),
});
const YenteAlgorithm = builder.objectRef<Algorithm>("YenteAlgorithm").implement({
  description: "yente's Algorithm: a matcher /match takes as `algorithm`",
  fields: (t) => ({
    name: t.exposeString("name", { description: "What `algorithm` takes" }),
    description: t.exposeString("description", { nullable: true, description: "How it scores" }),
    features: t.field({ type: "JSON", description: "yente's FeatureDocs: {<feature>: {description, coefficient, url}}", resolve: (a) => a.features }),
    docs: t.field({ type: YenteAlgorithmDocs, description: "yente's AlgorithmDocs: {name, description, config, features}", resolve: (a) => a.docs }),
  }),
});

const YenteAlgorithms = builder.objectRef<Algorithms>("YenteAlgorithms").implement({
  description: "yente's AlgorithmResponse",
  fields: (t) => ({
    algorithms: t.field({ type: [YenteAlgorithm], description: "The published algorithms", resolve: (a) => a.algorithms }),
    default: t.exposeString("default", { description: "The one /match uses when none is named" }),
    best: t.exposeString("best", { description: "The one `best` names" }),
  }),
});

builder.queryFields((t) => ({
  screeningEntity: t.field({
    type: YenteEntity,
    description: "One watchlist entity by its id, as yente's GET /entities/{id} (an id several lists hold is merged); NOT_FOUND otherwise",
    args: {
      id: t.arg.string({ required: true, description: "The entity's id in its list (FtM id, OFAC uid)" }),
      nested: t.arg.boolean({ description: "yente's nested: accepted; entries carry no adjacent entities to nest" }),
    },
    resolve: (_r, args, ctx) => getScreeningEntity(ctx.db, args.id),
  }),
  screeningEntitySearch: t.field({
    type: YenteSearchResponse,
    description: "Text search over the watchlists, as yente's GET /search/{dataset}",
    args: {
      input: t.arg({
        type: "JSON",
        required: true,
        description:
          "yente's query parameters with the path's dataset: {dataset, q, schema, include_dataset, exclude_dataset, datasets, exclude_schema, changed_since, countries, topics, target, limit, offset, fuzzy, simple, sort, facets, filter_op}",
      }),
    },
    resolve: (_r, args, ctx) => searchScreeningEntities(ctx.db, args.input),
  }),
  screeningCatalog: t.field({
    type: YenteCatalog,
    description: "The lists as yente's GET /catalog: each a dataset, with `default` holding them all",
    resolve: (_r, _a, ctx) => screeningCatalog(ctx.db),
  }),
  screeningAlgorithms: t.field({
    type: YenteAlgorithms,
    description: "The matching algorithms /match takes, as yente's GET /algorithms",
    resolve: () => publishedAlgorithms(),
  }),
}));
