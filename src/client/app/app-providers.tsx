import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { queryClient } from '../lib/query-client.ts';

/** What every screen relies on: the query cache, the theme, tooltip timing and the toasts. */
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
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
