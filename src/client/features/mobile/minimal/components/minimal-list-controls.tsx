import { useId, useState } from 'react';
import type { useMinimalListParams } from '../hooks/use-minimal-list-params.ts';
import { MinimalFilterPanel } from './minimal-filter-panel.tsx';
import { MinimalToolbar } from './minimal-toolbar.tsx';

type MinimalListControlsProps = {
  params: ReturnType<typeof useMinimalListParams>;
  /** The server is being asked again while the jobs on screen stay. */
  updating: boolean;
};

/** The toolbar under the heading and the filter panel it opens (closed on arrival). */
export function MinimalListControls({ params, updating }: MinimalListControlsProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <MinimalToolbar
        view={params.view}
        onView={params.setView}
        sort={params.sort}
        onSort={params.setSort}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        panelId={panelId}
        activeCount={params.activeCount}
        updating={updating}
      />
      <MinimalFilterPanel
        id={panelId}
        open={filtersOpen}
        filters={params.filters}
        activeCount={params.activeCount}
        onChange={params.setFilter}
        onClear={params.clearAll}
      />
    </>
  );
}
