import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { WaitingToSendBar } from '#client/components/outbox/waiting-to-send-bar.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { useWhenIdle } from '#client/lib/use-when-idle.ts';
import { useEmployeePreferences } from '../preferences/use-employee-preferences.ts';
import { Header } from './header.tsx';
import { QuickActionsButton } from './quick-actions-button.tsx';
import { Sidebar } from './sidebar.tsx';

// The phone drawer (Radix Dialog) is not needed to paint a page: it loads when the browser is
// idle after the first paint, or at the first tap on the menu, whichever comes first.
const loadMobileSidebar = () => import('./mobile-sidebar.tsx');
const preloadMobileSidebar = () => void loadMobileSidebar();
const MobileSidebar = lazy(() => loadMobileSidebar().then((m) => ({ default: m.MobileSidebar })));

/** The minimal mobile page brings its own floating button (/minimal-mobile-tasks). */
const PAGES_WITH_OWN_QUICK_ACTIONS = new Set(['/minimal-mobile-tasks']);

/** What a signed-in person sees around every screen: sidebar, header, content, quick actions. */
export function AppLayout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  useWhenIdle(preloadMobileSidebar);
  useEmployeePreferences();
  const mustChangePassword = useCurrentEmployee().data?.mustChangePassword === true;

  // Following a link in the mobile drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, by design
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="flex min-h-svh bg-muted/30">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* A temporary password reaches nothing but its change (ADR 023): no links, search or actions. */}
      {!mustChangePassword && <Sidebar />}
      {menuUsed && !mustChangePassword && (
        <Suspense fallback={null}>
          <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          menuOpen={menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
          passwordChangeOnly={mustChangePassword}
        />
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 pb-24 outline-none sm:p-6 sm:pb-24">
          <WaitingToSendBar />
          <Outlet />
        </main>
      </div>
      {!mustChangePassword && !PAGES_WITH_OWN_QUICK_ACTIONS.has(pathname) && <QuickActionsButton />}
      {/* A new screen starts at its top; Back returns to where the previous one was scrolled. */}
      <ScrollRestoration />
    </div>
  );
}
