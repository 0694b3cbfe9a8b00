import { openFaultPortal } from './fault-portal.ts';
import { crashOf, type FaultReport } from './fault-report.ts';
import { isSuccess, send } from './http-client.ts';
import { summarize } from './outcomes.ts';
import { describeOutcome } from './probes.ts';

export type PausedJobsReport = FaultReport & {
  created: number;
  /** Job numbers handed out more than once among the created jobs. */
  duplicateNumbers: number;
};

/** Yesterday as YYYY-MM-DD, in the machine's time zone (the form's day). */
function yesterday(): string {
  const day = new Date(Date.now() - 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * `count` POST /api/paused-jobs at the same moment, none with a job #: the server numbers them,
 * and every one must be created with a number of its own (a 409 here is a false conflict).
 */
export async function simultaneousPausedJobs(count: number): Promise<PausedJobsReport> {
  const portal = await openFaultPortal({ workOrders: 0 });
  try {
    const outcomes = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        send(
          {
            label: 'create paused job',
            method: 'POST',
            path: '/api/paused-jobs',
            body: {
              jobNumber: `J${i + 1}`,
              jobLastName: 'Okafor',
              originalAppointmentDate: yesterday(),
              city: 'Quincy',
            },
          },
          { origin: portal.server.origin, token: portal.account.token, keepJson: true },
        ),
      ),
    );
    const numbers = outcomes
      .filter(isSuccess)
      .map((outcome) => (outcome.json as { workOrderId?: string } | undefined)?.workOrderId);
    const false409s = outcomes.filter((outcome) => outcome.status === 409).length;
    return {
      fault: `${count} simultaneous paused jobs without a job #`,
      ...crashOf(portal),
      summary: summarize(outcomes),
      false409s,
      created: numbers.length,
      duplicateNumbers: numbers.length - new Set(numbers).size,
      notes: [`${numbers.length} created, ${false409s} answered 409`],
    };
  } finally {
    await portal.dispose();
  }
}

export type SignInLockReport = FaultReport & {
  /** The statuses of the wrong attempts, in order. */
  wrongAttempts: string[];
  /** The right password from another address: its status (200: signed in). */
  rightFromElsewhere: string;
  retryAfter?: string;
  lockedOut: boolean;
};

/**
 * Ten wrong passwords for one account from one address (127.0.0.1), then the right password from
 * another (127.0.0.2): the person who knows it must still get in.
 */
export async function signInLockFromOneAddress(wrongAttempts = 10): Promise<SignInLockReport> {
  const portal = await openFaultPortal({ workOrders: 0 });
  try {
    const victim = await portal.addAccount('admin');
    const login = (password: string, localAddress: string) =>
      send(
        {
          label: 'sign in',
          method: 'POST',
          path: '/api/auth/login',
          body: { email: victim.email, password, stayLoggedIn: false },
        },
        { origin: portal.server.origin, localAddress },
      );
    const wrong = [];
    for (let i = 0; i < wrongAttempts; i++) wrong.push(await login(`wrong-password-${i}`, '127.0.0.1'));
    const right = await login(victim.password, '127.0.0.2');
    const lockedOut = !isSuccess(right);
    return {
      fault: `${wrongAttempts} wrong passwords from one address, then the right one from another`,
      ...crashOf(portal),
      summary: summarize([...wrong, right]),
      wrongAttempts: wrong.map(describeOutcome),
      rightFromElsewhere: describeOutcome(right),
      ...(right.retryAfter ? { retryAfter: right.retryAfter } : {}),
      lockedOut,
      notes: [
        lockedOut
          ? `**locked out**: the right password from another address answered ${describeOutcome(right)}` +
            (right.message ? ` '${right.message}'` : '')
          : 'signed in from the other address',
      ],
    };
  } finally {
    await portal.dispose();
  }
}
