import type { z } from 'zod';
import {
  applyFieldDescriptions,
  type FieldIndex,
  indexFieldDescriptions,
} from './apply-field-descriptions.ts';
import type { DescribedObject } from './describe-fields.ts';
import { HAND_BACK_FIELDS } from './hand-back-fields.ts';
import { PEOPLE_FIELDS } from './people-fields.ts';
import { PORTAL_FIELDS } from './portal-fields.ts';
import { SCHEDULE_SETTINGS_FIELDS } from './schedule-settings-fields.ts';
import { VISIT_FIELDS } from './visit-fields.ts';
import { WORK_ORDER_CONTENT_FIELDS } from './work-order-content-fields.ts';
import { WORK_ORDER_FIELDS } from './work-order-fields.ts';
import { WORK_ORDER_INPUT_FIELDS } from './work-order-input-fields.ts';

const DESCRIBED: readonly DescribedObject[] = [
  ...WORK_ORDER_FIELDS,
  ...WORK_ORDER_INPUT_FIELDS,
  ...WORK_ORDER_CONTENT_FIELDS,
  ...PEOPLE_FIELDS,
  ...PORTAL_FIELDS,
  ...SCHEDULE_SETTINGS_FIELDS,
  ...VISIT_FIELDS,
  ...HAND_BACK_FIELDS,
];

let index: FieldIndex | undefined;
const fieldIndex = () => {
  index ??= indexFieldDescriptions(DESCRIBED);
  return index;
};

/** Adds the field descriptions to a schema generated outside the routes (the one error body). */
export function describeSchemaFields(zodSchema: z.ZodType, jsonSchema: unknown): void {
  applyFieldDescriptions(zodSchema, jsonSchema, fieldIndex());
}

type RouteSchemas = Record<string, unknown>;
const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * Adds the field descriptions to one route's generated schemas: `zodSchemas` are the route's own
 * (body, querystring, params, headers, response by status), `jsonSchemas` what was generated from them.
 */
export function describeRouteFields(zodSchemas: RouteSchemas, jsonSchemas: RouteSchemas): void {
  const index = fieldIndex();
  for (const part of PARTS) {
    const zodSchema = zodSchemas[part] as z.ZodType | undefined;
    if (zodSchema) applyFieldDescriptions(zodSchema, jsonSchemas[part], index);
  }
  const responses = (zodSchemas.response ?? {}) as Record<string, unknown>;
  const jsonResponses = (jsonSchemas.response ?? {}) as Record<string, unknown>;
  for (const [status, response] of Object.entries(responses)) {
    const json = jsonResponses[status] as { content?: Record<string, { schema: unknown }> } | undefined;
    const content = (response as { content?: Record<string, { schema: z.ZodType }> }).content;
    if (content) {
      for (const [type, { schema }] of Object.entries(content)) {
        applyFieldDescriptions(schema, json?.content?.[type]?.schema, index);
      }
    } else {
      applyFieldDescriptions(response as z.ZodType, json, index);
    }
  }
}
