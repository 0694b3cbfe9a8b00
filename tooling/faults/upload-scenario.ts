import { existsSync, readdirSync, utimesSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { openFaultPortal } from './fault-portal.ts';
import type { FaultReport } from './fault-report.ts';
import { summarize } from './outcomes.ts';
import { sleep, waitFor } from './probes.ts';

const HOUR_MS = 60 * 60 * 1000;
const TEMP_UPLOAD = /^\.upload-.*\.tmp$/;

export type UploadReport = FaultReport & {
  /** The temporary file the interrupted upload left, as found after the kill. */
  leftBehind: string | null;
  /** It was gone within the wait after the restart. */
  sweptAtStart: boolean;
};

/**
 * e. kill -9 during a slow upload leaves its temporary file; made to look older than an hour,
 * it must be gone once a new process has started.
 */
export async function interruptedUploadSweptAtStart(): Promise<UploadReport> {
  const portal = await openFaultPortal({ workOrders: 1 });
  try {
    const uploadsDir = path.join(portal.dataDir, 'uploads');
    const upload = startSlowUpload(portal.server.origin, portal.account.token, portal.workOrderIds[0] ?? 0);
    const tempFiles = () => readdirSync(uploadsDir).filter((name) => TEMP_UPLOAD.test(name));
    await waitFor(() => existsSync(uploadsDir) && tempFiles().length > 0, 15_000);
    portal.server.signal('SIGKILL');
    await portal.server.exited;
    upload.stop();
    const leftBehind = existsSync(uploadsDir) ? (tempFiles()[0] ?? null) : null;
    let sweptAtStart = false;
    if (leftBehind) {
      const file = path.join(uploadsDir, leftBehind);
      const longAgo = new Date(Date.now() - 2 * HOUR_MS);
      utimesSync(file, longAgo, longAgo);
      await portal.restart();
      sweptAtStart = await waitFor(() => !existsSync(file), 15_000);
    }
    return {
      fault: 'kill -9 during an upload, restart',
      crashed: false,
      exit: { code: null, signal: 'SIGKILL' },
      summary: summarize([]),
      leftBehind,
      sweptAtStart,
      notes: [
        leftBehind
          ? `temporary file ${sweptAtStart ? 'removed at start' : 'still there after the restart'}`
          : 'no temporary file was written before the kill',
      ],
    };
  } finally {
    await portal.dispose();
  }
}

/** A multipart upload whose file part arrives 64 KB every 100 ms, of a claimed 8 MB. */
function startSlowUpload(origin: string, token: string, workOrderId: number): { stop: () => void } {
  const boundary = `----fault${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="workOrderId"\r\n\r\n${workOrderId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pipe.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const request = http.request(new URL('/api/attachments', origin), {
    method: 'POST',
    headers: {
      'x-auth-token': token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + 8 * 1024 * 1024),
    },
  });
  request.on('error', () => {});
  request.write(head);
  request.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  let stopped = false;
  void (async () => {
    while (!stopped && !request.destroyed) {
      request.write(Buffer.alloc(64 * 1024, 7));
      await sleep(100);
    }
  })();
  return {
    stop: () => {
      stopped = true;
      request.destroy();
    },
  };
}
