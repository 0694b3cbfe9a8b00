import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, REQUEST_TOO_SLOW_MESSAGE } from './service-unavailable.ts';

async function appThat(fail: () => Promise<unknown>, options: { handlerTimeout?: number } = {}) {
  const app = Fastify({ logger: false, ...options });
  registerErrorHandler(app);
  app.get('/work', fail);
  await app.ready();
  return app;
}

describe('faults of the moment answer 503 with Retry-After, never 500', () => {
  it('a lost database connection', async () => {
    const app = await appThat(async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    const response = await app.inject('/work');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('a request over its time limit', async () => {
    const app = await appThat(() => new Promise((resolve) => setTimeout(resolve, 500)), {
      handlerTimeout: 50,
    });
    const response = await app.inject('/work');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: REQUEST_TOO_SLOW_MESSAGE });
  });

  it('while a bug stays a 500 without detail', async () => {
    const app = await appThat(async () => {
      throw new TypeError('x is undefined');
    });
    const response = await app.inject('/work');
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });
});
