import { render, screen } from '@testing-library/react';
import { ClipboardListIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card.tsx';

describe('StatCard', () => {
  it('shows the title, the value and an upward change in words', () => {
    render(
      <StatCard
        title="Total Tasks"
        value={128}
        icon={ClipboardListIcon}
        change={{ text: '12% from last month', direction: 'up', tone: 'attention' }}
        info="Open and in progress"
      />,
    );
    expect(screen.getByText('Total Tasks')).toBeTruthy();
    expect(screen.getByText('128')).toBeTruthy();
    const change = screen.getByText('12% from last month').parentElement as HTMLElement;
    expect(change.textContent).toBe('Up: 12% from last month');
    expect(change.getAttribute('data-direction')).toBe('up');
    expect(screen.getByText('Open and in progress')).toBeTruthy();
  });

  it('marks a downward change and leaves out what was not given', () => {
    const { container, rerender } = render(
      <StatCard
        title="Completed Today"
        value="3"
        icon={ClipboardListIcon}
        change={{ text: '3% from yesterday', direction: 'down', tone: 'neutral' }}
      />,
    );
    expect(screen.getByText('3% from yesterday').parentElement?.textContent).toBe('Down: 3% from yesterday');
    rerender(<StatCard title="Completed Today" value="3" icon={ClipboardListIcon} />);
    expect(container.querySelector('[data-direction]')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('colours the change by its meaning, not its direction', () => {
    const { rerender } = render(
      <StatCard
        title="Total Tasks"
        value={33}
        icon={ClipboardListIcon}
        change={{ text: '+17 from last month', direction: 'up', tone: 'attention' }}
      />,
    );
    const line = () => screen.getByText(/from last month/).parentElement as HTMLElement;
    expect(line().getAttribute('data-tone')).toBe('attention');
    expect(line().className).toContain('text-amber-700');
    expect(line().className).not.toContain('emerald');
    rerender(
      <StatCard
        title="Total Tasks"
        value={10}
        icon={ClipboardListIcon}
        change={{ text: '-6 from last month', direction: 'down', tone: 'good' }}
      />,
    );
    expect(line().className).toContain('text-emerald-700');
    expect(line().className).not.toContain('red');
  });
});
