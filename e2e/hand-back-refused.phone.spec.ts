import type { APIRequestContext } from '@playwright/test';
import type { HandBack, HandBackRule } from '../src/shared/schemas/hand-back.ts';
import type { ScheduleTray } from '../src/shared/schemas/visit.ts';
import { HAND_BACK_PHONE_TEXTS } from '../src/shared/spec-texts/hand-back-phone-texts.ts';
import { HAND_BACK_REFUSALS } from '../src/shared/spec-texts/hand-back-texts.ts';
import {
  apiGet,
  apiSession,
  checkScreen,
  expect,
  PHONE_SCREEN_SIZE,
  startScreenPass,
  test,
} from './fixtures.ts';
import {
  goOffline,
  goOnline,
  openFinishJob,
  sign,
  technicianOnSite,
  untilTheWorkerIsInCharge,
} from './hand-back-story.ts';

/**
 * docs/decisions/068-visit-hand-back.md: a job type's rule is checked on the phone and again by the
 * server, whatever the phone knew. A hand-back made while the rule was off and sent after management
 * switched it on is refused by the server, reopens in the sheet with the server's reason, and nothing
 * of it is stored; the sheet then asks for the signature itself. Sent again signed, "not finished,
 * return needed" puts the job back in the board's Unscheduled tray, and the office reads the outcome
 * on the job. One story for both, as each needs the same visit handed back. With the service worker,
 * as a phone has it: the sheet sends without signal.
 */
test.use({ serviceWorkers: 'allow' });

/** A type no other story hands back, so the rule switched on here reaches only this story's job. */
const TYPE = 'need-pics';
const NOT_FINISHED = 'The shut-off valve behind the tiles is seized; the wall must be opened.';

