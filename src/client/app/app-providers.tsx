import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';

/** What every screen relies on: the query cache, the theme and the toasts (the sidebar's tooltips bring their own timing). */
export function AppProviders({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
