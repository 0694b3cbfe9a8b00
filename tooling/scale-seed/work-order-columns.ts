import { DISPATCH_BASE_URL } from '#server/db/seed-data.ts';
import { WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import * as words from './job-words.ts';
import { pausedColumns } from './paused-columns.ts';
import { CITIES, CUSTOMER_EMAIL_DOMAINS, OFFICES, STREETS } from './people-words.ts';
import {
  chanceOf,
  dayOf,
  hashOf,
  intBetween,
  pickId,
  pickText,
  quote,
  timeBetween,
} from './sql-fragments.ts';
import type { StaffIds } from './staff-ids.ts';

/** The first job number; each order n gets FIRST_JOB_NUMBER + n, so open work never repeats one. */
const FIRST_JOB_NUMBER = 40_000;

/**
 * Every work_orders column as [column, SQL] over the rows of scale-work-orders.ts (n, created,
 * status, type, direct, first_name, last_name, now_at, completed_at, paused_at, end_at).
 */
export function orderColumns(staff: StaffIds): [string, string][] {
  const number = `(${FIRST_JOB_NUMBER} + n)::text`;
  const hasAppointment = chanceOf('n', 30, 60);
  // Title and description come from the same idea: one salt for both picks.
  const idea = (field: 'title' | 'description') => {
    const branches = WORK_ORDER_TYPES.map((type) => {
      const texts = words.TASK_IDEAS[type].map((each) => each[field]);
      return `when ${quote(type)} then ${pickText(texts, 'n', 20)}`;
    });
    return `case type ${branches.join(' ')} end`;
  };
  const ideaTitle = idea('title');
  const ideaText = idea('description');
  const waiting = pickText(words.WAITING_FOR, 'n', 26);
  const pausedText = `case
      when ${hashOf('n', 25)} % 20 = 19 then jsonb_build_object('waitingFor', ${waiting})::text
      else ${pickText(words.PAUSE_REASONS, 'n', 24)}
        || case when ${hashOf('n', 25)} % 10 < 3 then chr(10) || 'Waiting for: ' || ${waiting} else '' end
    end`;
  // People type a number as it comes: the phone search has to find each spelling by its digits.
  const exchange = `${intBetween('n', 11, 200, 899)}::text`;
  const line = `lpad((${hashOf('n', 12)} % 10000)::text, 4, '0')`;
  const customerPhone = `case ${hashOf('n', 67)} % 5
      when 0 then '555-' || ${exchange} || '-' || ${line}
      when 1 then '+1 555 ' || ${exchange} || ' ' || ${line}
      when 2 then '555' || ${exchange} || ${line}
      when 3 then '555.' || ${exchange} || '.' || ${line}
      else '(555) ' || ${exchange} || '-' || ${line} end`;
  const plumbers = `case when status = 'completed' then ${pickId(staff.allPlumbers, 'n', 34)} else ${pickId(staff.plumbers, 'n', 34)} end`;
  return [
    // A job created on hold takes its typed Job Number as its number too (ADR 055).
    ['work_order_id', number],
    ['job_number', `case when status = 'on-hold' then ${number} end`],
    ['job_last_name', 'last_name'],
    ['customer_name', `first_name || ' ' || last_name`],
    ['customer_phone', customerPhone],
    [
      'customer_email',
      `case when ${chanceOf('n', 13, 60)} then lower(first_name || '.' || last_name) || '@' || ${pickText(CUSTOMER_EMAIL_DOMAINS, 'n', 14)} end`,
    ],
    [
      'title',
      `case when status = 'on-hold' and ${hashOf('n', 21)} % 2 = 0 then last_name || ' - ' || ${number}
      else ${ideaTitle} || case when ${chanceOf('n', 22, 30)} then ' - ' || last_name else '' end end`,
    ],
    [
      'description',
      `case when status = 'on-hold' then ${pausedText}
      else ${ideaText} || case when ${chanceOf('n', 23, 60)} then ' ' || ${pickText(words.PROBLEM_DETAILS, 'n', 27)} else '' end end`,
    ],
    ['notes', `case when ${chanceOf('n', 28, 20)} then ${pickText(words.NOTE_COMMENTS, 'n', 29)} end`],
    ['status', 'status'],
    ['priority', `case when ${chanceOf('n', 4, 15)} then 'urgent' else 'normal' end`],
    ['type', 'type'],
    [
      'due_date',
      `case when ${chanceOf('n', 31, 70)} then created + ${intBetween('n', 32, 1, 14)} * interval '1 day' end`,
    ],
    ['location', `${intBetween('n', 15, 100, 9899)}::text || ' ' || ${pickText(STREETS, 'n', 16)}`],
    ['city', pickText(CITIES, 'n', 17)],
    ['office', `case when ${chanceOf('n', 18, 80)} then ${pickText(OFFICES, 'n', 19)} end`],
    [
      'follow_up_reason',
      `case when type = 'follow-up' or ${chanceOf('n', 33, 5)} then ${pickText(words.FOLLOW_UP_REASONS, 'n', 35)} end`,
    ],
    ['assigned_to', `case when ${chanceOf('n', 36, 90)} then ${plumbers} end`],
    [
      'assigned_office_employee',
      `case when ${chanceOf('n', 37, 70)} then ${pickId(staff.office, 'n', 38)} end`,
    ],
    [
      'original_appointment_date',
      `case when ${hasAppointment} then ${dayOf(`created + ${intBetween('n', 39, 0, 3)} * interval '1 day'`)} end`,
    ],
    [
      'last_appointment_date',
      `case when ${hasAppointment} then ${dayOf(timeBetween('created', 'end_at', 'n', 60))} end`,
    ],
    [
      'link_to_dispatch',
      `case when not direct and ${chanceOf('n', 61, 15)} then ${quote(DISPATCH_BASE_URL)} || ${number} end`,
    ],
    ...pausedColumns(),
    ['paused_at', 'paused_at'],
    ['completed_at', 'completed_at'],
    ['created_by', pickId(staff.creators, 'n', 62)],
    ['created_at', 'created'],
    [
      'updated_at',
      `case
      when status = 'completed' then least(completed_at + ${hashOf('n', 63)} % 30 * interval '1 minute', now_at)
      when status = 'on-hold' then ${timeBetween('paused_at', 'now_at', 'n', 64)}
      else ${timeBetween('created', 'now_at', 'n', 64)} end`,
    ],
  ];
}
