import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { answer, held } from '#tooling/test-client/api-handlers.ts';
import { employee } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { PeopleFields } from './people-fields.tsx';

const STAFF = [
  employee(1, 'Carlos Mendez', 'plumber'),
  employee(2, 'Priya Natarajan', 'office'),
  { ...employee(3, 'Former Tech', 'plumber'), isActive: false },
];

type Values = {
  assignedTo: number | null;
  assignedOfficeEmployee: number | null;
  assignedEmployees: number[];
};

type HarnessProps = {
  techChoice: 'plumbers' | 'everyone';
  loadHintUnder: 'tech' | 'team';
  onValid?: (values: Values) => void;
  techError?: string;
};

function PeopleForm({ techChoice, loadHintUnder, onValid = vi.fn(), techError }: HarnessProps) {
  const form = useForm<Values>({
    defaultValues: { assignedTo: null, assignedOfficeEmployee: null, assignedEmployees: [] },
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        if (techError) form.setError('assignedTo', { type: 'server', message: techError });
        else onValid(values);
      })}
    >
      <PeopleFields
        form={form}
        tech={{ name: 'assignedTo', label: 'Assign Tech' }}
        techChoice={techChoice}
        loadHintUnder={loadHintUnder}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (label: string) => Array.from(select(label).options, (option) => option.textContent);
const described = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

async function staffLoaded() {
  await waitFor(() => expect(select('Office Employee').options.length).toBeGreaterThan(1), { timeout: 5000 });
}

describe('PeopleFields', () => {
  it("'plumbers' offers only active technicians, by name; the office select offers every active employee", async () => {
    server.use(answer('GET /api/employees', STAFF));
    renderInPortal(<PeopleForm techChoice="plumbers" loadHintUnder="tech" />);
    await staffLoaded();
    expect(optionTexts('Assign Tech')).toEqual(['None', 'Carlos Mendez']);
    expect(optionTexts('Office Employee')).toEqual([
      'None',
      'Priya Natarajan (Office)',
      'Carlos Mendez (Tech)',
    ]);
    expect(screen.getByLabelText('Assigned Employees')).toBeTruthy();
  });

  it("'everyone' offers technicians first, then the others, each with their type", async () => {
    server.use(answer('GET /api/employees', STAFF));
    renderInPortal(<PeopleForm techChoice="everyone" loadHintUnder="team" />);
    await staffLoaded();
    expect(optionTexts('Assign Tech')).toEqual(['None', 'Carlos Mendez (Tech)', 'Priya Natarajan (Office)']);
  });

  it('says the staff list is loading under the field asked for, and only there', async () => {
    const staff = held('GET /api/employees', STAFF);
    server.use(staff.handler);
    // Each field's hint line, with the label of its field.
    const hints = () =>
      Array.from(document.querySelectorAll('p[id$="-hint"]'), (hint) => [
        hint.parentElement?.querySelector('label')?.textContent,
        hint.textContent,
      ]);
    const { unmount } = renderInPortal(<PeopleForm techChoice="plumbers" loadHintUnder="tech" />);
    expect(hints()).toEqual([['Assign Tech', 'Loading employees...']]);
    expect(described('Assign Tech')).toEqual(['Loading employees...']);
    unmount();
    renderInPortal(<PeopleForm techChoice="everyone" loadHintUnder="team" />);
    expect(hints()).toEqual([['Assigned Employees', 'Loading employees...']]);
    expect(screen.getByLabelText('Assign Tech').hasAttribute('aria-describedby')).toBe(false);
    staff.release();
  });

  it('gives the form employee ids as numbers and None as null, and shows an error under its field', async () => {
    server.use(answer('GET /api/employees', STAFF));
    const onValid = vi.fn();
    const { user, unmount } = renderInPortal(
      <PeopleForm techChoice="plumbers" loadHintUnder="tech" onValid={onValid} />,
    );
    await staffLoaded();
    await user.selectOptions(select('Assign Tech'), '1');
    await user.selectOptions(select('Office Employee'), '2');
    await user.selectOptions(select('Office Employee'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({
      assignedTo: 1,
      assignedOfficeEmployee: null,
      assignedEmployees: [],
    });
    unmount();

    const failing = renderInPortal(
      <PeopleForm
        techChoice="plumbers"
        loadHintUnder="team"
        techError="Assigned tech must be an active plumber"
      />,
    );
    await failing.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(select('Assign Tech').getAttribute('aria-invalid')).toBe('true');
    expect(described('Assign Tech')).toEqual(['Assigned tech must be an active plumber']);
  });
});
