import type { z } from 'zod';
import type { DescribedObject } from './describe-fields.ts';

type JsonSchema = Record<string, unknown>;
type ZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
};

/**
 * A field is found by the schema instance it is in the object it was described on, together with
 * its name: `pick` and `extend` keep those instances, so a list row is described by the order's
 * words, while one instance used under several names (a plain nullable string) gets each name's.
 */
export type FieldIndex = Map<z.ZodType, Map<string, string>>;

export function indexFieldDescriptions(described: readonly DescribedObject[]): FieldIndex {
  const index: FieldIndex = new Map();
  for (const { schema, fields } of described) {
    for (const [name, description] of Object.entries(fields)) {
      const field = schema.shape[name];
      if (!field || description === undefined) continue;
      const names = index.get(field) ?? new Map<string, string>();
      if (names.has(name) && names.get(name) !== description) {
        throw new Error(`Field ${name} is described twice with different words`);
      }
      names.set(name, description);
      index.set(field, names);
    }
  }
  return index;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Adds the indexed words as `description` to the JSON Schema generated from `zodSchema`, walking
 * both side by side. A description the schema already has (its own `.meta`) is kept.
 */
export function applyFieldDescriptions(zodSchema: z.ZodType, json: unknown, index: FieldIndex): void {
  if (!isObject(json)) return;
  const def = defOf(zodSchema);
  switch (def.type) {
    case 'object': {
      const properties = json.properties;
      if (!def.shape || !isObject(properties)) return;
      for (const [name, field] of Object.entries(def.shape)) {
        const property = properties[name];
        if (!isObject(property)) continue;
        const description = index.get(field)?.get(name);
        if (description !== undefined && property.description === undefined) {
          properties[name] = { ...property, description };
        }
        applyFieldDescriptions(field, properties[name], index);
      }
      return;
    }
    case 'array':
      if (def.element) applyFieldDescriptions(def.element, json.items, index);
      return;
    case 'pipe':
      if (def.in) applyFieldDescriptions(def.in, json, index);
      if (def.out) applyFieldDescriptions(def.out, json, index);
      return;
    case 'union': {
      const options = def.options ?? [];
      // A discriminated union is written as oneOf, its branches in the options' order: each
      // option describes its own branch only, so two options' `kind` keep their own words.
      if (Array.isArray(json.oneOf) && json.oneOf.length === options.length) {
        options.forEach((option, i) => {
          applyFieldDescriptions(option, (json.oneOf as unknown[])[i], index);
        });
        return;
      }
      for (const option of options) {
        for (const branch of branches(json)) applyFieldDescriptions(option, branch, index);
      }
      return;
    }
    default:
      if (def.innerType) {
        applyFieldDescriptions(def.innerType, json, index);
        for (const branch of branches(json)) applyFieldDescriptions(def.innerType, branch, index);
      }
  }
}

/** The alternatives of a nullable or union schema (`anyOf`), or none. */
function branches(json: JsonSchema): unknown[] {
  return Array.isArray(json.anyOf) ? json.anyOf : [];
}
