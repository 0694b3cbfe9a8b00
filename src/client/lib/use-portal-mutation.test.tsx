import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { type ToastInput, useToast } from './toasts.ts';
import { type PortalMutationOptions, usePortalMutation } from './use-portal-mutation.ts';

const LIST_KEY = ['things', 'list'] as const;

type Options = PortalMutationOptions<string, Error, string, unknown>;

/** The mutation, the toasts on screen (earlier tests' are closing), and one mounted list query whose refetch the test answers. */
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
      toasts: useToast().toasts,
    }),
    { wrapper },
  );
  const shown = () =>
    result.current.toasts
      .filter(({ open }) => open)
      .map(({ title, description, variant }) => ({ title, description, variant }));
  return { client, result, refetches, shown };
}

const saved: ToastInput = { title: 'Saved' };

describe('usePortalMutation', () => {
  it('on success shows the toast, runs onSuccess, then marks the keys stale; it settles before the refetch', async () => {
    const staleInOnSuccess: Array<boolean | undefined> = [];
    const { client, result, refetches, shown } = renderMutation({
      mutationFn: async (name) => `${name}!`,
      success: (answer, name) => ({ title: `${answer} from ${name}` }),
      onSuccess: () => staleInOnSuccess.push(client.getQueryState(LIST_KEY)?.isInvalidated),
      invalidates: [LIST_KEY],
    });
    await waitFor(() => expect(result.current.list.data).toEqual(['first']));

    await act(() => result.current.mutation.mutateAsync('pipe'));

    expect(shown()).toEqual([{ title: 'pipe! from pipe', description: undefined, variant: undefined }]);
    expect(staleInOnSuccess).toEqual([false]);
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

  it('on failure shows the error toast and runs onError, and invalidates nothing', async () => {
    const onError = vi.fn();
    const { client, result, shown } = renderMutation({
      mutationFn: async () => {
        throw new Error('No water');
      },
      success: saved,
      invalidates: [LIST_KEY],
      failure: (error, name) => ({ title: `${name} failed`, description: error.message }),
      onError,
    });
    await waitFor(() => expect(result.current.list.data).toEqual(['first']));

    await act(() => result.current.mutation.mutateAsync('tap').catch(() => undefined));

    expect(shown()).toEqual([{ title: 'tap failed', description: 'No water', variant: 'destructive' }]);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'No water' }),
      'tap',
      undefined,
      expect.anything(),
    );
    expect(client.getQueryState(LIST_KEY)?.isInvalidated).toBe(false);
  });

  it('shows no toast where none is given', async () => {
    const { result, shown } = renderMutation({ mutationFn: async (name) => name });
    await act(() => result.current.mutation.mutateAsync('quiet'));
    expect(shown()).toEqual([]);
  });
});
