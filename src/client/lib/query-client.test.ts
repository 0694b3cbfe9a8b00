import { describe, expect, it } from 'vitest';
import { createQueryClient, queryClient } from './query-client.ts';

describe('query defaults', () => {
  it.each([
    ['the app client', queryClient],
    ['a test client', createQueryClient()],
  ])('%s: fresh 5 s, kept 30 s, one retry, no refetch on focus, mutations not retried', (_, client) => {
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 5_000,
      gcTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('gives each test its own cache', () => {
    const first = createQueryClient();
    first.setQueryData(['k'], 1);
    expect(createQueryClient().getQueryData(['k'])).toBeUndefined();
  });
});
