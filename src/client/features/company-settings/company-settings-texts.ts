import { fillTemplate } from '#shared/spec-texts/fill-template.ts';

/** The time zones the select offers (the stored one is added when it is another). */
export const US_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern (New York)' },
  { zone: 'America/Chicago', label: 'Central (Chicago)' },
  { zone: 'America/Denver', label: 'Mountain (Denver)' },
  { zone: 'America/Phoenix', label: 'Mountain, no daylight saving (Phoenix)' },
  { zone: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
] as const;

/** The three messages, in the order the section shows them. */
export const MESSAGE_FIELDS = [
  { name: 'messageScheduled', label: 'When a visit is booked' },
  { name: 'messageWindowChanged', label: 'When the arrival window changes' },
  { name: 'messageOnTheWay', label: 'When the technician is on the way' },
] as const;

/** What the sample under each message fills its placeholders with. */
const SAMPLE_VALUES = {
  customer: 'Dana Whitfield',
  company: 'Your company',
  date: 'Tue, Dec 2',
  window: '9:00 AM – 11:00 AM',
  technician: 'Mia Tran',
  job: '#48213',
};

export const sampleMessage = (text: string) => fillTemplate(text, SAMPLE_VALUES);

/** Sunday first, as the server counts them (0 … 6). */
export const WEEKDAYS = [
  { day: 0, short: 'Su', name: 'Sunday' },
  { day: 1, short: 'Mo', name: 'Monday' },
  { day: 2, short: 'Tu', name: 'Tuesday' },
  { day: 3, short: 'We', name: 'Wednesday' },
  { day: 4, short: 'Th', name: 'Thursday' },
  { day: 5, short: 'Fr', name: 'Friday' },
  { day: 6, short: 'Sa', name: 'Saturday' },
] as const;
