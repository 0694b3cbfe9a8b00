import { demoAccount } from '../fixtures.ts';

/**
 * The working day the journeys tell, in order (files 1- to 5- run one after the other against one
 * server and one database): what the office opens in the morning is what the technician works on,
 * what the office finishes, and what management reviews.
 */
export const OFFICE = demoAccount('office');
export const TECHNICIAN = demoAccount('plumber');
export const MANAGEMENT = demoAccount('management');
export const ADMIN = demoAccount('admin');
/** A second seeded technician, assigned with the first. */
export const SECOND_TECHNICIAN = { name: 'Derek Lindqvist' };

export const DAY_TASK = {
  jobNumber: '48213',
  title: 'Basement floor drain backs up',
  description:
    'Floor drain by the water heater backs up whenever the washer drains. Customer suspects roots.',
  /** The word the office later finds the completed task by comes only from this note. */
  technicianNote: 'Cleanout jetted; root intrusion at the clay joint, camera footage attached',
  searchWord: 'intrusion',
};

export const DAY_PAUSED_JOB = {
  jobNumber: '77120',
  lastName: 'Okafor',
  city: 'Riverside',
  parts: ['Sump pump 1/2 HP', 'Check valve 1-1/2 in'],
  /** The paused job's display title (last name, then job number). */
  displayTitle: 'Okafor - 77120',
};

export const FILES = {
  photo: 'e2e/files/kitchen-sink.png',
  pdf: 'e2e/files/estimate.pdf',
};
