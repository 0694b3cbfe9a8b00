import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '#server/services/passwords.ts';
import { createFaultDatabase, type FaultDatabase } from './fault-database.ts';
import { isSuccess, send } from './http-client.ts';
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  tail,
  waitUntilListening,
} from './server-process.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

const FAULT_PASSWORD = 'fault-suite-password-1';

type Account = { id: number; email: string; password: string; token: string };

/**
 * One portal under test: a fresh database, a proxy in front of it (the server's DATABASE_URL
 * points at the proxy) and a server process, with an employee signed in and work orders to
 * write on.
 */
export type FaultPortal = {
  database: FaultDatabase;
  proxy: TcpProxy;
  server: ServerProcess;
  dataDir: string;
  account: Account;
  workOrderIds: number[];
  /** A new server process on the same database, folder and port (after a crash or a stop). */
  restart: () => Promise<ServerProcess>;
  /** Another employee, signed in. */
  addAccount: (employeeType?: string) => Promise<Account>;
  dispose: () => Promise<void>;
};

export type PortalOptions = {
  /** The server's environment beyond the harness's defaults (timeouts, grace periods). */
  env?: Record<string, string>;
  workOrders?: number;
};

/** Portals not yet disposed, so an interrupted run can still end their processes and databases. */
const openPortals = new Set<() => Promise<void>>();

export async function disposeOpenPortals(): Promise<void> {
  await Promise.all([...openPortals].map((dispose) => dispose()));
}

export async function openFaultPortal(options: PortalOptions = {}): Promise<FaultPortal> {
  const database = await createFaultDatabase();
  const undo: Array<() => Promise<unknown>> = [() => database.drop()];
  const dispose = async () => {
    openPortals.delete(dispose);
    for (const step of undo.splice(0).reverse()) await step().catch(() => {});
  };
  openPortals.add(dispose);
  try {
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    undo.push(() => proxy.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-'));
    undo.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const serverOptions = { databaseUrl: proxy.urlThrough(database.url), port, dataDir, env: options.env };
    let server = startServerProcess(serverOptions);
    undo.push(() => server.stop(5000));
    await waitUntilListening(server);

    const addAccount = async (employeeType = 'office'): Promise<Account> => {
      const email = `fault.${employeeType}.${Date.now()}.${Math.random().toString(36).slice(2)}@test.plumbing`;
      const [row] = await database.query<{ id: number }>(
        `insert into employees (name, email, employee_type, password_hash)
         values ($1, $2, $3, $4) returning id`,
        [`Fault ${employeeType}`, email, employeeType, await hashPassword(FAULT_PASSWORD)],
      );
      const login = await send(
        {
          label: 'sign in',
          method: 'POST',
          path: '/api/auth/login',
          body: { email, password: FAULT_PASSWORD, stayLoggedIn: true },
        },
        { origin: server.origin, keepJson: true },
      );
      const token = (login.json as { token?: string } | undefined)?.token;
      if (!row || !token) throw new Error(`sign-in failed: ${JSON.stringify(login)}\n${tail(server)}`);
      return { id: row.id, email, password: FAULT_PASSWORD, token };
    };
    const account = await addAccount();
    const workOrderIds: number[] = [];
    for (let i = 0; i < (options.workOrders ?? 5); i++) {
      const created = await send(
        {
          label: 'create work order',
          method: 'POST',
          path: '/api/work-orders',
          body: {
            workOrderId: `FX-${process.pid}-${Date.now()}-${i}`,
            title: `Fault suite job ${i}`,
            description: 'A work order the load writes comments on',
            type: 'task',
          },
        },
        { origin: server.origin, token: account.token, keepJson: true },
      );
      const id = (created.json as { id?: number } | undefined)?.id;
      if (!isSuccess(created) || typeof id !== 'number') {
        throw new Error(`creating a work order failed: ${JSON.stringify(created)}`);
      }
      workOrderIds.push(id);
    }

    return {
      database,
      proxy,
      dataDir,
      account,
      workOrderIds,
      get server() {
        return server;
      },
      restart: async () => {
        await server.stop(5000);
        server = startServerProcess(serverOptions);
        await waitUntilListening(server);
        return server;
      },
      addAccount,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
