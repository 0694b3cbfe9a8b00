import { ACCOUNT_REQUESTS } from './hostile-input-account-requests.ts';
import { HAND_BACK_REQUESTS } from './hostile-input-hand-back-requests.ts';
import { SCHEDULE_SETTINGS_REQUESTS } from './hostile-input-schedule-settings-requests.ts';
import type { Builders } from './hostile-input-valid-request.ts';
import { VISIT_REQUESTS } from './hostile-input-visit-requests.ts';
import { WORK_ORDER_REQUESTS } from './hostile-input-work-order-requests.ts';

/**
 * Test support for hostile-input.test.ts only (no production code imports it): one valid request
 * per operation of the API, by "METHOD /path" as the OpenAPI document writes it.
 */
export const VALID_REQUESTS: Builders = {
  ...ACCOUNT_REQUESTS,
  ...WORK_ORDER_REQUESTS,
  ...VISIT_REQUESTS,
  ...SCHEDULE_SETTINGS_REQUESTS,
  ...HAND_BACK_REQUESTS,
};

export { passwordChanged, resetValidRequests } from './hostile-input-account-requests.ts';
export { insertNotification, multipartBody, uploadAttachment } from './hostile-input-fixtures.ts';
export type { RunContext, ValidRequest } from './hostile-input-valid-request.ts';
