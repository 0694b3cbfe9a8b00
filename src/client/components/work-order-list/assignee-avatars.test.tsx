import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import { AssigneeAvatars } from './assignee-avatars.tsx';

const employee = (id: number, name: string, photo: string | null = null): AssignedEmployee => ({
  id,
  name,
  photo,
  colorTheme: 'blue',
  employeeType: 'plumber',
});

const TEAM = [
  employee(1, 'Carlos Mendez', '/photos/carlos.jpg'),
  employee(2, 'Priya Natarajan'),
  employee(3, 'Alan Whitaker'),
  employee(4, 'Margaret Doyle'),
];

describe('AssigneeAvatars', () => {
  it('says Unassigned when nobody is assigned', () => {
    render(<AssigneeAvatars employees={[]} max={3} />);
    expect(screen.getByText('Unassigned')).toBeTruthy();
  });

  it('shows the first max assignees, a photo or initials, then +N naming the rest', () => {
    render(<AssigneeAvatars employees={TEAM} max={2} />);
    expect((screen.getByRole('img', { name: 'Carlos Mendez' }) as HTMLImageElement).src).toContain(
      '/photos/carlos.jpg',
    );
    expect(screen.getByRole('img', { name: 'Priya Natarajan' }).textContent).toBe('PN');
    const more = screen.getByRole('img', { name: 'and 2 more: Alan Whitaker, Margaret Doyle' });
    expect(more.textContent).toBe('+2');
    expect(more.getAttribute('title')).toBe('Alan Whitaker, Margaret Doyle');
    expect(screen.queryByRole('img', { name: 'Alan Whitaker' })).toBeNull();
  });

  it('shows no +N when every assignee fits', () => {
    render(<AssigneeAvatars employees={TEAM.slice(0, 3)} max={3} />);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });
});
