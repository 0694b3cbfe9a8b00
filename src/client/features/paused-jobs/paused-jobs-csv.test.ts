import { describe, expect, it } from 'vitest';
import { OFFICE, PLUMBER, workOrder } from '#tooling/test-client/fixtures.ts';
import { csvCell, PAUSED_JOBS_CSV_HEADERS, pausedJobsCsv, pausedJobsCsvFileName } from './paused-jobs-csv.ts';

/** A minimal RFC 4180 reader, so the tests check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

const job = workOrder(5, {
  status: 'on-hold',
  workOrderId: '48213',
  jobNumber: '48213',
  jobLastName: 'Smith',
  customerName: 'Jo Smith',
  city: 'Springfield',
  priority: 'urgent',
  type: 'contact-ho',
  preAuthStatus: 'Submitted',
  preAuthAmount: 1250.5,
  authorizationStatus: 'Pending',
  opcAmount: null,
  rwpFormStatus: 'N/A',
  partTitle1: 'Flush valve, 3"',
  partOrdered1: '2026-11-01',
  partETA1: '2026-11-10',
  returnAppointmentDate: '2026-12-02',
  assignedTo: PLUMBER.id,
  assignedOfficeEmployee: OFFICE.id,
  assignedEmployees: [
    { id: 20, name: 'Ann Lee', photo: null, colorTheme: 'green', employeeType: 'plumber' },
    { id: 21, name: 'Bo Diaz', photo: null, colorTheme: 'blue', employeeType: 'plumber' },
  ],
  holdInsights: {
    daysOnHold: 12,
    overdueParts: [1],
    readyToReturn: false,
    waitingOn: ['part-1', 'pre-authorization', 'authorization', 'waiting-for'],
    waitingFor: 'Valve',
  },
  latestComment: {
    content: 'Called twice,\nno answer',
    createdAt: '2026-11-21T15:05:00Z',
    authorName: 'Dana',
  },
});

describe('pausedJobsCsv', () => {
  it('writes the header row and one row per job, with CRLF line ends', () => {
    const text = pausedJobsCsv([job, workOrder(6, { status: 'on-hold' })], [OFFICE, PLUMBER]);
    const rows = parseCsv(text);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(PAUSED_JOBS_CSV_HEADERS);
    expect(rows.every((row) => row.length === PAUSED_JOBS_CSV_HEADERS.length)).toBe(true);
  });

  it('has the columns the office asked for', () => {
    expect(PAUSED_JOBS_CSV_HEADERS).toEqual([
      'Job #',
      'Customer',
      'Title',
      'City',
      'Priority',
      'Type',
      'Days on hold',
      'Waiting for',
      'Pre-Auth Status',
      'Pre-Auth Amount',
      'Authorization Status',
      'OPC Amount',
      'RWP Form Status',
      ...[1, 2, 3].flatMap((n) => [
        `Part ${n} title`,
        `Part ${n} ordered`,
        `Part ${n} ETA`,
        `Part ${n} received`,
      ]),
      'Part overdue',
      'Ready to return',
      'Return Apt',
      'Tech',
      'Office',
      'Assigned',
      'Latest comment',
    ]);
  });

  it('fills each column from the job, quoting commas, quotes and line breaks', () => {
    const [header = [], row = []] = parseCsv(pausedJobsCsv([job], [OFFICE, PLUMBER]));
    const value = Object.fromEntries(header.map((name, index) => [name, row[index]]));
    expect(value).toMatchObject({
      'Job #': '48213',
      Customer: 'Jo Smith',
      Title: 'Smith - 48213',
      City: 'Springfield',
      Priority: 'Urgent',
      Type: 'Contact H/O',
      'Days on hold': '12',
      // ADR 056: what is still pending, in the words of the card's 'Waiting for' line.
      'Waiting for': 'Flush valve, 3" (ETA 11/10) · pre-authorization · authorization · Valve',
      'Pre-Auth Status': 'Submitted',
      'Pre-Auth Amount': '1250.50',
      'Authorization Status': 'Pending',
      'OPC Amount': '',
      'RWP Form Status': 'N/A',
      'Part 1 title': 'Flush valve, 3"',
      'Part 1 ordered': '2026-11-01',
      'Part 1 ETA': '2026-11-10',
      'Part 1 received': '',
      'Part overdue': 'Yes',
      'Ready to return': 'No',
      'Return Apt': '2026-12-02',
      Tech: 'Carlos Mendez',
      Office: 'Priya Natarajan',
      Assigned: 'Ann Lee; Bo Diaz',
      'Latest comment': 'Called twice,\nno answer',
    });
    expect(pausedJobsCsv([job], [])).toContain('"Flush valve, 3"""');
  });

  it('an empty list is the header row alone', () => {
    expect(pausedJobsCsv([], [])).toBe(`${PAUSED_JOBS_CSV_HEADERS.join(',')}\r\n`);
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a=b', 'a=b'],
  ])('%j is written %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes nothing for a missing value and numbers as they are', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
});

describe('pausedJobsCsvFileName', () => {
  it('is dated by the local calendar', () => {
    expect(pausedJobsCsvFileName(new Date(2026, 10, 22, 23, 30))).toBe('paused-jobs-2026-11-22.csv');
  });
});
