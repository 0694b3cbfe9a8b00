/** Every query key in one factory, so invalidation names what it means. */
export const queryKeys = {
  currentEmployee: ['auth', 'me'] as const,
  demoAccounts: ['auth', 'demo-accounts'] as const,
  portalInfo: ['auth', 'portal-info'] as const,
};
