/**
 * Invented demo data for seed.ts and the scale seed. Every name, street and city here is made up.
 * One file per kind under seed-data/; this entry gathers them.
 */
export * from './seed-data/customers.ts';
export * from './seed-data/job-texts.ts';
export * from './seed-data/staff.ts';
