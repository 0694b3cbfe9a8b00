import { XIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';

/** 'Clear All Filters', at phone tap-target height. */
export function ClearFiltersButton({ onClear, className }: { onClear: () => void; className?: string }) {
  return (
    <Button variant="outline" onClick={onClear} className={className ?? 'h-11 sm:h-9'}>
      <XIcon aria-hidden="true" />
      {WORK_LIST_TEXTS.clearAllFilters}
    </Button>
  );
}
