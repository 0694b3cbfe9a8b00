import { type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ToastInput, toast } from './toasts.ts';

export type PortalMutationOptions<TData, TError, TVariables, TOnMutateResult> = UseMutationOptions<
  TData,
  TError,
  TVariables,
  TOnMutateResult
> & {
  /** The toast after a success: fixed, or made from the answer and what was sent. */
  success?: ToastInput | ((data: TData, variables: TVariables) => ToastInput);
  /** The toast after a failure, always shown as an error. None when the screen shows the failure itself. */
  failure?: ToastInput | ((error: TError, variables: TVariables) => ToastInput);
  /** The cached reads a success changed: each key (a prefix) is marked stale and read again. */
  invalidates?: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);
  /**
   * Keep the mutation pending until those reads are back, so the button that sent it stays busy
   * until its list shows the change. Otherwise the mutation settles at once and the lists follow.
   */
  awaitRefetch?: boolean;
};

/**
 * A write as every screen of the portal makes it: on success the toast, then `onSuccess` (cache
 * edits, closing a dialog), then the invalidations; on failure the error toast, then `onError`.
 * Both toasts are shown before the mutation settles, so a caller that puts an old value back when
 * `mutateAsync` rejects does so after the error is on screen. Every other option is TanStack's own.
 */
export function usePortalMutation<
  TData = unknown,
  TError = Error,
  TVariables = void,
  TOnMutateResult = unknown,
>({
  success,
  failure,
  invalidates,
  awaitRefetch,
  onSuccess,
  onError,
  ...options
}: PortalMutationOptions<TData, TError, TVariables, TOnMutateResult>) {
  const queryClient = useQueryClient();
  return useMutation<TData, TError, TVariables, TOnMutateResult>({
    ...options,
    onSuccess: async (data, variables, ...rest) => {
      if (success) toast(given(success, data, variables));
      const own = onSuccess?.(data, variables, ...rest);
      const refetched = Promise.all(
        given(invalidates ?? [], data, variables).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      await Promise.all([own, awaitRefetch && refetched]);
    },
    onError: (error, variables, ...rest) => {
      if (failure) toast({ variant: 'destructive', ...given(failure, error, variables) });
      return onError?.(error, variables, ...rest);
    },
  });
}

/** An option given as it is, or as a function of what the mutation answered and was sent. */
const given = <T, A, V>(option: T | ((answer: A, variables: V) => T), answer: A, variables: V): T =>
  typeof option === 'function' ? (option as (answer: A, variables: V) => T)(answer, variables) : option;
