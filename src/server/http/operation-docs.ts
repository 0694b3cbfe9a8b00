import type { OperationDoc } from './operation-doc.ts';
import { PORTAL_OPERATION_DOCS } from './portal-operation-docs.ts';
import { WORK_ORDER_OPERATION_DOCS } from './work-order-operation-docs.ts';

/** Every operation's entry (operation-doc.ts says what an entry holds), keyed as its route is registered. */
export const OPERATION_DOCS: Record<string, OperationDoc> = {
  ...PORTAL_OPERATION_DOCS,
  ...WORK_ORDER_OPERATION_DOCS,
};
