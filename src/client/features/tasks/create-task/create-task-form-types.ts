import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { CreateTaskSchema } from '#shared/schemas/work-order.ts';
import type { CreateTaskValues } from '../api/create-task.ts';

/** What the inputs hold before CreateTaskSchema parses them. */
export type CreateTaskFormInput = z.input<typeof CreateTaskSchema>;

export type CreateTaskFormApi = UseFormReturn<CreateTaskFormInput, unknown, CreateTaskValues>;
