import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { currentEmployee, TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { ownAccount, sentAccountPatches } from '#tooling/test-client/own-account.ts';
import { useUpdateProfile } from './update-profile.ts';

beforeEach(() => {
  localStorage.setItem('authToken', TOKEN);
  server.use(...ownAccount().handlers);
});

function renderUpdate(me: CurrentEmployee | null) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.currentEmployee, me);
  client.setQueryData(queryKeys.employees.all, []);
  const callbacks = { onSaved: vi.fn(), onFailed: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateProfile(callbacks), { wrapper });
  return { client, callbacks, result };
}

describe('useUpdateProfile (lib/update-employee)', () => {
  it('makes the answer the current employee and marks the staff list stale', async () => {
    const { client, callbacks, result } = renderUpdate(currentEmployee());
    act(() => result.current.mutate({ phone: '555 201 3344' }));

    await waitFor(() => expect(callbacks.onSaved).toHaveBeenCalled());
    expect(sentAccountPatches()).toEqual([{ path: '/api/employees/3', body: { phone: '555 201 3344' } }]);
    expect(client.getQueryData<{ phone: string }>(queryKeys.currentEmployee)?.phone).toBe('555 201 3344');
    expect(client.getQueryState(queryKeys.employees.all)?.isInvalidated).toBe(true);
  });

  it("fails with 'No employee data' and sends nothing when nobody is signed in", async () => {
    const { callbacks, result } = renderUpdate(null);
    act(() => result.current.mutate({ phone: '555 201 3344' }));

    await waitFor(() => expect(callbacks.onFailed).toHaveBeenCalled());
    expect(callbacks.onFailed.mock.calls[0]?.[0]).toMatchObject({ message: 'No employee data' });
    expect(sentAccountPatches()).toEqual([]);
  });
});
