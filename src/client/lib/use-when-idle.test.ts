import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './use-when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useWhenIdle', () => {
  it('asks for an idle callback, at most 5 s away, and cancels it when unmounted', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const callback = vi.fn();
    const { unmount } = renderHook(() => useWhenIdle(callback));
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 5000 });
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks, runs after 2 s, and not at all once unmounted first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ran = vi.fn();
    renderHook(() => useWhenIdle(ran));
    vi.advanceTimersByTime(1999);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    const { unmount } = renderHook(() => useWhenIdle(never));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(never).not.toHaveBeenCalled();
  });

  it('waits while not enabled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ran = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useWhenIdle(ran, enabled), {
      initialProps: { enabled: false },
    });
    vi.advanceTimersByTime(5000);
    expect(ran).not.toHaveBeenCalled();
    rerender({ enabled: true });
    vi.advanceTimersByTime(2000);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});
