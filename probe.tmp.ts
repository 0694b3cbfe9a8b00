import { chromium, devices } from '@playwright/test';
import { startSlowLink, SLOW_3G } from './bench/slow-link.ts';
const link = await startSlowLink(3400, SLOW_3G);
const login = await fetch('http://127.0.0.1:3400/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'carlos.mendez@demo.plumbing', password: 'demo-portal-2026' }) });
const { token } = await login.json() as { token: string };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' });
await context.addInitScript(`localStorage.setItem('authToken', ${JSON.stringify(token)})`);
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
const t0 = Date.now();
await page.goto(`${link.origin}/minimal-mobile-tasks`, { waitUntil: 'commit' });
for (let i = 0; i < 25; i++) {
  await page.waitForTimeout(3000);
  const state = await page.evaluate(async () => {
    const regs = await navigator.serviceWorker.getRegistrations();
    return { controlled: !!navigator.serviceWorker.controller, regs: regs.map((r) => [r.installing?.state, r.waiting?.state, r.active?.state]), ready: document.readyState };
  }).catch((e) => String(e));
  console.log(((Date.now() - t0) / 1000).toFixed(0), JSON.stringify(state));
  if (typeof state === 'object' && state.controlled) break;
}
await browser.close(); await link.close();
