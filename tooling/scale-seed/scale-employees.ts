import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.ts';
import { DEMO_ACCOUNTS } from '#server/db/demo-accounts.ts';
import { employees } from '#server/db/schema.ts';
import { DEMO_PROFILES } from '#server/db/seed-data.ts';
import { COLOR_THEMES, EMPLOYEE_TYPES, type EmployeeType } from '#shared/domain/employee-type.ts';
import { FIRST_NAMES, LAST_NAMES, STAFF_NOTES, STAFF_TITLES } from './people-words.ts';
import type { ScalePlan } from './scale-options.ts';
import { SPAN_DAYS } from './scale-span.ts';
import { chanceOf, hashOf, intBetween, pickText, quote, textAt, timestampLiteral } from './sql-fragments.ts';
import type { StaffIds } from './staff-ids.ts';

/** Of every 20 generated employees: 12 plumbers, 6 office, 1 admin, 1 management. */
const TYPE_CYCLE: readonly EmployeeType[] = [
  ...Array<EmployeeType>(12).fill('plumber'),
  ...Array<EmployeeType>(6).fill('office'),
  'admin',
  'management',
];

const DAY_MS = 86_400_000;

function titleFor(type: string, k: string): string {
  const cases = EMPLOYEE_TYPES.map((t) => `when ${quote(t)} then ${pickText(STAFF_TITLES[t], k, 13)}`);
  return `case ${type} ${cases.join(' ')} end`;
}

/**
 * The four demo accounts (so a benchmark can sign in as margaret.doyle@demo.plumbing), then
 * generated staff up to `plan.employees`, every one with the same password hash. A few are inactive.
 * Everyone joined before the first work order, so no order predates the people on it.
 */
export async function insertEmployees(
  db: Executor,
  plan: ScalePlan,
  passwordHash: string,
): Promise<StaffIds> {
  const joined = new Date(plan.now.getTime() - (SPAN_DAYS + 30) * DAY_MS);
  await db.insert(employees).values(
    DEMO_ACCOUNTS.map((account) => {
      const profile = DEMO_PROFILES[account.email];
      return {
        ...account,
        title: profile?.title ?? null,
        phone: profile?.phone ?? null,
        colorTheme: profile?.colorTheme ?? 'blue',
        notes: profile?.notes ?? null,
        smsNotifications: profile?.smsNotifications ?? false,
        passwordHash,
        createdAt: joined,
        updatedAt: joined,
      };
    }),
  );
  const generated = plan.employees - DEMO_ACCOUNTS.length;
  if (generated > 0) await db.execute(sql.raw(generatedStaffSql(plan, generated, passwordHash)));
  return loadStaffIds(db);
}

function generatedStaffSql(plan: ScalePlan, generated: number, passwordHash: string): string {
  const now = timestampLiteral(plan.now);
  const hasPhone = chanceOf('k', 15, 90);
  return `
    insert into employees (name, email, phone, employee_type, title, color_theme, notes, is_active,
      sms_notifications, password_hash, created_at, updated_at)
    select first_name || ' ' || last_name,
      lower(first_name || '.' || last_name || k) || '@demo.plumbing',
      case when ${hasPhone} then '(555) ' || ${intBetween('k', 16, 200, 899)} || '-' || lpad((${hashOf('k', 17)} % 10000)::text, 4, '0') end,
      employee_type,
      ${titleFor('employee_type', 'k')},
      ${pickText(COLOR_THEMES, 'k', 18)},
      case when ${chanceOf('k', 19, 10)} then ${pickText(STAFF_NOTES, 'k', 20)} end,
      k % 25 <> 7,
      ${hasPhone} and ${chanceOf('k', 21, 30)},
      ${quote(passwordHash)},
      joined,
      least(joined + ${intBetween('k', 22, 1, 400)} * interval '1 day', ${now})
    from (
      select k,
        ${pickText(FIRST_NAMES, 'k', 11)} as first_name,
        ${pickText(LAST_NAMES, 'k', 12)} as last_name,
        ${textAt(TYPE_CYCLE, `(k - 1) % ${TYPE_CYCLE.length}`)} as employee_type,
        date_trunc('milliseconds', ${now} - ${intBetween('k', 14, SPAN_DAYS, SPAN_DAYS + 900)} * interval '1 day'
          - ${hashOf('k', 23)} % 36000 * interval '1 second') as joined
      from generate_series(1, ${generated}) k
    ) s
    order by k`;
}

async function loadStaffIds(db: Executor): Promise<StaffIds> {
  const rows = await queryRows<{ id: number; employee_type: EmployeeType; is_active: boolean }>(
    db,
    sql`select id, employee_type, is_active from employees order by id`,
  );
  const ids = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).map((row) => row.id);
  return {
    plumbers: ids((r) => r.is_active && r.employee_type === 'plumber'),
    allPlumbers: ids((r) => r.employee_type === 'plumber'),
    office: ids((r) => r.is_active && r.employee_type === 'office'),
    creators: ids((r) => r.is_active && r.employee_type !== 'plumber'),
    answerers: ids((r) => r.is_active && (r.employee_type === 'admin' || r.employee_type === 'management')),
  };
}
