import type { ReactNode } from 'react';

export type LabelledValue = { label: string; value: ReactNode };

/** Label and value pairs; an empty value reads 'Not set'. */
export function ReadOnlyFields({ fields }: { fields: readonly LabelledValue[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
      {fields.map(({ label, value }) => (
        <div key={label} className="grid min-w-0 gap-1">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="m-0 text-sm break-words">
            {value === null || value === undefined || value === '' ? (
              <span className="text-muted-foreground italic">Not set</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
