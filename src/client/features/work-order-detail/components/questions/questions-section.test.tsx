import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Question } from '#shared/schemas/question.ts';
import { answer, fail, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { QuestionsSection } from './questions-section.tsx';

const ASK = 'POST /api/work-orders/:id/questions';
const ANSWER = 'PATCH /api/work-orders/:id/questions/:questionId';

const QUESTIONS: Question[] = [
  {
    id: 5,
    question: 'Is the shut-off valve inside?',
    answer: null,
    createdAt: '2026-03-02T15:00:00Z',
    answeredAt: null,
  },
  {
    id: 6,
    question: 'Gate code?',
    answer: '4411',
    createdAt: '2026-03-02T16:00:00Z',
    answeredAt: '2026-03-02T17:00:00Z',
  },
];

/** What was asked and answered: [method, path, body] of each write. */
const writes = () =>
  sentRequests
    .filter((request) => request.method === 'POST' || request.method === 'PATCH')
    .map((request) => [request.method, request.url.pathname, request.body]);

function renderSection(questions = QUESTIONS) {
  return renderInPortal(<QuestionsSection workOrderId={9} questions={questions} />);
}

// The forms load on demand (lazy-question-forms.tsx); a run's first import of one can take over a second.
const LAZY_FORM = { timeout: 5000 };

const questionItem = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('QuestionsSection', () => {
  it('shows each question with its answer or Not answered yet', () => {
    renderSection();
    const open = questionItem('Is the shut-off valve inside?');
    expect(within(open).getByText('Not answered yet')).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Answer' })).toBeTruthy();
    const answered = questionItem('Gate code?');
    expect(within(answered).getByText('4411')).toBeTruthy();
    expect(within(answered).getByRole('button', { name: 'Edit answer' })).toBeTruthy();
  });

  it('says so when there are no questions', () => {
    renderSection([]);
    expect(screen.getByText('No questions yet')).toBeTruthy();
  });

  it('asks a question: POSTs the trimmed text and says Question added', async () => {
    server.use(answer(ASK, { ...(QUESTIONS[0] as Question), id: 7 }, { status: 201 }));
    const { user } = renderSection();
    const box = (await screen.findByRole(
      'textbox',
      { name: 'Ask a question' },
      LAZY_FORM,
    )) as HTMLTextAreaElement;
    const add = screen.getByRole('button', { name: 'Add Question' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(box, '  Which water heater model?  ');
    await user.click(add);
    await waitFor(() => expect(toastTexts()).toEqual(['Question added']));
    expect(writes()).toEqual([
      ['POST', '/api/work-orders/9/questions', { question: 'Which water heater model?' }],
    ]);
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('answers a question: PATCHes the answer and says Answer saved', async () => {
    server.use(answer(ANSWER, { ...(QUESTIONS[0] as Question), answer: 'Yes, in the garage' }));
    const { user } = renderSection();
    await user.click(
      within(questionItem('Is the shut-off valve inside?')).getByRole('button', { name: 'Answer' }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Answer' }, LAZY_FORM), 'Yes, in the garage');
    await user.click(screen.getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Answer saved']));
    expect(writes()).toEqual([['PATCH', '/api/work-orders/9/questions/5', { answer: 'Yes, in the garage' }]]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Answer' })).toBeNull());
  });

  it('says Question Failed and Answer Failed with the server message', async () => {
    server.use(fail(ASK, 404, 'Work order not found'), fail(ANSWER, 404, 'Work order not found'));
    const { user } = renderSection();
    await user.type(await screen.findByRole('textbox', { name: 'Ask a question' }, LAZY_FORM), 'Any pets?');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Question Failed: 404: Work order not found']));

    await user.click(within(questionItem('Gate code?')).getByRole('button', { name: 'Edit answer' }));
    const answerBox = await screen.findByRole('textbox', { name: 'Answer' }, LAZY_FORM);
    await user.clear(answerBox);
    await user.type(answerBox, '4412');
    await user.click(screen.getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(toastTexts()).toContain('Answer Failed: 404: Work order not found'));
    expect(screen.getByRole('button', { name: 'Save Answer' })).toBeTruthy();
  });
});
