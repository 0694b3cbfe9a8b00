import type { ColorTheme, EmployeeType } from '#shared/domain/employee-type.ts';

/** The demo staff of seed.ts: invented people, the demo sign-in accounts' profiles and everyone else. */

export type StaffProfile = {
  title: string;
  phone: string | null;
  colorTheme: ColorTheme;
  smsNotifications: boolean;
  notes: string | null;
};

export type StaffSeed = StaffProfile & { name: string; employeeType: EmployeeType; isActive: boolean };

/** Profiles of the demo sign-in accounts (name, email and type come from DEMO_ACCOUNTS), by email. */
export const DEMO_PROFILES: Record<string, StaffProfile> = {
  'margaret.doyle@demo.plumbing': {
    title: 'Operations Manager',
    phone: '(555) 201-3344',
    colorTheme: 'purple',
    smsNotifications: true,
    notes: null,
  },
  'alan.whitaker@demo.plumbing': {
    title: 'Systems Administrator',
    phone: '(555) 201-3390',
    colorTheme: 'grey',
    smsNotifications: false,
    notes: 'Handles accounts, passwords and the dispatch integration.',
  },
  'priya.natarajan@demo.plumbing': {
    title: 'Dispatcher',
    phone: '(555) 201-3312',
    colorTheme: 'teal',
    smsNotifications: true,
    notes: null,
  },
  'carlos.mendez@demo.plumbing': {
    title: 'Master Plumber',
    phone: '(555) 318-7720',
    colorTheme: 'blue',
    smsNotifications: true,
    notes: 'Backflow tester certified. Speaks Spanish.',
  },
};

const staff = (
  name: string,
  employeeType: EmployeeType,
  title: string,
  phone: string | null,
  colorTheme: ColorTheme,
  extra: Partial<Pick<StaffSeed, 'isActive' | 'smsNotifications' | 'notes'>> = {},
): StaffSeed => ({
  name,
  employeeType,
  title,
  phone,
  colorTheme,
  isActive: extra.isActive ?? true,
  smsNotifications: extra.smsNotifications ?? false,
  notes: extra.notes ?? null,
});

/** Everyone besides the demo accounts. Exactly one plumber is inactive. */
export const OTHER_STAFF: readonly StaffSeed[] = [
  staff('Derek Lindqvist', 'plumber', 'Master Plumber', '(555) 318-4471', 'green', {
    smsNotifications: true,
  }),
  staff('Tyrone Banks', 'plumber', 'Journeyman Plumber', '(555) 318-2209', 'red', { smsNotifications: true }),
  staff('Shane Kowalczyk', 'plumber', 'Journeyman Plumber', '(555) 318-9036', 'orange', {
    notes: 'Drain and sewer lead. Runs the camera truck.',
  }),
  staff('Luis Arroyo', 'plumber', 'Apprentice', '(555) 318-5582', 'yellow'),
  staff('Ben Hartley', 'plumber', 'Service Technician', '(555) 318-6614', 'lightblue', {
    smsNotifications: true,
  }),
  staff('Marcus Feld', 'plumber', 'Journeyman Plumber', '(555) 318-1197', 'black'),
  staff('Owen Pritchard', 'plumber', 'Apprentice', '(555) 318-3308', 'pink', {
    isActive: false,
    notes: 'Left the company; kept for job history.',
  }),
  staff('Rachel Oduya', 'office', 'Office Manager', '(555) 201-3301', 'pink', { smsNotifications: true }),
  staff('Jenna Castillo', 'office', 'Customer Service Rep', null, 'lightblue'),
  staff('Kim Sorensen', 'admin', 'Office Administrator', '(555) 201-3377', 'yellow'),
  staff('Frank Delgado', 'management', 'General Manager', '(555) 201-3300', 'black', {
    notes: 'Approves estimates over $5,000.',
  }),
];
