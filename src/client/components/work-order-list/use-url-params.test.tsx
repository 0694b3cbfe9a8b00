import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams } from './use-url-params.ts';

type Api = ReturnType<typeof useUrlParams>;

function Probe({ renders }: { renders: Api[] }) {
  renders.push(useUrlParams());
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderParams(initial: string) {
  const renders: Api[] = [];
  render(
    <MemoryRouter initialEntries={[`/paused-jobs${initial}`]}>
      <Probe renders={renders} />
    </MemoryRouter>,
  );
  return { first: renders[0] as Api, url: () => screen.getByTestId('search').textContent };
}

describe('useUrlParams', () => {
  it('a change made with an old callback keeps what was changed since (a debounced search after a filter)', () => {
    const { first, url } = renderParams('?priority=urgent');
    act(() => first.setParam('hold', 'ready-to-return'));
    act(() => first.setParam('hold', 'part-overdue'));
    // The search box's timer still holds the first render's callback.
    act(() => first.setParam('search', 'valve'));
    expect(url()).toBe('?priority=urgent&hold=part-overdue&search=valve');
  });

  it('two changes before a render build on each other, and All removes a parameter', () => {
    const { first, url } = renderParams('?type=need-pics&tech=7');
    act(() => {
      first.setParam('priority', 'normal');
      first.setParam('type', null);
    });
    expect(url()).toBe('?tech=7&priority=normal');
    act(() => first.clearParams(['tech', 'priority']));
    expect(url()).toBe('');
  });
});
