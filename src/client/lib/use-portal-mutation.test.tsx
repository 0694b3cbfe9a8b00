import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { type ToastInput, toast } from './toasts.ts';
import { type PortalMutationOptions, usePortalMutation } from './use-portal-mutation.ts';

// The store's own toast(), watched: the order of toasts and callbacks is what is checked here.
vi.mock('./toasts.ts', async (original) => {
  const store = await original<typeof import('./toasts.ts')>();
  return { ...store, toast: vi.fn(store.toast) };
});
const shown = () => vi.mocked(toast).mock.calls.map(([input]) => input);
beforeEach(() => vi.mocked(toast).mockClear());

const LIST_KEY = ['things', 'list'] as const;

type Options = PortalMutationOptions<string, Error, string, unknown>;

/** The mutation and one mounted list query whose refetch the test answers. */
function renderMutation(options: Options) {
  const client = createQueryClient();
  const refetches: Array<(rows: string[]) => void> = [];
  let reads = 0;
  const queryFn = () => {
    reads += 1;
    if (reads === 1) return Promise.resolve(['first']);
    return new Promise<string[]>((resolve) => refetches.push(resolve));
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      list: useQuery({ queryKey: LIST_KEY, queryFn }),
      mutation: usePortalMutation(options),
    }),
    { wrapper },
  );
  return { client, result, refetches };
}

const saved: ToastInput = { title: 'Saved' };

describe('usePortalMutation', () => {
  it('on success shows the toast, runs onSuccess, then marks the keys stale; it settles before the refetch', async () => {
    const seen: string[] = [];
    const { client, result, refetches } = renderMutation({
      mutationFn: async (name) => `${name}!`,
      success: (answer, name) => ({ title: `${answer} from ${name}` }),
      onSuccess: () => {
        seen.push(`onSuccess after ${shown().length} toast`);
        seen.push(`stale: ${client.getQueryState(LIST_KEY)?.isInvalidated}`);
      },
      invalidates: [LIST_KEY],
    });
    await waitFor(() => expect(result.current.list.data).toEqual(['first']));

    await act(() => result.current.mutation.mutateAsync('pipe'));

    expect(shown()).toEqual([{ title: 'pipe! from pipe' }]);
    expect(seen).toEqual(['onSuccess after 1 toast', 'stale: false']);
    expect(client.getQueryState(LIST_KEY)?.isInvalidated).toBe(true);
    // mutateAsync answered although the list's refetch has not.
    expect(refetches).toHaveLength(1);
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(result.current.list.data).toEqual(['first']);
  });

  it('with awaitRefetch stays pending until the invalidated list is back', async () => {
    const { result, refetches } = renderMutation({
      mutationFn: async (name) => name,
      success: saved,
      invalidates: () => [LIST_KEY],
      awaitRefetch: true,
    });
    await waitFor(() => expect(result.current.list.data).toEqual(['first']));

    act(() => result.current.mutation.mutate('valve'));
    await waitFor(() => expect(refetches).toHaveLength(1));
    expect(result.current.mutation.isPending).toBe(true);

    act(() => refetches[0]?.(['second']));
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(result.current.list.data).toEqual(['second']);
  });

  it('on failure shows the error toast, then runs onError, before mutateAsync rejects', async () => {
    const onError = vi.fn();
    const { client, result } = renderMutation({
      mutationFn: async () => {
        throw new Error('No water');
      },
      success: saved,
      invalidates: [LIST_KEY],
      failure: (error, name) => ({ title: `${name} failed`, description: error.message }),
      onError,
    });
    await waitFor(() => expect(result.current.list.data).toEqual(['first']));

    let toastsWhenRejected: unknown;
    await act(() => result.current.mutation.mutateAsync('tap').catch(() => (toastsWhenRejected = shown())));

    expect(toastsWhenRejected).toEqual([
      { variant: 'destructive', title: 'tap failed', description: 'No water' },
    ]);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'No water' }),
      'tap',
      undefined,
      expect.anything(),
    );
    expect(vi.mocked(toast).mock.invocationCallOrder[0]).toBeLessThan(
      onError.mock.invocationCallOrder[0] ?? 0,
    );
    expect(client.getQueryState(LIST_KEY)?.isInvalidated).toBe(false);
  });

  it('shows no toast where none is given', async () => {
    const { result } = renderMutation({ mutationFn: async (name) => name });
    await act(() => result.current.mutation.mutateAsync('quiet'));
    expect(shown()).toEqual([]);
  });
});
