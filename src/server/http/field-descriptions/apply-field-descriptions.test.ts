import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyFieldDescriptions, indexFieldDescriptions } from './apply-field-descriptions.ts';
import { describeFields } from './describe-fields.ts';

const text = z.string().nullable();
const Order = z.object({ id: z.number(), jobNumber: text, city: text });

type JsonObject = { properties: Record<string, { description?: string }>; items: JsonObject };
const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'output' }) as unknown as JsonObject;
const descriptions = (json: JsonObject) =>
  Object.fromEntries(Object.entries(json.properties).map(([name, field]) => [name, field.description]));

describe('field descriptions', () => {
  const index = indexFieldDescriptions([
    describeFields(Order, { id: 'The key', jobNumber: 'The number people see' }),
  ]);

  it('reach the objects built from the described one, by field name', () => {
    const Row = Order.pick({ id: true, jobNumber: true, city: true }).extend({ count: z.number() });
    const json = jsonOf(z.array(Row));
    applyFieldDescriptions(z.array(Row), json, index);
    // city is the same schema instance as jobNumber, but only jobNumber was described.
    expect(descriptions(json.items)).toEqual({
      id: 'The key',
      jobNumber: 'The number people see',
      city: undefined,
      count: undefined,
    });
  });

  it('keep a description the schema gives itself', () => {
    const Own = z.object({ id: Order.shape.id.meta({ description: 'Its own words' }) });
    const json = jsonOf(Own);
    applyFieldDescriptions(Own, json, index);
    expect(descriptions(json)).toEqual({ id: 'Its own words' });
  });

  it('refuse one field described two ways', () => {
    const Other = z.object({ jobNumber: Order.shape.jobNumber });
    expect(() =>
      indexFieldDescriptions([
        describeFields(Order, { jobNumber: 'One' }),
        describeFields(Other, { jobNumber: 'Two' }),
      ]),
    ).toThrow(/jobNumber/);
  });
});
