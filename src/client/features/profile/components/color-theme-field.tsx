import { useId } from 'react';
import { cn } from '#client/components/ui/cn.ts';
import { COLOR_THEMES, type ColorTheme } from '#shared/domain/employee-type.ts';

const SWATCHES: Record<ColorTheme, { label: string; className: string }> = {
  blue: { label: 'Blue', className: 'bg-blue-600' },
  green: { label: 'Green', className: 'bg-green-600' },
  purple: { label: 'Purple', className: 'bg-purple-600' },
  teal: { label: 'Teal', className: 'bg-teal-600' },
  red: { label: 'Red', className: 'bg-red-600' },
  pink: { label: 'Pink', className: 'bg-pink-500' },
  yellow: { label: 'Yellow', className: 'bg-yellow-400' },
  black: { label: 'Black', className: 'bg-black' },
  grey: { label: 'Grey', className: 'bg-slate-500' },
  lightblue: { label: 'Light Blue', className: 'bg-sky-300' },
  orange: { label: 'Orange', className: 'bg-orange-500' },
};

type ColorThemeFieldProps = {
  value: string;
  onChange: (theme: ColorTheme) => void;
  disabled: boolean;
  error?: string;
};

/** The 11 colour themes as a radio group (arrow keys move the choice), each with its swatch. */
export function ColorThemeField({ value, onChange, disabled, error }: ColorThemeFieldProps) {
  const id = useId();
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">Color Theme</legend>
      <div className="flex flex-wrap gap-2">
        {COLOR_THEMES.map((theme) => (
          <label
            key={theme}
            className={cn(
              'inline-flex items-center gap-2 rounded-md border px-2.5 py-1.5 text-sm',
              'has-checked:border-primary has-checked:bg-accent has-checked:font-medium',
              'has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
              disabled ? 'cursor-default' : 'cursor-pointer hover:bg-accent/60',
              disabled && value !== theme && 'text-muted-foreground',
            )}
          >
            <input
              type="radio"
              name={`${id}-color-theme`}
              value={theme}
              checked={value === theme}
              onChange={() => onChange(theme)}
              disabled={disabled}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className={cn(
                'size-4 shrink-0 rounded-full border border-black/20 dark:border-white/40',
                SWATCHES[theme].className,
              )}
            />
            {SWATCHES[theme].label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
