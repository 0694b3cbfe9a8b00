import type { z } from 'zod';

/** What a field of an object schema means, by the field's name in that object. */
export type FieldDescriptions<S extends z.ZodObject> = { [K in keyof S['shape'] & string]?: string };

/**
 * One object schema and the words for its fields. The words live on the server, beside the
 * document they end up in, so that the browser bundle, which imports the same schemas to check
 * its forms, does not carry them.
 */
export type DescribedObject = {
  schema: z.ZodObject;
  fields: Record<string, string | undefined>;
};

export function describeFields<S extends z.ZodObject>(
  schema: S,
  fields: FieldDescriptions<S>,
): DescribedObject {
  return { schema, fields };
}
