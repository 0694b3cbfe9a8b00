import * as demo from '#server/db/seed-data.ts';
import type { EmployeeType } from '#shared/domain/employee-type.ts';

/**
 * Names and places of the scale data, the demo seed's lists plus more so that a hundred thousand
 * customers do not all share thirty names. Every name, street and city is made up.
 */

// biome-ignore format: compact data table
export const FIRST_NAMES: readonly string[] = [
  ...demo.FIRST_NAMES,
  'Abigail', 'Adrian', 'Alicia', 'Andre', 'Barbara', 'Bernard', 'Carla', 'Cedric', 'Charlene', 'Clifford',
  'Colleen', 'Curtis', 'Darlene', 'Dolores', 'Douglas', 'Edith', 'Eduardo', 'Elaine', 'Ernest', 'Felicia',
  'Gloria', 'Gordon', 'Hector', 'Irene', 'Ivan', 'Jacqueline', 'Jerome', 'Judith', 'Keith', 'Lorraine',
  'Lucille', 'Malcolm', 'Marilyn', 'Maurice', 'Miriam', 'Nathaniel', 'Norma', 'Oscar', 'Pauline', 'Priscilla',
  'Reginald', 'Rhonda', 'Roberta', 'Roland', 'Sylvia', 'Terrence', 'Vernon', 'Vivian', 'Wanda', 'Yvonne',
];

// biome-ignore format: compact data table
export const LAST_NAMES: readonly string[] = [
  ...demo.LAST_NAMES,
  'Abernathy', 'Aguilar', 'Barrington', 'Blackwood', 'Calloway', 'Carmichael', 'Dunleavy', 'Easterly',
  'Ellsworth', 'Farrington', 'Galloway', 'Gutierrez', 'Hargrove', 'Holcomb', 'Ingram', 'Jardine',
  'Kaminski', 'Kowalski', 'Langford', 'Lockhart', 'Mahoney', 'Montague', 'Nakamura', 'Northcott',
  'Oyelaran', 'Pemberton', 'Pettigrew', 'Quigley', 'Radcliffe', 'Rutherford', 'Salazar', 'Shelton',
  'Stanwick', 'Takahashi', 'Trevino', 'Underhill', 'Valentine', 'Wainwright', 'Whitmore', 'Yarborough',
  'Zamora', 'Ostrowski', 'Brandt', 'Castillo', 'Delgado', 'Eriksen', 'Fitzgerald', 'Goldberg',
];

// biome-ignore format: compact data table
export const STREETS: readonly string[] = [
  ...demo.STREETS,
  'Birchwood Ln', 'Canterbury Rd', 'Dogwood Ct', 'Elm Hollow Dr', 'Fairhaven Ave', 'Glenmore St',
  'Heron Point Rd', 'Ivy Gate Ln', 'Jasper Ridge Dr', 'Kingsley Ave', 'Lantern Hill Rd', 'Meadowlark Ln',
  'Northgate Blvd', 'Oakmont Pl', 'Pebble Brook Way', 'Rosewood Ct', 'Silver Maple Dr', 'Timberline Rd',
  'Vineyard St', 'Wildflower Way',
];

// biome-ignore format: compact data table
export const CITIES: readonly string[] = [
  ...demo.CITIES,
  'Ashford Mills', 'Brightwater', 'Clearview Park', 'Dunmore Flats', 'East Harlow', 'Fox Run',
  'Granite Falls', 'Lakeshore Point', 'Maple Grove', 'Oak Terrace', 'Riverside Glen', 'South Bellmont',
];

export const OFFICES: readonly string[] = demo.OFFICES;
export const CUSTOMER_EMAIL_DOMAINS: readonly string[] = demo.CUSTOMER_EMAIL_DOMAINS;

/** Job titles of generated staff, by type. */
export const STAFF_TITLES: Record<EmployeeType, readonly string[]> = {
  plumber: [
    'Master Plumber',
    'Journeyman Plumber',
    'Journeyman Plumber',
    'Apprentice',
    'Service Technician',
    'Drain Technician',
    'Water Heater Specialist',
  ],
  office: ['Dispatcher', 'Customer Service Rep', 'Scheduler', 'Billing Specialist', 'Office Manager'],
  admin: ['Office Administrator', 'Systems Administrator'],
  management: ['General Manager', 'Operations Manager', 'Service Manager'],
};

export const STAFF_NOTES: readonly string[] = [
  'Backflow tester certified.',
  'Speaks Spanish.',
  'Drain and sewer lead. Runs the camera truck.',
  'Covers the north side on weekends.',
  'Medical gas certified.',
  'Prefers morning routes.',
  'Trains new apprentices on water heater installs.',
];
