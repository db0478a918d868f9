// Planned rows read only the columns their operation can show. A planned page of tasks,
// hits, notes or audit entries is read as JSON with its application and primed into the request's
// loaders, so every byte of it is built by PostgreSQL and parsed by the API: on the case page, whole
// rows cost ~12 % of its throughput against the columns it shows.
//
// A row primed with fewer columns must never answer a field that needs the others, wherever in the
// operation that field is asked (a node(id:) of the same hit, a fragment, an interface). So the
// columns are chosen from every field the whole operation asks of the type, and a field without a
// declared need reads every column. Only queries are cut: a mutation's resolvers may read what they
// changed through the same loaders.
import { COLUMN_TYPES } from "../../generated/columns";
import {
  Kind,
  getNamedType,
  isAbstractType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";

/** A planned type's columns: those every read needs (keys, the page's sort), and each field's. */
interface ColumnNeeds {
  always: readonly string[];
  fields: Readonly<Record<string, readonly string[]>>;
}

const NODE = { nodeId: ["id"], __typename: [] };

/**
 * What each field of the planned types reads of its row when it is not simply its own column: a field
 * named like a column of its model (prisma/schema.prisma) reads that column, so a field exposing a new
 * column needs no entry here. A field that is neither listed nor a column reads every column, and a
 * test fails until it is listed. A need may name a value the type's specification computes with each
 * row (its `computed`, src/domain/pagination/rows.ts): that value is read only when a need names it.
 * From these, the planner picks the columns (columnsFor) and the specification's rows are read with
 * just those (rowColumns): no domain function takes the pick.
 */
export const COLUMN_NEEDS: Readonly<Record<"Document" | "Task" | "ScreeningHit" | "Note" | "AuditLog", ColumnNeeds>> = {
  // "validations" stands for the document's validations, read with it as JSON when a field needs
  // them; the derived fields read the application's document facts and these columns.
  Document: {
    always: ["id", "accountId", "applicationId", "createdAt"],
    fields: {
      ...NODE,
      title: ["type"],
      url: ["sha256", "key", "contentType"],
      hiddenSource: ["hidden", "hiddenSource"],
      replaced: ["id", "applicationId"],
      validations: ["validations"],
      validated: ["validatedAt"],
      passedAllChecks: ["validatedAt", "validations"],
      supersededCheckKeys: ["validations"],
      notes: ["id"],
      arrival: ["additionalInfoRequest", "createdAt", "applicationId"],
      duplicateOf: ["id", "sha256", "applicationId"],
      // Set by an includeSuperseded listing from the application's facts, not read from the row.
      supersededBy: [],
      addedBy: ["addedById", "addedByName"],
      workflowOrder: ["type", "applicationId"],
      application: ["applicationId"],
      tasks: ["id"],
    },
  },
  Task: {
    always: ["id", "accountId", "applicationId", "createdAt", "updatedAt"],
    fields: {
      ...NODE,
      document: ["documentId"],
      screeningHit: ["screeningHitId"],
      application: ["applicationId"],
      assignee: ["assigneeId"],
      reviewer: ["reviewerId"],
    },
  },
  // The screening view groups hits by type and story, counts them by status and orders a story's
  // members by development: those columns are always read.
  ScreeningHit: {
    always: ["id", "accountId", "applicationId", "individualId", "businessId", "groupId", "type", "status", "developmentAt", "createdAt"],
    fields: {
      ...NODE,
      entityId: ["individualId", "businessId"],
      updatedBy: ["updatedById"],
      storyId: ["type", "groupId"],
      notes: ["id"],
      application: ["applicationId"],
      applicationSummary: ["applicationId"],
      individual: ["individualId"],
      business: ["businessId"],
      group: ["groupId"],
    },
  },
  Note: {
    always: ["id", "accountId", "applicationId", "createdAt"],
    fields: {
      ...NODE,
      createdBy: ["createdById"],
      updatedBy: ["updatedById"],
      createdByUser: ["createdById"],
      updatedByUser: ["updatedById"],
      author: ["createdById"],
      // Computed with the note (applicationNotes' computed values): the label from the audit entry's event when it is one.
      sourceLabel: ["sourceLabel", "sourceEventType", "sourceEventStatus"],
      sourceLinkId: ["sourceLinkId"],
    },
  },
  AuditLog: {
    always: ["id", "accountId", "applicationId", "createdAt"],
    fields: {
      ...NODE,
      performedBy: ["performedById"],
    },
  },
};

/** Whether `field` is a column of the planned type's model. */
export function isColumn(type: keyof typeof COLUMN_NEEDS, field: string): boolean {
  return Object.hasOwn(COLUMN_TYPES[type], field);
}

const askedCache = new WeakMap<OperationDefinitionNode, Map<string, Set<string>>>();

/** Every field the operation asks of each object type, fragments followed; on an interface, of each of its types. */
export function fieldsAskedByType(info: GraphQLResolveInfo): Map<string, Set<string>> {
  const cached = askedCache.get(info.operation);
  if (cached) return cached;
  const asked = new Map<string, Set<string>>();
  const objectTypesOf = (type: GraphQLNamedType) => (isAbstractType(type) ? info.schema.getPossibleTypes(type) : isObjectType(type) ? [type] : []);
  const visit = (type: GraphQLNamedType, set: SelectionSetNode, seen: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        for (const object of objectTypesOf(type)) {
          if (!asked.has(object.name)) asked.set(object.name, new Set());
          asked.get(object.name)!.add(name);
        }
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
        if (field && selection.selectionSet) visit(getNamedType(field.type), selection.selectionSet, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? info.schema.getType(selection.typeCondition.name.value) : type;
        if (on) visit(on, selection.selectionSet, seen);
      } else {
        const fragment = info.fragments[selection.name.value];
        const on = fragment && info.schema.getType(fragment.typeCondition.name.value);
        if (on && !seen.has(fragment.name.value)) visit(on, fragment.selectionSet, new Set([...seen, fragment.name.value]));
      }
    }
  };
  const root = info.schema.getRootType(info.operation.operation);
  if (root) visit(root, info.operation.selectionSet, new Set());
  askedCache.set(info.operation, asked);
  return asked;
}

/**
 * The columns planned rows of `type` read for this operation: what its asked fields need, or
 * undefined (every column) for a mutation or subscription, or when a field asked has no declared need.
 */
export function columnsFor(info: GraphQLResolveInfo, type: keyof typeof COLUMN_NEEDS): readonly string[] | undefined {
  if (info.operation.operation !== "query") return undefined;
  const needs = COLUMN_NEEDS[type];
  const columns = new Set(needs.always);
  for (const field of fieldsAskedByType(info).get(type) ?? []) {
    const need = needs.fields[field] ?? (isColumn(type, field) ? [field] : undefined);
    if (!need) return undefined;
    for (const column of need) columns.add(column);
  }
  return [...columns];
}

/** Whether the operation may ask `field` of `type` anywhere: always for a mutation or subscription, whose reads are never cut. */
export function mayAsk(info: GraphQLResolveInfo, type: string, field: string): boolean {
  return info.operation.operation !== "query" || Boolean(fieldsAskedByType(info).get(type)?.has(field));
}
