import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '#shared/domain/date-format.ts';
import { activitySnapshot } from './activity-snapshot.ts';

describe('activitySnapshot', () => {
  it('a deleted order’s last state, labelled and formatted, without the empty fields', () => {
    const snapshot = {
      title: 'Heater',
      priority: 'urgent',
      notes: null,
      attachments: [],
      partETA1: '2026-12-03',
      assignedEmployees: [
        { id: 7, name: 'Carlos Mendez', photo: null },
        { id: 8, name: 'Dana Whitfield', photo: null },
      ],
      comments: [{ id: 1, text: 'Call first', type: 'note', author: { id: 3, name: 'Priya Natarajan' } }],
      questions: [{ id: 2, question: 'Which valve?', answer: 'Upstairs' }],
      createdAt: '2026-11-25T01:21:00.000Z',
    };
    expect(activitySnapshot(snapshot).map(({ label, value }) => [label, value])).toEqual([
      ['Title', 'Heater'],
      ['Priority', 'Urgent'],
      ['Part 1 ETA', formatDate('2026-12-03')],
      ['Assigned Employees', 'Carlos Mendez, Dana Whitfield'],
      ['Comments', 'Call first'],
      ['Questions', 'Which valve? (Upstairs)'],
      ['Created', formatDateTime('2026-11-25T01:21:00.000Z')],
    ]);
  });
});
