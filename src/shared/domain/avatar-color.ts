/** Avatar colours by the employee's colour theme; any other theme is grey. */
export type AvatarColor = 'red' | 'blue' | 'green' | 'yellow' | 'purple' | 'grey';

const AVATAR_COLORS: Record<string, AvatarColor> = {
  red: 'red',
  blue: 'blue',
  green: 'green',
  yellow: 'yellow',
  purple: 'purple',
};

export function avatarColor(colorTheme: string | null | undefined): AvatarColor {
  return AVATAR_COLORS[(colorTheme ?? '').trim().toLowerCase()] ?? 'grey';
}
