/** What demo customers are made of (seed.ts and the scale seed): invented names, streets and cities. */

// biome-ignore format: compact data table
export const FIRST_NAMES = [
  'Linda', 'Robert', 'Patricia', 'James', 'Denise', 'Michael', 'Susan', 'William', 'Karen', 'David',
  'Angela', 'Thomas', 'Brenda', 'Gary', 'Nancy', 'Steven', 'Cheryl', 'Kevin', 'Donna', 'Raymond',
  'Theresa', 'Gregory', 'Monica', 'Walter', 'Yolanda', 'Harold', 'Rosa', 'Dennis', 'Joyce', 'Arthur',
] as const;

// biome-ignore format: compact data table
export const LAST_NAMES = [
  'Henderson', 'Albright', 'Okafor', 'Castellano', 'Brennan', 'Whitlock', 'Nguyen', 'Sutherland',
  'Marchetti', 'Holloway', 'Pruitt', 'Vasquez', 'Kincaid', 'Lowery', 'Fairbanks', 'Osei', 'Dempsey',
  'Gallagher', 'Thornbury', 'Rasmussen', 'Ybarra', 'Chatterjee', 'McAllister', 'Perkins', 'Delacroix',
  'Haverford', 'Lindgren', 'Quintero', 'Ashworth', 'Bellamy', 'Cortland', 'Esposito', 'Fenwick',
  'Granger', 'Hollis', 'Iverson', 'Jankowski', 'Kessler', 'Lombardi', 'Mercado', 'Novak', 'Pendleton',
] as const;

// biome-ignore format: compact data table
export const STREETS = [
  'Juniper Ridge Rd', 'Old Mill Ln', 'Cobblestone Ct', 'Harrow Ave', 'Larkspur Dr', 'Quarry Hill Rd',
  'Bramblewood Way', 'Tenney St', 'Sable Creek Dr', 'Foxglove Ln', 'Wexford Ave', 'Orchard Bluff Rd',
  'Kettle Pond Dr', 'Marlow St', 'Ridgeview Terrace', 'Copperleaf Blvd', 'Saddlebrook Ct', 'Ferncliff Ave',
  'Whistler Rd', 'Amberly Pl',
] as const;

// biome-ignore format: compact data table
export const CITIES = [
  'Alder Springs', 'Harlow Creek', 'North Bellmont', 'Pinecrest Valley', 'Redfield Heights', 'Stonebrook',
  'Willow Bend', 'Cedar Hollow',
] as const;

export const OFFICES = ['Main Office', 'North Branch'] as const;

export const CUSTOMER_EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;
