import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDay } from '#shared/domain/paused-job.ts';
import {
  createBodies,
  employeesLoaded,
  field,
  optionTexts,
  renderDialog,
  setUpCreatePausedJobTests,
  submit,
  type,
} from '#tooling/test-client/paused-jobs-create-dialog.tsx';

setUpCreatePausedJobTests();

// Typing into the form key by key takes a while on a busy machine.
describe('CreatePausedJobDialog', {
  timeout: 30_000,
}, () => {
  it('is titled Create New Paused Job, has its five sections and starts with the defaults', async () => {
    await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Create New Paused Job' })).toBeTruthy();
    for (const section of [
      'Job Identification',
      'Location & Scheduling',
      'Authorization & Status',
      'Parts Tracking',
      'Additional Information',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    for (const status of ['Pre-Auth Status', 'Authorization Status', 'RWP Form Status']) {
      const select = field(status) as unknown as HTMLSelectElement;
      expect(select.selectedOptions[0]?.textContent).toBe('N/A');
    }
    expect(optionTexts('Authorization Status')).toEqual([
      'N/A',
      'Pending',
      'Approved',
      'Denied',
      'Partial Approval',
    ]);
    expect(field('Pre-Auth Amount').value).toBe('$0.00');
    expect(field('OPC Amount').value).toBe('$0.00');
    expect(field('Original Apt Date').value).toBe(localDay(new Date()));
    expect(field('Assign Tech').value).toBe('');
    for (const required of ['Job Number', 'Customer Last Name', 'City', 'Original Apt Date']) {
      expect(field(required).getAttribute('aria-required')).toBe('true');
    }
    expect(field('Customer Name').getAttribute('aria-required')).toBeNull();
  });

  it('shows the required messages under their fields, focuses Job Number and sends nothing', async () => {
    const { user } = await renderDialog();
    await type(user, 'Original Apt Date', '');
    await submit(user);
    expect(await screen.findByText('Job # is required')).toBeTruthy();
    expect(screen.getByText('Job Last Name is required')).toBeTruthy();
    expect(screen.getByText('Original Apt Date is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    const jobNumber = field('Job Number');
    expect(jobNumber.getAttribute('aria-invalid')).toBe('true');
    const describedBy = jobNumber.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Job # is required');
    expect(document.activeElement).toBe(jobNumber);
    expect(createBodies()).toEqual([]);
  });

  it('offers only active plumbers under Assign Tech, and office staff first under Office Employee', async () => {
    await renderDialog();
    await employeesLoaded();
    expect(optionTexts('Assign Tech')).toEqual(['None', 'Carlos Mendez', 'Dana Brooks']);
    const groups = (label: string) =>
      Array.from(screen.getByLabelText(label).querySelectorAll('optgroup'), (group) => [
        group.label,
        Array.from(group.querySelectorAll('option'), (option) => option.textContent),
      ]);
    expect(groups('Assign Tech')).toEqual([['Technicians', ['Carlos Mendez', 'Dana Brooks']]]);
    expect(optionTexts('Office Employee')).toEqual([
      'None',
      'Priya Natarajan (Office)',
      'Carlos Mendez (Tech)',
      'Dana Brooks (Tech)',
      'Alex Admin (Admin)',
      'Morgan Lee (Management)',
    ]);
    expect(groups('Office Employee')).toEqual([
      ['Office staff', ['Priya Natarajan (Office)']],
      [
        'Other employees',
        ['Carlos Mendez (Tech)', 'Dana Brooks (Tech)', 'Alex Admin (Admin)', 'Morgan Lee (Management)'],
      ],
    ]);
  });

  it('says a nonsense amount is not one when leaving the field, and re-shows a good one as dollars', async () => {
    const { user } = await renderDialog();
    const amount = field('Pre-Auth Amount');
    const moneyError = () => screen.queryByText('Amount must be a dollar amount such as $1,234.50');
    for (const nonsense of ['12abc', '1,2,3', '-5', '1.234']) {
      // A good amount first, so each nonsense value has to bring the error back by itself.
      await type(user, 'Pre-Auth Amount', '1');
      await user.tab();
      await waitFor(() => expect(moneyError()).toBeNull());
      await type(user, 'Pre-Auth Amount', nonsense);
      await user.tab();
      expect(await screen.findByText('Amount must be a dollar amount such as $1,234.50')).toBeTruthy();
      expect(amount.value).toBe(nonsense);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
    }
    for (const [typed, shown] of [
      ['1234.5', '$1,234.50'],
      ['1,234', '$1,234.00'],
      ['$1,234.50', '$1,234.50'],
    ]) {
      await type(user, 'Pre-Auth Amount', typed as string);
      await user.tab();
      await screen.findByDisplayValue(shown as string);
      expect(moneyError()).toBeNull();
    }
  });

  it('shows parts 2 and 3 on Add part, then offers no more', async () => {
    const { user } = await renderDialog();
    expect(field('Part 1 Title')).toBeTruthy();
    expect(screen.queryByLabelText('Part 2 Title')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    expect(field('Part 2 ETA').type).toBe('date');
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    expect(field('Part 3 Received')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add part' })).toBeNull();
  });

  it('closes with Cancel without sending anything', async () => {
    const { user, onClose } = await renderDialog();
    await type(user, 'Job Number', '48213');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(createBodies()).toEqual([]);
  });
});
