import { QueryClient } from '@tanstack/react-query';

/** Fresh for 5 s, kept unused for 30 s, one retry, no refetch on focus; mutations never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5_000, gcTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; tests build their own with createQueryClient(). */
export const queryClient = createQueryClient();
