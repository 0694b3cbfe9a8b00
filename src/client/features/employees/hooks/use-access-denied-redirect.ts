import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toasts.ts';
import { ACCESS_DENIED_TEXTS } from '#shared/spec-texts/people-texts.ts';

/** How long the access-denied notice stays before the visitor is sent home. */
const ACCESS_DENIED_REDIRECT_MS = 1000;

/** The access-denied toast, once, then home after a second (the entry is replaced, not kept). */
export function useAccessDeniedRedirect(description: string) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // StrictMode runs the effect twice on one mount; the ref survives, so the toast shows once.
  const toasted = useRef(false);

  useEffect(() => {
    if (!toasted.current) {
      toasted.current = true;
      toast({ variant: 'destructive', title: ACCESS_DENIED_TEXTS.title, description });
    }
    const timer = setTimeout(() => navigateRef.current('/', { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [description]);
}
