import { XIcon } from 'lucide-react';
import { WORK_LIST_TEXTS } from '../../../../../shared/spec-texts/work-texts.ts';
import { Button } from '../../../../components/ui/button.tsx';

/** 'Clear All Filters', at phone tap-target height. */
export function ClearFiltersButton({ onClear, className }: { onClear: () => void; className?: string }) {
  return (
    <Button variant="outline" onClick={onClear} className={className ?? 'h-11 sm:h-9'}>
      <XIcon aria-hidden="true" />
      {WORK_LIST_TEXTS.clearAllFilters}
    </Button>
  );
}
