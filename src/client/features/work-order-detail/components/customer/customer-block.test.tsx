import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies } from '#tooling/test-client/api-handlers.ts';
import {
  openDetailDialog,
  PATCH_ORDER,
  rememberingServer,
  sampleOrder,
  setUpDetailDialogTests,
} from '#tooling/test-client/detail-dialog.tsx';
import { server } from '#tooling/test-client/msw-server.ts';

setUpDetailDialogTests();

const JANE = {
  customerName: 'Jane Smith',
  customerPhone: '(555) 201-3344 ext. 12',
  customerEmail: 'jane@example.com',
  location: '12 Elm St #4',
  city: 'Springfield',
};

const customerRegion = () => screen.getByRole('region', { name: 'Customer' });

describe('CustomerBlock (issue 23: the customer and the place on every job)', () => {
  it('opens the job with the customer: call, mail and directions links, and each field', async () => {
    await openDetailDialog(sampleOrder(JANE));
    await screen.findByRole('heading', { name: 'Leaking water heater' });
    const region = customerRegion();
    // First of the dialog's sections, before Task Details.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Customer');

    const call = within(region).getByRole('link', { name: 'Call (555) 201-3344 ext. 12' });
    expect(call.getAttribute('href')).toBe('tel:5552013344,12');
    const mail = within(region).getByRole('link', { name: 'Email jane@example.com' });
    expect(mail.getAttribute('href')).toBe('mailto:jane@example.com');
    const directions = within(region).getByRole('link', {
      name: 'Directions to 12 Elm St #4, Springfield (opens in a new tab)',
    });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%20%234%2C%20Springfield',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    // Each value is shown in its own field too, outside the links.
    for (const text of Object.values(JANE)) {
      expect(
        within(region)
          .getAllByText(text)
          .some((element) => !element.closest('a')),
      ).toBe(true);
    }
  });

  it('edits the phone in place: a bad number stays in the editor with the server’s words, a good one is sent', async () => {
    const { read, patch } = rememberingServer(sampleOrder(JANE));
    server.use(patch);
    const { user } = await openDetailDialog(read);
    await screen.findByRole('heading', { name: 'Leaking water heater' });

    await user.click(within(customerRegion()).getByRole('button', { name: 'Edit Customer Phone' }));
    const field = within(customerRegion()).getByRole('textbox', { name: 'Customer Phone' });
    expect(field.getAttribute('type')).toBe('tel');
    await user.clear(field);
    await user.type(field, '555-33{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Customer phone must have 7 to 15 digits');
    expect(sentBodies(PATCH_ORDER)).toEqual([]);

    await user.clear(field);
    await user.type(field, '+1 555 867 5309{Enter}');
    await waitFor(() => expect(sentBodies(PATCH_ORDER)).toEqual([{ customerPhone: '+1 555 867 5309' }]));
    const call = await within(customerRegion()).findByRole('link', { name: 'Call +1 555 867 5309' });
    expect(call.getAttribute('href')).toBe('tel:+15558675309');
  });

  it('clearing the email sends null and takes the Email link away', async () => {
    const { read, patch } = rememberingServer(sampleOrder(JANE));
    server.use(patch);
    const { user } = await openDetailDialog(read);
    await screen.findByRole('heading', { name: 'Leaking water heater' });
    await user.click(within(customerRegion()).getByRole('button', { name: 'Edit Customer Email' }));
    await user.clear(within(customerRegion()).getByRole('textbox', { name: 'Customer Email' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentBodies(PATCH_ORDER)).toEqual([{ customerEmail: null }]));
    await waitFor(() => expect(within(customerRegion()).queryByRole('link', { name: /^Email/ })).toBeNull());
  });

  it('without customer details says so quietly and offers to add them', async () => {
    const { read, patch } = rememberingServer(sampleOrder());
    server.use(patch);
    const { user } = await openDetailDialog(read);
    await screen.findByRole('heading', { name: 'Leaking water heater' });
    const region = customerRegion();
    expect(within(region).getByText('No customer details yet.')).toBeTruthy();
    expect(within(region).queryByRole('link')).toBeNull();
    expect(within(region).queryByText('Not set')).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Add customer details' }));
    const editName = within(region).getByRole('button', { name: 'Edit Customer Name' });
    expect(document.activeElement).toBe(editName);
    await user.click(editName);
    await user.type(within(region).getByRole('textbox', { name: 'Customer Name' }), 'Rosa Quintero{Enter}');
    await waitFor(() => expect(sentBodies(PATCH_ORDER)).toEqual([{ customerName: 'Rosa Quintero' }]));
    expect(await within(region).findByText('Rosa Quintero')).toBeTruthy();
  });
});
