import { describe, expect, it } from 'vitest';
import { formatDate } from '#shared/domain/date-format.ts';
import type { ActivityItem } from '#shared/schemas/activity.ts';
import { activitySentence } from './activity-sentence.ts';

const PRIYA = { id: 3, name: 'Priya Natarajan' };

function entry(fields: Partial<ActivityItem>): ActivityItem {
  return {
    id: 1,
    entityType: 'work_order',
    entityId: 9,
    entityLabel: '48213',
    action: 'updated',
    field: null,
    oldValue: null,
    newValue: null,
    snapshot: null,
    actor: PRIYA,
    createdAt: '2026-11-20T15:05:00.000Z',
    ...fields,
  };
}

const names = (id: number) => ({ 7: 'Carlos Mendez', 8: 'Dana Whitfield' })[id];
const say = (fields: Partial<ActivityItem>) => activitySentence(entry(fields), names);

describe('activitySentence: work orders', () => {
  it('a creation names the job and its title', () => {
    expect(
      say({
        action: 'created',
        newValue: {
          title: 'Leaking water heater',
          status: 'open',
          priority: 'urgent',
          type: 'task',
          assignees: [7],
        },
      }),
    ).toBe('Priya Natarajan created job #48213, “Leaking water heater”');
  });

  it('a status or priority change uses the screens’ labels', () => {
    expect(
      say({ action: 'status_changed', field: 'status', oldValue: 'open', newValue: 'in-progress' }),
    ).toBe('Priya Natarajan changed Status of job #48213 from Active to In Progress');
    expect(say({ field: 'priority', oldValue: 'normal', newValue: 'urgent' })).toBe(
      'Priya Natarajan changed Priority of job #48213 from Normal to Urgent',
    );
    expect(say({ field: 'type', oldValue: 'task', newValue: 'need-pics' })).toBe(
      'Priya Natarajan changed Type of job #48213 from Task to Need Pictures',
    );
  });

  it('dates, amounts and people read as the screens show them', () => {
    expect(say({ field: 'partEta1', oldValue: null, newValue: '2026-12-03' })).toBe(
      `Priya Natarajan set Part 1 ETA of job #48213 to ${formatDate('2026-12-03')}`,
    );
    expect(say({ field: 'partTitle2', oldValue: 'Valve', newValue: null })).toBe(
      'Priya Natarajan cleared Part 2 Title of job #48213 (was Valve)',
    );
    expect(say({ field: 'opcAmount', oldValue: 0, newValue: 1234.5 })).toBe(
      'Priya Natarajan changed OPC Amount of job #48213 from $0.00 to $1,234.50',
    );
    expect(say({ field: 'preAuthAmount', oldValue: null, newValue: '250.00' })).toBe(
      'Priya Natarajan set Pre-Auth Amount of job #48213 to $250.00',
    );
    expect(say({ field: 'dueDate', oldValue: null, newValue: '2026-12-03T12:00:00.000Z' })).toBe(
      `Priya Natarajan set Due Date of job #48213 to ${formatDate(new Date('2026-12-03T12:00:00.000Z'))}`,
    );
    expect(say({ field: 'assignedTo', oldValue: 7, newValue: 8 })).toBe(
      'Priya Natarajan changed Assigned Tech of job #48213 from Carlos Mendez to Dana Whitfield',
    );
    expect(say({ field: 'assignedOfficeEmployee', oldValue: null, newValue: 99 })).toBe(
      'Priya Natarajan set Office Employee of job #48213 to employee 99',
    );
    expect(say({ field: 'returnAppointmentDate', oldValue: '2026-12-01', newValue: '2026-12-02' })).toBe(
      `Priya Natarajan changed Return Appointment of job #48213 from ${formatDate('2026-12-01')} to ${formatDate('2026-12-02')}`,
    );
  });

  it('assignments name the person', () => {
    expect(
      say({
        action: 'assigned',
        field: 'assignedEmployees',
        newValue: { employeeId: 7, name: 'Carlos Mendez' },
      }),
    ).toBe('Priya Natarajan assigned Carlos Mendez to job #48213');
    expect(
      say({
        action: 'unassigned',
        field: 'assignedEmployees',
        oldValue: { employeeId: 7, name: 'Carlos Mendez' },
      }),
    ).toBe('Priya Natarajan removed Carlos Mendez from job #48213');
  });

  it('notes, updates, questions and answers', () => {
    expect(say({ action: 'comment_added', newValue: { commentId: 177, type: 'note' } })).toBe(
      'Priya Natarajan added a note to job #48213',
    );
    expect(say({ action: 'comment_added', newValue: { commentId: 178, type: 'update' } })).toBe(
      'Priya Natarajan added an update to job #48213',
    );
    expect(say({ action: 'question_asked', newValue: { questionId: 4, question: 'Which valve?' } })).toBe(
      'Priya Natarajan asked a question on job #48213: “Which valve?”',
    );
    expect(
      say({
        action: 'question_answered',
        field: 'answer',
        oldValue: { questionId: 4, answer: null },
        newValue: { questionId: 4, answer: 'The upstairs one' },
      }),
    ).toBe('Priya Natarajan answered a question on job #48213: “The upstairs one”');
    expect(
      say({
        action: 'question_answer_cleared',
        field: 'answer',
        oldValue: { questionId: 4, answer: 'x' },
        newValue: { questionId: 4, answer: null },
      }),
    ).toBe('Priya Natarajan cleared the answer to a question on job #48213');
  });

  it('attachments and deletion', () => {
    const file = { id: 5, fileName: 'heater.jpg', fileSize: 2048, fileType: 'image/jpeg' };
    expect(say({ action: 'attachment_added', newValue: file })).toBe(
      'Priya Natarajan attached heater.jpg (2 KB) to job #48213',
    );
    expect(say({ action: 'attachment_deleted', oldValue: file })).toBe(
      'Priya Natarajan removed the attachment heater.jpg (2 KB) from job #48213',
    );
    expect(
      say({ action: 'deleted', snapshot: { workOrderId: '48213', title: 'Leaking water heater' } }),
    ).toBe('Priya Natarajan deleted job #48213, “Leaking water heater”');
  });

  it('restore and purge (ADR 029): who brought it back, and the system removing it for good', () => {
    expect(
      say({
        action: 'restored',
        oldValue: { deletedAt: '2026-11-20T15:05:00.000Z', deletedBy: 7 },
        newValue: { title: 'Leaking water heater' },
      }),
    ).toBe('Priya Natarajan restored job #48213, “Leaking water heater”');
    const purge = (retentionDays: unknown) =>
      activitySentence(
        entry({
          action: 'purged',
          actor: null,
          newValue: { title: 'Leaking water heater', deletedAt: '2026-10-20T15:05:00.000Z', retentionDays },
        }),
      );
    expect(purge(30)).toBe(
      'The system purged job #48213, “Leaking water heater” for good, 30 days after it was deleted',
    );
    expect(purge(1)).toBe(
      'The system purged job #48213, “Leaking water heater” for good, 1 day after it was deleted',
    );
    expect(purge(undefined)).toBe('The system purged job #48213, “Leaking water heater” for good');
  });

  it('long values are clipped', () => {
    const long = `Customer says ${'very '.repeat(20)}urgent`;
    const sentence = say({ field: 'notes', oldValue: null, newValue: long });
    expect(sentence).toBe(`Priya Natarajan set Notes of job #48213 to ${long.slice(0, 60).trimEnd()}...`);
  });
});

