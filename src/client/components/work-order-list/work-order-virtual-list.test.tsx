import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneLineFromXl, WorkOrderVirtualList } from './work-order-virtual-list.tsx';

const items = Array.from({ length: 500 }, (_, index) => ({ id: index + 1 }));
const renderItem = (item: { id: number }) => <p data-testid="item">Job {item.id}</p>;
const CARDS = { cards: { estimateRowHeight: 200, gap: 16, minColumnWidth: 300, maxColumns: 3 } };
const CARDS_AND_LIST = { ...CARDS, listRowHeight: 64 };
const drawn = () => screen.getAllByTestId('item');

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
const jsdomWidth = window.innerWidth;
// jsdom's scrollTo only logs 'not implemented'; the virtualizer calls it.
beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
afterEach(() => {
  vi.unstubAllGlobals();
  setWidth(jsdomWidth);
});

describe('WorkOrderVirtualList', () => {
  it('draws the first screenful of cards, not all 500, in the order given', () => {
    render(<WorkOrderVirtualList items={items} view="cards" renderItem={renderItem} layout={CARDS} />);
    expect(drawn().length).toBeGreaterThan(0);
    expect(drawn().length).toBeLessThan(items.length / 4);
    expect(drawn()[0]?.textContent).toBe('Job 1');
  });

  it('draws the List view inside one bordered box; cards sit straight in the grid', () => {
    const { container, rerender } = render(
      <WorkOrderVirtualList items={items} view="list" renderItem={renderItem} layout={CARDS_AND_LIST} />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toContain('rounded-xl border');
    expect(box.contains(drawn()[0] ?? null)).toBe(true);
    rerender(
      <WorkOrderVirtualList items={items} view="cards" renderItem={renderItem} layout={CARDS_AND_LIST} />,
    );
    expect((container.firstElementChild as HTMLElement).className).not.toContain('border');
  });

  it('shows cards when a page without a List view is asked for one', () => {
    const { container } = render(
      <WorkOrderVirtualList items={items} view="list" renderItem={renderItem} layout={CARDS} />,
    );
    expect((container.firstElementChild as HTMLElement).className).not.toContain('border');
    expect(drawn().length).toBeGreaterThan(0);
  });

  it('asks for the next page when the end is near and it may; a list loaded whole never asks', () => {
    const onLoadMore = vi.fn();
    const few = items.slice(0, 5);
    const { rerender } = render(
      <WorkOrderVirtualList
        items={few}
        view="cards"
        renderItem={renderItem}
        layout={CARDS}
        paging={{ canLoadMore: false, onLoadMore }}
      />,
    );
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(
      <WorkOrderVirtualList
        items={few}
        view="cards"
        renderItem={renderItem}
        layout={CARDS}
        paging={{ canLoadMore: true, onLoadMore }}
      />,
    );
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // A list loaded whole leaves paging out, and is drawn the same.
    rerender(<WorkOrderVirtualList items={few} view="cards" renderItem={renderItem} layout={CARDS} />);
    expect(drawn().map((item) => item.textContent)).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5']);
  });
});

describe('oneLineFromXl', () => {
  it('is one 64 px line from 1280 px up, the given height below, read when asked', () => {
    const rowHeight = oneLineFromXl(132);
    setWidth(1280);
    expect(rowHeight()).toBe(64);
    setWidth(1279);
    expect(rowHeight()).toBe(132);
  });
});
