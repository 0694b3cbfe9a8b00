import { eq } from 'drizzle-orm';
import { isKnownTimeZone } from '#shared/domain/company-time.ts';
import type { CompanySettings } from '#shared/schemas/company-settings.ts';
import type { Db, Executor } from '../../db/client.ts';
import { companySettings } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { recordActivity } from '../activity-log.ts';
import { unknownPlaceholderIn } from './message-placeholders.ts';

type SettingsRow = typeof companySettings.$inferSelect;
type SettingsChanges = {
  version: number;
  timeZone?: string;
  customerMessagesEnabled?: boolean;
  messageScheduled?: string;
  messageWindowChanged?: string;
  messageOnTheWay?: string;
};

const MESSAGE_FIELDS = ['messageScheduled', 'messageWindowChanged', 'messageOnTheWay'] as const;
const EDITABLE_FIELDS = ['timeZone', 'customerMessagesEnabled', ...MESSAGE_FIELDS] as const;

const SETTINGS_CONFLICT_MESSAGE =
  'Someone else saved the company settings meanwhile. Their version is shown now; make your change again.';

function toSettings(row: SettingsRow): CompanySettings {
  return {
    timeZone: row.timeZone,
    customerMessagesEnabled: row.customerMessagesEnabled,
    messageScheduled: row.messageScheduled,
    messageWindowChanged: row.messageWindowChanged,
    messageOnTheWay: row.messageOnTheWay,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function settingsRow(executor: Executor, lock = false): Promise<SettingsRow> {
  const query = executor.select().from(companySettings).where(eq(companySettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('company_settings has no row (migration 0015 makes it)');
  return row;
}

export async function getCompanySettings(db: Executor): Promise<CompanySettings> {
  return toSettings(await settingsRow(db));
}

function assertValid(changes: SettingsChanges): void {
  if (changes.timeZone !== undefined && !isKnownTimeZone(changes.timeZone)) {
    throw new AppError('bad_request', `Unknown time zone: ${changes.timeZone}`, [
      { field: 'timeZone', message: `Unknown time zone: ${changes.timeZone}` },
    ]);
  }
  for (const field of MESSAGE_FIELDS) {
    const unknown = unknownPlaceholderIn(changes[field]);
    if (unknown) {
      const message = `Unknown placeholder {${unknown}} in ${field}`;
      throw new AppError('bad_request', message, [{ field, message }]);
    }
  }
}

/**
 * Saves what changed when `version` is the one stored (else a 409, nothing written: the page
 * reads the settings again), moves the version on and logs each changed field.
 */
export async function updateCompanySettings(
  db: Db,
  actor: { id: number },
  changes: SettingsChanges,
): Promise<CompanySettings> {
  assertValid(changes);
  return db.transaction(async (tx) => {
    const before = await settingsRow(tx, true);
    if (before.version !== changes.version) throw new AppError('conflict', SETTINGS_CONFLICT_MESSAGE);
    const changed = EDITABLE_FIELDS.filter(
      (field) => changes[field] !== undefined && changes[field] !== before[field],
    );
    if (changed.length === 0) return toSettings(before);
    const values = Object.fromEntries(changed.map((field) => [field, changes[field]]));
    const [after] = await tx
      .update(companySettings)
      .set({ ...values, version: before.version + 1, updatedAt: new Date(), updatedBy: actor.id })
      .where(eq(companySettings.id, 1))
      .returning();
    if (!after) throw new Error('company_settings update returned no row');
    await recordActivity(
      tx,
      changed.map((field) => ({
        entityType: 'company_settings' as const,
        entityId: 1,
        entityLabel: 'Company settings',
        action: 'updated',
        field,
        oldValue: before[field],
        newValue: after[field],
        actorId: actor.id,
      })),
    );
    return toSettings(after);
  });
}
