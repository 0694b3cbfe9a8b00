import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedDraft } from './use-debounced-draft.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(value: string, options: { delayMs: number; trim?: boolean }) {
  const onCommit = vi.fn();
  const hook = renderHook(({ value: current }) => useDebouncedDraft(current, onCommit, options), {
    initialProps: { value },
  });
  return { ...hook, onCommit };
}

describe('useDebouncedDraft', () => {
  it('shows each change at once and commits once typing rests', () => {
    const { result, onCommit } = setup('', { delayMs: 300 });
    act(() => result.current.setDraft('v'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setDraft('va'));
    expect(result.current.draft).toBe('va');
    act(() => vi.advanceTimersByTime(299));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('va');
  });

  it('commits at once when asked, and never the same value twice', () => {
    const { result, onCommit } = setup('', { delayMs: 300 });
    act(() => result.current.setDraft('valve'));
    act(() => result.current.commit('valve'));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('valve');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('with no delay commits on every change', () => {
    const { result, onCommit } = setup('', { delayMs: 0 });
    act(() => result.current.setDraft('a'));
    act(() => result.current.setDraft('ab'));
    expect(onCommit.mock.calls).toEqual([['a'], ['ab']]);
  });

  it('trims when asked: spaces alone change nothing', () => {
    const { result, onCommit } = setup('leak', { delayMs: 300, trim: true });
    act(() => result.current.setDraft('leak  '));
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => result.current.setDraft(' tap '));
    act(() => vi.advanceTimersByTime(300));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('tap');
    expect(result.current.draft).toBe(' tap ');
  });

  it('keeps spaces when not trimming', () => {
    const { result, onCommit } = setup('', { delayMs: 0 });
    act(() => result.current.setDraft(' a '));
    expect(onCommit).toHaveBeenCalledExactlyOnceWith(' a ');
  });

  it('follows a value changed elsewhere, and does not send it back', () => {
    const { result, rerender, onCommit } = setup('leak', { delayMs: 300 });
    rerender({ value: '' });
    expect(result.current.draft).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('a value changed elsewhere while typing rests cancels the pending commit', () => {
    const { result, rerender, onCommit } = setup('', { delayMs: 300 });
    act(() => result.current.setDraft('typed'));
    rerender({ value: 'cleared-from-elsewhere' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.draft).toBe('cleared-from-elsewhere');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('calls the newest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(
      ({ onCommit }) => useDebouncedDraft('', onCommit, { delayMs: 300 }),
      { initialProps: { onCommit: first } },
    );
    act(() => result.current.setDraft('x'));
    rerender({ onCommit: second });
    act(() => vi.advanceTimersByTime(300));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('x');
  });
});
