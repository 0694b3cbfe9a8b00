import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
let document: unknown;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t.close();
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Where in the document a field has no description: the path of its object, then its name. */
function undescribed(value: unknown, at: string, found: string[]): string[] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) undescribed(item, `${at}/${index}`, found);
  } else if (isNode(value)) {
    if (isNode(value.properties)) {
      for (const [name, field] of Object.entries(value.properties)) {
        if (!isNode(field) || typeof field.description !== 'string') found.push(`${at} ${name}`);
      }
    }
    if (at.endsWith('/parameters') || /\/parameters\/\d+$/.test(at)) {
      if (typeof value.name === 'string' && typeof value.description !== 'string') found.push(at);
    }
    for (const [key, child] of Object.entries(value)) undescribed(child, `${at}/${key}`, found);
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('describes every field of every request and answer (src/server/http/field-descriptions)', () => {
    expect(undescribed(document, '', [])).toEqual([]);
  });
});
