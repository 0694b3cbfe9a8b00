import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_SENT_MESSAGE, type SupportContact } from '../../../../shared/schemas/support.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { TOKEN, toastTexts } from '../../../testing/fixtures.ts';
import { ContactPage } from './contact-page.tsx';

type Reply = { status: number; body: unknown };
const json = ({ status, body }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch like the real server; returns the bodies POSTed to /api/support. */
function stubServer({
  contact = { phone: '(555) 010-2000', email: 'help@plumbing.test' },
  send = () => ({ status: 201, body: { message: SUPPORT_SENT_MESSAGE } }),
}: {
  contact?: SupportContact;
  send?: () => Reply;
} = {}) {
  localStorage.setItem('authToken', TOKEN);
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://portal.test').pathname;
      if (path === '/api/support/contact') return json({ status: 200, body: contact });
      if (path === '/api/support' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json(send());
      }
      return json({ status: 404, body: { message: 'not found' } });
    }),
  );
  return { sent };
}

function renderContact() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

const subject = () => screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
const message = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

/** The page with its support form in: the form's code (zod) loads lazily, after the page. */
async function renderContactForm() {
  renderContact();
  await screen.findByRole('textbox', { name: 'Subject' });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('/contact', () => {
  it('shows the configured phone and email as links', async () => {
    stubServer();
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
    stubServer({ contact: { phone: null, email: null } });
    renderContact();
    expect(await screen.findByText('Use the form below to reach the administrators.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows only the email when no phone is configured', async () => {
    stubServer({ contact: { phone: null, email: 'help@plumbing.test' } });
    renderContact();
    expect(await screen.findByRole('link', { name: 'help@plumbing.test' })).toBeTruthy();
    expect(screen.queryByText('Phone:')).toBeNull();
  });

  it('says what is missing under the fields and sends nothing', async () => {
    const server = stubServer();
    await renderContactForm();
    fireEvent.change(subject(), { target: { value: 'Hi' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Subject must be at least 3 characters.')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeTruthy();
    expect(subject().getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toEqual([]);
  });

  it('sends the message, confirms it and clears the form', async () => {
    const server = stubServer();
    await renderContactForm();
    fireEvent.change(subject(), { target: { value: '  Cannot upload photos ' } });
    fireEvent.change(message(), { target: { value: 'The upload spins forever on my phone.' } });
    fireEvent.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toContain(`Message sent: ${SUPPORT_SENT_MESSAGE}`));
    expect(server.sent).toEqual([
      { subject: 'Cannot upload photos', message: 'The upload spins forever on my phone.' },
    ]);
    await waitFor(() => expect(subject().value).toBe(''));
    expect(message().value).toBe('');
  });

  it('keeps the text and says why when sending fails', async () => {
    stubServer({
      send: () => ({ status: 429, body: { message: 'Too many support messages. Please try again later.' } }),
    });
    await renderContactForm();
    fireEvent.change(subject(), { target: { value: 'Cannot upload photos' } });
    fireEvent.change(message(), { target: { value: 'The upload spins forever on my phone.' } });
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Message not sent: 429: Too many support messages. Please try again later.',
      ),
    );
    expect(subject().value).toBe('Cannot upload photos');
  });
});
