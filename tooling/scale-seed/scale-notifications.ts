import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import type { ScalePlan } from './scale-options.ts';
import { chanceOf, quote, timeBetween, timestampLiteral } from './sql-fragments.ts';

/** Every admin and manager, as recipients of notes for admin. */
const ADMINS = `cross join (select id as employee_id from employees where employee_type in ('admin', 'management')) r`;

/**
 * In-app notifications as the app would have written them over the last weeks, derived from the
 * seeded rows with the app's titles and messages (services/notify.ts and its callers): assignments
 * (60 days), comments to the people on the order (14 days), notes for admin to admins and managers
 * (90 days), status changes to completed (30 days) or on hold (60 days), and received parts.
 * Never to the actor, only to active employees. Older ones are mostly read, recent ones mostly not.
 */
function eventsSql(now: string): string {
  const preview = `case when length(c.content) > 50 then left(c.content, 50) || '...' else c.content end`;
  const label = `'#' || w.work_order_id || ' ' || w.title`;
  const recent = `(select * from work_orders where status <> 'completed' or completed_at > ${now} - interval '30 days')`;
  /** A comment's notification of `type` to each of `recipients` (rows of r.employee_id) but its author. */
  const commentNotes = (type: string, title: string, recipients: string, when: string) => `
    select ${quote(type)}, r.employee_id, w.id, c.author_id, ${quote(title)} || w.work_order_id,
      author.name || ': ' || ${preview}, c.created_at, c.id::bigint * 1000000 + r.employee_id
    from comments c join work_orders w on w.id = c.work_order_id
      join employees author on author.id = c.author_id
      ${recipients}
    where ${when} and r.employee_id <> c.author_id`;
  return `
    with recent as ${recent},
    audience as (
      select a.work_order_id, a.employee_id from work_order_assignees a join recent r on r.id = a.work_order_id
      union select id, assigned_to from recent where assigned_to is not null
      union select id, assigned_office_employee from recent where assigned_office_employee is not null
    ),
    changes as (
      select w.*, case when w.status = 'completed' then w.completed_at else w.paused_at end as changed_at,
        coalesce(w.assigned_office_employee, w.created_by) as changed_by
      from recent w
      where (w.status = 'completed' and w.completed_at > ${now} - interval '30 days')
        or (w.status = 'on-hold' and w.paused_at > ${now} - interval '60 days')
    )
    select 'assignment' as type, a.employee_id, w.id as work_order_id, a.assigned_by as actor_id,
      'New assignment' as title, actor.name || ' assigned you to ' || ${label} as message,
      a.created_at as created_at, w.id::bigint * 1000000 + a.employee_id as k
    from work_order_assignees a join work_orders w on w.id = a.work_order_id
      join employees actor on actor.id = a.assigned_by
    where a.created_at > ${now} - interval '60 days' and a.employee_id <> a.assigned_by
    union all
    ${commentNotes('comment', 'New comment on #', 'join audience r on r.work_order_id = c.work_order_id', `c.created_at > ${now} - interval '14 days'`)}
    union all
    ${commentNotes('admin-note', 'Note for admin on #', ADMINS, `c.notify_admin and c.created_at > ${now} - interval '90 days'`)}
    union all
    select 'status', au.employee_id, w.id, w.changed_by, 'Status changed',
      actor.name || ' changed ' || ${label} || ' to ' || case w.status
        when 'completed' then ${quote(statusLabel('completed'))} else ${quote(statusLabel('on-hold'))} end,
      w.changed_at, w.id::bigint * 1000000 + au.employee_id
    from changes w join audience au on au.work_order_id = w.id join employees actor on actor.id = w.changed_by
    where au.employee_id <> w.changed_by
    union all
    select 'paused-job', au.employee_id, w.id, w.changed_by, 'Part received',
      coalesce(w.part_title_1, 'Part 1') || ' received for ' || ${label},
      least(greatest((w.part_received_1 + time '12:00') at time zone 'UTC', w.paused_at), ${now}),
      w.id::bigint * 1000000 + au.employee_id
    from changes w join audience au on au.work_order_id = w.id
    where w.status = 'on-hold' and w.part_received_1 is not null and au.employee_id <> w.changed_by`;
}

export async function insertNotifications(db: Executor, plan: ScalePlan): Promise<void> {
  const now = timestampLiteral(plan.now);
  const read = `(e.created_at < ${now} - interval '2 days' and ${chanceOf('e.k', 131, 85)}) or ${chanceOf('e.k', 132, 25)}`;
  await db.execute(
    sql.raw(`
      insert into notifications (employee_id, type, title, message, work_order_id, actor_id, read_at, created_at)
      select e.employee_id, e.type, e.title, e.message, e.work_order_id, e.actor_id,
        case when ${read} then ${timeBetween('e.created_at', now, 'e.k', 133, 0.01, 0.3)} end, e.created_at
      from (${eventsSql(now)}) e
      join employees r on r.id = e.employee_id and r.is_active
      order by e.created_at, e.employee_id, e.type, e.k`),
  );
}

/**
 * The activity log of five years: each order's creation and its change to on-hold or completed,
 * shaped as services/create-work-order.ts and update-work-order.ts write them.
 */
export async function insertActivity(db: Executor): Promise<void> {
  const assignees = `(select coalesce(jsonb_agg(a.employee_id order by a.employee_id), '[]'::jsonb)
    from work_order_assignees a where a.work_order_id = w.id)`;
  const statusChange = (status: string, at: string, extra = '') => `
    select w.id, w.work_order_id, 'status_changed', 'status', to_jsonb('in-progress'::text), to_jsonb(${quote(status)}::text),
      coalesce(w.assigned_office_employee, w.created_by), ${at}
    from work_orders w where w.status = ${quote(status)}${extra}`;
  await db.execute(
    sql.raw(`
      insert into activity_log (entity_type, entity_id, entity_label, action, field, old_value, new_value,
        actor_id, created_at)
      select 'work_order', a.* from (
        select w.id, w.work_order_id, 'created', null, null::jsonb, jsonb_build_object('title', w.title,
          'status', case when w.paused_at = w.created_at then 'on-hold' else 'open' end, 'priority', w.priority, 'type', w.type, 'assignees', ${assignees}),
          w.created_by, w.created_at
        from work_orders w
        union all ${statusChange('completed', 'w.completed_at')}
        union all ${statusChange('on-hold', 'w.paused_at', ' and w.paused_at > w.created_at')}
      ) a (id, label, action, field, old_value, new_value, actor_id, created_at)
      order by a.created_at, a.id, a.action`),
  );
}
