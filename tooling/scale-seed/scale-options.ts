import { parseArgs } from 'node:util';

/** What one scale run writes. `now` anchors every time, so the same options give the same data. */
export type ScalePlan = { workOrders: number; comments: number; employees: number; now: Date };
export type ScaleCliOptions = ScalePlan & { replace: boolean };

export const SCALE_DEFAULTS = { workOrders: 100_000, comments: 1_000_000, employees: 200 } as const;

/** Bounds that keep every id in int4 and the seed's integer arithmetic in bigint. */
const LIMITS = {
  workOrders: { flag: '--work-orders', min: 1, max: 2_000_000 },
  comments: { flag: '--comments', min: 0, max: 50_000_000 },
  employees: { flag: '--employees', min: 4, max: 100_000 },
} as const;

export const SCALE_USAGE = `Usage: npm run db:seed-scale -- [--work-orders N] [--comments N] [--employees N] [--now ISO-TIME] [--replace]

  --work-orders N  work orders to create (default ${SCALE_DEFAULTS.workOrders})
  --comments N     comments to create (default ${SCALE_DEFAULTS.comments})
  --employees N    employees in total, including the 4 demo accounts (default ${SCALE_DEFAULTS.employees})
  --now ISO-TIME   the moment the data ends at (default: the start of the current hour);
                   the same flags and --now give identical data
  --replace        delete all data in the database first (without it a database that holds data is refused)

Fills the database of DATABASE_URL (PostgreSQL), or else the embedded database under DATA_DIR.`;

export class ScaleOptionsError extends Error {}

function count(name: keyof typeof LIMITS, raw: string | undefined): number {
  if (raw === undefined) return SCALE_DEFAULTS[name];
  const { flag, min, max } = LIMITS[name];
  const value = Number(raw.replaceAll('_', ''));
  if (!/^\d[\d_]*$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ScaleOptionsError(`${flag} must be a whole number from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function startOfHour(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 3_600_000) * 3_600_000);
}

/** The command line as options, or 'help'; a ScaleOptionsError names the first bad flag. */
export function parseScaleArgs(
  argv: string[],
  clock: () => Date = () => new Date(),
): ScaleCliOptions | 'help' {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new ScaleOptionsError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) return 'help';
  let now = startOfHour(clock());
  if (values.now !== undefined) {
    now = new Date(values.now);
    if (Number.isNaN(now.getTime()))
      throw new ScaleOptionsError(`--now must be an ISO time, got '${values.now}'`);
  }
  return {
    workOrders: count('workOrders', values['work-orders']),
    comments: count('comments', values.comments),
    employees: count('employees', values.employees),
    now,
    replace: values.replace ?? false,
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      'work-orders': { type: 'string' },
      comments: { type: 'string' },
      employees: { type: 'string' },
      now: { type: 'string' },
      replace: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
