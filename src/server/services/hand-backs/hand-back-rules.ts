import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';
import type { HandBackRule, UpdateHandBackRuleSchema } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_TEXTS } from '#shared/spec-texts/hand-back-texts.ts';
import type { Db } from '../../db/client.ts';
import { handBackRules } from '../../db/schema.ts';
import { recordActivity } from '../activity-log.ts';
import type { EmployeeRow } from '../employee-view.ts';

const toRule = (row: typeof handBackRules.$inferSelect): HandBackRule => ({
  type: row.workOrderType as WorkOrderType,
  requireSignature: row.requireSignature,
  requireAfterPhoto: row.requireAfterPhoto,
  requireParts: row.requireParts,
});

/** GET /api/hand-back-rules: one rule per job type (migration 0018 wrote a row for each). */
export async function listHandBackRules(db: Db): Promise<HandBackRule[]> {
  const rows = await db.select().from(handBackRules).orderBy(asc(handBackRules.workOrderType));
  return rows.map(toRule);
}

/** PUT /api/hand-back-rules/{type}: management sets what a hand-back of the type must carry; logged. */
export async function updateHandBackRule(
  db: Db,
  actor: EmployeeRow,
  type: WorkOrderType,
  input: z.output<typeof UpdateHandBackRuleSchema>,
): Promise<HandBackRule> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(handBackRules)
      .where(eq(handBackRules.workOrderType, type))
      .for('update');
    const [row] = await tx
      .insert(handBackRules)
      .values({ workOrderType: type, ...input, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: handBackRules.workOrderType,
        set: { ...input, updatedAt: new Date(), updatedBy: actor.id },
      })
      .returning();
    if (!row) throw new Error('the rule just written is not found');
    await recordActivity(tx, {
      entityType: 'company_settings',
      entityId: 1,
      entityLabel: null,
      action: 'hand-back-rule.changed',
      oldValue: before ? toRule(before) : null,
      newValue: { summary: fillTemplate(HAND_BACK_TEXTS.activityRuleChanged, { type }), ...toRule(row) },
      actorId: actor.id,
    });
    return toRule(row);
  });
}
