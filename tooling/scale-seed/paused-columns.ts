import {
  AUTHORIZATION_STATUSES,
  PART_NUMBERS,
  PRE_AUTH_STATUSES,
  RWP_FORM_STATUSES,
} from '#shared/domain/paused-job-status.ts';
import { PART_TITLES } from './job-words.ts';
import { chanceOf, dayOf, fractionOf, hashOf, intBetween, pickText, textAt } from './sql-fragments.ts';

/**
 * The paused-job columns of an on-hold order, as [column, SQL] pairs over the work-order rows of
 * scale-work-orders.ts (n, now_at, paused_at, status). Other orders get NULL in every one.
 *
 * Parts: 0-3 per order. Variant 0 has every part on order, 1 the first part received, 2 all
 * received (and a return appointment). Ordered dates fall between the pause and now, ETAs 3-14
 * days after ordering, received dates never after today.
 */
export function pausedColumns(): [string, string][] {
  const onHold = `status = 'on-hold'`;
  const whenOnHold = (value: string) => `case when ${onHold} then ${value} end`;
  const preAuth = pickText(PRE_AUTH_STATUSES, 'n', 40);
  const dollars = (salt: number, min: number, max: number) =>
    `(${intBetween('n', salt, min, max)} * 5)::numeric(12, 2)`;
  const partCount = `${hashOf('n', 41)} % 4`;
  const variant = `${hashOf('n', 42)} % 3`;
  const today = dayOf('now_at');

  const columns: [string, string][] = [
    ['pre_auth_status', whenOnHold(preAuth)],
    [
      'pre_auth_amount',
      `case when ${onHold} and ${preAuth} <> 'N/A' and ${chanceOf('n', 43, 80)} then ${dollars(44, 14, 190)} end`,
    ],
    ['authorization_status', whenOnHold(pickText(AUTHORIZATION_STATUSES, 'n', 45))],
    ['opc_amount', `case when ${onHold} and ${chanceOf('n', 46, 60)} then ${dollars(47, 6, 96)} end`],
    ['rwp_form_status', whenOnHold(pickText(RWP_FORM_STATUSES, 'n', 48))],
  ];
  for (const i of PART_NUMBERS) {
    const has = `${onHold} and ${partCount} >= ${i}`;
    // Slots take neighbouring titles of the list, so one order never lists a part twice.
    const title = textAt(PART_TITLES, `(${hashOf('n', 49)} + ${(i - 1) * 5}) % ${PART_TITLES.length}`);
    const ordered = dayOf(`paused_at + (now_at - paused_at) * 0.3 * ${fractionOf('n', 50 + i)}`);
    const eta = `(${ordered} + ${intBetween('n', 54 + i, 3, 14)})`;
    const received = `${variant} = 2 or (${variant} = 1 and ${i} = 1)`;
    columns.push(
      [`part_title_${i}`, `case when ${has} then ${title} end`],
      [`part_ordered_${i}`, `case when ${has} then ${ordered} end`],
      [`part_eta_${i}`, `case when ${has} then ${eta} end`],
      [`part_received_${i}`, `case when ${has} and (${received}) then least(${eta}, ${today}) end`],
    );
  }
  columns.push([
    'return_appointment_date',
    `case when ${onHold} and (${variant} = 2 or ${chanceOf('n', 58, 30)}) then ${today} + ${intBetween('n', 59, 1, 10)} end`,
  ]);
  return columns;
}
