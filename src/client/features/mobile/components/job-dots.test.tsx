import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PriorityDot, StatusDot } from './job-dots.tsx';

/** The dot's accessible text and its look, as a reader and a viewer get them. */
function dot(element: ReactElement) {
  const { container } = render(element);
  const span = container.firstElementChild as HTMLElement;
  const result = { text: span.textContent, hidden: span.getAttribute('aria-hidden'), look: span.className };
  cleanup();
  return result;
}

describe('StatusDot', () => {
  it('names the status for screen readers, in the catalogue words', () => {
    expect(dot(<StatusDot status="open" />).text).toBe(' Status: Active');
    expect(dot(<StatusDot status="in-progress" />).text).toBe(' Status: In Progress');
    expect(dot(<StatusDot status="on-hold" />).text).toBe(' Status: On Hold');
  });

  it('looks different for each status', () => {
    const looks = ['open', 'in-progress', 'on-hold'].map((status) => dot(<StatusDot status={status} />).look);
    expect(new Set(looks).size).toBe(3);
  });

  it('beside a visible label it is hidden and says nothing', () => {
    expect(dot(<StatusDot status="open" decorative />)).toMatchObject({ text: '', hidden: 'true' });
  });
});

describe('PriorityDot', () => {
  it('is red and named Urgent for urgent work (high and critical too), orange and Normal otherwise', () => {
    for (const priority of ['urgent', 'high', 'critical']) {
      const urgent = dot(<PriorityDot priority={priority} />);
      expect(urgent.text).toBe(' Priority: Urgent');
      expect(urgent.look).toContain('bg-red-');
    }
    for (const priority of ['normal', 'medium']) {
      const normal = dot(<PriorityDot priority={priority} />);
      expect(normal.text).toBe(' Priority: Normal');
      expect(normal.look).toContain('bg-orange-');
    }
  });
});
