import { type ReactNode, useId } from 'react';
import { Label } from '../ui/label.tsx';

type FilterControlProps = {
  label: string;
  /** The control, given the id its label points at. */
  children: (id: string) => ReactNode;
};

/** A filter's small label above its control, as every filter bar lays them out. */
export function FilterControl({ label, children }: FilterControlProps) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}
