import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreatePausedJobSchema, CreateTaskSchema, UpdateWorkOrderSchema } from './work-order.ts';

const task = { workOrderId: '50001', title: 'Valve', description: 'Weeps', type: 'task' };
const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.success
    ? []
    : (result.error?.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) ?? []);

describe('customer fields of the work-order schemas (ADR 024)', () => {
  it('create and update accept phone and email as typed, trimmed', () => {
    const fields = { customerPhone: ' +1 (555) 201-3344 ext. 2 ', customerEmail: 'jane@example.com ' };
    expect(CreateTaskSchema.parse({ ...task, ...fields })).toMatchObject({
      customerPhone: '+1 (555) 201-3344 ext. 2',
      customerEmail: 'jane@example.com',
    });
    expect(UpdateWorkOrderSchema.parse(fields)).toEqual({
      customerPhone: '+1 (555) 201-3344 ext. 2',
      customerEmail: 'jane@example.com',
    });
  });

  it('create, update and the paused-job form refuse a bad phone, naming the field', () => {
    const message = 'Customer phone must have 7 to 15 digits';
    for (const result of [
      CreateTaskSchema.safeParse({ ...task, customerPhone: '201-33' }),
      UpdateWorkOrderSchema.safeParse({ customerPhone: '201-33' }),
      CreatePausedJobSchema.safeParse({ customerPhone: '201-33' }),
    ]) {
      expect(issues(result)).toContainEqual({ field: 'customerPhone', message });
    }
  });

  it('refuses a bad email on create and update', () => {
    const message = 'Customer email must be an email address such as name@example.com';
    expect(issues(CreateTaskSchema.safeParse({ ...task, customerEmail: 'jane@' }))).toEqual([
      { field: 'customerEmail', message },
    ]);
    expect(issues(UpdateWorkOrderSchema.safeParse({ customerEmail: 'jane at example.com' }))).toEqual([
      { field: 'customerEmail', message },
    ]);
  });

  it('blank clears every customer field (null), and null stays null', () => {
    const blank = { customerName: ' ', customerPhone: '', customerEmail: '  ', location: '', city: ' ' };
    expect(UpdateWorkOrderSchema.parse(blank)).toEqual({
      customerName: null,
      customerPhone: null,
      customerEmail: null,
      location: null,
      city: null,
    });
    expect(UpdateWorkOrderSchema.parse({ customerPhone: null })).toEqual({ customerPhone: null });
  });

  it('keeps the text boundary: untypeable characters and line breaks are refused with one message', () => {
    expect(issues(UpdateWorkOrderSchema.safeParse({ customerPhone: '555\u00000100' }))).toEqual([
      { field: 'customerPhone', message: 'Customer phone contains a character that is not allowed (U+0000)' },
    ]);
    expect(issues(UpdateWorkOrderSchema.safeParse({ city: 'Spring\nfield' }))).toEqual([
      { field: 'city', message: 'City must be on one line, without line breaks or tabs' },
    ]);
    expect(issues(UpdateWorkOrderSchema.safeParse({ customerEmail: 42 }))).toEqual([
      { field: 'customerEmail', message: 'Customer email must be text' },
    ]);
  });
});
