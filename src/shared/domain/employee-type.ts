export const EMPLOYEE_TYPES = ['plumber', 'office', 'admin', 'management'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];

const EMPLOYEE_TYPE_ALIASES: Record<string, EmployeeType> = {
  plumber: 'plumber',
  technician: 'plumber',
  tech: 'plumber',
  office: 'office',
  admin: 'admin',
  management: 'management',
};

export function normalizeEmployeeType(value: string): EmployeeType | undefined {
  return EMPLOYEE_TYPE_ALIASES[value.trim().toLowerCase()];
}

const EMPLOYEE_TYPE_LABELS: Record<EmployeeType, string> = {
  plumber: 'Tech',
  office: 'Office',
  admin: 'Admin',
  management: 'Management',
};

export function employeeTypeLabel(value: EmployeeType): string {
  return EMPLOYEE_TYPE_LABELS[value];
}

export const COLOR_THEMES = [
  'blue',
  'green',
  'purple',
  'teal',
  'red',
  'pink',
  'yellow',
  'black',
  'grey',
  'lightblue',
  'orange',
] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];
