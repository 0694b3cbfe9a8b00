import { screen, waitFor } from '@testing-library/react';
import { formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  createBodies,
  field,
  fillRequired,
  renderDialog,
  setUpCreateTaskTests,
  submit,
} from '#tooling/test-client/tasks-create-dialog.tsx';

setUpCreateTaskTests();

// Typing into the form key by key takes a while on a busy machine.
describe('CreateTaskDialog (task form)', { timeout: 15_000 }, () => {
  it('is titled Create New Task and has the task form fields with their defaults', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Create New Task' })).toBeTruthy();
    expect(field('Priority').value).toBe('normal');
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Normal',
    );
    expect(field('Status').value).toBe('open');
    const statuses = Array.from((screen.getByLabelText('Status') as HTMLSelectElement).options);
    expect(statuses.map((option) => option.textContent)).toEqual(['Active', 'In Progress', 'On Hold']);
    expect((screen.getByLabelText('Type') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Task');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).options).toHaveLength(6);
    for (const label of ['Notes', 'Link to Dispatch', 'Office Employee', 'Assigned Employees']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    // Everyone active is offered, after None; the inactive tech is not (order: the next test).
    await waitFor(
      () => expect((screen.getByLabelText('Assigned Tech') as HTMLSelectElement).options).toHaveLength(4),
      { timeout: 5000 },
    );
  });

  it('offers technicians first under Assigned Tech and office staff first under Office Employee, each with its type', async () => {
    renderDialog();
    const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
    await waitFor(() => expect(select('Assigned Tech').options).toHaveLength(4), { timeout: 5000 });
    const texts = (label: string) => Array.from(select(label).options, (option) => option.textContent);
    const groups = (label: string) =>
      Array.from(select(label).querySelectorAll('optgroup'), (group) => [
        group.label,
        Array.from(group.querySelectorAll('option'), (option) => option.textContent),
      ]);
    expect(texts('Assigned Tech')).toEqual([
      'None',
      'Carlos Mendez (Tech)',
      'Dana Brooks (Tech)',
      'Priya Natarajan (Office)',
    ]);
    expect(groups('Assigned Tech')).toEqual([
      ['Technicians', ['Carlos Mendez (Tech)', 'Dana Brooks (Tech)']],
      ['Other employees', ['Priya Natarajan (Office)']],
    ]);
    expect(groups('Office Employee')).toEqual([
      ['Office staff', ['Priya Natarajan (Office)']],
      ['Other employees', ['Carlos Mendez (Tech)', 'Dana Brooks (Tech)']],
    ]);
    // The form still stores ids: choosing a person keeps the value the server expects.
    const priya = Array.from(select('Office Employee').options).find((option) =>
      option.textContent?.startsWith('Priya'),
    );
    expect(priya?.value).toMatch(/^\d+$/);
  });

  it('limits the appointment date picker to 1900-01-01 through today, and accepts the offered file types', () => {
    renderDialog();
    const date = field('Last Appointment Date');
    expect(date.type).toBe('date');
    expect(date.min).toBe('1900-01-01');
    expect(date.max).toBe(formatISO(new Date(), { representation: 'date' }));
    expect(field('Attachment').accept).toBe(
      'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('shows the three required-field messages under their fields, focuses Job # and sends nothing', async () => {
    const { user } = renderDialog();
    await submit(user);
    expect(await screen.findByText('Job # is required')).toBeTruthy();
    expect(screen.getByText('Job name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    const jobNumber = field('Job #');
    expect(jobNumber.getAttribute('aria-invalid')).toBe('true');
    const describedBy = jobNumber.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Job # is required');
    expect(document.activeElement).toBe(jobNumber);
    expect(createBodies()).toEqual([]);
  });

  it('removes a chosen file, and refuses a file over 25 MB before sending it', async () => {
    const { user } = renderDialog();
    await user.upload(field('Attachment'), new File(['x'], 'note.docx'));
    await user.click(screen.getByRole('button', { name: 'Remove note.docx' }));
    expect(screen.queryByText('note.docx')).toBeNull();
    const huge = new File(['x'], 'huge.pdf');
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(field('Attachment'), huge);
    expect(screen.getByText('File is too large. The maximum size is 25 MB.')).toBeTruthy();
    expect(screen.queryByText('huge.pdf')).toBeNull();
  });

  it('closes with Cancel without sending anything', async () => {
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(createBodies()).toEqual([]);
  });
});
