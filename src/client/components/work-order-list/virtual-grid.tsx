import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Ask for the next page while this many items are still ahead of the last one drawn. */
const LOAD_AHEAD_ITEMS = 30;

export type VirtualGridProps<T> = {
  items: T[];
  getKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  estimateRowHeight: number;
  /** Space between rows and columns, px. */
  gap?: number;
  /** Cards: as many columns of at least this width as fit (up to maxColumns). Omit for one column. */
  minColumnWidth?: number;
  maxColumns?: number;
  /** True when another page can be asked for now (there is one, and none is on its way). */
  canLoadMore: boolean;
  onLoadMore: () => void;
};

function columnsFor(width: number, minColumnWidth: number | undefined, maxColumns: number, gap: number) {
  if (!minColumnWidth || width <= 0) return 1;
  return Math.max(1, Math.min(maxColumns, Math.floor((width + gap) / (minColumnWidth + gap))));
}

/** The width of an element, kept current as the window or the sidebar changes it. */
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Where an element starts on the page. Read on mount and whenever the page's size changes (the
 * filters above the list wrapping, a window resize), not on every render: a read after the list
 * changed would force the browser to lay the page out in the middle of a scroll.
 */
function useOffsetTop(ref: RefObject<HTMLElement | null>) {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setTop((previous) => (previous === next ? previous : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * A long list drawn a screenful at a time against the page's own scroll (the portal's layout
 * scrolls the window, not a panel): only the rows near the viewport are in the DOM, so thousands
 * of tasks scroll as smoothly as ten. Rows are measured as drawn; cards of a row share its height.
 */
export function VirtualGrid<T>({
  items,
  getKey,
  renderItem,
  estimateRowHeight,
  gap = 0,
  minColumnWidth,
  maxColumns = 1,
  canLoadMore,
  onLoadMore,
}: VirtualGridProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const columns = columnsFor(useWidth(containerRef), minColumnWidth, maxColumns, gap);
  const scrollMargin = useOffsetTop(containerRef);

  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    gap,
    overscan: 3,
    scrollMargin,
    // New rows render in their own task after the scroll event rather than inside it: measured
    // with the CPU throttled 4x, this halved the longest task while scrolling.
    useFlushSync: false,
    // Draw the first screen on the first render rather than after measuring the window.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey: (index) => {
      const first = items[index * columns];
      return first === undefined ? index : `${columns}:${getKey(first)}`;
    },
  });
  const rows = virtualizer.getVirtualItems();

  const lastRow = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (canLoadMore && lastRow >= rowCount - 1 - Math.ceil(LOAD_AHEAD_ITEMS / columns)) onLoadMore();
  }, [canLoadMore, lastRow, rowCount, columns, onLoadMore]);

  return (
    <div ref={containerRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 grid w-full"
          style={{
            transform: `translateY(${row.start - scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap,
            // A row's layout never moves its neighbours (they are absolutely placed), so the
            // browser may lay out a new row without revisiting the rest of the page.
            contain: 'layout style',
          }}
        >
          {items.slice(row.index * columns, (row.index + 1) * columns).map((item) => (
            <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}