async function setRule(request: APIRequestContext, token: string, rule: Omit<HandBackRule, 'type'>) {
  const response = await request.put(`/api/hand-back-rules/${TYPE}`, {
    headers: { 'x-auth-token': token },
    data: rule,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const unscheduled = async (request: APIRequestContext, token: string) =>
  (
    await apiGet<ScheduleTray>(request, token, `/api/schedule/tray?type=${TYPE}&limit=200`)
  ).body.unscheduled.map((item) => item.workOrderId);

test('a hand-back refused by the signature rule stores nothing and reopens with the reason; sent signed as not finished, the job returns to the tray', async ({
  page,
  request,
}) => {
  test.slow();
  const management = await apiSession(request, 'management');
  const { rules } = (
    await apiGet<{ rules: HandBackRule[] }>(request, management.token, '/api/hand-back-rules')
  ).body;
  const { type: _type, ...before } = rules.find((rule) => rule.type === TYPE) ?? {
    type: TYPE,
    requireSignature: false,
    requireAfterPhoto: false,
    requireParts: false,
  };
  await setRule(request, management.token, { ...before, requireSignature: false });
  try {
    const { token, number, title, visit } = await technicianOnSite(page, {
      title: 'Shower valve seized behind the tiles',
      type: TYPE,
      // Urgent and due today, it heads its type in the tray the story reads.
      priority: 'urgent',
      dueDate: new Date().toISOString(),
    });
    const handBackPosts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/api/visits/${visit.id}/hand-back`))
        handBackPosts.push(sent.url());
    });
    await startScreenPass(page, PHONE_SCREEN_SIZE);
    await page.goto('/minimal-mobile-tasks');
    const { card, sheet } = await openFinishJob(page, number, title);

    await sheet
      .getByLabel(/What was done/)
      .fill('Found the shower valve seized; shut the water off at the main.');
    await sheet.getByRole('button', { name: 'Next' }).click();
    await expect(sheet.getByRole('heading', { name: 'Photos' })).toBeFocused();
    await sheet.getByRole('button', { name: 'Next' }).click();
    await expect(sheet.getByRole('heading', { name: 'Parts' })).toBeFocused();
    await sheet.getByRole('button', { name: 'Next' }).click();
    await expect(sheet.getByRole('heading', { name: 'Sign-off' })).toBeFocused();
    // The rule is off as the sheet reads it: the customer's absence is enough.
    await expect(sheet.getByText(HAND_BACK_PHONE_TEXTS.required, { exact: true })).toHaveCount(0);
    await sheet.getByRole('checkbox', { name: 'Customer not present' }).check();
    await sheet
      .getByLabel(/Why the customer could not sign/)
      .fill('Tenant let me in; the owner was at work.');
    await sheet.getByRole('button', { name: 'Next' }).click();
    await expect(sheet.getByRole('heading', { name: 'Review' })).toBeFocused();
    await sheet.getByRole('radio', { name: 'Not finished' }).check();
    await sheet.getByLabel(/Why the work is not finished/).fill(NOT_FINISHED);
    await sheet.getByRole('checkbox', { name: 'A return visit is needed' }).check();
    await checkScreen(page, 'hand-back-review-not-finished');

    // Sent without signal; management switches the rule on before the signal is back.
    await untilTheWorkerIsInCharge(page);
    await goOffline(page);
    await sheet.getByRole('button', { name: 'Send hand-back' }).click();
    await expect(sheet).toBeHidden();
    await expect(card.getByTestId('waiting-marker')).toHaveText('Waiting to send · Not finished');
    await setRule(request, management.token, { ...before, requireSignature: true });
    await goOnline(page);

    // The server refuses it, the phone says why, and nothing of it is stored.
    await expect(page.getByText(HAND_BACK_REFUSALS.requireSignature).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(card.getByTestId('waiting-marker')).toHaveCount(0);
    expect(handBackPosts).toHaveLength(1);
    const none = await request.get(`/api/visits/${visit.id}/hand-back`, {
      headers: { 'x-auth-token': token },
    });
    expect(none.status()).toBe(404);
    const { body: stored } = await apiGet<{ handBacks: HandBack[] }>(
      request,
      token,
      `/api/work-orders/${visit.workOrderId}/hand-backs`,
    );
    expect(stored.handBacks).toEqual([]);

    // Finish job again: the refused hand-back is back on Review, with the server's reason.
    await openFinishJob(page, number, title);
    await expect(sheet.getByRole('heading', { name: 'Review' })).toBeFocused();
    const refusal = sheet.getByRole('alert');
    await expect(refusal).toContainText(HAND_BACK_REFUSALS.requireSignature);
    await expect(refusal).toContainText('Fix it and send it again.');
    await expect(sheet.getByLabel(/Why the work is not finished/)).toHaveValue(NOT_FINISHED);
    // With the outbox bar's refused count beneath the sheet.
    await checkScreen(page, 'hand-back-review-refused');

    // The sheet now knows the rule: Send goes back to the sign-off, which asks for the signature.
    await sheet.getByRole('button', { name: 'Send hand-back' }).click();
    await expect(sheet.getByRole('heading', { name: 'Sign-off' })).toBeVisible();
    await expect(sheet.getByText(HAND_BACK_PHONE_TEXTS.required, { exact: true })).toBeVisible();
    await expect(sheet.getByText(HAND_BACK_PHONE_TEXTS.signatureRequiredByRule)).toBeVisible();
    expect(handBackPosts).toHaveLength(1);

    await sheet.getByRole('checkbox', { name: 'Customer not present' }).uncheck();
    await sign(page);
    await expect(sheet.getByText('Signed', { exact: true })).toBeVisible();
    await sheet.getByLabel(/Printed name/).fill('Dana Whitfield');
    await sheet.getByRole('button', { name: 'Next' }).click();
    await expect(sheet.getByRole('heading', { name: 'Review' })).toBeFocused();
    await expect(sheet.getByRole('radio', { name: 'Not finished' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Send hand-back' }).click();
    await expect(sheet).toBeHidden();

    const { body: sent } = await apiGet<HandBack>(request, token, `/api/visits/${visit.id}/hand-back`);
    expect(sent.outcome).toEqual({
      kind: 'not-finished',
      reason: NOT_FINISHED,
      returnNeeded: true,
      waitingForPart: null,
    });
    expect(sent.signOff).toMatchObject({ kind: 'signed', signerName: 'Dana Whitfield' });
    // A return needed: the order is open with no visit to come, so the board's tray offers it.
    expect(await unscheduled(request, management.token)).toContain(visit.workOrderId);

    // The office reads the outcome on the job (a phone's width: the section's 390 px check).
    const office = await apiSession(request, 'office');
    await page.evaluate((value) => localStorage.setItem('authToken', value), office.token);
    await page.goto(`/work-orders/${visit.workOrderId}`);
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail.getByText(`Not finished: ${NOT_FINISHED}`)).toBeVisible();
    await expect(detail.getByText('A return visit is needed')).toBeVisible();
    await expect(detail.getByText('Signed by Dana Whitfield')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Mark reviewed' })).toBeVisible();
    await checkScreen(page, 'hand-back-section-390');
  } finally {
    await setRule(request, management.token, before);
  }
});
