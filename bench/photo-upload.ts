/**
 * Issue 27 (ADR 048): what making a photo's thumbnail and display size at upload costs the upload,
 * and how many bytes each copy has. `npx tsx bench/photo-upload.ts [--uploads 15]`.
 *
 * The real app (createApp) on an in-memory PGlite and the disk store in a temp folder, driven with
 * app.inject: the time is the server's alone (receive, type check, store, renditions, row), no
 * network. The photo is what a phone sends after shrinking it: 2048 x 1536 px, JPEG at 80%, with
 * the texture of a camera picture (gradients, edges and sensor noise), made with sharp.
 * Run it on a commit before ADR 048 for the upload without renditions: it measures the same way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { employees, workOrders } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { multipartForm } from '../tooling/test-server/multipart-form.ts';

const { values } = parseArgs({ options: { uploads: { type: 'string', default: '15' } } });
const UPLOADS = Number(values.uploads);
const WIDTH = 2048;
const HEIGHT = 1536;

/** Deterministic pixels with a photo's mix of smooth areas, edges and fine noise. */
async function phonePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 27;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 41) - 20;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 3;
      const pipe = Math.abs(y - HEIGHT / 2) < 120 ? 60 : 0;
      const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
      pixels[at] = clamp(150 + 60 * Math.sin(x / 140) - pipe + noise());
      pixels[at + 1] = clamp(130 + 50 * Math.cos(y / 110) - pipe + noise());
      pixels[at + 2] = clamp(110 + 40 * Math.sin((x + y) / 200) + pipe + noise());
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-photo-bench-'));
const database = await openPglite({ memory: true });
try {
  await migrateDatabase(database);
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), demoSeed: false };
  const app = await createApp({ db: database.db, config });
  await app.ready();
  const password = 'photo-bench-password';
  await database.db.insert(employees).values({
    name: 'Bench Tech',
    email: 'bench.tech@test.plumbing',
    employeeType: 'plumber',
    passwordHash: await hashPassword(password),
  });
  const [order] = await database.db
    .insert(workOrders)
    .values({ workOrderId: 'BENCH-27', title: 'Photo bench', description: 'Photos', status: 'open' })
    .returning();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench.tech@test.plumbing', password, stayLoggedIn: false },
  });
  const headers = { 'x-auth-token': (login.json() as { token: string }).token };

  const photo = await phonePhoto();
  const { payload, contentType } = await multipartForm({ workOrderId: String(order?.id) }, [
    { name: 'IMG_2041.jpg', bytes: photo },
  ]);
  const upload = async () => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/attachments',
      payload,
      headers: { ...headers, 'content-type': contentType },
    });
    if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}`);
    return {
      ms: performance.now() - started,
      attachment: response.json() as { id: number; hasRenditions?: boolean },
    };
  };

  for (let warmup = 0; warmup < 2; warmup += 1) await upload();
  const times: number[] = [];
  let last: { id: number; hasRenditions?: boolean } | undefined;
  for (let index = 0; index < UPLOADS; index += 1) {
    const { ms, attachment } = await upload();
    times.push(ms);
    last = attachment;
  }
  console.log(`photo: ${WIDTH} x ${HEIGHT} JPEG, ${kb(photo.length)}; ${UPLOADS} uploads`);
  console.log(`upload: median ${median(times).toFixed(0)} ms, p90 ${p90(times).toFixed(0)} ms`);
  if (last?.hasRenditions) {
    for (const size of ['thumbnail', 'display']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/attachments/${last.id}/file?size=${size}`,
        headers,
      });
      const { width, height } = await sharp(response.rawPayload).metadata();
      const share = ((response.rawPayload.length / photo.length) * 100).toFixed(1);
      console.log(
        `${size}: ${width} x ${height} WebP, ${kb(response.rawPayload.length)} (${share}% of the photo)`,
      );
    }
  } else {
    console.log('(no renditions on this commit)');
  }
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
