import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

const TEXTS = { label: 'Search tasks', placeholder: 'Search tasks...' };
const box = () => screen.getByRole('searchbox', { name: 'Search tasks' }) as HTMLInputElement;

describe('SearchBox', () => {
  it('searches the trimmed text at once on Enter, and Clear searches for nothing', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox texts={TEXTS} value="" onSearch={onSearch} debounceMs={10_000} />);
    expect(box().placeholder).toBe('Search tasks...');
    await user.type(box(), ' leak {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('leak');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box().value).toBe('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('shows a caption above the box when given, hidden from the accessible name', () => {
    render(<SearchBox texts={{ ...TEXTS, caption: 'Search' }} value="" onSearch={vi.fn()} />);
    const caption = screen.getByText('Search');
    expect(caption.getAttribute('aria-hidden')).toBe('true');
    expect(caption.parentElement?.contains(box())).toBe(true);
  });

  it('without a caption it is the box alone', () => {
    const { container } = render(<SearchBox texts={TEXTS} value="leak" onSearch={vi.fn()} />);
    expect(container.firstElementChild?.contains(box())).toBe(true);
    expect(container.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
    expect(box().value).toBe('leak');
  });
});
