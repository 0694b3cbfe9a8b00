import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { ATTACHMENT_DESCRIPTIONS, QUESTIONS_AND_ANSWERS } from './job-words.ts';
import type { ScalePlan } from './scale-options.ts';
import {
  chanceOf,
  hashOf,
  intBetween,
  nullableTextArray,
  pickId,
  pickText,
  quote,
  textArray,
  timeBetween,
  timestampLiteral,
} from './sql-fragments.ts';
import type { StaffIds } from './staff-ids.ts';

/** Work orders with their end (completion, or now) for the steps that place rows in an order's life. */
function ordersWithEnd(plan: ScalePlan): string {
  return `(select w.*, coalesce(w.completed_at, ${timestampLiteral(plan.now)}) as end_at from work_orders w)`;
}

/**
 * 1-3 assignees per order: its technician, its office employee, and sometimes a second
 * technician. A pick that repeats an earlier one is skipped by the primary key.
 */
export async function insertAssignees(db: Executor, plan: ScalePlan, staff: StaffIds): Promise<void> {
  const key = '(w.id::bigint * 4 + j)';
  const plumber = `case when w.status = 'completed' then ${pickId(staff.allPlumbers, key, 101)} else ${pickId(staff.plumbers, key, 101)} end`;
  await db.execute(
    sql.raw(`
      insert into work_order_assignees (work_order_id, employee_id, assigned_by, created_at)
      select id, employee_id, created_by, assigned_at from (
        select w.id, j, w.created_by,
          case j
            when 1 then coalesce(w.assigned_to, ${plumber})
            when 2 then coalesce(w.assigned_office_employee, ${plumber})
            else ${plumber} end as employee_id,
          least(w.created_at + (j * 3 + ${hashOf(key, 102)} % 10) * interval '1 minute', ${timestampLiteral(plan.now)}) as assigned_at
        from work_orders w cross join lateral generate_series(1, ${intBetween('w.id', 103, 1, 3)}) j
      ) a
      where employee_id is not null
      order by id, j
      on conflict do nothing`),
  );
}

/** Questions on about 60% of the question-type orders; open work has fewer answers. */
export async function insertQuestions(db: Executor, plan: ScalePlan, staff: StaffIds): Promise<void> {
  const key = '(w.id::bigint * 2 + j)';
  const index = `${hashOf(key, 111)} % ${QUESTIONS_AND_ANSWERS.length}`;
  const answer = `(${nullableTextArray(QUESTIONS_AND_ANSWERS.map((qa) => qa.answer))})[1 + ${index}]`;
  await db.execute(
    sql.raw(`
      insert into questions (work_order_id, question, answer, asked_by, answered_by, created_at, answered_at)
      select id, question, case when answered then answer end, asked_by,
        case when answered then ${pickId(staff.answerers, 'k', 112)} end, asked_at,
        case when answered then ${timeBetween('asked_at', 'end_at', 'k', 113)} end
      from (
        select w.id, ${key} as k, j, w.end_at,
          (${textArray(QUESTIONS_AND_ANSWERS.map((qa) => qa.question))})[1 + ${index}] as question,
          ${answer} as answer,
          ${answer} is not null and (w.status <> 'open' or ${chanceOf(key, 114, 50)}) as answered,
          coalesce(w.assigned_to, ${pickId(staff.plumbers, key, 115)}) as asked_by,
          ${timeBetween('w.created_at', 'w.end_at', key, 116, 0.02, 0.5)} as asked_at
        from ${ordersWithEnd(plan)} w cross join lateral generate_series(1, ${intBetween('w.id', 117, 1, 2)}) j
        where w.type in ('plumbing-question', 'estimate-question') and ${chanceOf('w.id', 118, 60)}
      ) q
      order by asked_at, id, j`),
  );
}

type FileKind = { name: string; mime: string; ext: string; image: boolean; minKb: number; maxKb: number };

/** What the office and the technicians upload; names are how phones and scanners name files. */
// biome-ignore format: compact data table
const FILE_KINDS: readonly FileKind[] = [
  { name: `'IMG_' || lpad((1000 + h % 9000)::text, 4, '0') || '.jpg'`, mime: 'image/jpeg', ext: 'jpg', image: true, minKb: 900, maxKb: 4800 },
  { name: `'IMG_' || lpad((1000 + h % 9000)::text, 4, '0') || '.HEIC'`, mime: 'image/heic', ext: 'heic', image: true, minKb: 700, maxKb: 3200 },
  { name: `'Screenshot ' || to_char(uploaded at time zone 'UTC', 'YYYY-MM-DD') || '.png'`, mime: 'image/png', ext: 'png', image: true, minKb: 150, maxKb: 1400 },
  { name: `'estimate-' || label || '.pdf'`, mime: 'application/pdf', ext: 'pdf', image: false, minKb: 40, maxKb: 900 },
  { name: `'invoice-' || label || '.pdf'`, mime: 'application/pdf', ext: 'pdf', image: false, minKb: 30, maxKb: 300 },
  { name: `'warranty-claim-form.docx'`, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', image: false, minKb: 20, maxKb: 220 },
];

/** Attachment rows (metadata only: no file is written) for about 20% of the orders, 1-4 each. */
export async function insertAttachments(db: Executor, plan: ScalePlan, staff: StaffIds): Promise<void> {
  const key = '(w.id::bigint * 4 + j)';
  const byKind = (pick: (kind: FileKind) => string) =>
    `case kind ${FILE_KINDS.map((kind, i) => `when ${i} then ${pick(kind)}`).join(' ')} end`;
  const digest = `md5('scale-attachment:' || k)`;
  const uuid = [1, 9, 13, 17, 21]
    .map((from, i) => `substr(${digest}, ${from}, ${[8, 4, 4, 4, 12][i]})`)
    .join(` || '-' || `);
  await db.execute(
    sql.raw(`
      insert into attachments (work_order_id, file_name, file_type, file_size, storage_key, description,
        is_image, uploaded_by, uploaded_at)
      select id, ${byKind((kind) => kind.name)}, ${byKind((kind) => quote(kind.mime))},
        ${byKind((kind) => `(${kind.minKb} + h % ${kind.maxKb - kind.minKb}) * 1024 + h % 1024`)},
        ${uuid} || '.' || ${byKind((kind) => quote(kind.ext))},
        case when ${chanceOf('k', 121, 40)} then ${pickText(ATTACHMENT_DESCRIPTIONS, 'k', 122)} end,
        ${byKind((kind) => String(kind.image))}, uploaded_by, uploaded
      from (
        select w.id, ${key} as k, j, w.work_order_id as label, ${hashOf(key, 123)} as h,
          ${hashOf(key, 124)} % ${FILE_KINDS.length} as kind,
          coalesce(w.assigned_to, ${pickId(staff.creators, key, 125)}) as uploaded_by,
          ${timeBetween('w.created_at', 'w.end_at', key, 126)} as uploaded
        from ${ordersWithEnd(plan)} w cross join lateral generate_series(1, ${intBetween('w.id', 127, 1, 4)}) j
        where ${chanceOf('w.id', 128, 20)}
      ) a
      order by uploaded, id, j`),
  );
}
