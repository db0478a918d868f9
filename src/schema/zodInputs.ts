// GraphQL input types read off the domain's zod inputs: the domain's schema is the
// one definition of what an input accepts and what each field means (`.meta({ description })`), and
// REST's body, OpenAPI and the GraphQL input all follow it. The domain still validates every input
// (parseInput), so GraphQL's types only need to be no stricter than the zod schema.
import type { EnumRef, InputObjectRef, InputRef } from "@pothos/core";
import type { z } from "zod";
import { builder, type SchemaTypesOf } from "./builder";
import { describedValues } from "./enumValues";

/** What a derived input field's type can be: a derived input or enum, or a scalar by name. */
type AnyInput = InputRef<unknown> | "String" | "Int" | "Float" | "Boolean" | "ID" | "JSON";
type Zod = z.ZodType;

/** A zod enum's values as one key: a zod enum of exactly these values is this GraphQL enum. */
const valuesKey = (values: readonly string[]) => [...values].sort().join("|");
const enumsByValues = new Map<string, EnumRef<SchemaTypesOf, string, string>>();
/** Every derived input type by name, with the zod object it was read off (a test holds the pairs). */
export const derivedInputs = new Map<string, z.ZodObject>();
/** Nested zod objects already turned into GraphQL input types (AddressInput inside IndividualInput …). */
const inputsBySchema = new WeakMap<Zod, AnyInput>();

/**
 * A GraphQL enum of these values, and the one that zod enums of the same values become in derived
 * inputs. `alsoFor` names other value sets (e.g. a subset an input accepts) that map onto it.
 */
export function enumOf<const V extends readonly string[]>(name: string, values: V, description: string, alsoFor: readonly (readonly string[])[] = []) {
  // Each value with what it means (src/schema/enumValues.ts); a value left undescribed fails the descriptions test.
  const ref = builder.enumType(name, { description, values: describedValues(name, values) });
  for (const set of [values, ...alsoFor]) {
    const key = valuesKey(set);
    if (enumsByValues.has(key)) throw new Error(`GraphQL enums ${name} and another both claim the values ${key}`);
    enumsByValues.set(key, ref);
  }
  return ref;
}

interface Def {
  type: string;
  innerType?: Zod;
  in?: Zod;
  element?: Zod;
  entries?: Record<string, string>;
  shape?: Record<string, Zod>;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
}
const defOf = (schema: Zod) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const descriptionOf = (schema: Zod) => (schema as unknown as { meta(): { description?: string } | undefined }).meta()?.description ?? schema.description;

/** The schema under optional/nullable/default wrappers and transforms, its description, and whether a value is required. */
function peel(schema: Zod): { core: Zod; description?: string; required: boolean } {
  let core = schema;
  let description = descriptionOf(schema);
  let required = true;
  for (;;) {
    const def = defOf(core);
    // A null zod takes is a null GraphQL must let through (no stricter than the domain).
    if (def.type === "optional" || def.type === "default" || def.type === "nullable") required = false;
    if (def.type === "optional" || def.type === "nullable" || def.type === "default" || def.type === "readonly") core = def.innerType!;
    else if (def.type === "pipe") core = def.in!;
    else return { core, description, required };
    description ??= descriptionOf(core);
  }
}

function isInt(schema: Zod): boolean {
  const def = defOf(schema);
  return def.format === "safeint" || def.format === "int32" || (def.checks ?? []).some((c) => c._zod.def.format === "safeint" || c._zod.def.format === "int32");
}

/** The GraphQL type of one zod field; `path` names it in the boot error when it cannot be mapped. */
function typeOf(schema: Zod, path: string): AnyInput | [AnyInput] {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return "String";
    case "number":
      return isInt(schema) ? "Int" : "Float";
    case "boolean":
      return "Boolean";
    case "enum": {
      const ref = enumsByValues.get(valuesKey(Object.values(def.entries!)));
      if (!ref) throw new Error(`No GraphQL enum has the values of ${path} (${Object.values(def.entries!).join(", ")}): declare one with enumOf`);
      return ref as AnyInput;
    }
    case "array": {
      const element = peel(def.element!);
      const inner = typeOf(element.core, `${path}[]`);
      if (Array.isArray(inner)) throw new Error(`${path}: lists of lists are not GraphQL inputs here`);
      return [inner];
    }
    case "object": {
      const ref = inputsBySchema.get(schema);
      if (!ref) throw new Error(`${path} is an object: derive its input type with inputOf first`);
      return ref;
    }
    case "record":
    case "unknown":
    case "any":
      return "JSON";
    default:
      throw new Error(`${path}: no GraphQL input type for zod's ${def.type}`);
  }
}

