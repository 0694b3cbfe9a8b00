import type { ComponentProps } from 'react';
import { EmployeeAvatar } from './ui/employee-avatar.tsx';

type AvatarProps = ComponentProps<typeof EmployeeAvatar>;

type AvatarBesideNameProps = {
  employee: {
    name: AvatarProps['name'];
    photo?: AvatarProps['photo'];
    colorTheme?: AvatarProps['colorTheme'];
  };
  size?: AvatarProps['size'];
};

/**
 * An employee's avatar shown next to their written name. Hidden from screen readers: the name
 * beside it already says who, and the avatar would say it twice.
 */
export function AvatarBesideName({ employee, size }: AvatarBesideNameProps) {
  const { name, photo, colorTheme } = employee;
  return (
    <span aria-hidden="true">
      <EmployeeAvatar name={name} photo={photo} colorTheme={colorTheme} size={size} />
    </span>
  );
}
