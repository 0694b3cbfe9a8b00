import { avatarColor } from '#shared/domain/avatar-color.ts';
import { initials } from '#shared/domain/initials.ts';
import { cn } from './cn.ts';

const COLOR_CLASSES = {
  red: 'bg-red-600 text-white',
  blue: 'bg-blue-600 text-white',
  green: 'bg-green-700 text-white',
  yellow: 'bg-yellow-400 text-black',
  purple: 'bg-purple-600 text-white',
  grey: 'bg-slate-500 text-white',
} as const;

type EmployeeAvatarProps = {
  name: string | null | undefined;
  photo?: string | null;
  colorTheme?: string | null;
  size?: 'sm' | 'md';
  className?: string;
};

/** A photo when there is one, else initials on the colour of the employee's theme. */
export function EmployeeAvatar({ name, photo, colorTheme, size = 'sm', className }: EmployeeAvatarProps) {
  const sizeClass = size === 'sm' ? 'size-7 text-[11px]' : 'size-9 text-sm';
  if (photo) {
    return (
      <img
        src={photo}
        alt={name ?? ''}
        className={cn('shrink-0 rounded-full object-cover', sizeClass, className)}
        loading="lazy"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name ?? 'Unknown'}
      title={name ?? undefined}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold ring-2 ring-background',
        sizeClass,
        COLOR_CLASSES[avatarColor(colorTheme)],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
