import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ companyName: 'Acme Drain & Rooter' });
});
afterAll(async () => {
  await t.close();
});

describe('public endpoints', () => {
  it('GET /api/health answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('GET /api/auth/portal-info answers the configured company name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/portal-info' });
    expect(response.json()).toEqual({ companyName: 'Acme Drain & Rooter' });
  });

  it('GET /manifest.webmanifest names the configured company and needs no session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Acme Drain & Rooter Employee Portal',
      start_url: '/',
      display: 'standalone',
      theme_color: '#2563eb',
    });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('GET /api/docs/json is the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });

  it('GET /api/health answers 503 when the database does not', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'error' });
    } finally {
      await broken.app.close();
    }
  });
});

describe('readiness for a balancer', () => {
  it('GET /api/ready answers ready while the database answers with every migration applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
  });

  it('answers 503 with Retry-After while a migration of this release has not run', async () => {
    const behind = await createTestApp();
    try {
      await behind.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const response = await behind.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ status: 'not-ready', database: 'ok', migrations: 'pending' });
    } finally {
      await behind.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ status: 'not-ready', database: 'error', migrations: 'unknown' });
    } finally {
      await broken.app.close();
    }
  });
});
