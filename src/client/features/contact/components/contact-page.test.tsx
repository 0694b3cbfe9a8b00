import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_SENT_MESSAGE, type SupportContact } from '#shared/schemas/support.ts';
import { answer, fail, failure, held, sentBodies } from '#tooling/test-client/api-handlers.ts';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { ContactPage } from './contact-page.tsx';

const SEND = 'POST /api/support';
const CONFIGURED = { phone: '(555) 010-2000', email: 'help@plumbing.test' };

/** The page, with the support contact the server is configured with and a working send. */
function renderContact(contact: SupportContact = CONFIGURED) {
  server.use(
    answer('GET /api/support/contact', contact),
    answer(SEND, { message: SUPPORT_SENT_MESSAGE }, { status: 201 }),
  );
  return renderInPortal(<ContactPage />);
}

const subject = () => screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
const message = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

/** The page with its support form in: the form's code (zod) loads lazily, after the page. */
async function renderContactForm() {
  const rendered = renderContact();
  await screen.findByRole('textbox', { name: 'Subject' }, { timeout: 5000 });
  return rendered;
}

describe('/contact', () => {
  it('shows the configured phone and email as links', async () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeTruthy();
    const phone = await screen.findByRole('link', { name: '(555) 010-2000' });
    expect(phone.getAttribute('href')).toBe('tel:5550102000');
    expect(screen.getByRole('link', { name: 'help@plumbing.test' }).getAttribute('href')).toBe(
      'mailto:help@plumbing.test',
    );
    expect(screen.queryByText('Use the form below to reach the administrators.')).toBeNull();
  });

  it('hides what is not configured, and points to the form when nothing is', async () => {
    renderContact({ phone: null, email: null });
    expect(await screen.findByText('Use the form below to reach the administrators.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows only the email when no phone is configured', async () => {
    renderContact({ phone: null, email: 'help@plumbing.test' });
    expect(await screen.findByRole('link', { name: 'help@plumbing.test' })).toBeTruthy();
    expect(screen.queryByText('Phone:')).toBeNull();
  });

  it('says what is missing under the fields and sends nothing', async () => {
    const { user } = await renderContactForm();
    await user.type(subject(), 'Hi');
    await user.click(sendButton());
    expect(await screen.findByText('Subject must be at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeTruthy();
    expect(subject().getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(SEND)).toEqual([]);
  });

  it('sends the message, confirms it and clears the form', async () => {
    const { user } = await renderContactForm();
    // Held, so the button's waiting state can be seen before the answer arrives.
    const send = held(SEND, { message: SUPPORT_SENT_MESSAGE });
    server.use(send.handler);
    await user.type(subject(), '  Cannot upload photos ');
    await user.type(message(), 'The upload spins forever on my phone.');
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    send.release();
    await waitFor(() => expect(toastTexts()).toContain(`Message sent: ${SUPPORT_SENT_MESSAGE}`));
    expect(sentBodies(SEND)).toEqual([
      { subject: 'Cannot upload photos', message: 'The upload spins forever on my phone.' },
    ]);
    await waitFor(() => expect(subject().value).toBe(''));
    expect(message().value).toBe('');
  });

  it('keeps the text and says why when sending fails', async () => {
    const { user } = await renderContactForm();
    server.use(fail(SEND, 429, 'Too many support messages. Please try again later.'));
    await user.type(subject(), 'Cannot upload photos');
    await user.type(message(), 'The upload spins forever on my phone.');
    await user.click(sendButton());
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Message not sent: 429: Too many support messages. Please try again later.',
      ),
    );
    expect(subject().value).toBe('Cannot upload photos');
  });

  it('puts the server’s field errors under their fields, the first one focused', async () => {
    const { user } = await renderContactForm();
    const errors = [{ field: 'message', message: 'Message must not be only links.' }];
    server.use(answer(SEND, () => failure(400, 'Validation failed', { errors })));
    await user.type(subject(), 'Cannot upload photos');
    await user.type(message(), 'https://example.test/a https://example.test/b');
    await user.click(sendButton());
    const error = await screen.findByText('Message must not be only links.');
    expect(message().getAttribute('aria-invalid')).toBe('true');
    expect(message().getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(message());
    expect(subject().getAttribute('aria-invalid')).toBeNull();
  });
});
