import { type ComponentType, lazy, Suspense } from 'react';
import { ScreenLoading } from './screen-loading.tsx';

type ScreenModule = { default: ComponentType };

type LazyScreenOptions = { loadingLabel?: string; fullPage?: boolean };

/**
 * A route element whose screen is its own chunk, downloaded on first visit. The key makes each
 * screen its own Suspense boundary, so moving between screens shows this screen's loading state
 * rather than keeping the previous screen up while the code arrives.
 */
export function lazyScreen(
  name: string,
  load: () => Promise<ScreenModule>,
  { loadingLabel, fullPage }: LazyScreenOptions = {},
) {
  const Screen = lazy(load);
  return (
    <Suspense key={name} fallback={<ScreenLoading label={loadingLabel} fullPage={fullPage} />}>
      <Screen />
    </Suspense>
  );
}
