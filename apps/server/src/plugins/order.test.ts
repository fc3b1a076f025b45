// Issue 33 item 3: the plugins' order is declared, not kept by comments. Registered out of order, a plugin
// refuses to load and the app does not start; in app.ts's order, every declared need is met.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { answerCachePlugin } from './answer-cache';
import { compressionPlugin } from './compression';
import { webPlugin } from './web';

describe('plugin order', () => {
  it('refuses compression before the answer cache, whose hook must store the plain answer first', async () => {
    const app = Fastify();
    await expect(app.register(compressionPlugin)).rejects.toThrow(/answer-cache/);
    await app.close().catch(() => {});
  });

  it('refuses the answer cache before the session and the security headers', async () => {
    const app = Fastify();
    app.decorate('deps', {} as never);
    await expect(app.register(answerCachePlugin)).rejects.toThrow(/session|security-headers/);
    await app.close().catch(() => {});
  });

  it('refuses the pages without what they rely on', async () => {
    const app = Fastify();
    await expect(app.register(webPlugin, { build: {} as never, mode: 'production' })).rejects.toThrow(
      /session|answer-cache|compression/,
    );
    await app.close().catch(() => {});
  });

  it('starts in app.ts order', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.hasPlugin('api')).toBe(true);
      expect(t.app.hasPlugin('answer-cache')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