describe('activitySentence: employees', () => {
  const employee = (fields: Partial<ActivityItem>) =>
    say({ entityType: 'employee', entityId: 12, entityLabel: 'wendell@example.com', ...fields });

  it('creation, edits, activation and passwords', () => {
    expect(
      employee({
        action: 'created',
        newValue: { id: 12, name: 'Wendell Saunders', email: 'wendell@example.com', employeeType: 'plumber' },
      }),
    ).toBe('Priya Natarajan added employee Wendell Saunders (wendell@example.com) as Tech');
    expect(employee({ field: 'employeeType', oldValue: 'plumber', newValue: 'office' })).toBe(
      'Priya Natarajan changed Employee Type of employee wendell@example.com from Tech to Office',
    );
    expect(employee({ field: 'smsNotifications', oldValue: false, newValue: true })).toBe(
      'Priya Natarajan changed SMS Notifications of employee wendell@example.com from Off to On',
    );
    expect(employee({ action: 'deactivated', field: 'isActive', oldValue: true, newValue: false })).toBe(
      'Priya Natarajan deactivated employee wendell@example.com',
    );
    expect(employee({ action: 'activated', field: 'isActive', oldValue: false, newValue: true })).toBe(
      'Priya Natarajan activated employee wendell@example.com',
    );
    expect(employee({ action: 'password_reset' })).toBe(
      'Priya Natarajan reset the password of employee wendell@example.com',
    );
    expect(employee({ action: 'password_changed', actor: { id: 12, name: 'Wendell Saunders' } })).toBe(
      'Wendell Saunders changed their own password',
    );
  });
});

describe('activitySentence: visits', () => {
  it('reads the line the server wrote for the job', () => {
    const summary = 'Return visit scheduled for Tue 12/1, 8–10 AM, with Carlos Mendez';
    expect(say({ action: 'visit.scheduled', newValue: { summary, visitId: 4 } })).toBe(
      `Priya Natarajan updated the schedule of job #48213: ${summary}`,
    );
  });
});

describe('activitySentence: what this client does not know yet', () => {
  it('reads as a plain sentence, never JSON', () => {
    const odd = say({ action: 'archived_by_rule', newValue: { ruleId: 3, reason: 'stale' } });
    expect(odd).toBe('Priya Natarajan archived by rule job #48213 (Rule id: 3, Reason: stale)');
    expect(say({ field: 'someNewField', oldValue: { a: 1 }, newValue: [1, 2] })).toBe(
      'Priya Natarajan changed Some new field of job #48213 from A: 1 to 1, 2',
    );
    expect(say({ action: 'merged', field: 'status', oldValue: 'open', newValue: 'completed' })).toBe(
      'Priya Natarajan merged job #48213: changed Status of job #48213 from Active to Completed',
    );
    for (const text of [odd]) expect(text).not.toMatch(/[{}"]/);
  });

  it('an entry without an actor is the system’s', () => {
    expect(activitySentence(entry({ action: 'deleted', actor: null }))).toBe('The system deleted job #48213');
  });
});

describe('activitySentence: the company settings', () => {
  it('a changed setting names the setting and both values', () => {
    expect(
      say({
        entityType: 'company_settings',
        entityId: 1,
        entityLabel: 'Company settings',
        field: 'timeZone',
        oldValue: 'America/Chicago',
        newValue: 'America/Denver',
      }),
    ).toBe(
      'Priya Natarajan changed Time Zone of the company settings from America/Chicago to America/Denver',
    );
  });
});