/** A String field (or list of them) as GraphQL ID. */
function asId(type: AnyInput | [AnyInput], path: string): AnyInput | [AnyInput] {
  if (Array.isArray(type) ? type[0] === "String" : type === "String") return Array.isArray(type) ? ["ID"] : "ID";
  throw new Error(`${path} is listed in ids but is not a string or a list of strings`);
}

/** An enum field (or list of them) as GraphQL String. */
function asString(schema: Zod, path: string): AnyInput | [AnyInput] {
  const def = defOf(schema);
  if (def.type === "enum") return "String";
  if (def.type === "array" && defOf(peel(def.element!).core).type === "enum") return ["String"];
  throw new Error(`${path} is listed in strings but is not an enum or a list of enums`);
}

type InputFields = PothosSchemaTypes.InputFieldBuilder<SchemaTypesOf, "InputObject">;

interface InputOptions<S extends z.ZodObject> {
  /**
   * String fields (or lists of strings) that GraphQL types as ID: zod has no ID, so the input names
   * the fields that hold ids where the GraphQL schema has always said ID.
   */
  ids?: readonly (keyof z.input<S> & string)[];
  /** Enum fields (or lists of them) GraphQL takes as String, where enum names cannot spell the values (dotted event names). */
  strings?: readonly (keyof z.input<S> & string)[];
}

/** The fields of each derived input that `ids` or `strings` typed as a scalar (a test holds them). */
export const derivedScalars = new Map<string, Record<string, "ID" | "String">>();

/**
 * A GraphQL input type with the fields of a zod object: a required field where zod requires a value,
 * the description of its `.meta()`, enums by their values (enumOf) and nested objects by the input
 * types already derived from them. The arguments resolvers receive are typed as zod's input.
 */
export function inputOf<S extends z.ZodObject>(
  name: string,
  schema: S,
  description: string,
  options: InputOptions<S> = {},
): InputObjectRef<SchemaTypesOf, z.input<S>> {
  const shape = defOf(schema).shape as Record<string, Zod>;
  const ids = new Set<string>(options.ids ?? []);
  const strings = new Set<string>(options.strings ?? []);
  for (const field of [...ids, ...strings]) if (!(field in shape)) throw new Error(`inputOf(${name}): ${field} is not a field of the zod object`);
  const ref = builder.inputRef<z.input<S>>(name);
  type Fields = ReturnType<Parameters<typeof ref.implement>[0]["fields"]>;
  ref.implement({
    description,
    fields: (t: InputFields) =>
      Object.fromEntries(
        Object.entries(shape).map(([field, fieldSchema]) => {
          const { core, description: fieldDescription, required } = peel(fieldSchema);
          let type = strings.has(field) ? asString(core, `${name}.${field}`) : typeOf(core, `${name}.${field}`);
          if (ids.has(field)) type = asId(type, `${name}.${field}`);
          return [field, t.field({ type, required, description: fieldDescription })];
        }),
        // The fields are read off the zod object at boot, so their names are known only as strings here.
      ) as Fields,
  });
  inputsBySchema.set(schema, ref as AnyInput);
  derivedInputs.set(name, schema);
  derivedScalars.set(name, Object.fromEntries([...[...strings].map((f) => [f, "String"]), ...[...ids].map((f) => [f, "ID"])]));
  // Pothos types the ref's shape with its nullable fields normalised; resolvers get zod's input type,
  // what the domain's parseInput takes (the domain validates every input again).
  return ref as unknown as InputObjectRef<SchemaTypesOf, z.input<S>>;
}
