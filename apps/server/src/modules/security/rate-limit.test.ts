// @engines pglite postgres — the counters' upsert: `npm test` runs this file on both (scripts/test.mjs).
import { rateLimits } from '@campito/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('rate limits in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '2' });
  });
  afterAll(() => t.close());

  it('allows max × multiplier hits per window and then answers a Spanish 429', async () => {
    const rule = { name: 'prueba', max: 3, windowMs: 60_000 };
    for (let i = 0; i < 6; i++) await t.app.services.rateLimit.consume(rule, '10.0.0.1');
    await expect(t.app.services.rateLimit.consume(rule, '10.0.0.1')).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/demasiados intentos/),
    });
    // Another subject has its own counter.
    await t.app.services.rateLimit.consume(rule, '10.0.0.2');
  });

  it('starts a new window once the old one has passed', async () => {
    const rule = { name: 'ventana', max: 1, windowMs: 1000 };
    expect(await t.app.services.rateLimit.hit(rule, 'x')).toBe(true);
    expect(await t.app.services.rateLimit.hit(rule, 'x')).toBe(true);
    expect(await t.app.services.rateLimit.hit(rule, 'x')).toBe(false);
    // The window's end, as the database keeps it, moved to the past: no sleep against the clock (issue 32).
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'ventana:x'));
    // A fresh window: again max × multiplier (2) hits, then refused.
    expect(await t.app.services.rateLimit.hit(rule, 'x')).toBe(true);
    expect(await t.app.services.rateLimit.hit(rule, 'x')).toBe(true);
    expect(await t.app.services.rateLimit.hit(rule, 'x')).toBe(false);
  });
});
