import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../../../shared/schemas/question.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { QuestionsSection } from './questions-section.tsx';

const TOKEN = `spt1${'Q'.repeat(43)}`;
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

type Reply = { status: number; body: unknown };

function stubServer(reply: Reply) {
  const fetchSpy = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(reply.body), { status: reply.status }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return {
    writes: () =>
      fetchSpy.mock.calls
        .filter(([, init]) => init?.method === 'POST' || init?.method === 'PATCH')
        .map(([url, init]) => [init?.method, String(url), JSON.parse(String(init?.body))]),
  };
}

function renderSection(questions = QUESTIONS) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QuestionsSection workOrderId={9} questions={questions} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const toastTexts = () =>
  Array.from(screen.getByRole('region', { name: /notifications/i }).querySelectorAll('li')).map((li) =>
    [li.querySelector('[data-slot="toast-title"]'), li.querySelector('[data-slot="toast-description"]')]
      .map((node) => node?.textContent)
      .filter(Boolean)
      .join(': '),
  );

const questionItem = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

beforeEach(() => localStorage.setItem('authToken', TOKEN));

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('QuestionsSection', () => {
  it('shows each question with its answer or Not answered yet', () => {
    stubServer({ status: 200, body: {} });
    renderSection();
    const open = questionItem('Is the shut-off valve inside?');
    expect(within(open).getByText('Not answered yet')).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Answer' })).toBeTruthy();
    const answered = questionItem('Gate code?');
    expect(within(answered).getByText('4411')).toBeTruthy();
    expect(within(answered).getByRole('button', { name: 'Edit answer' })).toBeTruthy();
  });

  it('says so when there are no questions', () => {
    stubServer({ status: 200, body: {} });
    renderSection([]);
    expect(screen.getByText('No questions yet')).toBeTruthy();
  });

  it('asks a question: POSTs the trimmed text and says Question added', async () => {
    const server = stubServer({ status: 201, body: { ...QUESTIONS[0], id: 7 } });
    renderSection();
    const box = (await screen.findByRole('textbox', { name: 'Ask a question' })) as HTMLTextAreaElement;
    const add = screen.getByRole('button', { name: 'Add Question' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  Which water heater model?  ' } });
    fireEvent.click(add);
    await waitFor(() => expect(toastTexts()).toEqual(['Question added']));
    expect(server.writes()).toEqual([
      ['POST', '/api/work-orders/9/questions', { question: 'Which water heater model?' }],
    ]);
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('answers a question: PATCHes the answer and says Answer saved', async () => {
    const server = stubServer({ status: 200, body: { ...QUESTIONS[0], answer: 'Yes, in the garage' } });
    renderSection();
    fireEvent.click(
      within(questionItem('Is the shut-off valve inside?')).getByRole('button', { name: 'Answer' }),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Answer' }), {
      target: { value: 'Yes, in the garage' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Answer saved']));
    expect(server.writes()).toEqual([
      ['PATCH', '/api/work-orders/9/questions/5', { answer: 'Yes, in the garage' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Answer' })).toBeNull());
  });

  it('says Question Failed and Answer Failed with the server message', async () => {
    stubServer({ status: 404, body: { message: 'Work order not found' } });
    renderSection();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Ask a question' }), {
      target: { value: 'Any pets?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Question Failed: 404: Work order not found']));

    fireEvent.click(within(questionItem('Gate code?')).getByRole('button', { name: 'Edit answer' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Answer' }), { target: { value: '4412' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(toastTexts()).toContain('Answer Failed: 404: Work order not found'));
    expect(screen.getByRole('button', { name: 'Save Answer' })).toBeTruthy();
  });
});
