import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, fail, sentBodies } from '#tooling/test-client/api-handlers.ts';
import { comment, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { AddNoteForm } from './add-note-form.tsx';

const COMMENTS = 'POST /api/work-orders/:id/comments';

const box = () => screen.getByRole('textbox', { name: 'Add Note' }) as HTMLTextAreaElement;
const addButton = () => screen.getByRole('button', { name: 'Add Note' }) as HTMLButtonElement;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

function renderForm() {
  server.use(answer(COMMENTS, ({ body }) => comment(1, body as { content: string }), { status: 201 }));
  return renderInPortal(<AddNoteForm workOrderId={7} />);
}

beforeEach(() => setWidth(1024));

describe('AddNoteForm (comment rules)', () => {
  it('keeps Add Note disabled while the text is empty or blank, and counts characters', async () => {
    const { user } = renderForm();
    expect(addButton().disabled).toBe(true);
    await user.type(box(), '   {Shift>}{Enter}{/Shift} ');
    expect(addButton().disabled).toBe(true);
    await user.clear(box());
    await user.type(box(), 'Pipe');
    expect(addButton().disabled).toBe(false);
    expect(screen.getByText(/^4\/1000/)).toBeTruthy();
  });

  it('says the specified words for a note that is too short or too long, and sends nothing', async () => {
    const { user } = renderForm();
    await user.type(box(), 'ok');
    await user.click(addButton());
    expect(await screen.findByText('Comment must be at least 3 characters.')).toBeTruthy();
    await user.clear(box());
    // Pasted rather than typed: 1001 key presses would only slow the test down.
    await user.click(box());
    await user.paste('x'.repeat(1001));
    expect(await screen.findByText('Comment must be less than 1000 characters.')).toBeTruthy();
    expect(sentBodies(COMMENTS)).toEqual([]);
  });

  it('saves on the button: sends the trimmed note, says Note added and clears the box', async () => {
    const { user } = renderForm();
    await user.type(box(), '  Replaced the valve  ');
    await user.click(addButton());
    await waitFor(() => expect(toastTexts()).toEqual(['Note added']));
    expect(sentBodies(COMMENTS)).toEqual([
      // With the moment it was written (ADR 057).
      { content: 'Replaced the valve', type: 'note', notifyAdmin: false, writtenAt: expect.any(String) },
    ]);
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('on a wide window Enter saves and Shift+Enter does not', async () => {
    const { user } = renderForm();
    await user.type(box(), 'Customer called back{Shift>}{Enter}{/Shift}');
    expect(sentBodies(COMMENTS)).toEqual([]);
    expect(box().value).toBe('Customer called back\n');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentBodies(COMMENTS)).toHaveLength(1));
  });

  it('on a narrow window Enter does not save: it starts a new line', async () => {
    setWidth(400);
    const { user } = renderForm();
    await user.type(box(), 'Customer called back{Enter}');
    expect(box().value).toBe('Customer called back\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentBodies(COMMENTS)).toEqual([]);
  });

  it('says Note Failed with the server message and keeps the text', async () => {
    const { user } = renderInPortal(<AddNoteForm workOrderId={7} />);
    server.use(fail(COMMENTS, 404, 'Work order not found'));
    await user.type(box(), 'Parts arrive Monday');
    await user.click(addButton());
    await waitFor(() => expect(toastTexts()).toEqual(['Note Failed: 404: Work order not found']));
    expect(box().value).toBe('Parts arrive Monday');
  });
});
