import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * When the browser is back online, everything on screen is asked for again, the session check
 * first among them: a screen opened offline from the phone's saved copies becomes the server's
 * without a tap, and a session ended meanwhile goes to the login form. TanStack Query's own
 * reconnect refetch misses a page that was loaded offline (it assumes online until told
 * otherwise), so the browser's event is heard here.
 */
export function useComeBackOnline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onOnline = () => void queryClient.invalidateQueries({ refetchType: 'active' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient]);
}
